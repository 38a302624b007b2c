import {
  apiPath,
  apiRoutes,
  type Order,
  type OrderResponse,
  type SubstitutionPreference,
} from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch, apiPost } from '../../../lib/api-client';
import { orderKeys } from './query-keys';

/**
 * The shopper's answer to a substitute the store proposed for a missing line
 * (`POST /client-orders/{id}/lines/{lineId}/substitution`, issue 25), while it is `proposed`.
 */
export async function answerSubstitution(
  orderId: number,
  lineId: number,
  accept: boolean,
): Promise<Order> {
  const answer = await apiPost<OrderResponse>(
    apiPath(apiRoutes.orderLineSubstitution, { id: orderId, lineId }),
    { accept },
  );
  return answer.data;
}

/**
 * A line's substitution choice (`PATCH /client-orders/{id}/lines/{lineId}`, issue 25), while the
 * store hasn't started picking the order.
 */
export async function updateOrderLineSubstitution(
  orderId: number,
  lineId: number,
  substitution: SubstitutionPreference,
): Promise<Order> {
  const answer = await apiPatch<OrderResponse>(
    apiPath(apiRoutes.orderLine, { id: orderId, lineId }),
    { substitution },
  );
  return answer.data;
}

/**
 * Keeps the order's screen in step with a change to one of its lines: the answer is the order as
 * it now stands; a refusal (the window closed, picking started) reads the order again, so the
 * screen shows why.
 */
function useOrderLineMutation<Variables>(
  userId: number,
  orderId: number,
  send: (variables: Variables) => Promise<Order>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(userId, orderId), order);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: orderKeys.detail(userId, orderId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.list(userId) }),
  });
}

export function useAnswerSubstitution(userId: number, orderId: number) {
  return useOrderLineMutation(
    userId,
    orderId,
    ({ lineId, accept }: { lineId: number; accept: boolean }) =>
      answerSubstitution(orderId, lineId, accept),
  );
}

export function useUpdateOrderLine(userId: number, orderId: number) {
  return useOrderLineMutation(
    userId,
    orderId,
    ({ lineId, substitution }: { lineId: number; substitution: SubstitutionPreference }) =>
      updateOrderLineSubstitution(orderId, lineId, substitution),
  );
}
