import { apiPath, apiRoutes } from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client';
import { refreshClients } from './invalidate';
import { clientKeys } from './query-keys';

/**
 * Deletes a client and their addresses (204). Orders keep their copy of the client; a cart being
 * filled for them becomes the seller's own again on the server.
 */
export function deleteClient(clientId: number): Promise<undefined> {
  return apiDelete(apiPath(apiRoutes.storeClient, { id: clientId }));
}

export function useDeleteClient(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['clients', 'delete'],
    mutationFn: deleteClient,
    onSuccess: async (_nothing, clientId) => {
      queryClient.removeQueries({ queryKey: clientKeys.detail(userId, clientId) });
      await refreshClients(queryClient, userId);
    },
  });
}
