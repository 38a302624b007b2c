import { describe, expect, it } from 'vitest';
import { formatNationalDigits, formatPhone, maskPhoneInput, nationalDigits, toE164 } from './phone';

describe('formatNationalDigits', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['55', '55'],
    ['551', '55 1'],
    ['551234', '55 1234'],
    ['5512345', '55 1234 5'],
    ['5512345678', '55 1234 5678'],
  ])('groups %j as %j', (digits, shown) => {
    expect(formatNationalDigits(digits)).toBe(shown);
  });
});

describe('nationalDigits', () => {
  it.each([
    ['55 1234 5678', '5512345678'],
    ['(55) 1234-5678', '5512345678'],
    ['+52 55 1234 5678', '5512345678'],
    ['525512345678', '5512345678'],
    ['+52 1 55 1234 5678', '5512345678'],
    ['55123456789999', '5512345678'],
    ['abc', ''],
  ])('reads %j as %j', (typed, digits) => {
    expect(nationalDigits(typed)).toBe(digits);
  });

  it('sends E.164 and shows it back grouped', () => {
    expect(toE164('5512345678')).toBe('+525512345678');
    expect(formatPhone('+525510000001')).toBe('+52 55 1000 0001');
    expect(formatPhone('+14155550100')).toBe('+14155550100');
  });
});

describe('maskPhoneInput', () => {
  it('formats as the digits are typed, with the caret at the end', () => {
    expect(maskPhoneInput('551', 3, '55', false)).toEqual({
      value: '55 1',
      digits: '551',
      caret: 4,
    });
  });

  it('keeps the caret after the digit it followed when typing in the middle', () => {
    // "55 1234 5678" with a 9 typed after "55 1": the caret stays right after the 9.
    const masked = maskPhoneInput('55 19234 5678', 5, '5512345678', false);
    expect(masked.digits).toBe('5519234567');
    expect(masked.value).toBe('55 1923 4567');
    expect(masked.caret).toBe(5);
  });

  it('deletes the digit before a space when Backspace only removed the space', () => {
    // "55 1234" with the caret after the space; Backspace removes the space: "551234", caret 2.
    const masked = maskPhoneInput('551234', 2, '551234', true);
    expect(masked).toEqual({ value: '51 234', digits: '51234', caret: 1 });
  });

  it('drops a pasted country code and stops at 10 digits', () => {
    const pasted = '+52 1 55 1234 5678';
    expect(maskPhoneInput(pasted, pasted.length, '', false)).toEqual({
      value: '55 1234 5678',
      digits: '5512345678',
      caret: 12,
    });
    expect(maskPhoneInput('55 1234 56789', 13, '5512345678', false).digits).toBe('5512345678');
  });
});
