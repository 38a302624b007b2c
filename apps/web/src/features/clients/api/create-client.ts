import {
  apiPath,
  apiRoutes,
  type Client,
  type ClientResponse,
  type CreateClientBody,
} from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { refreshClients } from './invalidate';
import { clientKeys } from './query-keys';

/** Registers a client (201); the same phone twice in one list is a 422 on `phone`. */
export async function createClient(body: CreateClientBody): Promise<Client> {
  const response = await apiPost<ClientResponse>(apiPath(apiRoutes.storeClients, {}), body);
  return response.data;
}

export function useCreateClient(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['clients', 'create'],
    mutationFn: createClient,
    onSuccess: async (client) => {
      queryClient.setQueryData(clientKeys.detail(userId, client.id), client);
      await refreshClients(queryClient, userId);
    },
  });
}
