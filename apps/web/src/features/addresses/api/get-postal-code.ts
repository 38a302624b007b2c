import {
  apiPath,
  apiRoutes,
  type PostalCodePlace,
  type PostalCodeResponse,
} from '@canasta/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, isApiError } from '../../../lib/api-client';
import { addressKeys } from './query-keys';

/** What SEPOMEX's catalogue says of a postal code; null for a code it doesn't have. */
export async function getPostalCode(
  cp: string,
  signal?: AbortSignal,
): Promise<PostalCodePlace | null> {
  try {
    const body = await apiGet<PostalCodeResponse>(apiPath(apiRoutes.postalCode, { cp }), {
      signal,
    });
    return body.data;
  } catch (error) {
    // An unknown code is an answer (the shopper types the rest), not a failure to retry.
    if (isApiError(error, 'not_found')) return null;
    throw error;
  }
}

export function getPostalCodeQueryOptions(cp: string) {
  return queryOptions({
    queryKey: addressKeys.postalCode(cp),
    queryFn: ({ signal }) => getPostalCode(cp, signal),
    // The catalogue changes a few times a year.
    staleTime: 24 * 60 * 60_000,
    retry: false,
  });
}
