import { adminApiPath, adminApiRoutes } from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { deliveryKeys } from './query-keys';

export function deleteWindow(slug: string, id: number): Promise<void> {
  return adminRequest<undefined>(
    'DELETE',
    adminApiPath(slug, adminApiRoutes.deliveryWindow, { id }),
  );
}

/** Refused (409, in Spanish) while the window has orders to hand over. */
export function useDeleteWindow(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteWindow(slug, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.windows(slug) }),
  });
}
