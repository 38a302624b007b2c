import {
  type SubstituteOption,
  type SubstituteOptionsResponse,
  adminApiPath,
  adminApiRoutes,
} from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../../lib/admin-request';
import { ordersKeys } from './query-keys';

export async function getSubstitutes(
  slug: string,
  number: string,
  lineId: number,
  signal?: AbortSignal,
): Promise<SubstituteOption[]> {
  const body = await adminRequest<SubstituteOptionsResponse>(
    'GET',
    adminApiPath(slug, adminApiRoutes.orderLineSubstitutes, { number, lineId }),
    { signal },
  );
  return body.data;
}

export function substitutesQueryOptions(slug: string, number: string, lineId: number) {
  return queryOptions({
    queryKey: ordersKeys.substitutes(slug, number, lineId),
    queryFn: ({ signal }) => getSubstitutes(slug, number, lineId, signal),
  });
}

/** What the store may offer in a missing line's place (asked once the line is marked missing). */
export function useSubstitutes(slug: string, number: string, lineId: number) {
  return useQuery(substitutesQueryOptions(slug, number, lineId));
}
