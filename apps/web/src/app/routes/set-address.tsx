import { MapScreenSkeleton } from '../../features/addresses/components/address-skeletons';
import { addressScreen } from '../flows/address/address-flow';
import { MapStepScreen } from '../flows/address/map-step';

/**
 * /tienda/:slugName/set_adress — the map step of an address (requiresAuth): the pin starts at
 * the address being edited, else the default address, else the store; the coverage answer
 * follows it; "Confirmar ubicación" leads to the details.
 */
export const Component = addressScreen(MapStepScreen, <MapScreenSkeleton />);
