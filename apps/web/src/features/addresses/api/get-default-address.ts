import { apiPath, apiRoutes, type Address, type DefaultAddressResponse } from '@canasta/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { addressKeys } from './query-keys';

/**
 * The user's default address, or null when they have none yet. Part of the current user load
 * (spec §4), so this module stays free of zod: it runs on the store home.
 */
export async function getDefaultAddress(signal?: AbortSignal): Promise<Address | null> {
  const body = await apiGet<DefaultAddressResponse>(apiPath(apiRoutes.addressDefault, {}), {
    signal,
  });
  return body.data;
}

export function getDefaultAddressQueryOptions(userId: number) {
  return queryOptions({
    queryKey: addressKeys.default(userId),
    queryFn: ({ signal }) => getDefaultAddress(signal),
  });
}
