/**
 * Card checks run before a card leaves the browser, shared with the sandbox provider. Free of
 * zod so the payment screen's form can use them directly.
 */

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'unknown';

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/** A card is usable through the end of its expiry month. */
export function isExpired(month: number, year: number, now: Date): boolean {
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) < thisMonth;
}
