import { API_PREFIX, apiRoutes } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { AppError } from '../../../errors';
import { messages } from '../../../messages';
import type {
  DeferredInstructions,
  DeferredMethod,
  DeferredPaymentProvider,
} from '../../../providers/payments/deferred-provider';
import { getUser } from '../../users/users.service';
import * as deferred from '../deferred-records.service';
import { syncOrderPaymentStatus } from '../order-payment-status';
import type {
  AfterCommit,
  PaymentDeps,
  PaymentDetails,
  PaymentHandler,
  PaymentRecord,
  StartedPayment,
} from '../payment-handler';
import * as records from '../payment-records.service';

/**
 * OXXO and SPEI (decision 060): paid later, away from the shop. `start` asks the provider for a
 * voucher or a transfer reference (the record waits, `awaiting_payment`, until its
 * `expires_at`); the provider's signed webhook brings what was paid to `settle`; an unpaid record
 * expires. Money that must go back (paid over the amount, or after the order was cancelled) is
 * decided once, in the caller's transaction, as a refund row, and sent to the provider after the
 * commit under that row's id; the expiry job sends one the provider never confirmed.
 */

function providerOf(deps: PaymentDeps): DeferredPaymentProvider {
  if (!deps.deferredProvider) {
    throw new AppError('validation_failed', messages.paymentMethodUnavailable, {
      errors: { 'payment.method': [messages.paymentMethodUnavailable] },
    });
  }
  return deps.deferredProvider;
}

/** The barcode image of a voucher number, on this API. */
export function barcodeUrl(number: string): string {
  return `${API_PREFIX}${apiRoutes.paymentBarcode.replace(':reference', encodeURIComponent(number))}`;
}

function detailsOf(instructions: DeferredInstructions): PaymentDetails {
  return instructions.method === 'oxxo'
    ? {
        voucher: {
          reference: instructions.voucher.number,
          barcode_url: barcodeUrl(instructions.voucher.number),
        },
      }
    : { transfer: instructions.transfer };
}

