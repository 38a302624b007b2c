import { adminApiPath, adminApiRoutes } from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { deliveryKeys } from './query-keys';

export function deleteZone(slug: string, id: number): Promise<void> {
  return adminRequest<undefined>('DELETE', adminApiPath(slug, adminApiRoutes.zone, { id }));
}

export function useDeleteZone(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteZone(slug, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.zones(slug) }),
  });
}
