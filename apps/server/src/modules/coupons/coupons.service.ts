import {
  type AdminCoupon,
  type CouponPage,
  type CouponQuery,
  type CouponValues,
  pageMeta,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { CouponRow, DB } from '../../db/schema';
import { AppError } from '../../errors';
import type { FormCheck } from '../../form-check';
import { messages } from '../../messages';
import { recordAudit } from '../audit/audit.service';
import type { AdminContext } from '../operators/admin-context';
import { couponStatus } from './coupon-status';
import * as repo from './coupons.repository';

/**
 * A store's coupons, as the console keeps them (decision 043). A code is unique among what a
 * shopper of the store can type: its own coupons and the ones every store honours. Those shared
 * coupons (store_id null, Canasta's own, such as BIENVENIDA10) are listed for reference with
 * their uses at this store, and refused to every change. A coupon that was used is history
 * (orders name it): it can be ended, never deleted. Coupons are read fresh by every cart, so a
 * change is what the next shopper gets.
 */
export async function listCoupons(
  db: Kysely<DB>,
  ctx: AdminContext,
  query: CouponQuery,
  now: Date,
): Promise<CouponPage> {
  const [rows, total] = await Promise.all([
    repo.listCouponRows(db, {
      storeId: ctx.store.id,
      ...(query.q ? { q: query.q } : {}),
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    repo.countCoupons(db, ctx.store.id, query.q || undefined),
  ]);
  return {
    data: await toCoupons(db, ctx, rows, now),
    meta: pageMeta(query.page, query.per_page, total),
  };
}

export async function getCoupon(
  db: Kysely<DB>,
  ctx: AdminContext,
  id: number,
  now: Date,
): Promise<AdminCoupon> {
  const [coupon] = await toCoupons(db, ctx, [await foundCoupon(db, ctx, id)], now);
  if (!coupon) throw new AppError('not_found', messages.setupCouponNotFound);
  return coupon;
}

export async function createCoupon(
  db: Kysely<DB>,
  ctx: AdminContext,
  form: FormCheck<CouponValues>,
  now: Date,
): Promise<AdminCoupon> {
  await checkCode(db, ctx, form, null);
  const values = form.body();
  const row = await uniqueCode(values.code, () =>
    db.transaction().execute(async (trx) => {
      const columns = {
        ...toColumns(values),
        store_id: ctx.store.id,
        created_at: now.toISOString(),
      };
      const id = await repo.insertCoupon(trx, columns);
      await recordAudit(
        trx,
        ctx,
        { action: 'coupon.create', entity: 'coupon', entityId: id, before: null, after: values },
        now,
      );
      return { id, ...columns };
    }),
  );
  return toCoupon(row, { uses: 0, totalUses: 0, now });
}

/** Replaces every field; `active: false` ends the coupon (recorded as `coupon.end`). */
export async function updateCoupon(
  db: Kysely<DB>,
  ctx: AdminContext,
  id: number,
  form: FormCheck<CouponValues>,
  now: Date,
): Promise<AdminCoupon> {
  await checkCode(db, ctx, form, id);
  const values = form.body();
  await uniqueCode(values.code, () =>
    db.transaction().execute(async (trx) => {
      const before = ownCoupon(await foundCoupon(trx, ctx, id));
      await repo.updateCoupon(trx, id, toColumns(values));
      await recordAudit(
        trx,
        ctx,
        {
          action: before.active === 1 && !values.active ? 'coupon.end' : 'coupon.update',
          entity: 'coupon',
          entityId: id,
          before: fromRow(before),
          after: values,
        },
        now,
      );
    }),
  );
  return getCoupon(db, ctx, id, now);
}

export async function deleteCoupon(
  db: Kysely<DB>,
  ctx: AdminContext,
  id: number,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = ownCoupon(await foundCoupon(trx, ctx, id));
    if (await repo.couponWasUsed(trx, id)) {
      const uses = (await repo.countRedemptionsByCoupon(trx, [id])).get(id) ?? 0;
      const orders = (await repo.countStoreOrdersByCoupon(trx, ctx.store.id, [id])).get(id) ?? 0;
      throw new AppError('conflict', messages.setupCouponUsed(Math.max(uses, orders, 1)));
    }
    // A cart holding the coupon loses it (the carts' foreign key sets it to null).
    await repo.deleteCoupon(trx, id);
    await recordAudit(
      trx,
      ctx,
      {
        action: 'coupon.delete',
        entity: 'coupon',
        entityId: id,
        before: fromRow(before),
        after: null,
      },
      now,
    );
  });
}

async function foundCoupon(db: Kysely<DB>, ctx: AdminContext, id: number): Promise<CouponRow> {
  const row = await repo.findVisibleCoupon(db, ctx.store.id, id);
  if (!row) throw new AppError('not_found', messages.setupCouponNotFound);
  return row;
}

/** Shared coupons are Canasta's: the store sees them, and changes none. */
function ownCoupon(row: CouponRow): CouponRow {
  if (row.store_id === null) throw new AppError('forbidden', messages.setupCouponShared);
  return row;
}

/** A code the store's shoppers can already type (its own coupons and the shared ones). */
async function checkCode(
  db: Kysely<DB>,
  ctx: AdminContext,
  form: FormCheck<CouponValues>,
  exceptId: number | null,
): Promise<void> {
  const { code } = form.fields;
  if (
    code !== undefined &&
    (await repo.findCodeInStore(db, { storeId: ctx.store.id, code, exceptId }))
  ) {
    form.add('code', messages.setupCouponCodeTaken(code));
  }
}

/** Two writes of one new code at once: the second meets the unique index, and says the same. */
async function uniqueCode<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (repo.isUniqueViolation(error)) throw codeTaken(code);
    throw error;
  }
}

function codeTaken(code: string): AppError {
  const message = messages.setupCouponCodeTaken(code);
  return new AppError('validation_failed', message, { errors: { code: [message] } });
}

async function toCoupons(
  db: Kysely<DB>,
  ctx: AdminContext,
  rows: CouponRow[],
  now: Date,
): Promise<AdminCoupon[]> {
  const ids = rows.map((row) => row.id);
  const [orders, redemptions] = await Promise.all([
    repo.countStoreOrdersByCoupon(db, ctx.store.id, ids),
    repo.countRedemptionsByCoupon(db, ids),
  ]);
  return rows.map((row) =>
    toCoupon(row, {
      uses: orders.get(row.id) ?? 0,
      totalUses: redemptions.get(row.id) ?? 0,
      now,
    }),
  );
}

type StoredCoupon = Omit<CouponRow, 'store_id'> & { store_id: number | null };

function toCoupon(
  row: StoredCoupon,
  { uses, totalUses, now }: { uses: number; totalUses: number; now: Date },
): AdminCoupon {
  return {
    ...fromRow(row),
    id: row.id,
    all_stores: row.store_id === null,
    uses,
    status: couponStatus(row, totalUses, now),
  };
}

function fromRow(row: StoredCoupon): CouponValues {
  return {
    code: row.code,
    description: row.description,
    kind: row.kind,
    value: row.value,
    min_subtotal_cents: row.min_subtotal_cents,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    max_uses: row.max_uses,
    max_uses_per_user: row.max_uses_per_user,
    active: row.active === 1,
  };
}

function toColumns(values: CouponValues) {
  return { ...values, active: values.active ? 1 : 0 };
}
