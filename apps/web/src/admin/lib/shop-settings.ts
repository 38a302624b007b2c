import {
  DEFAULT_MAP_TILE_URL,
  apiPath,
  apiRoutes,
  type Settings,
  type SettingsResponse,
} from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';
import { adminKeys } from './admin-query';

/** The shop's own settings (the map's tiles), as every visitor reads them. */
export function shopSettingsQueryOptions() {
  return queryOptions({
    queryKey: [...adminKeys.all, 'shop-settings'] as const,
    queryFn: async ({ signal }) =>
      (await apiGet<SettingsResponse>(apiPath(apiRoutes.settings, {}), { signal })).data,
    staleTime: 5 * 60_000,
  });
}

/** The map tiles' URL template; the default one until (or unless) the settings say another. */
export function useMapTileUrl(): string {
  const { data } = useQuery(shopSettingsQueryOptions());
  return (data as Partial<Settings> | undefined)?.map_tile_url ?? DEFAULT_MAP_TILE_URL;
}
