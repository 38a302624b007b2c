import { type AuditEntity, type AuditPage, adminApiPath, adminApiRoutes } from '@canasta/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/admin-query';
import { adminRequest } from '../../../lib/admin-request';

export const AUDIT_PER_PAGE = 20;

export const auditKeys = {
  all: (slug: string) => [...adminKeys.store(slug), 'audit'] as const,
  page: (slug: string, entity: AuditEntity | null, page: number) =>
    [...auditKeys.all(slug), entity ?? 'all', page] as const,
};

/** The store's changes, newest first, of one kind or all. */
export function getAudit(
  slug: string,
  { entity, page }: { entity: AuditEntity | null; page: number },
  signal?: AbortSignal,
): Promise<AuditPage> {
  return adminRequest<AuditPage>('GET', adminApiPath(slug, adminApiRoutes.audit, {}), {
    query: { entity: entity ?? undefined, page, per_page: AUDIT_PER_PAGE },
    signal,
  });
}

export function auditQueryOptions(slug: string, entity: AuditEntity | null, page: number) {
  return queryOptions({
    queryKey: auditKeys.page(slug, entity, page),
    queryFn: ({ signal }) => getAudit(slug, { entity, page }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAudit(slug: string, entity: AuditEntity | null, page: number) {
  return useQuery(auditQueryOptions(slug, entity, page));
}
