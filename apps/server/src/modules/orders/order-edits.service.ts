import {
  AddressSnapshotSchema,
  MAX_LINE_QTY,
  ORDER_EDIT_DRAFT_TTL_MINUTES,
  type Order,
  type OrderEdit,
  type OrderEditBody,
  couponDiscount,
  lineTotal,
  weightProblem,
  weightRulesOf,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB, OrderEditRow, OrderItemRow, OrderRow } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import type { AuthUser } from '../auth/session.service';
import {
  type CartOffer,
  getCartOffers,
  returnStock,
  takeStocks,
} from '../catalogue/catalogue.service';
import { listStoreZones } from '../coverage/coverage.service';
import { findCoveringZone } from '../coverage/delivery-zone';
import { notify } from '../notifications/notifications.service';
import type { PaymentDeps } from '../payments/payment-handler';
import { prepareOrderChange } from '../payments/payments.service';
import type { DeferredPaymentProvider } from '../../providers/payments/deferred-provider';
import { noticeRecipients } from './order-notices';
import { orderNumber } from './order-number';
import { recordOrderEvent } from './order-events.service';
import type { OrderDeps } from './order-placement.service';
import { orderById } from './order-reads.service';
import * as repo from './order-edits.repository';
import { type EditRules, editableUntil, loadEditRules } from './order-edits.view';
import type { OrderEditStoredLine, StockTaken } from './order-edits.repository';
import * as orders from './orders.repository';

const MINUTE_MS = 60_000;

/**
 * Order edits (issue 27, decision 061): until the store's cut-off for the order's slot, whoever
 * placed an order sends its whole new list of lines. The server prices it as a draft (the lines
 * already in the order keep the price they were sold at; an added product takes the store's price
 * now), re-checks the coupon's and the zone's minimums, and holds the extra units. Confirming it
 * applies the lines and one new total, and moves the difference once through the payments module
 * (a card's new hold is asked under the edit's id before the write, so a crash leaves either the
 * old order with a hold the sweeper releases, or the new order with its hold). A draft nobody
 * confirms gives its units back when discarded or when its time runs out.
 */

export type OrderEditDeps = Pick<
  OrderDeps,
  'db' | 'clock' | 'cardProvider' | 'log' | 'catalogueChanges' | 'orderEvents'
> & { deferredProvider?: DeferredPaymentProvider | null };

/** `POST /client-orders/{id}/edits`: prices the new list as a draft and holds its extra units. */
export async function openEdit(
  deps: OrderEditDeps,
  caller: AuthUser,
  orderId: number,
  body: OrderEditBody,
): Promise<OrderEdit> {
  const { db, clock } = deps;
  const found = await placersOrder(db, caller, orderId);
  const rules = await rulesOf(db, found.store_id);
  checkEditable(found, rules, clock());
  // Said before the new list is judged: it can't be opened anyway. (Checked again, locked, below.)
  const open = await repo.findDraft(db, found.id);
  if (open && open.expires_at > clock().toISOString()) {
    throw new AppError('conflict', messages.orderEditDraftExists);
  }
  const items = await orders.listItems(db, [found.id]);
  const priced = await priceEdit(db, found, items, body);
  const now = clock();
  const stamp = now.toISOString();
  const { edit, tookStock } = await db.transaction().execute(async (trx) => {
    const order = await orders.lockOrder(trx, found.id, stamp);
    if (!order) throw new AppError('order_not_found', messages.orderNotFound);
    checkEditable(order, rules, now);
    const live = await repo.findDraft(trx, order.id);
    if (live && live.expires_at > stamp) {
      throw new AppError('conflict', messages.orderEditDraftExists);
    }
    if (live) await endDraft(trx, live.id, 'expired', stamp);
    if (order.total_cents !== found.total_cents) {
      throw new AppError('conflict', messages.orderEditOrderChanged);
    }
    await takeExtraStock(trx, priced.stockTaken, priced.lines);
    const edit = await repo.insertEdit(trx, {
      order_id: order.id,
      state: 'draft',
      user_id: caller.id,
      items: JSON.stringify(priced.lines),
      substitution_default: body.substitution_default ?? null,
      subtotal_cents: priced.subtotalCents,
      discount_cents: priced.discountCents,
      delivery_fee_cents: order.delivery_fee_cents,
      total_cents: priced.totalCents,
      previous_total_cents: order.total_cents,
      difference_cents: priced.totalCents - order.total_cents,
      coupon_dropped: priced.couponMessage === null ? 0 : 1,
      stock_taken: JSON.stringify(priced.stockTaken),
      expires_at: new Date(now.getTime() + ORDER_EDIT_DRAFT_TTL_MINUTES * MINUTE_MS).toISOString(),
      created_at: stamp,
      updated_at: stamp,
    });
    return { edit, tookStock: priced.stockTaken.length > 0 || live !== undefined };
  });
  if (tookStock) await deps.catalogueChanges.stockChanged(found.store_id);
  return toOrderEdit(edit, priced.couponMessage);
}

