import {
  apiPath,
  apiRoutes,
  type ClientAddress,
  type ClientAddressResponse,
  type CreateClientAddressBody,
} from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { refreshClients } from './invalidate';

export interface CreateClientAddressVariables {
  clientId: number;
  body: CreateClientAddressBody;
}

/** Saves a client's address (201); their first one becomes the default. */
export async function createClientAddress({
  clientId,
  body,
}: CreateClientAddressVariables): Promise<ClientAddress> {
  const response = await apiPost<ClientAddressResponse>(
    apiPath(apiRoutes.storeClientAddresses, { id: clientId }),
    body,
  );
  return response.data;
}

export function useCreateClientAddress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['clients', 'addresses', 'create'],
    mutationFn: createClientAddress,
    onSuccess: () => refreshClients(queryClient, userId),
  });
}
