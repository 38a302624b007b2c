import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';
import { mexicanState } from './nominatim-geocoder';

describe('mexicanState', () => {
  it("turns OpenStreetMap's state names into the form's", () => {
    expect(mexicanState('Ciudad de México')).toBe('Ciudad de México');
    expect(mexicanState('Veracruz de Ignacio de la Llave')).toBe('Veracruz');
    expect(mexicanState('Michoacán de Ocampo')).toBe('Michoacán');
    expect(mexicanState('Coahuila de Zaragoza')).toBe('Coahuila');
    expect(mexicanState('México')).toBe('Estado de México');
    expect(mexicanState('Baja California Sur')).toBe('Baja California Sur');
    expect(mexicanState('baja california')).toBe('Baja California');
    expect(mexicanState('Nuevo Leon')).toBe('Nuevo León');
  });

  it('answers null for anything else', () => {
    expect(mexicanState(undefined)).toBeNull();
    expect(mexicanState('Texas')).toBeNull();
    expect(mexicanState('')).toBeNull();
  });
});

describe('AnswerCache', () => {
  it('forgets entries once they expire, and the oldest when full', () => {
    let now = 0;
    const cache = new AnswerCache<number>(2, 1000, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    now = 1000;
    expect(cache.get('c')).toBeUndefined();
  });
});