/**
 * `POST /client-orders/{id}/edits/{editId}/confirm`: applies the draft. The payments module asks
 * for what the difference needs first (a card's hold for more, under the edit's id); then one
 * transaction writes the lines, the totals, the records' change and the edit, and gives back the
 * units the edit took out. A confirmed edit confirmed again answers the order as it is.
 */
export async function confirmEdit(
  deps: OrderEditDeps,
  caller: AuthUser,
  orderId: number,
  editId: number,
): Promise<Order> {
  const { db, clock } = deps;
  const found = await placersOrder(db, caller, orderId);
  const draft = await repo.findEdit(db, found.id, editId);
  if (!draft) throw new AppError('not_found', messages.orderEditNotFound);
  if (draft.state === 'confirmed') return orderById(db, found.id);
  if (draft.state !== 'draft' || draft.expires_at <= clock().toISOString()) {
    throw new AppError('conflict', messages.orderEditNotDraft);
  }
  const rules = await rulesOf(db, found.store_id);
  checkEditable(found, rules, clock());
  if (found.total_cents !== draft.previous_total_cents) {
    throw new AppError('conflict', messages.orderEditOrderChanged);
  }
  const plan = await prepareOrderChange(paymentDeps(deps), found.id, {
    editId: draft.id,
    totalCents: draft.total_cents,
    weightSubtotalCents: repo
      .parseLines(draft)
      .filter((line) => line.sold_by === 'weight')
      .reduce((sum, line) => sum + line.line_total_cents, 0),
  });
  let outcome: { afterCommit: (() => Promise<void>) | null; returned: boolean } | 'twin';
  try {
    outcome = await db.transaction().execute(async (trx) => {
      const now = clock();
      const stamp = now.toISOString();
      const order = await orders.lockOrder(trx, found.id, stamp);
      if (!order) throw new AppError('order_not_found', messages.orderNotFound);
      checkEditable(order, rules, now);
      const edit = await repo.closeDraft(trx, draft.id, {
        state: 'confirmed',
        confirmed_at: stamp,
        charged_cents: Math.max(0, draft.difference_cents),
        refunded_cents: Math.max(0, -draft.difference_cents),
        updated_at: stamp,
      });
      if (!edit) {
        // A twin request confirmed it a moment ago; anything else ended it.
        const ended = await repo.findEdit(trx, found.id, draft.id);
        if (ended?.state === 'confirmed') return 'twin' as const;
        throw new AppError('conflict', messages.orderEditNotDraft);
      }
      if (order.total_cents !== edit.previous_total_cents) {
        throw new AppError('conflict', messages.orderEditOrderChanged);
      }
      const returned = await writeLines(trx, order, edit);
      await orders.updateOrder(trx, order.id, {
        subtotal_cents: edit.subtotal_cents,
        discount_cents: edit.discount_cents,
        total_cents: edit.total_cents,
        estimated_total_cents: edit.total_cents,
        ...(edit.coupon_dropped === 1 ? { coupon_id: null, coupon_code: null } : {}),
        ...(edit.substitution_default === null
          ? {}
          : { substitution_default: edit.substitution_default }),
      });
      const afterCommit = await plan.apply(trx);
      for (const userId of noticeRecipients(order)) {
        await notify(trx, {
          userId,
          orderId: order.id,
          title: messages.orderEditedTitle(order.number ?? orderNumber(order.id)),
          body: messages.orderEditedBody(edit.total_cents, edit.difference_cents),
          now,
        });
      }
      // Last: on PostgreSQL it holds the store's feed lock until the commit.
      await recordOrderEvent(trx, {
        storeId: order.store_id,
        orderId: order.id,
        kind: 'status',
        status: order.status,
        now,
        byCustomer: true,
      });
      return { afterCommit, returned };
    });
  } catch (error) {
    await plan.abandon();
    throw error;
  }
  if (outcome === 'twin') {
    // A twin request confirmed it first: what this one asked for (a second hold when the two
    // asked at once) is let go; a hold the twin's transaction took is its order's and stays.
    await plan.abandon();
    return orderById(db, found.id);
  }
  await outcome.afterCommit?.();
  if (outcome.returned) await deps.catalogueChanges.stockChanged(found.store_id);
  await deps.orderEvents.announce(found.store_id);
  return orderById(db, found.id);
}

