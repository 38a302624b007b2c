import { describe, expect, it } from 'vitest';
import { shopPagePath, shopPagePatterns } from './shop-pages';

describe('shopPagePath', () => {
  it('fills each parameter as one encoded path segment', () => {
    expect(
      shopPagePath(shopPagePatterns.product, { slugName: 'interna', slugProduct: 'piña/miel' }),
    ).toBe('/tienda/interna/product/pi%C3%B1a%2Fmiel');
    expect(shopPagePath(shopPagePatterns.category, { slugName: 'interna', id: 3 })).toBe(
      '/menu/interna/Categories/3',
    );
  });

  it('refuses a pattern whose parameter has no value', () => {
    expect(() => shopPagePath(shopPagePatterns.collection, { slugName: 'interna' })).toThrow(':id');
  });
});
