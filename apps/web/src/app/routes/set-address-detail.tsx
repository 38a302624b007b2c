import { AddressFormSkeleton } from '../../features/addresses/components/address-skeletons';
import { addressScreen } from '../flows/address/address-flow';
import { DetailStepScreen } from '../flows/address/detail-step';

/**
 * /tienda/:slugName/set_address_detail — the address's details after its pin (requiresAuth).
 * Without a pin the shopper is sent to the map first. Saving creates (or updates) the address;
 * from checkout, a covered address is then chosen for the cart.
 */
export const Component = addressScreen(DetailStepScreen, <AddressFormSkeleton />);
