/**
 * A wa.me link that opens a chat with `phone` (any form: `+52 55 1000 0000`), with `text` typed
 * in when given; null when the phone has no digits to dial.
 */
export function whatsappLink(phone: string, text?: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return null;
  return text === undefined
    ? `https://wa.me/${digits}`
    : `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
