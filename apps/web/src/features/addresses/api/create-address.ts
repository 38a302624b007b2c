import {
  apiPath,
  apiRoutes,
  type Address,
  type AddressResponse,
  type CreateAddressBody,
} from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { refreshAddressBook } from './invalidate';

/** Saves a new address (201); the user's first one becomes the default. */
export async function createAddress(body: CreateAddressBody): Promise<Address> {
  const response = await apiPost<AddressResponse>(apiPath(apiRoutes.addresses, {}), body);
  return response.data;
}

export function useCreateAddress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['addresses', 'create'],
    mutationFn: createAddress,
    onSuccess: () => refreshAddressBook(queryClient, userId),
  });
}
