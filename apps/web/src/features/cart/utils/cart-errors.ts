import { es } from '../../../i18n/es';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';

/** One toast at a time for cart failures: a burst of refused taps shows the latest reason. */
export const CART_ERROR_TOAST_ID = 'cart-error';

/**
 * Tells the shopper why a cart change didn't happen, in the server's words (Spanish). A refused
 * quantity's words already name the maximum, so it is said once.
 */
export function notifyCartError(
  error: unknown,
  offlineMessage: string = es.connection.addToCart,
): void {
  if (!isApiError(error)) {
    notify.error(es.errors.unexpected, { id: CART_ERROR_TOAST_ID });
    return;
  }
  // Offline the cart can't change: the server keeps it (decision 039).
  if (error.code === 'offline') {
    notify.error(offlineMessage, { id: CART_ERROR_TOAST_ID });
    return;
  }
  notify.error(error.displayMessage, { id: CART_ERROR_TOAST_ID });
}
