import { type ClosedDate, type ClosedDatePage, type PageQuery, pageMeta } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import type { FormCheck } from '../../form-check';
import { messages } from '../../messages';
import { recordAudit } from '../audit/audit.service';
import type { AdminContext } from '../operators/admin-context';
import { localDateTime } from './delivery-slots';
import * as repo from './delivery-setup.repository';

/**
 * Days the store takes no orders for (holidays, inventory), as the console keeps them (decision
 * 043). Closing a day is often urgent (no power, no courier), so it is never refused for the
 * orders already placed for it: the answer counts them (`pending_orders`) and the console says
 * so, and the operator settles them on the orders board. Past days are history: they can be
 * neither added nor removed.
 */
export async function listClosedDates(
  db: Kysely<DB>,
  ctx: AdminContext,
  query: PageQuery,
  now: Date,
): Promise<ClosedDatePage> {
  const today = storeToday(ctx, now);
  const [rows, total] = await Promise.all([
    repo.listClosedDateRows(db, {
      storeId: ctx.store.id,
      today,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    repo.countClosedDates(db, ctx.store.id),
  ]);
  const upcoming = rows.filter((row) => row.date >= today).map((row) => row.date);
  const pending = await repo.countPendingOnDates(db, ctx.store.id, upcoming);
  return {
    data: rows.map((row) => ({ ...row, pending_orders: pending.get(row.date) ?? 0 })),
    meta: pageMeta(query.page, query.per_page, total),
  };
}

export async function addClosedDate(
  db: Kysely<DB>,
  ctx: AdminContext,
  form: FormCheck<{ date: string; reason: string | null }>,
  now: Date,
): Promise<ClosedDate> {
  const { date } = form.fields;
  if (date !== undefined && date < storeToday(ctx, now)) {
    form.add('date', messages.setupClosedDatePast);
  }
  const body = form.body();
  try {
    return await db.transaction().execute(async (trx) => {
      if (await repo.findClosedDate(trx, ctx.store.id, body.date)) {
        throw new AppError('conflict', messages.setupClosedDateTaken);
      }
      await repo.insertClosedDate(trx, { storeId: ctx.store.id, ...body });
      await recordAudit(
        trx,
        ctx,
        {
          action: 'closed_date.create',
          entity: 'closed_date',
          entityId: body.date,
          before: null,
          after: { date: body.date, reason: body.reason },
        },
        now,
      );
      const pending = await repo.countPendingOnDates(trx, ctx.store.id, [body.date]);
      return { ...body, pending_orders: pending.get(body.date) ?? 0 };
    });
  } catch (error) {
    // Two taps at once: the second finds the day closed by the first.
    if (repo.isUniqueViolation(error))
      throw new AppError('conflict', messages.setupClosedDateTaken);
    throw error;
  }
}

export async function removeClosedDate(
  db: Kysely<DB>,
  ctx: AdminContext,
  date: string,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await repo.findClosedDate(trx, ctx.store.id, date);
    if (!before) throw new AppError('not_found', messages.setupClosedDateNotFound);
    if (date < storeToday(ctx, now)) throw new AppError('conflict', messages.setupClosedDateGone);
    await repo.deleteClosedDate(trx, ctx.store.id, date);
    await recordAudit(
      trx,
      ctx,
      {
        action: 'closed_date.delete',
        entity: 'closed_date',
        entityId: date,
        before: { date: before.date, reason: before.reason },
        after: null,
      },
      now,
    );
  });
}

function storeToday(ctx: AdminContext, now: Date): string {
  return localDateTime(now, ctx.store.time_zone).date;
}
