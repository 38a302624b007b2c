import { ResponseCache } from '../catalogue/response-cache';
import type { RenderedPage } from './page-renderer';

/** Fewer than the API's answers: a page is much larger. */
const MAX_PAGES = 500;

/**
 * Rendered pages kept for a few seconds per URL, like the catalogue's API answers (and for the
 * same reasons: the hottest pages become a lookup). Concurrent misses share one render, a
 * failed render is not kept, and a store's pages are forgotten the moment its stock changes
 * (decision 034), so nobody is shown "Agotado" after a restock or old stock after an order.
 */
export class PageCache extends ResponseCache<RenderedPage | null> {
  constructor(ttlMs: number, now: () => number = Date.now) {
    // Only found pages of a known store are kept: anything else can't be told to go.
    super(ttlMs, MAX_PAGES, now, (page) => page?.status === 200 && page.storeId !== null);
  }

  /** Forget the pages of one store, e.g. after its stock changed. */
  forgetStore(storeId: number): void {
    // A render still on its way may show the old stock: it goes too.
    this.forget((_url, page) => page === undefined || page?.storeId === storeId);
  }
}