/** Asks the provider for a voucher or a reference; a provider that fails is a 503. */
async function issue(
  deps: PaymentDeps,
  method: DeferredMethod,
  input: {
    userId: number;
    key: string;
    amountCents: number;
    currency: string;
    description: string;
    expiresAt: string;
  },
): Promise<StartedPayment> {
  const provider = providerOf(deps);
  const payer = await getUser(deps.db, input.userId);
  let instructions: DeferredInstructions;
  try {
    instructions = await provider.create({
      method,
      amountCents: input.amountCents,
      currency: input.currency,
      // The placer's own key: two shoppers' equal keys never share a voucher.
      idempotencyKey: `${method}-${String(input.userId)}-${input.key}`,
      expiresAt: new Date(input.expiresAt),
      description: input.description,
      payer: { name: payer.name, email: payer.email },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('service_unavailable', messages.deferredProviderUnavailable, {
      cause: error,
    });
  }
  return {
    method,
    amountCents: input.amountCents,
    status: 'awaiting_payment',
    provider: provider.name,
    reference: instructions.reference,
    expiresAt: input.expiresAt,
    details: detailsOf(instructions),
    card: null,
  };
}

/**
 * Decides a refund of `amountCents` of what arrived on the record (its row written now, in the
 * caller's transaction) and answers the provider call to make after the commit.
 */
async function decideRefund(
  trx: Kysely<DB>,
  deps: PaymentDeps,
  record: PaymentRecord,
  amountCents: number,
): Promise<AfterCommit | null> {
  if (amountCents <= 0 || record.reference === null) return null;
  const method = record.method === 'spei' ? 'spei' : 'oxxo';
  const refundId = await deferred.insertPendingRefund(trx, {
    orderId: record.orderId,
    provider: record.provider,
    method,
    amountCents,
    stamp: deps.clock().toISOString(),
  });
  const reference = record.reference;
  return async () => {
    await sendRefund(deps, { id: refundId, chargeReference: reference, amountCents });
  };
}

/**
 * Asks the provider for a refund decided earlier (after its transaction, or again from the job);
 * its id is the idempotency key, so asking twice gives the money back once. Never throws.
 */
export async function sendRefund(
  deps: Pick<PaymentDeps, 'db' | 'clock' | 'log' | 'deferredProvider'>,
  refund: { id: number; chargeReference: string; amountCents: number },
): Promise<boolean> {
  const provider = deps.deferredProvider;
  if (!provider) return false;
  try {
    const answer = await provider.refund(
      refund.chargeReference,
      refund.amountCents,
      `refund-${String(refund.id)}`,
    );
    await deferred.setRefundReference(
      deps.db,
      refund.id,
      answer.reference,
      deps.clock().toISOString(),
    );
    return true;
  } catch (error) {
    deps.log.error(
      { err: error, refundId: refund.id },
      'OXXO/SPEI refund not sent yet: the expiry job asks again',
    );
    return false;
  }
}

/** After the commit: nothing more can be paid on the voucher or reference. Never throws. */
function cancelAtProvider(deps: PaymentDeps, record: PaymentRecord): AfterCommit | null {
  const provider = deps.deferredProvider;
  const reference = record.reference;
  if (!provider || reference === null) return null;
  return async () => {
    try {
      await provider.cancel(reference);
    } catch (error) {
      deps.log.error({ err: error, orderId: record.orderId }, 'OXXO/SPEI voucher not cancelled');
    }
  };
}

function both(first: AfterCommit | null, second: AfterCommit | null): AfterCommit | null {
  if (!first) return second;
  if (!second) return first;
  return async () => {
    await first();
    await second();
  };
}

/**
 * Closes an unpaid record (`expired` or `voided`); whatever part of it arrived (a SPEI transfer
 * short of the amount) goes back.
 */
async function close(
  trx: Kysely<DB>,
  deps: PaymentDeps,
  record: PaymentRecord,
  status: 'expired' | 'voided',
): Promise<AfterCommit | null> {
  if (record.status !== 'awaiting_payment') return null;
  const received = record.receivedCents ?? 0;
  const moved = await records.updateRecord(
    trx,
    record.id,
    { status, refunded_cents: received, updated_at: deps.clock().toISOString() },
    ['awaiting_payment'],
  );
  if (!moved) return null;
  await syncOrderPaymentStatus(trx, record.orderId);
  const refund = await decideRefund(trx, deps, record, received - record.refundedCents);
  return both(cancelAtProvider(deps, record), refund);
}

export function deferredHandler(method: DeferredMethod): PaymentHandler {
  const handler: PaymentHandler = {
    method,

    start(deps, input) {
      if (input.expiresAt === null) {
        throw new Error(`${method} payment started without a deadline`);
      }
      return issue(deps, method, { ...input, expiresAt: input.expiresAt });
    },

    async abandon(deps, started) {
      const provider = deps.deferredProvider;
      if (!provider || started.reference === null) return;
      try {
        await provider.cancel(started.reference);
      } catch (error) {
        deps.log.error({ err: error }, 'OXXO/SPEI voucher of an order not written not cancelled');
      }
    },

    attach(trx, deps, target, started) {
      return records.insertRecord(
        trx,
        target.orderId,
        started,
        deps.clock().toISOString(),
        target.editId ?? null,
      );
    },

    /**
     * `amountCents` is all the provider says arrived on the voucher or reference so far. Enough:
     * `paid`, and what came over the amount goes back; short of it (a SPEI transfer): the record
     * keeps waiting and shows what arrived; on a record already paid, closed or expired,
     * whatever is new goes back.
     */
    async settle(trx, deps, record, amountCents) {
      const before = record.receivedCents ?? 0;
      if (amountCents <= before) return null;
      const fresh = amountCents - before;
      let status = record.status;
      let refundedCents = record.refundedCents;
      let refund = 0;
      if (record.status === 'awaiting_payment') {
        if (amountCents >= record.amountCents) {
          status = 'paid';
          refund = amountCents - Math.max(before, record.amountCents);
        }
      } else if (record.status === 'paid' || record.status === 'partially_refunded') {
        refund = fresh;
      } else {
        // Expired, cancelled or already given back: the money is not the shop's.
        status = 'refunded';
        refund = fresh;
        refundedCents += fresh;
      }
      const moved = await records.updateRecord(
        trx,
        record.id,
        {
          status,
          received_cents: amountCents,
          refunded_cents: refundedCents,
          updated_at: deps.clock().toISOString(),
        },
        [record.status],
      );
      if (!moved) return null;
      await syncOrderPaymentStatus(trx, record.orderId);
      return decideRefund(trx, deps, record, refund);
    },

    async cancel(trx, deps, record) {
      if (record.status === 'awaiting_payment') return close(trx, deps, record, 'voided');
      if (record.status === 'paid' || record.status === 'partially_refunded') {
        return handler.refund(trx, deps, record, record.amountCents - record.refundedCents);
      }
      return null;
    },

    expire(trx, deps, record) {
      return close(trx, deps, record, 'expired');
    },

    async refund(trx, deps, record, amountCents) {
      if (record.status !== 'paid' && record.status !== 'partially_refunded') return null;
      const amount = Math.min(amountCents, record.amountCents - record.refundedCents);
      if (amount <= 0) return null;
      const refunded = record.refundedCents + amount;
      const moved = await records.updateRecord(
        trx,
        record.id,
        {
          refunded_cents: refunded,
          status: records.refundedStatus(record, refunded),
          updated_at: deps.clock().toISOString(),
        },
        [record.status],
      );
      if (!moved) return null;
      await syncOrderPaymentStatus(trx, record.orderId);
      return decideRefund(trx, deps, record, amount);
    },

    /**
     * An edit while the voucher is unpaid: a new voucher (or reference) for the order's new
     * amount replaces it, so the shopper still pays one; once anything was paid on it, 409.
     */
    async changeAmount(deps, record, change) {
      if (record.status !== 'awaiting_payment' || (record.receivedCents ?? 0) > 0) {
        throw new AppError('conflict', messages.deferredPaymentAlreadyPaid);
      }
      const existing = await deferred.findEditRecordRow(deps.db, record.orderId, change.editId);
      if (existing) {
        return { apply: () => Promise.resolve(null), abandon: () => Promise.resolve() };
      }
      const order = await deferred.findOrderPayer(deps.db, record.orderId);
      const started = await issue(deps, method, {
        userId: order.placed_by_user_id,
        key: `edit-${String(change.editId)}`,
        amountCents: change.amountCents,
        currency: order.currency,
        description: `Pedido ${order.number ?? String(record.orderId)}`,
        expiresAt: record.expiresAt ?? deps.clock().toISOString(),
      });
      return {
        async apply(trx) {
          if (await deferred.findEditRecordRow(trx, record.orderId, change.editId)) return null;
          const replaced = await records.updateRecord(
            trx,
            record.id,
            { status: 'voided', updated_at: deps.clock().toISOString() },
            ['awaiting_payment'],
          );
          // Paid while the edit was being confirmed: the edit is refused, the payment stands.
          if (!replaced) throw new AppError('conflict', messages.deferredPaymentAlreadyPaid);
          await records.insertRecord(
            trx,
            record.orderId,
            started,
            deps.clock().toISOString(),
            change.editId,
          );
          return cancelAtProvider(deps, record);
        },
        abandon: () => handler.abandon(deps, started),
      };
    },
  };
  return handler;
}
