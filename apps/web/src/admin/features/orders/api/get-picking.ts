import {
  type PickingList,
  type PickingResponse,
  adminApiPath,
  adminApiRoutes,
} from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { ordersKeys } from './query-keys';

export async function getPicking(
  slug: string,
  date: string,
  slotId: number,
  signal?: AbortSignal,
): Promise<PickingList> {
  const body = await adminRequest<PickingResponse>(
    'GET',
    adminApiPath(slug, adminApiRoutes.picking, {}),
    { query: { date, slot_id: slotId }, signal },
  );
  return body.data;
}

export function pickingQueryOptions(slug: string, date: string, slotId: number) {
  return queryOptions({
    queryKey: ordersKeys.picking(slug, date, slotId),
    queryFn: ({ signal }) => getPicking(slug, date, slotId, signal),
  });
}

/** A slot's picking list; waits until both the day and the slot are known. */
export function usePicking(slug: string, date: string | null, slotId: number | null) {
  return useQuery({
    ...pickingQueryOptions(slug, date ?? '', slotId ?? 0),
    enabled: date !== null && slotId !== null,
  });
}
