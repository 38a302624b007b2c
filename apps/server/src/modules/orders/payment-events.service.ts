import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { CardProvider } from '../../providers/payments/card-provider';
import { reverseCommission } from '../wallet/wallet.service';
import * as repo from './orders.repository';

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
  const charge = await repo.findChargeByReference(db, provider.name, reference);
  if (!charge) return;
  const status = await provider.retrieve(reference);
  const paymentStatus =
    status === 'paid'
      ? 'paid'
      : status === 'refunded'
        ? 'refunded'
        : status === 'failed'
          ? 'failed'
          : null;
  if (!paymentStatus) return;
  await db.transaction().execute(async (trx) => {
    if (paymentStatus === 'refunded') {
      await repo.lockOrder(trx, charge.order_id, now.toISOString());
      await reverseCommission(trx, charge.order_id, now);
    }
    await repo.updateCharge(trx, charge.order_id, {
      status: paymentStatus,
      updated_at: now.toISOString(),
    });
    await repo.updateOrder(trx, charge.order_id, { payment_status: paymentStatus });
  });
}
