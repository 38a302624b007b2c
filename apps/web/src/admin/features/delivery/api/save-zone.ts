import {
  type AdminZone,
  type ZoneBody,
  type ZoneResponse,
  adminApiPath,
  adminApiRoutes,
} from '@canasta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { deliveryKeys } from './query-keys';

/** Creates a zone (no id) or replaces one. */
export async function saveZone(
  slug: string,
  id: number | null,
  body: ZoneBody,
): Promise<AdminZone> {
  const answer =
    id === null
      ? await adminRequest<ZoneResponse>('POST', adminApiPath(slug, adminApiRoutes.zones, {}), {
          body,
        })
      : await adminRequest<ZoneResponse>('PUT', adminApiPath(slug, adminApiRoutes.zone, { id }), {
          body,
        });
  return answer.data;
}

export function useSaveZone(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ZoneBody }) => saveZone(slug, id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.zones(slug) }),
  });
}
