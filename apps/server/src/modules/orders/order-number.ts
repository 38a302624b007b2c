/** An order's number is this plus its id. */
export const ORDER_NUMBER_BASE = 100000;

/**
 * An order's number (decision 012): 100000 + its id. Short enough to read out on the phone,
 * never reused, and it doesn't reveal how many orders other stores have. The one place this
 * formula lives (orders.repository.ts writes it in SQL from ORDER_NUMBER_BASE).
 */
export function orderNumber(orderId: number): string {
  return String(ORDER_NUMBER_BASE + orderId);
}
