import { ORDER_EDITABLE_STATUSES, type OrderEditSummary } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB, OrderRow } from '../../db/schema';
import { zonedInstant } from '../delivery/delivery-slots';
import type { PaymentRecord } from '../payments/payment-handler';
import { toOrderPayment } from '../payments/payments.service';
import * as repo from './order-edits.repository';

/**
 * What an order shows of its edits (decision 061): until when it can be edited, and the
 * confirmed edits, its timeline's "Pedido modificado". Apart from the edits' service so the
 * order view reads them without importing what edits themselves import.
 */

/** A store's rules for edits, read with the order. */
export interface EditRules {
  edit_cutoff_minutes: number;
  time_zone: string;
}

const MINUTE_MS = 60_000;

/**
 * Until when the order can be edited: its slot's window start less the store's cut-off (ISO
 * 8601 UTC). Null when it can't be edited any more whatever the time: the store started picking
 * it, or it moved past `confirmed` (preparing, on its way, delivered, cancelled).
 */
export function editableUntil(
  order: Pick<
    OrderRow,
    'status' | 'picking_started_at' | 'picking_done_at' | 'delivery_date' | 'delivery_slot_start'
  >,
  rules: EditRules,
): string | null {
  if (!ORDER_EDITABLE_STATUSES.includes(order.status)) return null;
  if (order.picking_started_at !== null || order.picking_done_at !== null) return null;
  const start = zonedInstant(order.delivery_date, order.delivery_slot_start, rules.time_zone);
  return new Date(start - rules.edit_cutoff_minutes * MINUTE_MS).toISOString();
}

/** Each store's edit rules, for `editableUntil`. */
export async function loadEditRules(
  db: Kysely<DB>,
  storeIds: readonly number[],
): Promise<Map<number, EditRules>> {
  const rows = await repo.findEditRules(db, [...new Set(storeIds)]);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The orders' confirmed edits, oldest first, as the order's timeline shows them. */
export async function editSummaries(
  db: Kysely<DB>,
  orderIds: readonly number[],
): Promise<Map<number, OrderEditSummary[]>> {
  const rows = await repo.listConfirmedEdits(db, orderIds);
  const byOrder = new Map<number, OrderEditSummary[]>();
  for (const row of rows) {
    const list = byOrder.get(row.order_id) ?? [];
    list.push({
      id: row.id,
      at: row.confirmed_at ?? row.updated_at,
      total_cents: row.total_cents,
      difference_cents: row.difference_cents,
      charged_cents: row.charged_cents,
      refunded_cents: row.refunded_cents,
      payment: null,
    });
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}

/**
 * The edits with what is still to pay for each (OXXO/SPEI: the voucher or reference for the new
 * amount, from the order's records), as the order's timeline shows them.
 */
export function withEditPayments(
  edits: readonly OrderEditSummary[],
  records: readonly PaymentRecord[],
): OrderEditSummary[] {
  return edits.map((edit) => {
    const record = records.find(
      (each) => each.editId === edit.id && each.status === 'awaiting_payment',
    );
    return record ? { ...edit, payment: toOrderPayment(record) } : edit;
  });
}
