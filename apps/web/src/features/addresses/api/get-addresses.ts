import { apiPath, apiRoutes, type Address, type AddressListResponse } from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { addressKeys } from './query-keys';

/** The user's addresses: the default first, then the newest. */
export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  const body = await apiGet<AddressListResponse>(apiPath(apiRoutes.addresses, {}), { signal });
  return body.data;
}

export function getAddressesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: addressKeys.list(userId),
    queryFn: ({ signal }) => getAddresses(signal),
  });
}

/** The signed-in user's address book (pass their id; nothing is asked without one). */
export function useAddresses(userId: number | null) {
  return useQuery({ ...getAddressesQueryOptions(userId ?? 0), enabled: userId !== null });
}
