import type { PaymentMethod, PaymentRecordStatus } from '@canasta/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { DB, PaymentRow } from '../../db/schema';
import type { CardProvider } from '../../providers/payments/card-provider';
import type { DeferredPaymentProvider } from '../../providers/payments/deferred-provider';

/**
 * One handler per payment method, all with this interface (decision 059). Orders never call a
 * handler themselves: they call the payments service (payments.service.ts), which finds the
 * handler for each of the order's records (`handlerFor`, payment-handlers.ts).
 *
 * Where each step runs:
 * - `start` and `abandon`: outside any transaction (they ask a provider: a card hold, an OXXO
 *   voucher, a SPEI reference); `abandon` undoes `start` when the order's transaction failed.
 * - `attach`: inside the order's transaction, writes the record.
 * - `settle`, `cancel`, `expire`, `refund`: inside the caller's transaction (the order row is
 *   locked); they write the record's new state and answer the provider call to make once the
 *   transaction committed (`AfterCommit`), or null when nothing is left to ask.
 * - `changeAmount`: before the edit's transaction (a card may need a new hold for more, which may
 *   be declined: 402 before anything is written); its plan's `apply` runs in the transaction,
 *   `abandon` if the transaction failed.
 *
 * Every step is safe to run twice: a record already in the state asked for is left alone, and
 * provider calls carry idempotency keys (the hold's row, the edit's id).
 */

/** Where a provider call that failed after a commit is logged (a Fastify logger fits). */
export interface PaymentLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface PaymentDeps {
  db: Kysely<DB>;
  clock: Clock;
  log: PaymentLog;
  /** Null when card payments are off. */
  cardProvider: CardProvider | null;
  /** OXXO and SPEI (decision 060); null when they are off. */
  deferredProvider: DeferredPaymentProvider | null;
}

/** What the shopper pays an OXXO voucher or a SPEI transfer with (the record's `details`). */
export interface PaymentDetails {
  voucher?: { reference: string; barcode_url: string };
  transfer?: { clabe: string; bank: string; reference: string };
}

/** A payment record (a `payments` row of kind 'charge'), as handlers and the order view read it. */
export interface PaymentRecord {
  id: number;
  orderId: number;
  method: PaymentMethod;
  status: PaymentRecordStatus;
  provider: PaymentRow['provider'];
  /** The provider's id (a card hold, a voucher); `wallet:<order>` for a wallet; null for cash. */
  reference: string | null;
  /** What the record covers of the order (a card: its hold until captured, then the charge). */
  amountCents: number;
  refundedCents: number;
  /** OXXO/SPEI: what arrived so far; null until something did. */
  receivedCents: number | null;
  expiresAt: string | null;
  details: PaymentDetails | null;
  /** The order edit this record covers the difference of; null for the order's own. */
  editId: number | null;
}

export interface StartInput {
  /** Who pays: the placer (card holds are asked under them, decision 033). */
  userId: number;
  /** Same key, same provider request: the order's Idempotency-Key, or `edit-<id>` for an edit. */
  key: string;
  amountCents: number;
  currency: string;
  description: string;
  /** Card: the provider's token or payment-method id; null for the other methods. */
  cardToken: string | null;
  /** OXXO/SPEI: the deadline the service worked out (decision 060); null for the others. */
  expiresAt: string | null;
}

/** What `start` obtained, to be written as the record by `attach`. */
export interface StartedPayment {
  method: PaymentMethod;
  amountCents: number;
  /** The record's first status: cash `awaiting_payment`, card `authorized`, wallet `paid`, … */
  status: PaymentRecordStatus;
  provider: PaymentRow['provider'];
  reference: string | null;
  expiresAt: string | null;
  details: PaymentDetails | null;
  /** Card only: the card as the provider named it, and the card_holds row (decision 033). */
  card: { brand: string; last4: string; holdId: number } | null;
}

/**
 * A provider call to make after the caller's transaction committed (capture, void, refund,
 * cancel a voucher). It records what the provider answered in its own transaction; a failure is
 * logged and left to the stranded-payments sweep, it never throws.
 */
export type AfterCommit = () => Promise<void>;

/** An order edit's change to what one record covers (decision 061). */
export interface AmountChange {
  /** What the record covers after the edit. */
  amountCents: number;
  /** The edit: the change is made once per edit, however often it is asked. */
  editId: number;
}

/** A change prepared before the edit's transaction (provider asked already, when needed). */
export interface AmountChangePlan {
  /** In the edit's transaction: write the change (a new record, a ledger movement, …). */
  apply(trx: Kysely<DB>): Promise<AfterCommit | null>;
  /** The edit's transaction failed: release what was asked for (a new hold, a new voucher). */
  abandon(): Promise<void>;
}

/** The order a record is written for, who pays it, and the edit it covers (if any). */
export interface AttachTarget {
  orderId: number;
  /** The placer (decision 019): the wallet part is theirs. */
  payerUserId: number;
  editId?: number | null;
}

export interface PaymentHandler {
  readonly method: PaymentMethod;
  /** Before the order's transaction; a card decline is 402, a provider down 503. */
  start(deps: PaymentDeps, input: StartInput): Promise<StartedPayment>;
  /** Undo of `start` (no transaction): logs a failure, leaves it to the sweep; never throws. */
  abandon(deps: PaymentDeps, started: StartedPayment): Promise<void>;
  /** In the order's transaction: writes the record (a card also takes its hold for the order). */
  attach(
    trx: Kysely<DB>,
    deps: PaymentDeps,
    target: AttachTarget,
    started: StartedPayment,
  ): Promise<PaymentRecord>;
  /**
   * The money due on this record is now `amountCents` and is collected: a card captured for
   * that much (the rest of the hold released, 0 voids it), cash collected at the door, an
   * OXXO/SPEI payment that arrived (`amountCents` = what it brought).
   */
  settle(
    trx: Kysely<DB>,
    deps: PaymentDeps,
    record: PaymentRecord,
    amountCents: number,
  ): Promise<AfterCommit | null>;
  /**
   * The order is cancelled: before money moved, void a hold / cancel a voucher / nothing to
   * collect; after it moved, everything not yet refunded goes back.
   */
  cancel(trx: Kysely<DB>, deps: PaymentDeps, record: PaymentRecord): Promise<AfterCommit | null>;
  /** The record's deadline passed unpaid (OXXO/SPEI). */
  expire(trx: Kysely<DB>, deps: PaymentDeps, record: PaymentRecord): Promise<AfterCommit | null>;
  /** Gives back `amountCents` of what was paid (never more than is left). */
  refund(
    trx: Kysely<DB>,
    deps: PaymentDeps,
    record: PaymentRecord,
    amountCents: number,
  ): Promise<AfterCommit | null>;
  /**
   * An order edit changed what this record covers (no transaction open): card a new hold for
   * more or a partial release for less, wallet a ledger movement, cash the new amount to
   * collect; OXXO/SPEI a new record and voucher for the extra, or 409 once paid.
   */
  changeAmount(
    deps: PaymentDeps,
    record: PaymentRecord,
    change: AmountChange,
  ): Promise<AmountChangePlan>;
}
