import {
  type AdminOrder,
  type JsonValue,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  type PickingLineInput,
  type SaveOrderPickingBody,
} from '@canasta/contract';
import type { Kysely, Updateable } from 'kysely';
import type { DB, OrderItemRow, OrderItemsTable, OrderRow, OrdersTable } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import { recordAudit } from '../audit/audit.service';
import { type CartOffer, getCartOffers } from '../catalogue/catalogue.service';
import { notify } from '../notifications/notifications.service';
import type { AdminContext } from '../operators/admin-context';
import { getAdminOrder } from './admin-orders.service';
import { recordOrderEvent } from './order-events.service';
import { noticeRecipients } from './order-notices';
import { orderNumber } from './order-number';
import { type AdvanceDeps, recordStatusChange } from './order-status.service';
import { substituteOf } from './order-view';
import * as repo from './orders.repository';

/**
 * Picking an order at the shelf (issue 25): what was picked or weighed per line and the
 * substitutes put in missing lines' places. Saving is idempotent: a body that changes nothing
 * writes nothing (no audit entry, no event, no notice, no new answer window).
 */

/** Statuses an order can be picked in; a confirmed order moves to preparing when picking starts. */
export const PICKABLE: readonly OrderStatus[] = ['confirmed', 'preparing'];

/** The store's order, locked for this transaction; another store's, or none, is 404. */
export async function lockStoreOrder(
  trx: Kysely<DB>,
  storeId: number,
  number: string,
  stamp: string,
): Promise<OrderRow> {
  const found = await repo.findOrderByNumber(trx, number);
  const order =
    found && found.store_id === storeId ? await repo.lockOrder(trx, found.id, stamp) : null;
  if (!order) throw new AppError('order_not_found', messages.orderNotFound);
  return order;
}

/** Refuses picking an order that is done, or not in a status picking happens in (409). */
export function checkPickable(order: OrderRow): void {
  if (order.picking_done_at !== null) throw new AppError('conflict', messages.pickingAlreadyDone);
  if (!PICKABLE.includes(order.status)) {
    throw new AppError(
      'conflict',
      messages.pickingStatusRefused(ORDER_STATUS_LABELS[order.status]),
    );
  }
}

/**
 * Moves a confirmed order to preparing as its picking starts, as a status move would: the
 * history row naming the operator and the customer's notices. Answers the status it is in.
 */
export async function startPreparing(
  trx: Kysely<DB>,
  ctx: Pick<AdminContext, 'actor'>,
  order: OrderRow,
  now: Date,
): Promise<OrderStatus> {
  const stamp = now.toISOString();
  const changes: Updateable<OrdersTable> = {};
  if (order.picking_started_at === null) changes.picking_started_at = stamp;
  if (order.status === 'confirmed') changes.status = 'preparing';
  if (Object.keys(changes).length > 0) await repo.updateOrder(trx, order.id, changes);
  if (changes.status) {
    await recordStatusChange(trx, {
      order,
      status: changes.status,
      actor: ctx.actor,
      reason: null,
      now,
    });
  }
  return changes.status ?? order.status;
}

export async function savePicking(
  deps: Pick<AdvanceDeps, 'db' | 'clock' | 'orderEvents'>,
  ctx: AdminContext,
  number: string,
  body: SaveOrderPickingBody,
): Promise<AdminOrder> {
  const { db, clock, orderEvents } = deps;
  const changed = await db.transaction().execute(async (trx) => {
    const now = clock();
    const stamp = now.toISOString();
    const order = await lockStoreOrder(trx, ctx.store.id, number, stamp);
    checkPickable(order);
    const items = await repo.listItems(trx, [order.id]);
    const offers = await getCartOffers(
      trx,
      body.lines.flatMap((line) => (line.substitute ? [line.substitute.purchaseable_id] : [])),
    );
    const planned = body.lines.map((line, index) => planLine(order, items, offers, line, index));
    const changes = planned.filter((plan) => plan.changes !== null);
    const starts = order.picking_started_at === null || order.status === 'confirmed';
    if (changes.length === 0 && !starts) return false;

    const rules = await repo.findStoreOrderRules(trx, order.store_id);
    const answerBy = new Date(
      now.getTime() + rules.substitution_answer_minutes * 60_000,
    ).toISOString();
    const status = await startPreparing(trx, ctx, order, now);
    const before: JsonValue[] = [];
    const after: JsonValue[] = [];
    for (const { item, changes: set, proposes } of changes) {
      if (!set) continue;
      const written = proposes ? { ...set, substitute_answer_by: answerBy } : set;
      await repo.updateItem(trx, item.id, written);
      before.push(auditLine(item));
      after.push(auditLine({ ...item, ...written }));
      if (proposes) {
        for (const userId of noticeRecipients(order)) {
          await notify(trx, {
            userId,
            orderId: order.id,
            title: messages.substituteProposedTitle(order.number ?? orderNumber(order.id)),
            body: messages.substituteProposedBody(
              item.name,
              set.substitute_name ?? '',
              rules.substitution_answer_minutes,
            ),
            now,
          });
        }
      }
    }
    await recordAudit(
      trx,
      ctx,
      {
        action: 'order.picking',
        entity: 'order',
        entityId: order.number ?? order.id,
        before: { status: order.status, lines: before },
        after: { status, lines: after },
      },
      now,
    );
    // Last: on PostgreSQL it holds the store's feed lock until the commit.
    await recordOrderEvent(trx, {
      storeId: order.store_id,
      orderId: order.id,
      kind: 'status',
      status,
      now,
    });
    return true;
  });
  if (changed) await orderEvents.announce(ctx.store.id);
  return getAdminOrder(db, ctx.store.id, number);
}

