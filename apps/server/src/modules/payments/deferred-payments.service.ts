import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB, OrderRow } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import type { CardProvider } from '../../providers/payments/card-provider';
import type {
  DeferredEvent,
  DeferredPaymentProvider,
} from '../../providers/payments/deferred-provider';
import type { CatalogueChanges } from '../catalogue/catalogue-changes';
import { notify } from '../notifications/notifications.service';
import { resolveAdminAccess } from '../operators/operators.service';
import type { OrderEventsBroadcast } from '../orders/order-events.broadcast';
import { noticeRecipients } from '../orders/order-notices';
import { orderNumber } from '../orders/order-number';
import { moveOrder } from '../orders/order-status.service';
import * as repo from './deferred-payments.repository';
import { sendRefund } from './handlers/deferred-handler';
import type { AfterCommit, PaymentDeps, PaymentRecord } from './payment-handler';
import { handlerFor } from './payment-handlers';
import { findRecordRow, toRecord } from './payment-records.repository';
import { deletePaymentEvent, recordPaymentEvent } from './payment-events.repository';

/**
 * OXXO and SPEI payments arriving, falling short, coming late or never (decision 060). Each
 * provider event is handled once (`payment_events`), and the payment it names is re-read from
 * the provider: what the provider says arrived is applied to the record under the order's lock,
 * so two deliveries of it, or a delivery racing the expiry job, apply it once. The order then
 * moves through `moveOrder`, as an operator's move does (history, notices, audit, the board's
 * feed): to `confirmed` once paid, to `cancelled` once expired. A process that stops between the
 * two leaves a `pending` order with a settled record, which the expiry job moves on.
 */

export interface DeferredDeps {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
  cardProvider: CardProvider | null;
  deferredProvider: DeferredPaymentProvider | null;
  catalogueChanges: Pick<CatalogueChanges, 'stockChanged'>;
  orderEvents: Pick<OrderEventsBroadcast, 'announce'>;
}

/** What applying a provider's view did to the record. */
type Outcome = 'paid' | 'underpaid' | 'overpaid' | 'late' | 'expired' | 'unchanged';

/** A request id for the audit entries the system's moves write. */
const SYSTEM_REQUEST = 'deferred-payments';

/**
 * A webhook event about an OXXO/SPEI payment (signature already checked): recorded once, then
 * the payment re-read and applied. Answers false when the event names no OXXO/SPEI record
 * (a card's event), leaving it to the card's handling. If applying fails the event is forgotten,
 * so the provider's retry is handled again.
 */
export async function handleDeferredEvent(
  deps: DeferredDeps,
  event: DeferredEvent,
): Promise<boolean> {
  const provider = deps.deferredProvider;
  if (!provider || !event.reference) return false;
  const row = await repo.findDeferredRecordRow(deps.db, provider.name, event.reference);
  if (!row) return false;
  const fresh = await recordPaymentEvent(deps.db, {
    provider: provider.name,
    eventId: event.eventId,
    type: event.type,
    now: event.now.toISOString(),
  });
  if (!fresh) return true;
  try {
    await applyProviderState(deps, event.reference);
  } catch (error) {
    await deletePaymentEvent(deps.db, provider.name, event.eventId);
    throw error;
  }
  return true;
}

/**
 * Applies what the provider says of the payment now, then moves its order if it is due. With
 * `lapsed` (the expiry job), a record still short of its amount past its deadline expires: what
 * the provider received first counts (a payment whose event is late or was lost is applied, not
 * expired and forgotten).
 */
export async function applyProviderState(
  deps: DeferredDeps,
  reference: string,
  { lapsed = false }: { lapsed?: boolean } = {},
): Promise<Outcome> {
  const provider = deps.deferredProvider;
  if (!provider) return 'unchanged';
  const row = await repo.findDeferredRecordRow(deps.db, provider.name, reference);
  if (!row) return 'unchanged';
  const state = await provider.retrieve(reference);
  const paymentDeps = paymentDepsOf(deps);
  const { outcome, after } = await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock();
    const order = await repo.lockOrderRow(trx, row.order_id, now.toISOString());
    const current = await findRecordRow(trx, row.id);
    if (!order || !current) return { outcome: 'unchanged' as Outcome, after: null };
    let record = toRecord(current, order.payment_method);
    const handler = handlerFor(record.method);
    let outcome: Outcome = 'unchanged';
    let after: AfterCommit | null = null;
    if (state.receivedCents > (record.receivedCents ?? 0)) {
      after = await handler.settle(trx, paymentDeps, record, state.receivedCents);
      outcome = outcomeOf(record, state.receivedCents);
      await tell(trx, order, record, outcome, state.receivedCents, now);
      const settled = await findRecordRow(trx, row.id);
      if (settled) record = toRecord(settled, order.payment_method);
    }
    const pastDeadline =
      lapsed && record.expiresAt !== null && record.expiresAt <= now.toISOString();
    if (record.status === 'awaiting_payment' && (state.status === 'expired' || pastDeadline)) {
      after = both(after, await handler.expire(trx, paymentDeps, record));
      outcome = 'expired';
    }
    return { outcome, after };
  });
  if (after) await after();
  if (outcome === 'paid' || outcome === 'overpaid') await moveOn(deps, row.order_id, 'confirmed');
  if (outcome === 'expired') await moveOn(deps, row.order_id, 'cancelled');
  return outcome;
}

