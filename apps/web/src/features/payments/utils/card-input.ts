import {
  cardBrand,
  isExpired,
  passesLuhn,
  type CardBrand,
  type SandboxCardBody,
} from '@canasta/contract';
import { esCheckout } from '../../../i18n/es-checkout';

/** How many digits a brand's numbers have (the contract's Luhn check allows 12–19). */
const LENGTHS: Record<CardBrand, readonly number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  unknown: [12, 13, 14, 15, 16, 17, 18, 19],
};

export const MAX_CARD_DIGITS = 19;

export function maxDigitsFor(brand: CardBrand): number {
  return Math.max(...LENGTHS[brand]);
}

/** The number as printed on the card: 4-6-5 for American Express, groups of four otherwise. */
export function formatCardNumber(digits: string): string {
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(' ');
}

/** "MMAA" digits as "MM/AA" (the slash appears with the third digit). */
export function formatExpiry(digits: string): string {
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2, 4)}` : digits;
}

/**
 * Applies a digits-only mask to what was typed: keeps the digits (at most `maxDigits`), and
 * says where the caret goes in the formatted text so it stays after the digit it followed.
 * Backspace right after a separator removes the digit before it.
 */
export function maskDigits(
  value: string,
  caret: number,
  previous: string,
  deleting: boolean,
  maxDigits: number,
  format: (digits: string) => string,
): { digits: string; caret: number } {
  let before = value.slice(0, caret).replace(/\D/g, '').length;
  let digits = value.replace(/\D/g, '');
  if (deleting && digits === previous && before > 0) {
    digits = digits.slice(0, before - 1) + digits.slice(before);
    before -= 1;
  }
  digits = digits.slice(0, maxDigits);
  before = Math.min(before, digits.length);
  const formatted = format(digits);
  let position = 0;
  let seen = 0;
  while (position < formatted.length && seen < before) {
    if (/\d/.test(formatted.charAt(position))) seen += 1;
    position += 1;
  }
  return { digits, caret: position };
}

export interface CardFields {
  /** Digits only. */
  number: string;
  /** "MMAA" digits. */
  expiry: string;
  cvc: string;
  holder: string;
}

export type CardField = keyof CardFields;
export type CardErrors = Partial<Record<CardField, string>>;

export const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc', 'holder'];

/**
 * Checks a card before it leaves the browser (Luhn, the brand's length, expiry through the end
 * of its month, the CVC's length, a name) with the same rules the sandbox applies. Gives the
 * tokenization body, or the Spanish reason for each field to fix.
 */
export function checkCard(
  fields: CardFields,
  now: Date,
): { ok: true; body: SandboxCardBody } | { ok: false; errors: CardErrors } {
  const errors: CardErrors = {};
  const brand = cardBrand(fields.number);
  if (fields.number.length === 0) errors.number = esCheckout.payment.numberRequired;
  else if (!LENGTHS[brand].includes(fields.number.length) || !passesLuhn(fields.number)) {
    errors.number = esCheckout.payment.numberInvalid;
  }

  const month = Number(fields.expiry.slice(0, 2));
  const year = 2000 + Number(fields.expiry.slice(2, 4));
  if (!/^\d{4}$/.test(fields.expiry) || month < 1 || month > 12) {
    errors.expiry = esCheckout.payment.expiryInvalid;
  } else if (isExpired(month, year, now)) {
    errors.expiry = esCheckout.payment.expired;
  }

  const cvcDigits = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcDigits}}$`).test(fields.cvc)) {
    errors.cvc = esCheckout.payment.cvcInvalid(cvcDigits);
  }

  const holder = fields.holder.trim();
  if (holder.length < 2) errors.holder = esCheckout.payment.holderRequired;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      number: fields.number,
      exp_month: month,
      exp_year: year,
      cvc: fields.cvc,
      holder_name: holder,
    },
  };
}
