import { AppError } from '../../../errors';
import { messages } from '../../../messages';
import { syncOrderPaymentStatus } from '../order-payment-status';
import type { PaymentHandler } from '../payment-handler';
import * as records from '../payment-records.service';

/**
 * Cash on delivery or at pickup (decision 059): nothing to ask before the order, the record waits
 * (`awaiting_payment`) for the courier or the counter to collect it (`paid`); an order cancelled
 * before that has nothing to give back (`voided`).
 */
export const cashHandler: PaymentHandler = {
  method: 'cash',

  start(_deps, input) {
    return Promise.resolve({
      method: 'cash',
      amountCents: input.amountCents,
      status: 'awaiting_payment',
      provider: 'cash',
      reference: null,
      expiresAt: null,
      details: null,
      card: null,
    });
  },

  abandon() {
    return Promise.resolve();
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

  async settle(trx, deps, record, amountCents) {
    await records.updateRecord(
      trx,
      record.id,
      {
        status: 'paid',
        amount_cents: amountCents,
        received_cents: amountCents,
        updated_at: deps.clock().toISOString(),
      },
      ['awaiting_payment', 'pending'],
    );
    await syncOrderPaymentStatus(trx, record.orderId);
    return null;
  },

  async cancel(trx, deps, record) {
    const stamp = deps.clock().toISOString();
    if (record.status === 'awaiting_payment') {
      await records.updateRecord(trx, record.id, { status: 'voided', updated_at: stamp }, [
        'awaiting_payment',
      ]);
      return null;
    }
    const left = record.amountCents - record.refundedCents;
    if ((record.status === 'paid' || record.status === 'partially_refunded') && left > 0) {
      return cashHandler.refund(trx, deps, record, left);
    }
    return null;
  },

  expire() {
    return Promise.resolve(null);
  },

  /** Cash handed back at the counter or the door: written as a refund movement. */
  async refund(trx, deps, record, amountCents) {
    const amount = Math.min(amountCents, record.amountCents - record.refundedCents);
    if (amount <= 0) return null;
    const stamp = deps.clock().toISOString();
    await records.insertRefundRow(trx, {
      orderId: record.orderId,
      provider: 'cash',
      method: 'cash',
      reference: null,
      amountCents: amount,
      stamp,
    });
    const refunded = record.refundedCents + amount;
    await records.updateRecord(trx, record.id, {
      refunded_cents: refunded,
      status: records.refundedStatus(record, refunded),
      updated_at: stamp,
    });
    await syncOrderPaymentStatus(trx, record.orderId);
    return null;
  },

  /** An edit before delivery: the courier collects the new amount. Collected already: 409. */
  changeAmount(deps, record, change) {
    if (record.status !== 'awaiting_payment') {
      return Promise.reject(new AppError('conflict', messages.paymentMethodUnavailable));
    }
    return Promise.resolve({
      async apply(trx) {
        await records.updateRecord(
          trx,
          record.id,
          { amount_cents: change.amountCents, updated_at: deps.clock().toISOString() },
          ['awaiting_payment'],
        );
        return null;
      },
      abandon: () => Promise.resolve(),
    });
  },
};
