import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://canasta.example.mx/' } });
});
afterAll(() => t.close());

describe('robots.txt and sitemaps', () => {
  it('robots.txt keeps crawlers out of the API and personal screens, and names the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /menu/*/Orders');
    expect(res.body).not.toMatch(/Disallow: \/tienda\/\*\/product/);
    expect(res.body).toContain('Sitemap: https://canasta.example.mx/sitemap.xml');
  });

  it('the sitemap index lists one sitemap per store', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(res.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(res.body).toContain('<loc>https://canasta.example.mx/sitemaps/interna.xml</loc>');
  });

  it("a store's sitemap lists its home, categories, collections and products, escaped", async () => {
    const res = await t.app.inject('/sitemaps/interna.xml');
    expect(res.statusCode).toBe(200);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://canasta.example.mx/tienda/interna');
    expect(locs).toContain('https://canasta.example.mx/menu/interna/Categories');
    expect(locs).toContain('https://canasta.example.mx/tienda/interna/product/pina-miel-pieza');
    expect(locs.some((loc) => /\/tienda\/interna\/collection\/\d+$/.test(loc ?? ''))).toBe(true);
    expect(locs.some((loc) => /\/menu\/interna\/Categories\/\d+$/.test(loc ?? ''))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
    expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('a store that does not exist has no sitemap', async () => {
    const res = await t.app.inject('/sitemaps/no-existe.xml');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'store_not_found' });
  });

  it('without PUBLIC_URL, URLs follow the host the request came to', async () => {
    const local = await createTestApp();
    try {
      const res = await local.app.inject({
        url: '/robots.txt',
        headers: { host: 'tienda.local:3000' },
      });
      expect(res.body).toContain('Sitemap: http://tienda.local:3000/sitemap.xml');
    } finally {
      await local.close();
    }
  });
});
