import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { AppError } from '../../../errors';
import { messages } from '../../../messages';
import type { CardProvider } from '../../../providers/payments/card-provider';
import {
  findHoldByReference,
  holdCard,
  markReleased,
  takeHoldForOrder,
} from '../card-holds.service';
import { syncOrderPaymentStatus } from '../order-payment-status';
import type {
  AfterCommit,
  PaymentDeps,
  PaymentHandler,
  PaymentRecord,
  StartedPayment,
} from '../payment-handler';
import * as records from '../payment-records.service';

/**
 * Card (decisions 033 and 059): a hold asked before the order is written (`authorized`),
 * captured once the order is committed, or once it is weighed for what it weighed (`paid`), or
 * released (`voided`); refunds send back what was captured (`partially_refunded`, `refunded`).
 */

function providerOf(deps: PaymentDeps): CardProvider {
  if (!deps.cardProvider) {
    throw new AppError('validation_failed', messages.paymentMethodUnavailable, {
      errors: { 'payment.method': [messages.paymentMethodUnavailable] },
    });
  }
  return deps.cardProvider;
}

/** After commit: capture `amountCents` of the hold (all of it when undefined), or void it (0). */
export async function captureRecord(
  deps: PaymentDeps,
  record: Pick<PaymentRecord, 'id' | 'orderId' | 'reference'>,
  amountCents: number | undefined,
): Promise<boolean> {
  const { db, clock, log } = deps;
  const provider = deps.cardProvider;
  if (!provider || record.reference === null) return false;
  try {
    if (amountCents === 0) {
      await provider.void(record.reference);
      await db.transaction().execute(async (trx) => {
        await records.updateRecord(
          trx,
          record.id,
          { status: 'voided', amount_cents: 0, updated_at: clock().toISOString() },
          ['authorized'],
        );
        await syncOrderPaymentStatus(trx, record.orderId);
      });
      return false;
    }
    await provider.capture(record.reference, amountCents);
    await db.transaction().execute(async (trx) => {
      await records.updateRecord(
        trx,
        record.id,
        { status: 'paid', updated_at: clock().toISOString() },
        ['authorized', 'pending'],
      );
      await syncOrderPaymentStatus(trx, record.orderId);
    });
    return true;
  } catch (error) {
    log.error(
      { err: error, orderId: record.orderId },
      'card capture failed after the order was placed',
    );
    return false;
  }
}

/** After commit: send `amountCents` back to the card and write the refund. */
function refundAfterCommit(
  deps: PaymentDeps,
  record: PaymentRecord,
  amountCents: number,
): AfterCommit {
  return async () => {
    const provider = providerOf(deps);
    if (record.reference === null) return;
    const { reference } = await provider.refund(record.reference, amountCents);
    const stamp = deps.clock().toISOString();
    await deps.db.transaction().execute(async (trx) => {
      await records.insertRefundRow(trx, {
        orderId: record.orderId,
        provider: provider.name,
        method: 'card',
        reference,
        amountCents,
        stamp,
      });
      const refunded = record.refundedCents + amountCents;
      await records.updateRecord(trx, record.id, {
        refunded_cents: refunded,
        status: records.refundedStatus(record, refunded),
        updated_at: stamp,
      });
      await syncOrderPaymentStatus(trx, record.orderId);
    });
  };
}

/** After commit: a captured card settled for less gets the difference back (logged on failure). */
function giveBackAfterCommit(
  deps: PaymentDeps,
  record: PaymentRecord,
  amountCents: number,
): AfterCommit {
  return async () => {
    const provider = deps.cardProvider;
    if (!provider || record.reference === null) return;
    try {
      const { reference } = await provider.refund(record.reference, amountCents);
      await records.insertRefundRow(deps.db, {
        orderId: record.orderId,
        provider: provider.name,
        method: 'card',
        reference,
        amountCents,
        stamp: deps.clock().toISOString(),
      });
    } catch (error) {
      deps.log.error(
        { err: error, orderId: record.orderId },
        'weighed order: card difference not refunded yet',
      );
    }
  };
}

async function moveTo(
  trx: Kysely<DB>,
  deps: PaymentDeps,
  record: PaymentRecord,
  status: 'voided',
): Promise<boolean> {
  return records.updateRecord(trx, record.id, { status, updated_at: deps.clock().toISOString() }, [
    'authorized',
    'pending',
  ]);
}

