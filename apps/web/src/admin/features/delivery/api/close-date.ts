import {
  type ClosedDate,
  type ClosedDateBody,
  type ClosedDateResponse,
  adminApiPath,
  adminApiRoutes,
} from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { deliveryKeys } from './query-keys';

/** Closes a day; the answer counts the orders already placed for it. */
export async function closeDate(slug: string, body: ClosedDateBody): Promise<ClosedDate> {
  const answer = await adminRequest<ClosedDateResponse>(
    'POST',
    adminApiPath(slug, adminApiRoutes.closedDates, {}),
    { body },
  );
  return answer.data;
}

export function useCloseDate(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClosedDateBody) => closeDate(slug, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.closedDates(slug) }),
  });
}
