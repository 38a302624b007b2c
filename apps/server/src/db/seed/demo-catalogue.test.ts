import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './demo-catalogue';

const KEBAB_ASCII = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEX = /^#[0-9a-fA-F]{6}$/;

describe('demo catalogue', () => {
  it('has unique kebab-case ascii slugs', () => {
    const slugs = [...DEMO_CATEGORIES.map((c) => c.slug), ...DEMO_PRODUCTS.map((p) => p.slug)];
    for (const slug of slugs) expect(slug).toMatch(KEBAB_ASCII);
    expect(new Set(DEMO_PRODUCTS.map((p) => p.slug)).size).toBe(DEMO_PRODUCTS.length);
    expect(new Set(DEMO_CATEGORIES.map((c) => c.slug)).size).toBe(DEMO_CATEGORIES.length);
  });

  it('orders categories by distinct positions and uses hex palettes', () => {
    const positions = DEMO_CATEGORIES.map((c) => c.position);
    expect(new Set(positions).size).toBe(positions.length);
    for (const category of DEMO_CATEGORIES) {
      for (const colour of category.art.palette) expect(colour).toMatch(HEX);
    }
  });

  it('only references existing categories', () => {
    const known = new Set(DEMO_CATEGORIES.map((c) => c.slug));
    for (const product of DEMO_PRODUCTS) expect(known, product.slug).toContain(product.category);
  });

  it('is large enough to exercise paging and search', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(175);
    for (const category of DEMO_CATEGORIES.filter((c) => c.visible)) {
      const count = DEMO_PRODUCTS.filter((p) => p.category === category.slug).length;
      expect(count, category.slug).toBeGreaterThanOrEqual(12);
    }
  });

  it('has exactly one hidden category, and it has products', () => {
    const hidden = DEMO_CATEGORIES.filter((c) => !c.visible);
    expect(hidden).toHaveLength(1);
    const [category] = hidden;
    expect(DEMO_PRODUCTS.some((p) => p.category === category?.slug)).toBe(true);
  });

  it('uses positive integer prices and higher compare-at prices', () => {
    for (const product of DEMO_PRODUCTS) {
      expect(Number.isInteger(product.price_cents), product.slug).toBe(true);
      expect(product.price_cents, product.slug).toBeGreaterThan(0);
      if (product.compare_at_price_cents !== undefined) {
        expect(Number.isInteger(product.compare_at_price_cents), product.slug).toBe(true);
        expect(product.compare_at_price_cents, product.slug).toBeGreaterThan(product.price_cents);
        // A believable "before" price: 10-30 % above the current one.
        const ratio = product.compare_at_price_cents / product.price_cents;
        expect(ratio, product.slug).toBeGreaterThanOrEqual(1.1);
        expect(ratio, product.slug).toBeLessThanOrEqual(1.3);
      }
    }
    expect(DEMO_PRODUCTS.some((p) => p.compare_at_price_cents !== undefined)).toBe(true);
  });

  it('has non-empty, distinct descriptions, names and units', () => {
    for (const product of DEMO_PRODUCTS) {
      expect(product.description.trim(), product.slug).not.toBe('');
      expect(product.name.trim(), product.slug).not.toBe('');
      expect(product.unit.trim(), product.slug).not.toBe('');
    }
    expect(new Set(DEMO_PRODUCTS.map((p) => p.description)).size).toBe(DEMO_PRODUCTS.length);
  });
});
