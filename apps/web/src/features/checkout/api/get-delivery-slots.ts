import {
  apiPath,
  apiRoutes,
  type DeliveryDay,
  type DeliverySlotsResponse,
  type DeliveryType,
} from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { checkoutKeys } from './query-keys';

/** Slots fill up while the shopper looks: read them again after half a minute. */
const SLOTS_STALE_MS = 30_000;

/** The store's next days with their slots for a delivery type (full or started ones unavailable). */
export async function getDeliverySlots(
  storeId: number,
  type: DeliveryType,
  signal?: AbortSignal,
): Promise<DeliveryDay[]> {
  const body = await apiGet<DeliverySlotsResponse>(
    apiPath(apiRoutes.storeDeliverySlots, { id: storeId }),
    { query: { type }, signal },
  );
  return body.data;
}

export function getDeliverySlotsQueryOptions(storeId: number, type: DeliveryType) {
  return queryOptions({
    queryKey: checkoutKeys.slots(storeId, type),
    queryFn: ({ signal }) => getDeliverySlots(storeId, type, signal),
    staleTime: SLOTS_STALE_MS,
  });
}

export function useDeliverySlots(storeId: number, type: DeliveryType) {
  return useQuery(getDeliverySlotsQueryOptions(storeId, type));
}
