import {
  type AdminDeliveryWindow,
  type DeliveryWindowBody,
  MAX_WINDOWS_PER_STORE,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import type { FormCheck } from '../../form-check';
import { messages } from '../../messages';
import { recordAudit } from '../audit/audit.service';
import type { AdminContext } from '../operators/admin-context';
import { localDateTime } from './delivery-slots';
import * as repo from './delivery-setup.repository';
import { lockWindow } from './delivery.repository';
import { longDate } from './long-date';

type WindowRow = NonNullable<Awaited<ReturnType<typeof repo.findWindowRow>>>;

/**
 * The store's weekly delivery and pickup windows, as the console edits them (decision 043).
 * Slots are computed from the table on every request (no cache holds them, nor a rendered
 * page), so a change is what the next shopper sees, in every process.
 *
 * Orders are snapshots: one placed in a window keeps the day and hours it was promised whatever
 * the window becomes. So hours and days may change freely; what can't is a promise already
 * made: the capacity can't go below the orders a coming day already holds, and a window with
 * orders still to hand over can't be removed (the answer names how many, and the first day).
 */
export async function listWindows(
  db: Kysely<DB>,
  ctx: AdminContext,
  now: Date,
): Promise<AdminDeliveryWindow[]> {
  const today = storeToday(ctx, now);
  const [rows, pending] = await Promise.all([
    repo.listWindowRows(db, ctx.store.id),
    repo.countPendingByWindow(db, ctx.store.id, today),
  ]);
  return rows.map((row) => toWindow(row, pending.get(row.id) ?? 0));
}

export async function getWindow(
  db: Kysely<DB>,
  ctx: AdminContext,
  id: number,
  now: Date,
): Promise<AdminDeliveryWindow> {
  const row = await foundWindow(db, ctx, id);
  const { count } = await repo.pendingOfWindow(db, id, storeToday(ctx, now));
  return toWindow(row, count);
}

export async function createWindow(
  db: Kysely<DB>,
  ctx: AdminContext,
  form: FormCheck<DeliveryWindowBody>,
  now: Date,
): Promise<AdminDeliveryWindow> {
  return db.transaction().execute(async (trx) => {
    await checkOverlap(trx, ctx, form, null);
    const body = form.body();
    if ((await repo.countWindows(trx, ctx.store.id)) >= MAX_WINDOWS_PER_STORE) {
      throw new AppError('conflict', messages.setupWindowLimit(MAX_WINDOWS_PER_STORE));
    }
    const values = columns(body);
    const id = await repo.insertWindow(trx, { store_id: ctx.store.id, ...values });
    const window = toWindow({ id, ...values }, 0);
    await recordAudit(
      trx,
      ctx,
      {
        action: 'delivery_window.create',
        entity: 'delivery_window',
        entityId: id,
        before: null,
        after: audited(window),
      },
      now,
    );
    return window;
  });
}

export async function updateWindow(
  db: Kysely<DB>,
  ctx: AdminContext,
  id: number,
  form: FormCheck<DeliveryWindowBody>,
  now: Date,
): Promise<AdminDeliveryWindow> {
  return db.transaction().execute(async (trx) => {
    await checkOverlap(trx, ctx, form, id);
    const body = form.body();
    const today = storeToday(ctx, now);
    const before = await heldWindow(trx, ctx, id, today);
    if (body.capacity < before.capacity) {
      const busiest = await repo.busiestDayOfWindow(trx, id, today);
      if (busiest && busiest.booked > body.capacity) {
        throw new AppError(
          'conflict',
          messages.setupWindowCapacityBelowBooked(longDate(busiest.date), busiest.booked),
        );
      }
    }
    const values = columns(body);
    await repo.updateWindow(trx, id, values);
    const { count } = await repo.pendingOfWindow(trx, id, today);
    const window = toWindow({ id, ...values }, count);
    await recordAudit(
      trx,
      ctx,
      {
        action: 'delivery_window.update',
        entity: 'delivery_window',
        entityId: id,
        before: audited(toWindow(before, count)),
        after: audited(window),
      },
      now,
    );
    return window;
  });
}

/**
 * Removes a window with no orders still to hand over. One that ever had orders is archived (the
 * orders keep pointing at it); one that never did is deleted.
 */
export async function deleteWindow(
  db: Kysely<DB>,
  ctx: AdminContext,
  id: number,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const today = storeToday(ctx, now);
    const before = await heldWindow(trx, ctx, id, today);
    const pending = await repo.pendingOfWindow(trx, id, today);
    if (pending.count > 0) {
      throw new AppError(
        'conflict',
        messages.setupWindowHasOrders(pending.count, longDate(pending.firstDate ?? '')),
        { details: { pending_orders: pending.count } },
      );
    }
    if (await repo.windowHasOrders(trx, id)) await repo.archiveWindow(trx, id, now.toISOString());
    else await repo.deleteWindow(trx, id);
    await recordAudit(
      trx,
      ctx,
      {
        action: 'delivery_window.delete',
        entity: 'delivery_window',
        entityId: id,
        before: audited(toWindow(before, 0)),
        after: null,
      },
      now,
    );
  });
}

/**
 * The window, held until the transaction ends, with its slot counters from today on: an order
 * takes its place in a counter at the end of its transaction (`slotPlaceStatement`), so one
 * doing so now is waited for, and the counts read next include it.
 */
async function heldWindow(
  db: Kysely<DB>,
  ctx: AdminContext,
  id: number,
  today: string,
): Promise<WindowRow> {
  const row = await foundWindow(db, ctx, id);
  await lockWindow(db, id);
  await repo.lockSlotCounts(db, id, today);
  return row;
}

async function foundWindow(db: Kysely<DB>, ctx: AdminContext, id: number): Promise<WindowRow> {
  const row = await repo.findWindowRow(db, ctx.store.id, id);
  if (!row) throw new AppError('not_found', messages.setupWindowNotFound);
  return row;
}

/** Hours that overlap another window of the same type and day, beside the start. */
async function checkOverlap(
  db: Kysely<DB>,
  ctx: AdminContext,
  form: FormCheck<DeliveryWindowBody>,
  exceptId: number | null,
): Promise<void> {
  const { type, weekday, start, end } = form.fields;
  if (type === undefined || weekday === undefined || start === undefined || end === undefined) {
    return;
  }
  const other = await repo.findOverlappingWindow(db, {
    storeId: ctx.store.id,
    type,
    weekday,
    start,
    end,
    exceptId,
  });
  if (other) {
    form.add('start', messages.setupWindowOverlap(other.weekday, other.start_time, other.end_time));
  }
}

function storeToday(ctx: AdminContext, now: Date): string {
  return localDateTime(now, ctx.store.time_zone).date;
}

function columns(body: DeliveryWindowBody) {
  return {
    type: body.type,
    weekday: body.weekday,
    start_time: body.start,
    end_time: body.end,
    capacity: body.capacity,
  };
}

function toWindow(row: WindowRow, pending: number): AdminDeliveryWindow {
  return {
    id: row.id,
    type: row.type,
    weekday: row.weekday,
    start: row.start_time,
    end: row.end_time,
    capacity: row.capacity,
    pending_orders: pending,
  };
}

/** What the audit keeps of a window: what the console changes. */
function audited({ type, weekday, start, end, capacity }: AdminDeliveryWindow) {
  return { type, weekday, start, end, capacity };
}
