import { es } from '../../../i18n/es';
import { esCheckout } from '../../../i18n/es-checkout';
import { isApiError } from '../../../lib/api-client';

/** The checkout fields an order can be refused for, each fixed on its own step. */
export const STEP_FIELDS = [
  'delivery_type',
  'delivery_slot_id',
  'address_id',
  'cart',
  'coupon',
] as const;
export type StepField = (typeof STEP_FIELDS)[number];

/**
 * Why placing the order failed, sorted by what the shopper can do about it:
 * - `unknown`: no clear answer (no connection, a server error, the cart still busy with the same
 *   order): try again **with the same Idempotency-Key**, which can't place a second order;
 * - `declined`: the card was refused (402); pay again, with another card or in cash;
 * - `step`: a choice on an earlier step no longer holds (422 on that field);
 * - `stock`: products ran out meanwhile (409); back to the cart;
 * - `payment`: the payment itself was refused (422 on `payment.*`), fixed on this screen;
 * - `session`: the session ended (401); the layout sends the shopper to sign in again;
 * - `gone`: the cart doesn't exist any more (404).
 * Everything except `unknown` is a final answer: the next attempt gets a new key.
 */
export type OrderProblem =
  | { kind: 'unknown'; message: string }
  | { kind: 'declined'; message: string }
  | { kind: 'step'; field: StepField; message: string }
  | { kind: 'stock'; message: string }
  | { kind: 'payment'; message: string }
  | { kind: 'session'; message: string }
  | { kind: 'gone'; message: string };

export function orderProblem(error: unknown): OrderProblem {
  if (!isApiError(error)) return { kind: 'unknown', message: esCheckout.payment.unknownOutcome };
  // Sent while offline: nothing reached the server, but the key is kept all the same.
  if (error.code === 'offline') return { kind: 'unknown', message: es.connection.placeOrder };
  if (error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429) {
    return { kind: 'unknown', message: esCheckout.payment.unknownOutcome };
  }
  if (error.code === 'cart_blocked') return { kind: 'unknown', message: error.message };
  if (error.code === 'payment_declined') return { kind: 'declined', message: error.message };
  if (error.code === 'conflict') return { kind: 'stock', message: error.message };
  if (error.code === 'unauthenticated') return { kind: 'session', message: error.message };
  if (error.code === 'cart_not_found') return { kind: 'gone', message: error.message };
  const field = STEP_FIELDS.find((name) => error.fieldMessages(name).length > 0);
  if (field) {
    return { kind: 'step', field, message: error.fieldMessages(field)[0] ?? error.message };
  }
  return { kind: 'payment', message: error.displayMessage };
}

/** Whether the attempt's key must be kept for the next try (the outcome is still unknown). */
export function keepsAttempt(problem: OrderProblem): boolean {
  return problem.kind === 'unknown';
}
