import { es } from '../../../../i18n/es';
import { isApiError } from '../../../../lib/api-client';

/**
 * The words to show for a failed call: the server's own message (its first field message when
 * it names one, e.g. the SKU another product has), or the shop's general one.
 */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.displayMessage : es.errors.unexpected;
}
