import {
  type StoreSettings,
  type StoreSettingsBody,
  type StoreSettingsResponse,
  adminApiPath,
  adminApiRoutes,
} from '@canasta/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-query';
import { adminRequest } from '../../../lib/admin-request';

export const settingsKeys = {
  settings: (slug: string) => [...adminKeys.store(slug), 'settings'] as const,
};

export async function getStoreSettings(slug: string, signal?: AbortSignal): Promise<StoreSettings> {
  const body = await adminRequest<StoreSettingsResponse>(
    'GET',
    adminApiPath(slug, adminApiRoutes.settings, {}),
    { signal },
  );
  return body.data;
}

export function storeSettingsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: settingsKeys.settings(slug),
    queryFn: ({ signal }) => getStoreSettings(slug, signal),
  });
}

export function useStoreSettings(slug: string) {
  return useQuery(storeSettingsQueryOptions(slug));
}

export async function saveStoreSettings(
  slug: string,
  body: StoreSettingsBody,
): Promise<StoreSettings> {
  const answer = await adminRequest<StoreSettingsResponse>(
    'PUT',
    adminApiPath(slug, adminApiRoutes.settings, {}),
    { body },
  );
  return answer.data;
}

/** Saves every setting at once; the answer is what the shop front now uses. */
export function useSaveStoreSettings(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreSettingsBody) => saveStoreSettings(slug, body),
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.settings(slug), settings);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.settings(slug) }),
        // The store as the shop shows it (its WhatsApp and payment methods).
        queryClient.invalidateQueries({ queryKey: [...adminKeys.store(slug), 'shop-store'] }),
      ]),
  });
}
