import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './demo-catalogue';
import { emojiFile } from './demo-images';
import { emojiFileName, productPicture } from './demo-pictures';

/** Foods a wrong picture would show: a product may only show one if its name says so. */
const FOOD_WORDS: Record<string, RegExp> = {
  '🍎': /manzana/i,
  '🍋': /lim[oó]n/i,
  '🥑': /aguacate/i,
  '🧀': /queso/i,
  '🍌': /pl[aá]tano/i,
  '🍊': /naranja|mandarina/i,
  '🥛': /leche/i,
  '🥚': /huevo/i,
  '🍗': /pollo/i,
  '🐟': /tilapia|bacalao/i,
  '🌶️': /chile/i,
  '🥜': /cacahuate|nueces/i,
};

describe('demo product pictures', () => {
  it('shows each product itself, or a neutral picture that is no food', () => {
    /** The foods of the table some product shows, each checked against that product's name. */
    const checked = new Set<string>();
    for (const product of DEMO_PRODUCTS) {
      const picture = productPicture(product.slug);
      if (picture === null) continue;
      const food = FOOD_WORDS[picture.emoji];
      if (!food) continue;
      expect(product.name, `${product.slug} shows ${picture.emoji}`).toMatch(food);
      checked.add(picture.emoji);
    }
    // A loop that skipped every product (no pictures, or none of these foods) would prove nothing.
    expect([...checked].sort()).toEqual(Object.keys(FOOD_WORDS).sort());
  });

  it('matches the products the issue found wrong', () => {
    expect(productPicture('aguacate-hass-kg')).toEqual({ emoji: '🥑' });
    expect(productPicture('manzana-red-delicious-kg')).toEqual({ emoji: '🍎' });
    expect(productPicture('queso-oaxaca-400g')).toEqual({ emoji: '🧀' });
    // A lime is a lemon turned green, never a red apple.
    expect(productPicture('limon-sin-semilla-kg')).toMatchObject({ emoji: '🍋' });
    expect(productPicture('limon-sin-semilla-kg')?.hue).toBeGreaterThan(0);
  });

  it('refuses a product nobody chose a picture for', () => {
    expect(() => productPicture('producto-nuevo')).toThrow(/No picture chosen/);
  });

  it('has the emoji file of every picture, category and neutral picture', async () => {
    const emojis = new Set<string>();
    for (const product of DEMO_PRODUCTS) {
      const picture = productPicture(product.slug);
      if (picture) emojis.add(picture.emoji);
    }
    for (const category of DEMO_CATEGORIES) {
      emojis.add(category.art.emoji);
      emojis.add(category.art.neutral);
      expect(FOOD_WORDS[category.art.neutral], category.slug).toBeUndefined();
    }
    for (const emoji of emojis) {
      const file = emojiFile(emoji);
      expect(existsSync(file), `${emoji} (${emojiFileName(emoji)})`).toBe(true);
      const { width, hasAlpha } = await sharp(file).metadata();
      expect(width).toBe(256);
      expect(hasAlpha).toBe(true);
    }
  });
});