/** `DELETE /client-orders/{id}/edits/{editId}`: the draft goes and gives its units back. */
export async function discardEdit(
  deps: OrderEditDeps,
  caller: AuthUser,
  orderId: number,
  editId: number,
): Promise<void> {
  const { db, clock } = deps;
  const found = await placersOrder(db, caller, orderId);
  const draft = await repo.findEdit(db, found.id, editId);
  if (!draft) throw new AppError('not_found', messages.orderEditNotFound);
  if (draft.state === 'confirmed') throw new AppError('conflict', messages.orderEditNotDraft);
  if (draft.state !== 'draft') return;
  const ended = await db
    .transaction()
    .execute((trx) => endDraft(trx, draft.id, 'discarded', clock().toISOString()));
  if (ended) await deps.catalogueChanges.stockChanged(found.store_id);
}

/** Drafts ended per sweep: a backlog drains over a few sweeps. */
const EXPIRY_BATCH = 200;

/**
 * The draft-expiry job: drafts whose time ran out give their units back (`expired`). Idempotent:
 * a draft confirmed, discarded or expired meanwhile is left alone.
 */
export async function expireDrafts({
  db,
  now,
  stockChanged,
}: {
  db: Kysely<DB>;
  now: Date;
  /** Tells the catalogue caches (every process's) that a store's stock came back. */
  stockChanged: ((storeId: number) => Promise<void>) | null;
}): Promise<number> {
  const stamp = now.toISOString();
  const lapsed = await repo.listLapsedDrafts(db, stamp, EXPIRY_BATCH);
  const stores = new Set<number>();
  let expired = 0;
  for (const draft of lapsed) {
    const ended = await db
      .transaction()
      .execute((trx) => endDraft(trx, draft.id, 'expired', stamp));
    if (ended) {
      expired += 1;
      stores.add(draft.store_id);
    }
  }
  for (const storeId of stores) await stockChanged?.(storeId);
  return expired;
}

/** Ends a draft (discarded or expired) and gives back the units it took; false if it wasn't one. */
async function endDraft(
  trx: Kysely<DB>,
  editId: number,
  state: 'discarded' | 'expired',
  stamp: string,
): Promise<boolean> {
  const ended = await repo.closeDraft(trx, editId, { state, updated_at: stamp });
  if (!ended) return false;
  for (const taken of repo.parseStockTaken(ended)) {
    await returnStock(trx, taken.inventory_id, taken.qty);
  }
  return true;
}

/**
 * The order's lines become the edit's: kept lines take their new quantity and preference, new
 * ones are added, the rest removed; the units an edit took out go back to stock (the draft
 * already holds the extra ones). True when any unit went back.
 */
async function writeLines(trx: Kysely<DB>, order: OrderRow, edit: OrderEditRow): Promise<boolean> {
  const lines = repo.parseLines(edit);
  const items = await orders.listItems(trx, [order.id]);
  const kept = new Set<number>();
  let returned = false;
  for (const line of lines) {
    const item = items.find((each) => each.id === line.order_item_id);
    if (item) {
      kept.add(item.id);
      if (line.qty < item.qty) {
        await returnStock(trx, item.inventory_id, item.qty - line.qty);
        returned = true;
      }
      await orders.updateItem(trx, item.id, {
        qty: line.qty,
        line_total_cents: line.line_total_cents,
        estimated_line_total_cents: line.line_total_cents,
        substitution: line.substitution,
      });
    }
  }
  const added = lines.filter((line) => line.order_item_id === null);
  if (added.length > 0) {
    await orders.insertItems(
      trx,
      added.map((line) => ({
        order_id: order.id,
        inventory_id: line.purchaseable_id,
        name: line.name,
        image_url: line.image_url,
        sold_by: line.sold_by,
        qty: line.qty,
        unit_price_cents: line.unit_price_cents,
        list_unit_price_cents: line.list_unit_price_cents,
        line_total_cents: line.line_total_cents,
        estimated_line_total_cents: line.line_total_cents,
        substitution: line.substitution,
        price_changed_by_user_id: null,
        price_changed_by_name: null,
      })),
    );
  }
  const removed = items.filter((item) => !kept.has(item.id));
  for (const item of removed) {
    await returnStock(trx, item.inventory_id, item.qty);
    returned = true;
  }
  await repo.deleteItems(
    trx,
    removed.map((item) => item.id),
  );
  return returned;
}

