import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone';

const MX = ['52'];

describe('normalizePhone', () => {
  it('reads Mexican numbers however they are typed', () => {
    for (const typed of [
      '55 1234 5678',
      '5512345678',
      '(55) 1234-5678',
      '+52 55 1234 5678',
      '+525512345678',
      '0052 55 1234 5678',
      '+52 1 55 1234 5678',
      '5215512345678',
    ]) {
      expect(normalizePhone(typed, MX), typed).toEqual({ ok: true, phone: '+525512345678' });
    }
  });

  it('refuses numbers that are not valid phones', () => {
    for (const typed of ['', '123', '55 1234', '55123456789012', 'teléfono']) {
      expect(normalizePhone(typed, MX).ok, typed).toBe(false);
    }
  });

  it('keeps codes to the allowed countries', () => {
    expect(normalizePhone('+1 415 555 2671', MX)).toEqual({
      ok: false,
      reason: 'country',
      message: 'Por ahora solo enviamos códigos a celulares de México (+52).',
    });
    expect(normalizePhone('+1 415 555 2671', ['52', '1'])).toEqual({
      ok: true,
      phone: '+14155552671',
    });
  });
});
