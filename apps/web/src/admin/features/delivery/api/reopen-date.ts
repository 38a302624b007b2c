import { adminApiPath, adminApiRoutes } from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { deliveryKeys } from './query-keys';

export function reopenDate(slug: string, date: string): Promise<void> {
  return adminRequest<undefined>('DELETE', adminApiPath(slug, adminApiRoutes.closedDate, { date }));
}

export function useReopenDate(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (date: string) => reopenDate(slug, date),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.closedDates(slug) }),
  });
}
