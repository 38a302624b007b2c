/**
 * The spec's `lastOrderId` (§3): the id of the last order placed on this device, saved in
 * localStorage. The completion screen reads it back.
 */
export const LAST_ORDER_KEY = 'lastOrderId';

export function saveLastOrderId(orderId: number): void {
  try {
    localStorage.setItem(LAST_ORDER_KEY, String(orderId));
  } catch {
    // Storage unavailable: the completion screen then offers the order list instead.
  }
}

export function lastOrderId(): number | null {
  try {
    const value = localStorage.getItem(LAST_ORDER_KEY);
    const id = value === null ? NaN : Number(value);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
