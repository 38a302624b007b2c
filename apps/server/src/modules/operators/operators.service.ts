import { type Operator, type StoreRole, SYSTEM_ACTOR_NAME } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { recordAudit } from '../audit/audit.service';
import { normalizePhone } from '../auth/phone';
import type { AuthUser } from '../auth/session.service';
import { findUserByPhone } from '../users/users.service';
import type { AdminContext } from './admin-context';
import * as repo from './operators.repository';

/** What a store's slug can look like (the demo's and every store's: lower-case words and digits). */
const STORE_SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** Who knocks on an admin route: a signed-in user, or the shared token (automation). */
export type AdminCaller = { kind: 'user'; user: AuthUser } | { kind: 'system' };

/**
 * Decides what the caller may do on the store named `slug` (decision 040). A user who runs no
 * store gets 403; one who runs other stores gets 404, as if this one did not exist; the shared
 * token acts as an owner of every store, recorded as "sistema".
 */
export async function resolveAdminAccess(
  db: Kysely<DB>,
  caller: AdminCaller,
  slug: string,
  requestId: string,
): Promise<AdminContext> {
  if (caller.kind === 'system') {
    // A slug no store could have (control characters, 200 characters) is never looked up.
    const store = STORE_SLUG.test(slug) ? await repo.findStoreBySlug(db, slug) : undefined;
    if (!store) throw new AppError('store_not_found', messages.adminStoreNotFound);
    return {
      store,
      role: 'owner',
      actor: { user_id: null, name: SYSTEM_ACTOR_NAME },
      requestId,
    };
  }
  const rows = await repo.listUserOperatorRows(db, caller.user.id);
  if (rows.length === 0) throw new AppError('forbidden', messages.notAnOperator);
  const row = rows.find((candidate) => candidate.slug === slug);
  if (!row) throw new AppError('store_not_found', messages.adminStoreNotFound);
  const { role, ...store } = row;
  return {
    store,
    role,
    actor: { user_id: caller.user.id, name: caller.user.name },
    requestId,
  };
}

/** A system context for the command line, which acts as "sistema" on one store. */
export async function systemContext(db: Kysely<DB>, slug: string): Promise<AdminContext> {
  return resolveAdminAccess(db, { kind: 'system' }, slug, 'cli');
}

export function requireOwner(ctx: AdminContext): void {
  if (ctx.role !== 'owner') throw new AppError('forbidden', messages.ownerOnly);
}

export interface OperatorRoleDeps {
  db: Kysely<DB>;
  allowedCountryCodes: readonly string[];
}

/**
 * Gives the person with this phone a role in the context's store, or takes it away (null). The
 * store always keeps one owner. Written with its audit entry in one transaction.
 */
export async function setOperatorRole(
  { db, allowedCountryCodes }: OperatorRoleDeps,
  ctx: AdminContext,
  phoneInput: string,
  role: StoreRole | null,
  now: Date,
): Promise<Operator | null> {
  const phone = normalizePhone(phoneInput, allowedCountryCodes);
  const user = phone.ok ? await findUserByPhone(db, phone.phone) : undefined;
  if (!user) throw new AppError('user_not_found', messages.userNotFound);
  return db.transaction().execute(async (trx) => {
    const before = await repo.findOperator(trx, ctx.store.id, user.id);
    const beforeRole = before?.role ?? null;
    if (beforeRole === role) throw new AppError('conflict', messages.operatorRoleUnchanged);
    if (beforeRole === 'owner') {
      const { count } = await repo.countOwners(trx, ctx.store.id);
      if (Number(count) <= 1) throw new AppError('conflict', messages.lastOwner);
    }
    if (role === null) await repo.deleteOperator(trx, ctx.store.id, user.id);
    else {
      await repo.upsertOperator(trx, {
        storeId: ctx.store.id,
        userId: user.id,
        role,
        now: now.toISOString(),
      });
    }
    const operator =
      role === null
        ? null
        : {
            user_id: user.id,
            name: user.name,
            phone: user.phone,
            role,
            since: before?.created_at ?? now.toISOString(),
          };
    await recordAudit(
      trx,
      ctx,
      {
        action: role === null ? 'operator.remove' : 'operator.set_role',
        entity: 'operator',
        entityId: user.id,
        before: before ? { name: user.name, phone: user.phone, role: before.role } : null,
        after: operator ? { name: user.name, phone: user.phone, role } : null,
      },
      now,
    );
    return operator;
  });
}

/** The role the person with this phone has in the context's store, or null. */
export async function operatorRoleOf(
  { db, allowedCountryCodes }: OperatorRoleDeps,
  ctx: AdminContext,
  phoneInput: string,
): Promise<StoreRole | null> {
  const phone = normalizePhone(phoneInput, allowedCountryCodes);
  const user = phone.ok ? await findUserByPhone(db, phone.phone) : undefined;
  if (!user) throw new AppError('user_not_found', messages.userNotFound);
  return (await repo.findOperator(db, ctx.store.id, user.id))?.role ?? null;
}

export async function listOperators(db: Kysely<DB>, storeId: number): Promise<Operator[]> {
  const rows = await repo.listStoreOperators(db, storeId);
  return rows.map(({ created_at, ...row }) => ({ ...row, since: created_at }));
}
