/**
 * Events that must be sent once per thing, remembered across reloads:
 * - `purchase`, once per `transaction_id` on this device (localStorage `ga4_purchases`), so
 *   reloading or reopening the completion screen never counts an order twice;
 * - `begin_checkout`, once per cart in this tab (sessionStorage `ga4_checkouts`), so moving
 *   between the checkout steps, or the fresh load of the card step, doesn't begin it again.
 * The newest few ids are kept: an order is only "just placed" shortly after it was placed.
 */
export const PURCHASES_KEY = 'ga4_purchases';
export const CHECKOUTS_KEY = 'ga4_checkouts';
const KEEP = 50;

function readIds(storage: Storage, key: string): string[] {
  const value: unknown = JSON.parse(storage.getItem(key) ?? '[]');
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * Records the id and says whether it is new. When storage is unavailable the answer is "not
 * new": missing one event is better than counting one again on every reload.
 */
function claimOnce(storage: () => Storage, key: string, id: string): boolean {
  try {
    const ids = readIds(storage(), key);
    if (ids.includes(id)) return false;
    storage().setItem(key, JSON.stringify([...ids, id].slice(-KEEP)));
    return readIds(storage(), key).includes(id);
  } catch {
    return false;
  }
}

export function claimPurchase(transactionId: string): boolean {
  return claimOnce(() => localStorage, PURCHASES_KEY, transactionId);
}

export function claimCheckout(cartId: string): boolean {
  return claimOnce(() => sessionStorage, CHECKOUTS_KEY, cartId);
}
