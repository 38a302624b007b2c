import { expect, it } from 'vitest';
import {
  checkCard,
  formatCardNumber,
  formatExpiry,
  maskDigits,
  type CardFields,
} from './card-input';

const NOW = new Date('2026-11-21T12:00:00Z');
const VALID: CardFields = {
  number: '4242424242424242',
  expiry: '1230',
  cvc: '123',
  holder: '  Lucía Hernández ',
};

it('groups numbers as printed: fours, or 4-6-5 for American Express', () => {
  expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  expect(formatCardNumber('42424')).toBe('4242 4');
  expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
  expect(formatCardNumber('4242424242424242123')).toBe('4242 4242 4242 4242 123');
  expect(formatExpiry('1')).toBe('1');
  expect(formatExpiry('12')).toBe('12');
  expect(formatExpiry('123')).toBe('12/3');
  expect(formatExpiry('1230')).toBe('12/30');
});

it('keeps the caret after the digit it followed, and backspace over a space removes a digit', () => {
  // "4242 4|" typing 2 at the end.
  expect(maskDigits('4242 42', 7, '42424', false, 19, formatCardNumber)).toEqual({
    digits: '424242',
    caret: 7,
  });
  // A digit typed in the middle: "42|42" → "42942"
  expect(maskDigits('429424', 3, '42424', false, 19, formatCardNumber)).toEqual({
    digits: '429424',
    caret: 3,
  });
  // Backspace right after the space of "4242 |4": the 2 before it goes.
  expect(maskDigits('42424', 4, '42424', true, 19, formatCardNumber)).toEqual({
    digits: '4244',
    caret: 3,
  });
  // Pasted with dashes and too long: digits only, at most the brand's length.
  expect(maskDigits('4242-4242-4242-4242-9999', 24, '', false, 16, formatCardNumber)).toEqual({
    digits: '4242424242424242',
    caret: 19,
  });
});

it('accepts a valid card and builds the tokenization body', () => {
  expect(checkCard(VALID, NOW)).toEqual({
    ok: true,
    body: {
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2030,
      cvc: '123',
      holder_name: 'Lucía Hernández',
    },
  });
  // Usable through the end of its expiry month.
  expect(checkCard({ ...VALID, expiry: '1126' }, NOW).ok).toBe(true);
});

it('refuses a number failing Luhn or its brand length, an expired or malformed date, a short CVC, no name', () => {
  expect(checkCard({ ...VALID, number: '4242424242424241' }, NOW)).toEqual({
    ok: false,
    errors: { number: 'El número de la tarjeta no es válido. Revísalo.' },
  });
  // Passes Luhn, but Visa numbers are 13, 16 or 19 digits long.
  expect(checkCard({ ...VALID, number: '42424242424242' }, NOW).ok).toBe(false);
  expect(checkCard({ ...VALID, number: '' }, NOW)).toMatchObject({
    errors: { number: 'Escribe el número de la tarjeta.' },
  });
  expect(checkCard({ ...VALID, expiry: '1026' }, NOW)).toMatchObject({
    errors: { expiry: 'La tarjeta está vencida.' },
  });
  expect(checkCard({ ...VALID, expiry: '1330' }, NOW)).toMatchObject({
    errors: { expiry: 'Escribe el vencimiento como MM/AA, por ejemplo 08/29.' },
  });
  expect(checkCard({ ...VALID, expiry: '123' }, NOW).ok).toBe(false);
  expect(checkCard({ ...VALID, cvc: '12' }, NOW)).toMatchObject({
    errors: { cvc: 'El código de seguridad tiene 3 dígitos.' },
  });
  expect(checkCard({ ...VALID, number: '378282246310005', cvc: '123' }, NOW)).toMatchObject({
    errors: { cvc: 'El código de seguridad tiene 4 dígitos.' },
  });
  expect(checkCard({ ...VALID, holder: ' L ' }, NOW)).toMatchObject({
    errors: { holder: 'Escribe el nombre como aparece en la tarjeta.' },
  });
});
