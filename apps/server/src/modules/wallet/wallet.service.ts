import type { WalletBalanceResponse } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import type { AuthUser } from '../auth/session.service';
import { getSettings } from '../settings/settings.service';
import { insertEntry, lockLedger, sumEntries } from './wallet.repository';

/** A mentor's balance: the sum of their append-only ledger (DESIGN §6). */
export async function getBalance(db: Kysely<DB>, user: AuthUser): Promise<WalletBalanceResponse> {
  if (!user.isMentor) throw new AppError('forbidden', messages.walletForbidden);
  const [balance, settings] = await Promise.all([sumEntries(db, user.id), getSettings(db)]);
  return { balance_cents: balance, currency: settings.currency };
}

/** Pays from a mentor's wallet; false when the balance doesn't cover it (it never goes below 0). */
export async function debitWallet(
  db: Kysely<DB>,
  userId: number,
  amountCents: number,
  reason: string,
  now: Date,
): Promise<boolean> {
  await lockLedger(db, userId);
  if ((await sumEntries(db, userId)) < amountCents) return false;
  await insertEntry(db, { userId, amountCents: -amountCents, reason, now: now.toISOString() });
  return true;
}

export async function creditWallet(
  db: Kysely<DB>,
  userId: number,
  amountCents: number,
  reason: string,
  now: Date,
): Promise<void> {
  await insertEntry(db, { userId, amountCents, reason, now: now.toISOString() });
}
