import type { Address, Store, User } from '@canasta/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import type { DraftTarget } from '../../../features/addresses/stores/address-draft-store';
import { useCurrentUser } from '../../../features/auth/stores/session-store';
import { esAddresses } from '../../../i18n/es-addresses';
import {
  FALLBACK_STORE_SLUG,
  paths,
  readAddressIntent,
  type AddressIntent,
} from '../../../lib/paths';
import { StoreGate } from '../../store-gate';

/**
 * Where an address chosen for the cart leads when no `?next=` says: the summary, whose gate leads
 * back to any step still to choose (the day, which follows the address since decision 048).
 */
export const checkoutStepAfterAddress: (slug: string) => string = paths.cartPreview;

/** The address screens' store and intent (new or edit, for the cart or not, where to return). */
export function useAddressPlace() {
  const { slugName = FALLBACK_STORE_SLUG } = useParams();
  const [search] = useSearchParams();
  const intent = readAddressIntent(search);
  return { slug: slugName, intent, target: intent.edit ?? ('new' as const) };
}

/**
 * Where the shopper goes once the address is saved: `?next=` when it was given (the profile
 * sends its own path), else the checkout's next step when the address was chosen for the cart,
 * else the cart when the store can't deliver there (so another can be chosen), else the profile.
 */
export function addressDestination(
  slug: string,
  intent: Required<AddressIntent>,
  chosenForCart: boolean,
): string {
  if (intent.next) return intent.next;
  if (intent.checkout) return chosenForCart ? checkoutStepAfterAddress(slug) : paths.cart(slug);
  return paths.profile(slug);
}

/** The address named by `?edit=` isn't the shopper's (deleted, or never theirs). */
export function AddressNotFound({ slug }: { slug: string }) {
  return (
    <EmptyState
      as="h1"
      title={esAddresses.addresses.notFoundTitle}
      description={esAddresses.addresses.notFoundDescription}
      action={
        <Link to={paths.profile(slug)} className={buttonClasses('primary')}>
          {esAddresses.addresses.backToProfile}
        </Link>
      }
    />
  );
}

/** What every address screen knows: its store, its shopper, and what the address is for. */
export interface AddressScreenProps {
  store: Store;
  user: User;
  slug: string;
  intent: Required<AddressIntent>;
  target: DraftTarget;
}

/**
 * An address screen's route component (requiresAuth): `Screen` once the store is known (its
 * skeleton until then) and someone is signed in (nothing while the layout's guard leads to
 * sign-in).
 */
export function addressScreen(
  Screen: ComponentType<AddressScreenProps>,
  fallback: ReactNode,
): ComponentType {
  function SignedIn({ store }: { store: Store }) {
    const user = useCurrentUser();
    const { slug, intent, target } = useAddressPlace();
    if (!user) return null;
    return <Screen store={store} user={user} slug={slug} intent={intent} target={target} />;
  }
  return function AddressScreen() {
    return <StoreGate fallback={fallback}>{(store) => <SignedIn store={store} />}</StoreGate>;
  };
}

/**
 * The address book once read, with the address named by `?edit=` (null for a new one); until
 * then the screen's skeleton, instead of it an error with "Reintentar", or "not found" when the
 * address isn't the shopper's.
 */
export function AddressBookGate({
  addresses,
  fallback,
  children,
}: {
  addresses: Pick<UseQueryResult<Address[]>, 'status' | 'data' | 'refetch' | 'isFetching'>;
  fallback: ReactNode;
  children: (address: Address | null, book: readonly Address[]) => ReactNode;
}) {
  const { slug, intent } = useAddressPlace();
  const edit = intent.edit;
  if (addresses.status === 'pending') return fallback;
  if (!addresses.data) {
    return (
      <ErrorState
        as="h1"
        title={esAddresses.addresses.loadFailed}
        onRetry={() => void addresses.refetch()}
        retrying={addresses.isFetching}
      />
    );
  }
  const address = edit === null ? null : addresses.data.find((found) => found.id === edit);
  if (address === undefined) return <AddressNotFound slug={slug} />;
  return children(address, addresses.data);
}
