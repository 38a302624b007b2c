import type { Address, CreateAddressBody, Store, User } from '@canasta/contract';
import { useNavigate } from 'react-router';
import { useCreateAddress } from '../../../features/addresses/api/create-address';
import { useUpdateAddress } from '../../../features/addresses/api/update-address';
import { useAddressDraftStore } from '../../../features/addresses/stores/address-draft-store';
import { useUpdateCart } from '../../../features/cart/hooks/use-update-cart';
import { cartIdFor } from '../../../features/cart/stores/cart-store';
import { es } from '../../../i18n/es';
import { esAddresses } from '../../../i18n/es-addresses';
import { isApiError } from '../../../lib/api-client';
import type { AddressIntent } from '../../../lib/paths';
import { notify } from '../../../lib/toast';
import { addressDestination } from './address-flow';

/**
 * Saving the address form: create (or update `address`); from checkout, a covered address is
 * then chosen for the cart with the cart's one save; say how it went, leave for the
 * destination, and only then clear the draft (so the form never bounces to the map).
 */
export function useSaveAddress({
  store,
  user,
  slug,
  intent,
  address,
  covered,
  onSaved,
}: {
  store: Store;
  user: User;
  slug: string;
  intent: Required<AddressIntent>;
  address: Address | null;
  /** False once the store has answered that it doesn't deliver at the pin. */
  covered: boolean;
  onSaved: () => void;
}) {
  const navigate = useNavigate();
  const create = useCreateAddress(user.id);
  const update = useUpdateAddress(user.id);
  const updateCart = useUpdateCart(store.id);

  return async ({ is_default, ...fields }: CreateAddressBody) => {
    // `is_default: false` is never sent: the default moves only by choosing another.
    const makeDefault = is_default === true ? { is_default: true as const } : {};
    const saved = address
      ? await update.mutateAsync({ id: address.id, body: { ...fields, ...makeDefault } })
      : await create.mutateAsync({ ...fields, ...makeDefault });
    let chosen = false;
    let cartProblem: string | null = null;
    if (intent.checkout && covered && cartIdFor(store.id)) {
      try {
        await updateCart.mutateAsync({ address_id: saved.id });
        chosen = true;
      } catch (error) {
        cartProblem = isApiError(error) ? error.displayMessage : es.errors.unexpected;
      }
    }
    onSaved();
    if (cartProblem) notify.error(cartProblem);
    else if (intent.checkout && !chosen) notify.message(esAddresses.addresses.savedNotChosen);
    else notify.success(esAddresses.addresses.saved);
    await navigate(addressDestination(slug, intent, chosen), { replace: true });
    useAddressDraftStore.getState().clear();
  };
}