export const cardHandler: PaymentHandler = {
  method: 'card',

  async start(deps, input) {
    const provider = providerOf(deps);
    if (!input.cardToken) {
      throw new AppError('validation_failed', messages.cardTokenMissing, {
        errors: { 'payment.card_token': [messages.cardTokenMissing] },
      });
    }
    const { holdId, result } = await holdCard(
      deps.db,
      provider,
      {
        userId: input.userId,
        orderKey: input.key,
        amountCents: input.amountCents,
        currency: input.currency,
        token: input.cardToken,
        description: input.description,
      },
      deps.clock(),
    );
    if (!result.approved) throw new AppError('payment_declined', result.message);
    return {
      method: 'card',
      amountCents: input.amountCents,
      status: 'authorized',
      provider: provider.name,
      reference: result.reference,
      expiresAt: null,
      details: null,
      card: { brand: result.brand, last4: result.last4, holdId },
    };
  },

  async abandon(deps, started) {
    if (!deps.cardProvider || !started.card || started.reference === null) return;
    try {
      // A hold a twin request's transaction took (the same hold, asked under the same key) is
      // its order's now: it is never voided here.
      const hold = await findHoldByReference(deps.db, started.reference);
      if (hold?.state === 'ordered') return;
      await deps.cardProvider.void(started.reference);
      await markReleased(deps.db, started.card.holdId, deps.clock());
    } catch (voidError) {
      deps.log.error(
        { err: voidError, holdId: started.card.holdId },
        'card hold could not be voided yet',
      );
    }
  },

  async attach(trx, deps, target, started) {
    if (started.card) await takeHoldForOrder(trx, started.card.holdId, deps.clock());
    return records.insertRecord(
      trx,
      target.orderId,
      started,
      deps.clock().toISOString(),
      target.editId ?? null,
    );
  },

  async settle(trx, deps, record, amountCents) {
    if (record.status === 'paid' && amountCents < record.amountCents) {
      // Captured at placement and settled for less (issue 25): the record covers less now, and
      // the difference goes back as a refund movement (not a refund of what it covers).
      await records.updateRecord(trx, record.id, {
        amount_cents: amountCents,
        updated_at: deps.clock().toISOString(),
      });
      return giveBackAfterCommit(deps, record, record.amountCents - amountCents);
    }
    if (record.status !== 'authorized') return null;
    // What the charge will be is written now (the sweep captures this much if the capture
    // below never happens); the rest of the hold is released by capturing less.
    const held = record.amountCents;
    await records.updateRecord(trx, record.id, {
      amount_cents: amountCents,
      updated_at: deps.clock().toISOString(),
    });
    const settled = { ...record, amountCents };
    return async () => {
      await captureRecord(deps, settled, amountCents === held ? undefined : amountCents);
    };
  },

  async cancel(trx, deps, record) {
    if (record.status === 'authorized' || record.status === 'awaiting_payment') {
      if (!(await moveTo(trx, deps, record, 'voided'))) return null;
      const { reference } = record;
      const provider = deps.cardProvider;
      if (reference === null || !provider) return null;
      return async () => {
        await provider.void(reference);
      };
    }
    const left = record.amountCents - record.refundedCents;
    if ((record.status === 'paid' || record.status === 'partially_refunded') && left > 0) {
      return refundAfterCommit(deps, record, left);
    }
    return null;
  },

  expire() {
    // A hold has no deadline of ours: the sweep releases what no order took.
    return Promise.resolve(null);
  },

  refund(_trx, deps, record, amountCents) {
    const left = record.amountCents - record.refundedCents;
    const amount = Math.min(amountCents, left);
    if (amount <= 0 || (record.status !== 'paid' && record.status !== 'partially_refunded')) {
      return Promise.resolve(null);
    }
    return Promise.resolve(refundAfterCommit(deps, record, amount));
  },

  async changeAmount(deps, record, change) {
    const difference = change.amountCents - record.amountCents;
    if (difference > 0) {
      // More: a new hold for the difference on the same card, its own record for the edit.
      const provider = providerOf(deps);
      const hold =
        record.reference === null
          ? undefined
          : await findHoldByReference(deps.db, record.reference);
      if (!hold) throw new AppError('conflict', messages.paymentMethodUnavailable);
      const started: StartedPayment = await cardHandler.start(deps, {
        userId: hold.user_id,
        key: `edit-${String(change.editId)}`,
        amountCents: difference,
        currency: hold.currency,
        description: hold.description,
        cardToken: hold.token,
        expiresAt: null,
      });
      return {
        async apply(trx) {
          if (await records.editApplied(trx, record.orderId, change.editId)) return null;
          const added = await cardHandler.attach(
            trx,
            deps,
            { orderId: record.orderId, payerUserId: hold.user_id, editId: change.editId },
            { ...started, provider: provider.name },
          );
          await syncOrderPaymentStatus(trx, record.orderId);
          // The order's own hold was captured at placement (nothing waits for the scale), so the
          // edit's is captured once the edit is written; otherwise picking's end captures both.
          if (record.status !== 'paid' && record.status !== 'partially_refunded') return null;
          return async () => {
            await captureRecord(deps, added, undefined);
          };
        },
        abandon: () => cardHandler.abandon(deps, started),
      };
    }
    return {
      async apply(trx) {
        if (difference === 0) return null;
        if (record.status === 'authorized') {
          // Less, not captured yet: the capture takes only this much and releases the rest.
          await records.updateRecord(
            trx,
            record.id,
            { amount_cents: change.amountCents, updated_at: deps.clock().toISOString() },
            ['authorized'],
          );
          return null;
        }
        return cardHandler.refund(trx, deps, record, -difference);
      },
      abandon: () => Promise.resolve(),
    };
  },
};
