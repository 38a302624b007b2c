/**
 * Mexican mobile numbers as the shop front shows and sends them: 10 national digits typed as
 * "55 1234 5678" behind a fixed "+52", sent as E.164 ("+525512345678"). The server normalizes
 * and validates for real (libphonenumber); these helpers only shape what the shopper types.
 */
export const COUNTRY_CALLING_CODE = '52';
export const NATIONAL_DIGITS = 10;
const GROUPS = [2, 4, 4];

/** "5512345678" → "55 1234 5678" (partial input is grouped as far as it goes). */
export function formatNationalDigits(digits: string): string {
  const parts: string[] = [];
  let start = 0;
  for (const size of GROUPS) {
    const part = digits.slice(start, start + size);
    if (!part) break;
    parts.push(part);
    start += size;
  }
  return parts.join(' ');
}

/**
 * The national digits in what was typed or pasted. A pasted "+52 55 1234 5678", "52…" or
 * WhatsApp's "521…" loses its country code; anything beyond 10 digits is dropped.
 */
export function nationalDigits(input: string): string {
  return stripCountryCode(input.replace(/\D/g, '')).slice(0, NATIONAL_DIGITS);
}

function stripCountryCode(digits: string): string {
  if (digits.length === NATIONAL_DIGITS + 3 && digits.startsWith(`${COUNTRY_CALLING_CODE}1`)) {
    return digits.slice(3);
  }
  if (digits.length === NATIONAL_DIGITS + 2 && digits.startsWith(COUNTRY_CALLING_CODE)) {
    return digits.slice(2);
  }
  return digits;
}

export function toE164(digits: string): string {
  return `+${COUNTRY_CALLING_CODE}${digits}`;
}

/** "+525510000001" → "+52 55 1000 0001"; other numbers are shown as they are. */
export function formatPhone(e164: string): string {
  const prefix = `+${COUNTRY_CALLING_CODE}`;
  const national = e164.startsWith(prefix) ? e164.slice(prefix.length) : '';
  if (!/^\d{10}$/.test(national)) return e164;
  return `${prefix} ${formatNationalDigits(national)}`;
}

export interface MaskedValue {
  /** What the field shows: "55 1234 5678". */
  value: string;
  /** The national digits it holds. */
  digits: string;
  /** Where the caret goes: after the same digits it followed before formatting. */
  caret: number;
}

/**
 * Formats a phone field after an edit, keeping the caret after the digit it followed (so
 * typing or deleting in the middle doesn't throw it to the end). Deleting only a space with
 * Backspace deletes the digit before it, as the shopper meant.
 */
export function maskPhoneInput(
  raw: string,
  caret: number,
  previousDigits: string,
  deletingBackward: boolean,
): MaskedValue {
  let digitsBeforeCaret = raw.slice(0, caret).replace(/\D/g, '').length;
  let allDigits = raw.replace(/\D/g, '');
  if (deletingBackward && allDigits === previousDigits && digitsBeforeCaret > 0) {
    allDigits = allDigits.slice(0, digitsBeforeCaret - 1) + allDigits.slice(digitsBeforeCaret);
    digitsBeforeCaret -= 1;
  }
  const stripped = stripCountryCode(allDigits);
  digitsBeforeCaret = Math.max(0, digitsBeforeCaret - (allDigits.length - stripped.length));
  const digits = stripped.slice(0, NATIONAL_DIGITS);
  const value = formatNationalDigits(digits);
  return {
    value,
    digits,
    caret: caretAfterDigits(value, Math.min(digitsBeforeCaret, digits.length)),
  };
}

function caretAfterDigits(value: string, count: number): number {
  if (count === 0) return 0;
  let seen = 0;
  for (let index = 0; index < value.length; index++) {
    if (/\d/.test(value.charAt(index))) seen++;
    if (seen === count) return index + 1;
  }
  return value.length;
}
