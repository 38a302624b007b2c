import { apiPath, apiRoutes, type Settings, type SettingsResponseSchema } from '@canasta/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

type SettingsResponse = z.infer<typeof SettingsResponseSchema>;

export async function getSettings(signal?: AbortSignal): Promise<Settings> {
  const body = await apiGet<SettingsResponse>(apiPath(apiRoutes.settings, {}), { signal });
  return body.data;
}

export function getSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['settings'],
    queryFn: ({ signal }) => getSettings(signal),
    // The offline guard reads them again sooner, for the maintenance switch (decision 038).
    staleTime: 5 * 60_000,
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
