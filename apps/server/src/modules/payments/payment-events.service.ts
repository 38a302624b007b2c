import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { CardProvider } from '../../providers/payments/card-provider';
import { reverseCommission } from '../wallet/wallet.service';
import { syncOrderPaymentStatus } from './order-payment-status';
import * as repo from './payment-events.repository';
import * as records from './payment-records.repository';

/** Payments settled by the provider (webhooks), applied to their orders. */

/**
 * A provider's webhook event, handled once: recorded, then the payment it names is re-read and
 * applied. If applying fails the record goes, so the provider's retry is handled again.
 */
export async function handleProviderEvent(
  db: Kysely<DB>,
  provider: CardProvider,
  event: { eventId: string; type: string; reference: string | null; now: Date },
): Promise<void> {
  const fresh = await repo.recordPaymentEvent(db, {
    provider: provider.name,
    eventId: event.eventId,
    type: event.type,
    now: event.now.toISOString(),
  });
  if (!fresh || !event.reference) return;
  try {
    await applyProviderPayment(db, provider, event.reference, event.now);
  } catch (error) {
    await repo.deletePaymentEvent(db, provider.name, event.eventId);
    throw error;
  }
}

/**
 * Applies the provider's current view of a payment (re-read from the provider, never taken
 * from the event) to its order. A refund takes back the mentor's commission on it, if any
 * (decision 021), with the order row locked as a status change locks it.
 */
async function applyProviderPayment(
  db: Kysely<DB>,
  provider: CardProvider,
  reference: string,
  now: Date,
): Promise<void> {
  const charge = await records.findRecordByReference(db, provider.name, reference);
  if (!charge) return;
  const status = await provider.retrieve(reference);
  const recordStatus =
    status === 'paid'
      ? 'paid'
      : status === 'refunded'
        ? 'refunded'
        : status === 'failed'
          ? 'failed'
          : null;
  if (!recordStatus) return;
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    if (recordStatus === 'refunded') {
      await records.lockOrder(trx, charge.order_id, stamp);
      await reverseCommission(trx, charge.order_id, now);
    }
    await records.updateRecord(trx, charge.id, {
      status: recordStatus,
      ...(recordStatus === 'refunded' ? { refunded_cents: charge.amount_cents } : {}),
      updated_at: stamp,
    });
    await syncOrderPaymentStatus(trx, charge.order_id);
  });
}
