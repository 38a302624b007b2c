import {
  type Operator,
  type OperatorListResponse,
  adminApiPath,
  adminApiRoutes,
} from '@canasta/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-query';
import { adminRequest } from '../../../lib/admin-request';

export const teamKeys = {
  operators: (slug: string) => [...adminKeys.store(slug), 'operators'] as const,
};

export async function getOperators(slug: string, signal?: AbortSignal): Promise<Operator[]> {
  const body = await adminRequest<OperatorListResponse>(
    'GET',
    adminApiPath(slug, adminApiRoutes.operators, {}),
    { signal },
  );
  return body.data;
}

export function operatorsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: teamKeys.operators(slug),
    queryFn: ({ signal }) => getOperators(slug, signal),
  });
}

export function useOperators(slug: string) {
  return useQuery(operatorsQueryOptions(slug));
}