interface LinePlan {
  item: OrderItemRow;
  /** What to write on the line; null when the body says what it already has. */
  changes: Updateable<OrderItemsTable> | null;
  /** A substitute is proposed to the shopper: they are told and given the answer window. */
  proposes: boolean;
}

/** One line of the body checked against the order (422 with the line's field) and diffed. */
function planLine(
  order: OrderRow,
  items: readonly OrderItemRow[],
  offers: Map<number, CartOffer>,
  line: PickingLineInput,
  index: number,
): LinePlan {
  const field = (name: string) => `lines.${String(index)}.${name}`;
  const item = items.find((each) => each.id === line.line_id);
  if (!item) throw invalid(field('line_id'), messages.pickingLineNotInOrder);
  if (item.sold_by === 'unit' && line.picked_qty > item.qty) {
    throw invalid(field('picked_qty'), messages.pickedMoreThanOrdered(item.name, item.qty));
  }
  const changes: Updateable<OrderItemsTable> = {};
  if (item.picked_qty !== line.picked_qty) changes.picked_qty = line.picked_qty;
  let proposes = false;
  const wanted = line.substitute;
  if (wanted === null && item.substitute_inventory_id !== null) {
    Object.assign(changes, NO_SUBSTITUTE);
  } else if (wanted) {
    if (item.substitution === 'none') {
      throw invalid(field('substitute'), messages.substituteRefusedByCustomer);
    }
    if (wanted.purchaseable_id === item.inventory_id) {
      throw invalid(field('substitute.purchaseable_id'), messages.substituteSameOffer);
    }
    const offer = offers.get(wanted.purchaseable_id);
    if (
      !offer ||
      offer.storeId !== order.store_id ||
      !offer.listed ||
      offer.item.stock < wanted.qty
    ) {
      throw invalid(
        field('substitute.purchaseable_id'),
        messages.substituteUnavailable(offer?.item.product.name ?? 'Ese producto'),
      );
    }
    const same =
      item.substitute_inventory_id === wanted.purchaseable_id && item.substitute_qty === wanted.qty;
    if (!same) {
      // Agreed on the phone ("call"): taken at once; "similar": the shopper has the last word.
      proposes = item.substitution === 'similar';
      Object.assign(changes, {
        substitute_inventory_id: offer.item.id,
        substitute_name: offer.item.product.name,
        substitute_image_url: offer.item.product.images[0]?.thumb_url ?? null,
        substitute_sold_by: offer.item.sold_by,
        substitute_qty: wanted.qty,
        substitute_unit_price_cents: offer.item.price_cents,
        substitute_state: proposes ? 'proposed' : 'accepted',
        substitute_answer_by: null,
      } satisfies Updateable<OrderItemsTable>);
    }
  }
  return { item, changes: Object.keys(changes).length > 0 ? changes : null, proposes };
}

const NO_SUBSTITUTE = {
  substitute_inventory_id: null,
  substitute_name: null,
  substitute_image_url: null,
  substitute_sold_by: null,
  substitute_qty: null,
  substitute_unit_price_cents: null,
  substitute_state: null,
  substitute_answer_by: null,
} satisfies Updateable<OrderItemsTable>;

function auditLine(item: OrderItemRow): JsonValue {
  const substitute = substituteOf(item);
  return {
    line_id: item.id,
    picked_qty: item.picked_qty,
    substitute: substitute && {
      purchaseable_id: substitute.purchaseable_id,
      qty: substitute.qty,
      state: substitute.state,
    },
  };
}

function invalid(field: string, message: string) {
  return new AppError('validation_failed', message, { errors: { [field]: [message] } });
}
