import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_CODE_LENGTH } from '@canasta/contract';

/** A uniformly random numeric code from the operating system's CSPRNG. */
export function generateLoginCode(): string {
  return String(randomInt(0, 10 ** OTP_CODE_LENGTH)).padStart(OTP_CODE_LENGTH, '0');
}

/** What is stored instead of the code: an HMAC bound to the phone, useless without the secret. */
export function loginCodeHmac(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
}

export function sameHmac(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
