import {
  type AuditEntity,
  type AuditEntry,
  type JsonValue,
  type Paginated,
  pageMeta,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { AuditLogRow, DB } from '../../db/schema';
import type { AdminContext } from '../operators/admin-context';
import * as repo from './audit.repository';

export interface AuditChange {
  /** `<entity>.<verb>`: `product.update`, `order.status`, `import.commit`. */
  action: string;
  entity: AuditEntity;
  entityId: string | number;
  before: JsonValue | null;
  after: JsonValue | null;
}

/**
 * Writes the one audit entry of an admin change. Call it with the change's own transaction, so
 * the change and its entry are written together or not at all (decision 040).
 */
export async function recordAudit(
  trx: Kysely<DB>,
  // Who and where only: a customer cancelling their order is recorded too (decision 052).
  ctx: Pick<AdminContext, 'store' | 'actor' | 'requestId'>,
  change: AuditChange,
  now: Date,
): Promise<void> {
  await repo.insertAuditEntry(trx, {
    store_id: ctx.store.id,
    actor_user_id: ctx.actor.user_id,
    actor_name: ctx.actor.name,
    action: change.action,
    entity: change.entity,
    entity_id: String(change.entityId),
    before: change.before === null ? null : JSON.stringify(change.before),
    after: change.after === null ? null : JSON.stringify(change.after),
    request_id: ctx.requestId,
    created_at: now.toISOString(),
  });
}

export async function listAudit(
  db: Kysely<DB>,
  storeId: number,
  query: { entity?: AuditEntity; page: number; per_page: number },
): Promise<Paginated<AuditEntry>> {
  const [rows, total] = await Promise.all([
    repo.listAuditEntries(db, {
      storeId,
      ...(query.entity === undefined ? {} : { entity: query.entity }),
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    repo.countAuditEntries(db, storeId, query.entity),
  ]);
  return { data: rows.map(toAuditEntry), meta: pageMeta(query.page, query.per_page, total) };
}

function toAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    actor: { user_id: row.actor_user_id, name: row.actor_name },
    action: row.action,
    entity: row.entity as AuditEntity,
    entity_id: row.entity_id,
    before: row.before === null ? null : (JSON.parse(row.before) as JsonValue),
    after: row.after === null ? null : (JSON.parse(row.after) as JsonValue),
    request_id: row.request_id,
    created_at: row.created_at,
  };
}
