import {
  apiPath,
  apiRoutes,
  type ClientAddress,
  type ClientAddressResponse,
  type UpdateClientAddressBody,
} from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';
import { refreshClients } from './invalidate';

export interface UpdateClientAddressVariables {
  clientId: number;
  addressId: number;
  body: UpdateClientAddressBody;
}

/** Changes a client's address; `is_default: true` makes it their default. */
export async function updateClientAddress({
  clientId,
  addressId,
  body,
}: UpdateClientAddressVariables): Promise<ClientAddress> {
  const response = await apiPut<ClientAddressResponse>(
    apiPath(apiRoutes.storeClientAddress, { id: clientId, addressId }),
    body,
  );
  return response.data;
}

export function useUpdateClientAddress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['clients', 'addresses', 'update'],
    mutationFn: updateClientAddress,
    onSuccess: () => refreshClients(queryClient, userId),
  });
}
