/**
 * One interface for payments made later, away from the shop (decision 060): an OXXO voucher the
 * shopper pays in cash at a store counter, or a SPEI reference they send a bank transfer to.
 * The order is written with the instructions; the provider's signed webhook says when money
 * arrived, and the payment is then re-read from the provider rather than taken from the event.
 */
export type DeferredMethod = 'oxxo' | 'spei';

export interface DeferredPaymentInput {
  method: DeferredMethod;
  amountCents: number;
  currency: string;
  /** Same key, same voucher or reference: a retried order never issues two. */
  idempotencyKey: string;
  /** After this the voucher or reference can't be paid (the provider refuses it). */
  expiresAt: Date;
  description: string;
  /** Who pays: OXXO vouchers carry the payer's name and e-mail (Stripe asks for both). */
  payer: { name: string; email: string | null };
}

/** What the shopper needs to pay, and the provider's id of the payment (`reference`). */
export type DeferredInstructions =
  | {
      method: 'oxxo';
      reference: string;
      voucher: { number: string; hostedUrl: string | null };
      expiresAt: Date;
    }
  | {
      method: 'spei';
      reference: string;
      transfer: { clabe: string; bank: string; reference: string };
      expiresAt: Date;
    };

/**
 * The payment as the provider sees it now: `awaiting` (nothing or part of it paid), `paid` (all
 * of it, or more), `expired` (its deadline passed), `canceled` (we cancelled it). `receivedCents`
 * is what the payer actually brought, which for a bank transfer can be less or more than asked.
 */
export interface DeferredStatus {
  status: 'awaiting' | 'paid' | 'expired' | 'canceled';
  receivedCents: number;
}

export interface DeferredPaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  create(input: DeferredPaymentInput): Promise<DeferredInstructions>;
  /** Nothing can be paid on it any more (the order was cancelled before money arrived). */
  cancel(reference: string): Promise<void>;
  /**
   * Gives `amountCents` of what arrived back to the payer; the key makes a retry give it once.
   * Works on a payment however it ended (a transfer that came after its order expired too).
   */
  refund(
    reference: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<{ reference: string }>;
  retrieve(reference: string): Promise<DeferredStatus>;
}

/** A webhook event, once its signature is checked: which payment it is about. */
export interface DeferredEvent {
  eventId: string;
  type: string;
  reference: string | null;
  now: Date;
}
