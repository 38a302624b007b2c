/**
 * One interface for card payments. Orders authorize the total before they are written, capture
 * once the order is committed, and void the hold if placing the order fails after all.
 */
export interface AuthorizeInput {
  amountCents: number;
  currency: string;
  /** The provider's token or payment-method id; never a card number. */
  token: string;
  /** Same key, same authorization: a retried request never holds the money twice. */
  idempotencyKey: string;
  description: string;
}

export type Authorization =
  | { approved: true; reference: string; brand: string; last4: string }
  | { approved: false; message: string };

export type ProviderPaymentStatus = 'authorized' | 'paid' | 'failed' | 'refunded' | 'pending';

export interface CardProvider {
  readonly name: 'sandbox' | 'stripe';
  authorize(input: AuthorizeInput): Promise<Authorization>;
  /**
   * Charges the hold: all of it, or `amountCents` of it (an order weighed lighter than its hold,
   * issue 25); the rest of the hold is released. Never more than was held.
   */
  capture(reference: string, amountCents?: number): Promise<void>;
  void(reference: string): Promise<void>;
  refund(reference: string, amountCents: number): Promise<{ reference: string }>;
  /** The payment as the provider sees it now (webhooks re-read it rather than trust the event). */
  retrieve(reference: string): Promise<ProviderPaymentStatus>;
}
