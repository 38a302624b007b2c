import { MapScreenSkeleton } from '../../features/addresses/components/address-skeletons';
import { clientAddressStep } from '../flows/client-address/client-address-screens';
import { clientScreen } from '../client-screens';

/**
 * /menu/:slugName/Clients/setaddress — the map step of a client's address (`?client=`, and
 * `?edit=` for one of theirs), with the store's coverage answer for the pin (sellerOrMentor).
 */
export const Component = clientScreen(
  clientAddressStep('map', <MapScreenSkeleton />),
  <MapScreenSkeleton />,
);
