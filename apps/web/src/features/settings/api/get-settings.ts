import { apiPath, apiRoutes, type Settings, type SettingsResponseSchema } from '@canasta/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

type SettingsResponse = z.infer<typeof SettingsResponseSchema>;

/** While the shop is in maintenance, look again this often so shoppers get back in by themselves. */
export const MAINTENANCE_POLL_MS = 30_000;

export async function getSettings(signal?: AbortSignal): Promise<Settings> {
  const body = await apiGet<SettingsResponse>(apiPath(apiRoutes.settings, {}), { signal });
  return body.data;
}

export function getSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) => getSettings(signal),
    staleTime: 5 * 60_000,
    refetchInterval: (query) =>
      query.state.data?.maintenance === true ? MAINTENANCE_POLL_MS : false,
  });
}

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}

/** Start-up part (DESIGN §3): the app mounts only once the settings are in the cache. */
export function loadSettings(queryClient: QueryClient): Promise<Settings> {
  const { queryKey, queryFn } = getSettingsQueryOptions();
  return queryClient.query({ queryKey, queryFn, retry: 1 });
}
