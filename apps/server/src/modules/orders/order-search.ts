import { normalizeSearchText } from '../catalogue/search-text';
import { clientSearchTerms } from '../clients/client-search';

/**
 * What the orders board's `q` finds an order by (issue 23), written once when it is placed: the
 * customer's name, lower-case and accent-free, and phone digits (the client's, for an order a
 * seller or mentor placed for one), and the delivery's receiver, who may be someone else. A
 * shopper's own phone is added by the insert itself (orders.repository.ts), from their row.
 */
export function orderSearchText(
  customer: { name: string; phone: string | null },
  address: { receiver_name: string; receiver_phone: string } | null,
): string {
  const parts = [
    normalizeSearchText(customer.name),
    digits(customer.phone),
    address ? normalizeSearchText(address.receiver_name) : '',
    digits(address?.receiver_phone ?? null),
  ];
  return [...new Set(parts.filter(Boolean))].join(' ');
}

/** The board's search terms: a phone or an order number as one run of digits, else words. */
export function orderSearchTerms(q: string | undefined): string[] {
  return clientSearchTerms(q);
}

function digits(phone: string | null): string {
  return phone?.replace(/\D/g, '') ?? '';
}
