import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';
import type { RenderedPage } from './page-renderer';
import { PreparedBody } from '../../plugins/prepared-body';

function page(storeId: number | null, status: 200 | 404 = 200): RenderedPage {
  return { status, storeId, html: new PreparedBody(`<p>${storeId}</p>`) };
}

describe('PageCache', () => {
  it('keeps found pages of a known store, and renders anything else again', async () => {
    const cache = new PageCache(1000);
    let renders = 0;
    const render = (result: RenderedPage | null) => () => {
      renders += 1;
      return Promise.resolve(result);
    };
    await cache.get('/tienda/interna', render(page(1)));
    await cache.get('/tienda/interna', render(page(1)));
    expect(renders).toBe(1);
    for (const [url, result] of [
      ['/tienda/nadie', page(null, 404)],
      ['/tienda/interna/product/nada', page(1, 404)],
      ['/mi-perfil', null],
    ] as const) {
      await cache.get(url, render(result));
      await cache.get(url, render(result));
    }
    expect(renders).toBe(7);
  });

  it("forgets one store's pages, and any render still on its way", async () => {
    const cache = new PageCache(1000);
    await cache.get('/tienda/interna', () => Promise.resolve(page(1)));
    await cache.get('/tienda/otra', () => Promise.resolve(page(2)));
    let finish: (value: RenderedPage) => void = () => undefined;
    const rendering = new Promise<RenderedPage>((resolve) => (finish = resolve));
    const pending = cache.get('/tienda/otra/categories', () => rendering);
    cache.forgetStore(1);
    finish(page(2));
    await pending;

    const fresh = page(1);
    expect(await cache.get('/tienda/interna', () => Promise.resolve(fresh))).toBe(fresh);
    const other = page(2);
    expect(await cache.get('/tienda/otra', () => Promise.resolve(other))).not.toBe(other);
    expect(await cache.get('/tienda/otra/categories', () => Promise.resolve(other))).toBe(other);
  });
});
