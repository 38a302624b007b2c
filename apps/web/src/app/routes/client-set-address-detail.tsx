import { AddressFormSkeleton } from '../../features/addresses/components/address-skeletons';
import { clientAddressStep } from '../flows/client-address/client-address-screens';
import { clientScreen } from '../client-screens';

/**
 * /menu/:slugName/Clients/setaddressdetail — a client's address details after its pin, saved
 * with `POST /store/clients/{id}/addresses` (or `PUT` when editing) (sellerOrMentor).
 */
export const Component = clientScreen(
  clientAddressStep('detail', <AddressFormSkeleton />),
  <AddressFormSkeleton />,
);
