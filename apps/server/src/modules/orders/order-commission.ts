import type { Kysely } from 'kysely';
import type { DB, OrderRow } from '../../db/schema';
import { getMentorCommissionBps } from '../catalogue/catalogue.service';
import { getUser } from '../users/users.service';
import { creditCommission } from '../wallet/wallet.service';

/**
 * A mentor's commission (decision 021): when an order a mentor placed for one of their clients
 * is delivered, the store's rate of its subtotal after discounts goes to the mentor's wallet;
 * when that order's payment is later refunded, it is taken back (payment-events.service.ts).
 * Each happens once per order (the ledger's unique (kind, order_id)), so a replayed status or
 * payment event changes nothing. Both run inside the transaction that writes the status, with
 * the order row locked.
 */

const BASIS_POINTS = 10_000;

/** On `delivered`: credits the placer if they are (still) a mentor and the order was a client's. */
export async function creditMentorCommission(
  trx: Kysely<DB>,
  order: OrderRow,
  now: Date,
): Promise<void> {
  if (order.client === null || order.payment_status === 'refunded') return;
  const placer = await getUser(trx, order.placed_by_user_id);
  if (!placer.is_mentor) return;
  const bps = await getMentorCommissionBps(trx, order.store_id);
  const amountCents = Math.floor(
    (Math.max(0, order.subtotal_cents - order.discount_cents) * bps) / BASIS_POINTS,
  );
  if (amountCents <= 0) return;
  await creditCommission(trx, { userId: placer.id, orderId: order.id, amountCents, now });
}
