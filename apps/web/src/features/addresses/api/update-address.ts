import {
  apiPath,
  apiRoutes,
  type Address,
  type AddressResponse,
  type UpdateAddressBody,
} from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '../../../lib/api-client';
import { refreshAddressBook } from './invalidate';

export interface UpdateAddressVariables {
  id: number;
  body: UpdateAddressBody;
}

/** Changes any of an address's fields; `is_default: true` makes it the default. */
export async function updateAddress({ id, body }: UpdateAddressVariables): Promise<Address> {
  const response = await apiPut<AddressResponse>(apiPath(apiRoutes.address, { id }), body);
  return response.data;
}

export function useUpdateAddress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['addresses', 'update'],
    mutationFn: updateAddress,
    onSuccess: () => refreshAddressBook(queryClient, userId),
  });
}

/** "Hacer predeterminada": the one way to move the default. */
export function useSetDefaultAddress(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['addresses', 'set-default'],
    mutationFn: (id: number) => updateAddress({ id, body: { is_default: true } }),
    onSuccess: () => refreshAddressBook(queryClient, userId),
  });
}
