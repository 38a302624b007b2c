import { apiPath, apiRoutes } from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client';
import { refreshAddressBook } from './invalidate';

/** Removes an address (204); when it was the default, the server promotes the newest other. */
export function deleteAddress(id: number): Promise<undefined> {
  return apiDelete(apiPath(apiRoutes.address, { id }));
}

export function useDeleteAddress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['addresses', 'delete'],
    mutationFn: deleteAddress,
    onSuccess: () => refreshAddressBook(queryClient, userId),
  });
}
