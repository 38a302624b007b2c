/**
 * An order's number (decision 012): 100000 + its id. Short enough to read out on the phone,
 * never reused, and it doesn't reveal how many orders other stores have. The one place this
 * formula lives.
 */
export function orderNumber(orderId: number): string {
  return String(100000 + orderId);
}
