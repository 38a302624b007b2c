import type { Address, CreateAddressBody, Store, User } from '@canasta/contract';
import { useCallback, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useCreateAddress } from '../../features/addresses/api/create-address';
import { useAddresses } from '../../features/addresses/api/get-addresses';
import { useUpdateAddress } from '../../features/addresses/api/update-address';
import { AddressForm } from '../../features/addresses/components/address-form';
import { AddressFormSkeleton } from '../../features/addresses/components/address-skeletons';
import { PinSummary } from '../../features/addresses/components/pin-summary';
import { useCoverage } from '../../features/addresses/hooks/use-coverage';
import {
  useAddressDraft,
  useAddressDraftStore,
  type DraftTarget,
  type DraftValues,
} from '../../features/addresses/stores/address-draft-store';
import { initialFormValues } from '../../features/addresses/utils/address-form-values';
import type { LatLng } from '../../features/addresses/utils/geo';
import { useUpdateCart } from '../../features/cart/api/update-cart';
import { cartIdFor } from '../../features/cart/stores/cart-store';
import { es } from '../../i18n/es';
import { isApiError } from '../../lib/api-client';
import { paths, type AddressIntent } from '../../lib/paths';
import { notify } from '../../lib/toast';
import {
  AddressBookGate,
  addressDestination,
  addressScreen,
  type AddressScreenProps,
} from '../address-flow';

const NOT_COVERED_ID = 'address-not-covered';

/**
 * /tienda/:slugName/set_address_detail — the address's details after its pin (requiresAuth).
 * Without a pin the shopper is sent to the map first. Saving creates (or updates) the address;
 * from checkout, a covered address is then chosen for the cart.
 */
export const Component = addressScreen(AddressDetailScreen, <AddressFormSkeleton />);

function AddressDetailScreen({ store, user, slug, intent, target }: AddressScreenProps) {
  const draft = useAddressDraft(target);
  const addresses = useAddresses(user.id);
  // Once saved, the draft is cleared after leaving: nothing here may send the shopper back.
  const [saved, setSaved] = useState(false);
  if (!draft?.pin) {
    return saved ? null : <Navigate to={paths.setAddress(slug, intent)} replace />;
  }
  const pin = draft.pin;
  return (
    <AddressBookGate addresses={addresses} fallback={<AddressFormSkeleton />}>
      {(address, book) => (
        <DetailStep
          store={store}
          user={user}
          slug={slug}
          intent={intent}
          target={target}
          pin={pin}
          draftValues={draft.values}
          address={address}
          hasOthers={book.some((other) => other.id !== address?.id)}
          onSaved={() => {
            setSaved(true);
          }}
        />
      )}
    </AddressBookGate>
  );
}

function DetailStep({
  store,
  user,
  slug,
  intent,
  target,
  pin,
  draftValues,
  address,
  hasOthers,
  onSaved,
}: {
  store: Store;
  user: User;
  slug: string;
  intent: Required<AddressIntent>;
  target: DraftTarget;
  pin: LatLng;
  draftValues: DraftValues | null;
  address: Address | null;
  hasOthers: boolean;
  onSaved: () => void;
}) {
  const navigate = useNavigate();
  const coverage = useCoverage(store.id, pin);
  const create = useCreateAddress(user.id);
  const update = useUpdateAddress(user.id);
  const updateCart = useUpdateCart(store.id);
  const [defaults] = useState(() =>
    initialFormValues({
      pin,
      draft: draftValues,
      address,
      receiver: { name: user.name, phone: user.phone },
    }),
  );
  const notCovered = coverage.state.status === 'answered' && !coverage.state.answer.covered;

  const keepValues = useCallback(
    (values: DraftValues) => {
      useAddressDraftStore.getState().setValues(target, values);
    },
    [target],
  );

  const save = async ({ is_default, ...fields }: CreateAddressBody) => {
    // `is_default: false` is never sent: the default moves only by choosing another.
    const makeDefault = is_default === true ? { is_default: true as const } : {};
    const saved = address
      ? await update.mutateAsync({ id: address.id, body: { ...fields, ...makeDefault } })
      : await create.mutateAsync({ ...fields, ...makeDefault });
    let chosen = false;
    let cartProblem: string | null = null;
    if (intent.checkout && !notCovered && cartIdFor(store.id)) {
      try {
        await updateCart.mutateAsync({ address_id: saved.id });
        chosen = true;
      } catch (error) {
        cartProblem = isApiError(error) ? error.displayMessage : es.errors.unexpected;
      }
    }
    onSaved();
    if (cartProblem) notify.error(cartProblem);
    else if (intent.checkout && !chosen) notify.message(es.addresses.savedNotChosen);
    else notify.success(es.addresses.saved);
    await navigate(addressDestination(slug, intent, chosen), { replace: true });
    useAddressDraftStore.getState().clear();
  };

  return (
    <>
      <h1 tabIndex={-1} className="text-2xl leading-tight font-bold outline-none">
        {address ? es.addresses.detailTitleEdit : es.addresses.detailTitle}
      </h1>
      <PinSummary
        pin={pin}
        coverage={coverage.state}
        onRetry={coverage.retry}
        changePath={paths.setAddress(slug, intent)}
      />
      <AddressForm
        defaultValues={defaults}
        offerDefault={address ? !address.is_default : hasOthers}
        onSubmit={save}
        onValuesChange={keepValues}
        notice={
          notCovered ? (
            <p
              id={NOT_COVERED_ID}
              className="rounded-2xl bg-warning/25 p-3 text-sm font-medium text-dark"
            >
              {intent.checkout
                ? es.addresses.notCoveredWarning
                : es.addresses.notCoveredWarningBook}
            </p>
          ) : null
        }
      />
    </>
  );
}
