import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { messages } from '../../messages';

export type PhoneResult =
  { ok: true; phone: string } | { ok: false; reason: 'invalid' | 'country'; message: string };

/**
 * Normalizes a phone to E.164 (default country MX: "55 1234 5678" → +525512345678). Mexican
 * mobiles written with the old mobile "1" (+52 1 55…, as WhatsApp reports them) are the same
 * person as +52 55…, so the 1 is dropped.
 */
export function normalizePhone(input: string, allowedCountryCodes: readonly string[]): PhoneResult {
  let text = input.replace(/[\s().-]/g, '');
  const oldMobile = /^(?:\+|00)?521(\d{10})$/.exec(text);
  if (oldMobile) text = `+52${oldMobile[1] ?? ''}`;
  if (text.startsWith('00')) text = `+${text.slice(2)}`;
  const parsed = parsePhoneNumberFromString(text, 'MX');
  if (!parsed?.isValid()) return { ok: false, reason: 'invalid', message: messages.phoneInvalid };
  if (!allowedCountryCodes.includes(parsed.countryCallingCode)) {
    return {
      ok: false,
      reason: 'country',
      message: messages.phoneCountryNotAllowed(allowedCountryCodes),
    };
  }
  return { ok: true, phone: parsed.number };
}