interface PricedEdit {
  lines: OrderEditStoredLine[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  couponMessage: string | null;
  stockTaken: StockTaken[];
}

/**
 * The new list priced as the order was: a line already in the order keeps its price (a modified
 * one too) and may grow by what the store has now; an added product is priced at the store's
 * price now and must be on sale in the order's store. Weight lines count grams, with the offer's
 * step and limits. The coupon applies again only when the new subtotal still reaches its
 * minimum; a delivery must still reach its zone's minimum (422, as placing it did).
 */
async function priceEdit(
  db: Kysely<DB>,
  order: OrderRow,
  items: OrderItemRow[],
  body: OrderEditBody,
): Promise<PricedEdit> {
  const ids = body.items.map((line) => line.purchaseable_id);
  if (new Set(ids).size !== ids.length) {
    throw invalidLine(0, 'purchaseable_id', messages.orderEditLineRepeated);
  }
  const offers = await getCartOffers(db, ids);
  const lines: OrderEditStoredLine[] = [];
  const stockTaken: StockTaken[] = [];
  body.items.forEach((input, index) => {
    const item = items.find((each) => each.inventory_id === input.purchaseable_id);
    const offer = offers.get(input.purchaseable_id);
    checkQty(index, input.qty, item, offer, order.store_id);
    const soldBy = item?.sold_by ?? offer?.item.sold_by ?? 'unit';
    const unitPriceCents = item?.unit_price_cents ?? offer?.item.price_cents ?? 0;
    lines.push({
      order_item_id: item?.id ?? null,
      purchaseable_id: input.purchaseable_id,
      name: item?.name ?? offer?.item.product.name ?? '',
      image_url: item ? item.image_url : (offer?.item.product.images[0]?.thumb_url ?? null),
      sold_by: soldBy,
      qty: input.qty,
      unit_price_cents: unitPriceCents,
      list_unit_price_cents: item?.list_unit_price_cents ?? unitPriceCents,
      line_total_cents: lineTotal({ soldBy, qty: input.qty, unitPriceCents }),
      substitution:
        input.substitution ??
        item?.substitution ??
        body.substitution_default ??
        order.substitution_default,
    });
    const extra = input.qty - (item?.qty ?? 0);
    if (extra > 0) stockTaken.push({ inventory_id: input.purchaseable_id, qty: extra });
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.line_total_cents, 0);
  await checkMinimum(db, order, subtotalCents);
  const { discountCents, couponMessage } = await couponAgain(
    db,
    order,
    subtotalCents,
    order.delivery_fee_cents,
  );
  return {
    lines,
    subtotalCents,
    discountCents,
    totalCents: subtotalCents - discountCents + order.delivery_fee_cents,
    couponMessage,
    stockTaken: stockTaken.sort((a, b) => a.inventory_id - b.inventory_id),
  };
}

/**
 * A line's quantity checked with the cart's own words: an added product must be listed in the
 * order's store with the units there; a kept line may stay as it is even if the product went
 * off sale, and grows only by what the store has now (and within its per-order limit).
 */
function checkQty(
  index: number,
  qty: number,
  item: OrderItemRow | undefined,
  offer: CartOffer | undefined,
  storeId: number,
) {
  if (!offer || offer.storeId !== storeId) {
    if (item && qty <= item.qty) return;
    throw invalidLine(index, 'purchaseable_id', messages.purchaseableNotInStore);
  }
  const name = item?.name ?? offer.item.product.name;
  const had = item?.qty ?? 0;
  if (!offer.listed && qty > had) {
    throw invalidLine(index, 'purchaseable_id', messages.orderEditUnavailable(name));
  }
  const rules = weightRulesOf(offer.item);
  if (rules) {
    const problem = weightProblem(rules, qty);
    if (problem) throw invalidLine(index, 'qty', problem);
  }
  if (qty <= had) return;
  const limit = Math.min(offer.item.stock + had, offer.item.max_per_order);
  const max = rules ? limit : Math.min(limit, MAX_LINE_QTY);
  if (!offer.item.available && had === 0) {
    throw invalidLine(index, 'qty', messages.soldOut(name));
  }
  if (qty > max) {
    throw invalidLine(
      index,
      'qty',
      rules ? messages.weightAboveMax(name, max) : messages.qtyAboveMax(name, max),
    );
  }
}

/** A delivery's zone minimum, on the order's address as it was snapshotted. */
async function checkMinimum(db: Kysely<DB>, order: OrderRow, subtotalCents: number) {
  if (order.delivery_type !== 'delivery' || order.address === null) return;
  const address = AddressSnapshotSchema.parse(JSON.parse(order.address));
  const zones = await listStoreZones(db, order.store_id);
  const zone = findCoveringZone(zones, address);
  const minimum = zone
    ? zone.min_order_cents
    : Math.min(...zones.map((each) => each.min_order_cents), Number.MAX_SAFE_INTEGER);
  if (minimum === Number.MAX_SAFE_INTEGER || subtotalCents >= minimum) return;
  const message = messages.orderBelowMinimum(minimum, minimum - subtotalCents);
  throw new AppError('validation_failed', message, { errors: { items: [message] } });
}

/** The order's coupon on the new subtotal: its discount, or why it no longer applies. */
async function couponAgain(
  db: Kysely<DB>,
  order: OrderRow,
  subtotalCents: number,
  feeCents: number,
): Promise<{ discountCents: number; couponMessage: string | null }> {
  if (order.coupon_id === null) return { discountCents: 0, couponMessage: null };
  const terms = await orders.findCouponTerms(db, order.coupon_id);
  if (!terms) return { discountCents: order.discount_cents, couponMessage: null };
  const minimum = terms.min_subtotal_cents ?? 0;
  if (subtotalCents >= minimum) {
    return { discountCents: couponDiscount(terms, subtotalCents), couponMessage: null };
  }
  return {
    discountCents: 0,
    couponMessage: messages.orderEditCouponDropped(
      order.coupon_code ?? '',
      minimum,
      subtotalCents + feeCents,
    ),
  };
}

/** Takes the draft's extra units, or refuses it naming the first line short (409). */
async function takeExtraStock(
  trx: Kysely<DB>,
  taken: readonly StockTaken[],
  lines: readonly OrderEditStoredLine[],
) {
  const missing = new Set(
    await takeStocks(
      trx,
      taken.map((each) => ({ inventoryId: each.inventory_id, qty: each.qty })),
    ),
  );
  const short = taken.find((each) => missing.has(each.inventory_id));
  if (!short) return;
  const name = lines.find((line) => line.purchaseable_id === short.inventory_id)?.name ?? '';
  throw new AppError('conflict', messages.orderStockGone([name]), {
    details: { items: [{ purchaseable_id: short.inventory_id, available: 0 }] },
  });
}

/**
 * The order for its placer. Anyone who isn't its customer or placer gets the 404 a missing order
 * gets; its customer, when someone else placed it for them, is told only the placer may edit it.
 */
async function placersOrder(db: Kysely<DB>, caller: AuthUser, orderId: number): Promise<OrderRow> {
  const row = await orders.findOrderById(db, orderId);
  if (!row || (row.user_id !== caller.id && row.placed_by_user_id !== caller.id)) {
    throw new AppError('order_not_found', messages.orderNotFound);
  }
  if (row.placed_by_user_id !== caller.id) {
    throw new AppError('forbidden', messages.orderEditPlacerOnly);
  }
  return row;
}

async function rulesOf(db: Kysely<DB>, storeId: number): Promise<EditRules> {
  const rules = (await loadEditRules(db, [storeId])).get(storeId);
  if (!rules) throw new AppError('store_not_found', messages.storeNotFound);
  return rules;
}

/** 409 once the cut-off passed, picking started or the order moved on. */
function checkEditable(order: OrderRow, rules: EditRules, now: Date) {
  const until = editableUntil(order, rules);
  if (until === null || now.toISOString() >= until) {
    throw new AppError('conflict', messages.orderEditClosed);
  }
}

function paymentDeps(deps: OrderEditDeps): PaymentDeps {
  return {
    db: deps.db,
    clock: deps.clock,
    log: deps.log,
    cardProvider: deps.cardProvider,
    deferredProvider: deps.deferredProvider ?? null,
  };
}

function invalidLine(index: number, field: string, message: string) {
  return new AppError('validation_failed', message, {
    errors: { [`items.${String(index)}.${field}`]: [message] },
  });
}

function toOrderEdit(row: OrderEditRow, couponMessage: string | null): OrderEdit {
  return {
    id: row.id,
    order_id: row.order_id,
    state: row.state,
    items: repo.parseLines(row).map((line) => ({
      purchaseable_id: line.purchaseable_id,
      name: line.name,
      image_url: line.image_url,
      sold_by: line.sold_by,
      qty: line.qty,
      unit_price_cents: line.unit_price_cents,
      line_total_cents: line.line_total_cents,
      substitution: line.substitution,
    })),
    subtotal_cents: row.subtotal_cents,
    discount_cents: row.discount_cents,
    delivery_fee_cents: row.delivery_fee_cents,
    total_cents: row.total_cents,
    difference_cents: row.difference_cents,
    expires_at: row.expires_at,
    coupon_message: couponMessage,
  };
}
