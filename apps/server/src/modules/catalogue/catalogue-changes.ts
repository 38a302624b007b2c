import { type BroadcastLog, RedisBroadcast } from '../../providers/broadcast/redis-broadcast';
import type { PageCache } from '../pages/page-cache';
import type { PreparedBody } from '../../plugins/prepared-body';
import type { ResponseCache } from './response-cache';

const CHANNEL = 'canasta:catalogue:stock-changed';
/** Anything of a store's catalogue changed (an operator's edit or import, decision 042). */
const CATALOGUE_CHANNEL = 'canasta:catalogue:changed';
/** The settings changed (the maintenance switch): every rendered page embeds them. */
const SETTINGS_CHANNEL = 'canasta:settings:changed';
/** A store's own answer changed (its owner's settings, decision 043). */
const STORE_CHANNEL = 'canasta:store:changed';

/** Cached answers that show a store's stock: its listings, products and collections. */
const STOCK_KINDS = new Set(['inventories', 'product', 'collections', 'collection']);

/**
 * Cached answers that show anything of a store's catalogue: besides the stock kinds, the
 * store's categories (a category is listed while the store shows a product in it).
 */
const CATALOGUE_KINDS = new Set([...STOCK_KINDS, 'categories']);

/** Keys are `<kind>:<store id>:…` (cached-reply.ts callers). */
function cachedOf(kinds: ReadonlySet<string>, storeId: string) {
  return (key: string) => {
    const [kind, store] = key.split(':', 2);
    return kinds.has(kind ?? '') && store === storeId;
  };
}

/**
 * Tells the catalogue that a store's stock changed (an order took it, a cancellation gave it
 * back), so no cached answer shows the old numbers: this process forgets that store's cached
 * listings and rendered pages at once, and with `REDIS_URL` every other process does too, through pub/sub. A
 * process without a cache (the operator command line) only tells the others.
 */
export interface CatalogueChanges {
  /**
   * An order took stock or a cancellation gave it back. This process forgets at once; the
   * others are told by the stock-news job when the process runs background work on the queue
   * (decision 054: the request only queues it), else straight through pub/sub.
   */
  stockChanged(storeId: number): Promise<void>;
  /**
   * The stock-news job: tells every process (this one included) that the store's stock
   * changed. Throws when Redis fails, so the job is retried.
   */
  announceStockChanged(storeId: number): Promise<void>;
  /**
   * Sends stock news through the background work from now on (`queue` takes the store and
   * resolves once it is in hand), or straight through pub/sub again (null: the work stopped).
   */
  sendStockNewsThrough(queue: ((storeId: number) => Promise<void>) | null): void;
  /**
   * Anything of a store's catalogue changed (a product's name, price, picture, category or
   * visibility, from the console or an import): its cached listings, products, collections,
   * categories and rendered pages go, here and in every process.
   */
  storeCatalogueChanged(storeId: number): Promise<void>;
  /**
   * The shop's settings changed: every rendered page carries them for the browser to hydrate
   * from (decision 036), so every page goes, whatever its store (decision 038).
   */
  settingsChanged(): Promise<void>;
  /**
   * A store's own answer changed (its payment methods or WhatsApp, decision 043): the cached
   * store answers go (they are kept by id and by slug alike, so all of them: a few small ones)
   * with the store's rendered pages, which carry the store, here and in every process.
   */
  storeChanged(storeId: number): Promise<void>;
  close(): Promise<void>;
}

/** What a process keeps that shows stock: the API's cached answers and the rendered pages. */
export interface StockCaches {
  responses: ResponseCache<PreparedBody>;
  pages: PageCache;
}

export function createCatalogueChanges(
  caches: StockCaches | null,
  redisUrl: string | undefined,
  log: BroadcastLog,
): CatalogueChanges {
  const forget = (storeId: string) => {
    caches?.responses.forget(cachedOf(STOCK_KINDS, storeId));
    caches?.pages.forgetStore(Number(storeId));
  };
  const forgetCatalogue = (storeId: string) => {
    caches?.responses.forget(cachedOf(CATALOGUE_KINDS, storeId));
    caches?.pages.forgetStore(Number(storeId));
  };
  const forgetPages = () => caches?.pages.clear();
  const forgetStore = (storeId: string) => {
    caches?.responses.forget((key) => key.startsWith('store:'));
    caches?.pages.forgetStore(Number(storeId));
  };
  if (!redisUrl) {
    // One process: nobody else to tell, so nothing to queue.
    return {
      stockChanged: async (storeId) => forget(String(storeId)),
      announceStockChanged: async (storeId) => forget(String(storeId)),
      sendStockNewsThrough: () => {},
      storeCatalogueChanged: async (storeId) => forgetCatalogue(String(storeId)),
      settingsChanged: async () => forgetPages(),
      storeChanged: async (storeId) => forgetStore(String(storeId)),
      close: async () => {},
    };
  }
  const broadcast = new RedisBroadcast(redisUrl, log);
  if (caches) {
    // Not awaited: a Redis that is down must not stop the server from starting.
    broadcast.subscribe(CHANNEL, forget).catch((error: unknown) => {
      log.error({ err: error }, 'stock changes of other processes will not reach this one');
    });
    broadcast.subscribe(CATALOGUE_CHANNEL, forgetCatalogue).catch((error: unknown) => {
      log.error({ err: error }, 'catalogue changes of other processes will not reach this one');
    });
    broadcast.subscribe(SETTINGS_CHANNEL, forgetPages).catch((error: unknown) => {
      log.error({ err: error }, 'settings changes of other processes will not reach this one');
    });
    broadcast.subscribe(STORE_CHANNEL, forgetStore).catch((error: unknown) => {
      log.error({ err: error }, 'store changes of other processes will not reach this one');
    });
  }
  let newsQueue: ((storeId: number) => Promise<void>) | null = null;
  return {
    stockChanged: async (storeId) => {
      forget(String(storeId));
      if (!newsQueue) {
        await broadcast.publish(CHANNEL, String(storeId));
        return;
      }
      try {
        await newsQueue(storeId);
      } catch (error) {
        // Redis is failing: the other processes' cached answers expire on their own.
        log.warn({ err: error }, 'stock news not queued: Redis failed');
      }
    },
    announceStockChanged: async (storeId) => {
      forget(String(storeId));
      await broadcast.send(CHANNEL, String(storeId));
    },
    sendStockNewsThrough: (queue) => {
      newsQueue = queue;
    },
    storeCatalogueChanged: async (storeId) => {
      forgetCatalogue(String(storeId));
      await broadcast.publish(CATALOGUE_CHANNEL, String(storeId));
    },
    settingsChanged: async () => {
      forgetPages();
      await broadcast.publish(SETTINGS_CHANNEL, 'changed');
    },
    storeChanged: async (storeId) => {
      forgetStore(String(storeId));
      await broadcast.publish(STORE_CHANNEL, String(storeId));
    },
    close: () => broadcast.close(),
  };
}
