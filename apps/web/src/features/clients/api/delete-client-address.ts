import { apiPath, apiRoutes } from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client';
import { refreshClients } from './invalidate';

export interface DeleteClientAddressVariables {
  clientId: number;
  addressId: number;
}

/**
 * Deletes a client's address (204); when it was the default, their newest other becomes it, and
 * a cart that had chosen it forgets it (on the server).
 */
export function deleteClientAddress({
  clientId,
  addressId,
}: DeleteClientAddressVariables): Promise<undefined> {
  return apiDelete(apiPath(apiRoutes.storeClientAddress, { id: clientId, addressId }));
}

export function useDeleteClientAddress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['clients', 'addresses', 'delete'],
    mutationFn: deleteClientAddress,
    onSuccess: () => refreshClients(queryClient, userId),
  });
}
