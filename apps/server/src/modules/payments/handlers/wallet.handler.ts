import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema';
import { AppError } from '../../../errors';
import { messages } from '../../../messages';
import { holdBalance, payOrder, refundOrder, settleOrder } from '../../wallet/wallet.service';
import { insertEntryOnce } from '../../wallet/wallet.repository';
import { syncOrderPaymentStatus } from '../order-payment-status';
import type { PaymentHandler, PaymentRecord } from '../payment-handler';
import * as records from '../payment-records.service';

/**
 * The mentor's wallet (decisions 021 and 059): debited in the order's own transaction, so the
 * record is `paid` from the start; cancelling credits it back (`refunded`), a weighed order
 * settles the difference. The ledger is the movement: no refund rows are written for it.
 */

function payerOf(trx: Kysely<DB>, record: PaymentRecord): Promise<number> {
  return records.findPayer(trx, record.orderId);
}

export const walletHandler: PaymentHandler = {
  method: 'wallet',

  start(_deps, input) {
    return Promise.resolve({
      method: 'wallet',
      amountCents: input.amountCents,
      status: 'paid',
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

  /** Debits the payer (once per order: the ledger's unique index) and writes the record. */
  async attach(trx, deps, target, started) {
    const now = deps.clock();
    if (started.amountCents > 0 && !target.editId) {
      await payOrder(trx, {
        userId: target.payerUserId,
        orderId: target.orderId,
        amountCents: started.amountCents,
        now,
      });
    }
    return records.insertRecord(
      trx,
      target.orderId,
      { ...started, reference: `wallet:${String(target.orderId)}` },
      now.toISOString(),
      target.editId ?? null,
    );
  },

  /** A weighed order: the wallet's part ends at `amountCents`; the difference moves once. */
  async settle(trx, deps, record, amountCents) {
    const now = deps.clock();
    const delta = record.amountCents - amountCents;
    if (delta !== 0) {
      await settleOrder(trx, {
        userId: await payerOf(trx, record),
        orderId: record.orderId,
        amountCents: delta,
        now,
      });
    }
    await records.updateRecord(trx, record.id, {
      amount_cents: amountCents,
      updated_at: now.toISOString(),
    });
    return null;
  },

  async cancel(trx, deps, record) {
    const left = record.amountCents - record.refundedCents;
    if (left <= 0 || record.status === 'refunded') return null;
    return walletHandler.refund(trx, deps, record, left);
  },

  expire() {
    return Promise.resolve(null);
  },

  /** Exactly what the wallet paid goes back, once, to the placer who paid it (decision 019). */
  async refund(trx, deps, record, amountCents) {
    const amount = Math.min(amountCents, record.amountCents - record.refundedCents);
    if (amount <= 0) return null;
    const now = deps.clock();
    await refundOrder(trx, {
      userId: await payerOf(trx, record),
      orderId: record.orderId,
      amountCents: amount,
      now,
    });
    const refunded = record.refundedCents + amount;
    await records.updateRecord(trx, record.id, {
      refunded_cents: refunded,
      status: records.refundedStatus(record, refunded),
      updated_at: now.toISOString(),
    });
    await syncOrderPaymentStatus(trx, record.orderId);
    return null;
  },

  /**
   * An edit: the wallet pays the difference (or gets it back) as an adjustment naming the order;
   * more than the balance holds is 422. Once per edit: the record written for it.
   */
  changeAmount(deps, record, change) {
    const difference = change.amountCents - record.amountCents;
    return Promise.resolve({
      async apply(trx) {
        if (difference === 0) return null;
        if (await records.editApplied(trx, record.orderId, change.editId)) return null;
        const userId = await payerOf(trx, record);
        const now = deps.clock();
        if (difference > 0 && (await holdBalance(trx, userId)) < difference) {
          throw new AppError('validation_failed', messages.walletInsufficient, {
            errors: { 'payment.method': [messages.walletInsufficient] },
          });
        }
        await insertEntryOnce(trx, {
          userId,
          amountCents: -difference,
          kind: 'adjustment',
          orderId: null,
          reason: `Pedido ${String(100000 + record.orderId)} modificado`,
          now: now.toISOString(),
        });
        const stamp = now.toISOString();
        if (difference > 0) {
          await records.insertRecord(
            trx,
            record.orderId,
            {
              method: 'wallet',
              amountCents: difference,
              status: 'paid',
              provider: 'cash',
              reference: `wallet:${String(record.orderId)}`,
              expiresAt: null,
              details: null,
              card: null,
            },
            stamp,
            change.editId,
          );
        } else {
          await records.insertRefundRow(trx, {
            orderId: record.orderId,
            provider: 'cash',
            method: 'wallet',
            reference: `wallet:${String(record.orderId)}`,
            amountCents: -difference,
            stamp,
            editId: change.editId,
          });
          const refunded = record.refundedCents - difference;
          await records.updateRecord(trx, record.id, {
            refunded_cents: refunded,
            status: records.refundedStatus(record, refunded),
            updated_at: stamp,
          });
        }
        await syncOrderPaymentStatus(trx, record.orderId);
        return null;
      },
      abandon: () => Promise.resolve(),
    });
  },
};
