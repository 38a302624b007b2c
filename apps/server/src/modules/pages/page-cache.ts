import type { RenderedPage } from './page-renderer';

interface Entry {
  expires: number;
  storeId: number | null;
  page: Promise<RenderedPage | null>;
}

/**
 * Rendered pages kept for a few seconds per URL, like the catalogue's API answers (and for the
 * same reasons: the hottest pages become a lookup). Concurrent misses share one render, a
 * failed render is not kept, and a store's pages are forgotten the moment its stock changes
 * (decision 034), so nobody is shown "Agotado" after a restock or old stock after an order.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, render: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> {
    if (this.ttlMs <= 0) return render();
    const time = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > time) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.page;
    }
    const entry: Entry = { expires: time + this.ttlMs, storeId: null, page: render() };
    this.entries.set(key, entry);
    const drop = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    entry.page.then((page) => {
      // Only found pages of a known store are kept: anything else can't be told to go.
      if (page?.status === 200 && page.storeId !== null) entry.storeId = page.storeId;
      else drop();
    }, drop);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry.page;
  }

  /** Forget the pages of one store, e.g. after its stock changed. */
  forgetStore(storeId: number): void {
    for (const [key, entry] of [...this.entries]) {
      // A render still on its way may show the old stock: it goes too.
      if (entry.storeId === storeId || entry.storeId === null) this.entries.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
