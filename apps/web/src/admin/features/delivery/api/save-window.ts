import {
  type AdminDeliveryWindow,
  type DeliveryWindowBody,
  type DeliveryWindowResponse,
  adminApiPath,
  adminApiRoutes,
} from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { deliveryKeys } from './query-keys';

/** Adds a weekly window (no id) or replaces one. */
export async function saveWindow(
  slug: string,
  id: number | null,
  body: DeliveryWindowBody,
): Promise<AdminDeliveryWindow> {
  const answer =
    id === null
      ? await adminRequest<DeliveryWindowResponse>(
          'POST',
          adminApiPath(slug, adminApiRoutes.deliveryWindows, {}),
          { body },
        )
      : await adminRequest<DeliveryWindowResponse>(
          'PUT',
          adminApiPath(slug, adminApiRoutes.deliveryWindow, { id }),
          { body },
        );
  return answer.data;
}

export function useSaveWindow(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: DeliveryWindowBody }) =>
      saveWindow(slug, id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.windows(slug) }),
  });
}
