import {
  type WalletBalanceResponse,
  type WalletMovementPage,
  type WalletMovementsQuery,
  pageMeta,
} from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import type { AuthUser } from '../auth/session.service';
import { orderNumber } from '../orders/order-number';
import { getSettings } from '../settings/settings.service';
import * as repo from './wallet.repository';

/**
 * A mentor's wallet (decision 021): an append-only ledger whose sum is the balance. Spending
 * locks the ledger first, so concurrent spends can't take it below zero; every order-bound
 * movement happens at most once per order.
 */

/** A mentor's balance: the sum of their append-only ledger (DESIGN §6). */
export async function getBalance(db: Kysely<DB>, user: AuthUser): Promise<WalletBalanceResponse> {
  if (!user.isMentor) throw new AppError('forbidden', messages.walletForbidden);
  const [balance, settings] = await Promise.all([repo.sumEntries(db, user.id), getSettings(db)]);
  return { balance_cents: balance, currency: settings.currency };
}

/** The mentor's movements, newest first, each order-bound one with its order's number. */
export async function listMovements(
  db: Kysely<DB>,
  user: AuthUser,
  { page, per_page }: WalletMovementsQuery,
): Promise<WalletMovementPage> {
  if (!user.isMentor) throw new AppError('forbidden', messages.walletForbidden);
  const [rows, total] = await Promise.all([
    repo.listEntries(db, user.id, per_page, (page - 1) * per_page),
    repo.countEntries(db, user.id),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      amount_cents: row.amount_cents,
      kind: row.kind,
      order_id: row.order_id,
      order_number: row.order_id === null ? null : orderNumber(row.order_id),
      created_at: row.created_at,
    })),
    meta: pageMeta(page, per_page, total),
  };
}

/** The balance as it is now, without holding it (what a cart shows). */
export function walletBalance(db: Kysely<DB>, userId: number): Promise<number> {
  return repo.sumEntries(db, userId);
}

/**
 * Holds the user's ledger until the transaction ends and answers the balance: a payment from
 * it in the same transaction can't overdraw it, whatever other orders do meanwhile.
 */
export async function holdBalance(db: Kysely<DB>, userId: number): Promise<number> {
  await repo.lockLedger(db, userId);
  return repo.sumEntries(db, userId);
}

interface OrderMovement {
  userId: number;
  orderId: number;
  amountCents: number;
  now: Date;
}

/** Pays part or all of an order; call `holdBalance` first in the same transaction. */
export function payOrder(db: Kysely<DB>, { userId, orderId, amountCents, now }: OrderMovement) {
  return once(db, 'order_payment', { userId, orderId, amountCents: -amountCents, now });
}

/** Gives back what an order took from the wallet, once. */
export function refundOrder(db: Kysely<DB>, movement: OrderMovement) {
  return once(db, 'order_refund', movement);
}

/**
 * The difference a weighed order settles with the wallet, once (issue 25): positive gives back
 * what it weighed less than the estimate, negative takes what it weighed more (call
 * `holdBalance` first in the same transaction).
 */
export function settleOrder(db: Kysely<DB>, movement: OrderMovement) {
  return once(db, 'order_settlement', movement);
}

/** Credits a mentor's commission on a delivered order, once. */
export function creditCommission(db: Kysely<DB>, movement: OrderMovement) {
  return once(db, 'commission', movement);
}

/**
 * Takes back an order's commission, once; nothing when none was credited. The ledger never goes
 * below zero, so if the mentor has already spent it only what is left is taken back: the ledger
 * shows the commission and the smaller reversal side by side for an operator to settle.
 */
export async function reverseCommission(
  db: Kysely<DB>,
  orderId: number,
  now: Date,
): Promise<boolean> {
  const commission = await repo.findOrderEntry(db, 'commission', orderId);
  if (!commission) return false;
  const balance = await holdBalance(db, commission.user_id);
  return once(db, 'commission_reversal', {
    userId: commission.user_id,
    orderId,
    amountCents: -Math.min(commission.amount_cents, Math.max(0, balance)),
    now,
  });
}

function once(
  db: Kysely<DB>,
  kind:
    'order_payment' | 'order_refund' | 'order_settlement' | 'commission' | 'commission_reversal',
  { userId, orderId, amountCents, now }: OrderMovement,
): Promise<boolean> {
  return repo.insertEntryOnce(db, {
    userId,
    amountCents,
    kind,
    orderId,
    reason: `${kind}:${String(orderId)}`,
    now: now.toISOString(),
  });
}
