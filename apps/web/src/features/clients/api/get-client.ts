import { apiPath, apiRoutes, type Client, type ClientResponse } from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { clientKeys } from './query-keys';

/** One of the caller's clients with their addresses (404 when it isn't theirs). */
export async function getClient(clientId: number, signal?: AbortSignal): Promise<Client> {
  const body = await apiGet<ClientResponse>(apiPath(apiRoutes.storeClient, { id: clientId }), {
    signal,
  });
  return body.data;
}

export function getClientQueryOptions(userId: number, clientId: number) {
  return queryOptions({
    queryKey: clientKeys.detail(userId, clientId),
    queryFn: ({ signal }) => getClient(clientId, signal),
  });
}

/** A client of the signed-in seller or mentor; nothing is asked without an id. */
export function useClient(userId: number, clientId: number | null) {
  return useQuery({
    ...getClientQueryOptions(userId, clientId ?? 0),
    enabled: clientId !== null,
  });
}
