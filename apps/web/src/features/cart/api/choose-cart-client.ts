import type { CartResponse, UpdateCartBody } from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putCart, serverCart } from './cart-cache';
import { cartOwner } from './cart-owner';
import { cartKeys, cartScope } from './query-keys';
import { updateCart } from './update-cart';
import { withCart } from './with-cart';

/** Who the order is for: one of the seller's clients (and their address), or null ("para mí"). */
export interface CartClientChoice {
  clientId: number | null;
  /** One of that client's addresses; omitted keeps the one chosen for the same client. */
  clientAddressId?: number | null;
}

/**
 * A seller or mentor chooses who the store's cart is for (`PUT /checkout/{id}` with `client_id`,
 * and `client_address_id` when given), queued behind the cart's other changes. Unlike other
 * choices it starts the cart when there is none yet: "Hacer pedido" from the client list comes
 * before any product. A cart still anonymous here is claimed in the same request (the server
 * claims first), so the choice never races the sign-in's claim.
 */
export function useChooseCartClient(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...cartKeys.update(storeId), 'client'],
    scope: cartScope(storeId),
    mutationFn: ({ clientId, clientAddressId }: CartClientChoice): Promise<CartResponse> =>
      withCart(queryClient, storeId, (cartId) => {
        const owner = cartOwner();
        const held = serverCart(queryClient, storeId);
        const body: UpdateCartBody = {
          ...(owner !== null && held?.cart.id === cartId && held.cart.user_id === null
            ? { user_id: owner }
            : {}),
          client_id: clientId,
          ...(clientAddressId === undefined ? {} : { client_address_id: clientAddressId }),
        };
        return updateCart(cartId, body);
      }),
    onSuccess: (response) => {
      putCart(queryClient, storeId, response);
    },
  });
}
