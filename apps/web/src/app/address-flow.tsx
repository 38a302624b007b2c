import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { es } from '../i18n/es';
import { FALLBACK_STORE_SLUG, paths, readAddressIntent, type AddressIntent } from '../lib/paths';

/**
 * The checkout's step after the address (spec §4: cart → sign-in → delivery method → date →
 * address → summary → payment): the summary, whose gate leads back to any step still to choose.
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
      title={es.addresses.notFoundTitle}
      description={es.addresses.notFoundDescription}
      action={
        <Link to={paths.profile(slug)} className={buttonClasses('primary')}>
          {es.addresses.backToProfile}
        </Link>
      }
    />
  );
}