function both(first: AfterCommit | null, second: AfterCommit | null): AfterCommit | null {
  if (!first || !second) return first ?? second;
  return async () => {
    await first();
    await second();
  };
}

function outcomeOf(record: PaymentRecord, receivedCents: number): Outcome {
  if (record.status !== 'awaiting_payment') return 'late';
  if (receivedCents < record.amountCents) return 'underpaid';
  return receivedCents > record.amountCents ? 'overpaid' : 'paid';
}

/** The shopper's (and placer's) notice of what arrived. */
async function tell(
  trx: Kysely<DB>,
  order: OrderRow,
  record: PaymentRecord,
  outcome: Outcome,
  receivedCents: number,
  now: Date,
): Promise<void> {
  const number = order.number ?? orderNumber(order.id);
  let notice: { title: string; body: string } | null = null;
  if (outcome === 'paid') {
    notice = {
      title: messages.deferredPaidTitle(number),
      body: messages.deferredPaidBody(receivedCents),
    };
  } else if (outcome === 'overpaid') {
    notice = {
      title: messages.deferredPaidTitle(number),
      body: `${messages.deferredPaidBody(record.amountCents)} ${messages.deferredOverpaidBody(receivedCents - record.amountCents)}`,
    };
  } else if (outcome === 'underpaid') {
    notice = {
      title: messages.deferredUnderpaidTitle(number),
      body: messages.deferredUnderpaidBody(receivedCents, record.amountCents - receivedCents),
    };
  } else if (outcome === 'late') {
    const fresh = receivedCents - (record.receivedCents ?? 0);
    notice = { title: messages.deferredLateTitle(number), body: messages.deferredLateBody(fresh) };
  }
  if (!notice) return;
  for (const userId of noticeRecipients(order)) {
    await notify(trx, { userId, orderId: order.id, title: notice.title, body: notice.body, now });
  }
}

/**
 * Moves a `pending` order on, as "sistema": confirmed once paid, cancelled (stock, slot and
 * wallet back) once expired. An order already moved (a duplicate, an operator's cancel) stays.
 */
async function moveOn(
  deps: DeferredDeps,
  orderId: number,
  status: 'confirmed' | 'cancelled',
): Promise<void> {
  const order = await repo.findOrderStore(deps.db, orderId);
  if (order?.status !== 'pending') return;
  const ctx = await resolveAdminAccess(deps.db, { kind: 'system' }, order.slug, SYSTEM_REQUEST);
  try {
    await moveOrder(deps, ctx, order.number ?? orderNumber(order.id), {
      status,
      reason: status === 'cancelled' ? messages.deferredExpiredReason : null,
    });
  } catch (error) {
    // Judged on the locked row: a move that got there first (an operator's cancel, a duplicate
    // delivery's confirm) makes this one a 409, and the order is where it should be.
    if (!(error instanceof AppError && error.code === 'conflict')) throw error;
  }
}

function paymentDepsOf(deps: DeferredDeps): PaymentDeps {
  return {
    db: deps.db,
    clock: deps.clock,
    log: deps.log,
    cardProvider: deps.cardProvider,
    deferredProvider: deps.deferredProvider,
  };
}

/** How many lapsed records, unmoved orders and unsent refunds one run takes. */
const BATCH = 50;
/** A refund row this old whose provider answer never came: its request is surely over. */
const REFUND_RETRY_AFTER_MS = 2 * 60_000;
/**
 * Asked again for at most the provider's memory of idempotency keys (24 hours, decision 033);
 * past that, asking could refund twice: the row keeps its empty reference for a person.
 */
const REFUND_RETRY_FOR_MS = 24 * 60 * 60_000;

/**
 * The expiry job (once across processes): records past their deadline unpaid are expired and
 * their orders cancelled; orders left `pending` by a process that stopped mid-way are moved on;
 * refunds the provider never confirmed are asked again under their own key.
 */
export async function expireDeferredPayments(
  deps: DeferredDeps,
): Promise<{ expired: number; moved: number; refunds: number }> {
  if (!deps.deferredProvider) return { expired: 0, moved: 0, refunds: 0 };
  const now = deps.clock();
  let expired = 0;
  for (const lapsed of await repo.listLapsedRecords(deps.db, now.toISOString(), BATCH)) {
    if (lapsed.reference === null) continue;
    try {
      if ((await applyProviderState(deps, lapsed.reference, { lapsed: true })) === 'expired') {
        expired += 1;
      }
    } catch (error) {
      // The provider didn't answer: the record waits for the next run (its order stays pending).
      deps.log.error({ err: error, orderId: lapsed.order_id }, 'OXXO/SPEI payment not expired yet');
    }
  }
  let moved = 0;
  for (const unmoved of await repo.listUnmovedOrders(deps.db, BATCH)) {
    await moveOn(deps, unmoved.order_id, unmoved.status === 'paid' ? 'confirmed' : 'cancelled');
    moved += 1;
  }
  let refunds = 0;
  const before = new Date(now.getTime() - REFUND_RETRY_AFTER_MS).toISOString();
  const since = new Date(now.getTime() - REFUND_RETRY_FOR_MS).toISOString();
  for (const refund of await repo.listUnsentRefunds(deps.db, since, before, BATCH)) {
    if (refund.charge_reference === null) continue;
    const sent = await sendRefund(deps, {
      id: refund.id,
      chargeReference: refund.charge_reference,
      amountCents: refund.amount_cents,
    });
    if (sent) refunds += 1;
  }
  return { expired, moved, refunds };
}
