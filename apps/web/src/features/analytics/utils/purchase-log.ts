/**
 * Which orders' `purchase` was already sent from this device (localStorage `ga4_purchases`), so
 * reloading or reopening the completion screen never counts an order twice. The newest few are
 * kept: an order is only ever shown as "just placed" shortly after it was placed.
 */
export const PURCHASES_KEY = 'ga4_purchases';
const KEEP = 50;

function readIds(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(PURCHASES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Records the transaction and says whether it is new. When storage is unavailable the answer is
 * "not new": missing one purchase is better than counting one twice on every reload.
 */
export function claimPurchase(transactionId: string): boolean {
  try {
    const ids = readIds();
    if (ids.includes(transactionId)) return false;
    localStorage.setItem(PURCHASES_KEY, JSON.stringify([...ids, transactionId].slice(-KEEP)));
    return localStorage.getItem(PURCHASES_KEY)?.includes(JSON.stringify(transactionId)) ?? false;
  } catch {
    return false;
  }
}
