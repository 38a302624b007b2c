import { OrderPlacedScreen } from '../flows/checkout/order-placed-screen';

/** /tienda/:slugName/pedido-realizado — checkout's completion: the order just placed. */
export const Component = OrderPlacedScreen;
