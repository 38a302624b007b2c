import {
  apiPath,
  apiRoutes,
  type Client,
  type ClientResponse,
  type UpdateClientBody,
} from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';
import { refreshClients } from './invalidate';
import { clientKeys } from './query-keys';

export interface UpdateClientVariables {
  id: number;
  body: UpdateClientBody;
}

/** Changes the fields sent; `null` or blank clears email and notes. */
export async function updateClient({ id, body }: UpdateClientVariables): Promise<Client> {
  const response = await apiPut<ClientResponse>(apiPath(apiRoutes.storeClient, { id }), body);
  return response.data;
}

export function useUpdateClient(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['clients', 'update'],
    mutationFn: updateClient,
    onSuccess: async (client) => {
      queryClient.setQueryData(clientKeys.detail(userId, client.id), client);
      await refreshClients(queryClient, userId);
    },
  });
}
