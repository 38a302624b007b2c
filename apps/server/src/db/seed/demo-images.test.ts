import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, DEMO_PRODUCTS } from './demo-catalogue';
import {
  BANNER_HEIGHT,
  BANNER_WIDTH,
  CATEGORY_IMAGE_SIZE,
  PRODUCT_IMAGE_SIZE,
  PRODUCT_THUMB_SIZE,
  STORE_LOGO_SIZE,
  bannerImageSources,
  bannerImageUrl,
  categoryImageUrl,
  ensureDemoImages,
  productImageUrls,
  storeLogoUrl,
} from './demo-images';

const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'canasta-img-'));
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

function fileFor(url: string): string {
  return path.join(uploadsDir, url.replace(/^\/uploads\//, ''));
}

async function sizeOf(
  url: string,
  expected: 'webp' | 'heif' | 'jpeg' = 'webp',
): Promise<[number | undefined, number | undefined]> {
  const { width, height, format } = await sharp(fileFor(url)).metadata();
  expect(format).toBe(expected);
  return [width, height];
}

/** The URLs of a `srcset` with the width each says it has. */
function srcsetEntries(srcset: string): [string, number][] {
  return srcset.split(', ').map((entry) => {
    const [url = '', width = ''] = entry.split(' ');
    return [url, Number(width.replace(/w$/, ''))];
  });
}

describe('ensureDemoImages', () => {
  // A product with its own emoji, a tinted one (lime) and one with the neutral picture.
  const products = ['aguacate-hass-kg', 'limon-sin-semilla-kg', 'papaya-maradol-kg'].map((slug) => {
    const product = DEMO_PRODUCTS.find((p) => p.slug === slug);
    if (!product) throw new Error(`missing demo product ${slug}`);
    return product;
  });
  const categories = DEMO_CATEGORIES.filter((c) => products.some((p) => p.category === c.slug));
  const palette: [string, string, string] = ['#2E7D32', '#F9A825', '#E53935'];
  const input = {
    categories,
    products,
    banners: [{ storeSlug: 'tienda-prueba', index: 0, palette, emojis: ['🥑', '🧀'] }],
    stores: [{ slug: 'tienda-prueba', palette }],
  };
  // Products: 3 widths × 2 formats (their link-preview cards are the offers'); the banner: 3 × 2;
  // a category, a logo.
  const expectedFiles = products.length * 6 + categories.length + 6 + 1;

  it('renders every image at its declared size', async () => {
    const result = await ensureDemoImages(uploadsDir, input);
    expect(result).toEqual({ written: expectedFiles, skipped: 0 });

    for (const product of products) {
      const urls = productImageUrls(product.slug);
      expect(await sizeOf(urls.url)).toEqual([PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_SIZE]);
      expect(await sizeOf(urls.thumb_url)).toEqual([PRODUCT_THUMB_SIZE, PRODUCT_THUMB_SIZE]);
      // Every width of the srcset exists at that width, as AVIF and as WebP.
      for (const [url, width] of srcsetEntries(urls.sources.avif))
        expect(await sizeOf(url, 'heif')).toEqual([width, width]);
      for (const [url, width] of srcsetEntries(urls.sources.webp))
        expect(await sizeOf(url)).toEqual([width, width]);
    }
    for (const [url, width] of srcsetEntries(bannerImageSources('tienda-prueba', 0).avif))
      expect(await sizeOf(url, 'heif')).toEqual([
        width,
        Math.round((width * BANNER_HEIGHT) / BANNER_WIDTH),
      ]);
    for (const category of categories)
      expect(await sizeOf(categoryImageUrl(category.slug))).toEqual([
        CATEGORY_IMAGE_SIZE,
        CATEGORY_IMAGE_SIZE,
      ]);
    expect(await sizeOf(bannerImageUrl('tienda-prueba', 0))).toEqual([BANNER_WIDTH, BANNER_HEIGHT]);
    expect(await sizeOf(storeLogoUrl('tienda-prueba'))).toEqual([STORE_LOGO_SIZE, STORE_LOGO_SIZE]);

    const leftovers = fs
      .readdirSync(uploadsDir, { recursive: true })
      .filter((f) => String(f).endsWith('.tmp'));
    expect(leftovers).toEqual([]);
  });

  it('skips files that already exist', async () => {
    const result = await ensureDemoImages(uploadsDir, input);
    expect(result).toEqual({ written: 0, skipped: expectedFiles });
  });

  it('rejects products whose category is missing', async () => {
    await expect(ensureDemoImages(uploadsDir, { ...input, categories: [] })).rejects.toThrow(
      /unknown category/,
    );
  });
});
