import { type BroadcastLog, RedisBroadcast } from '../../providers/broadcast/redis-broadcast';
import type { PageCache } from '../pages/page-cache';
import type { PreparedBody } from '../../plugins/prepared-body';
import type { ResponseCache } from './response-cache';

const CHANNEL = 'canasta:catalogue:stock-changed';
/** The settings changed (the maintenance switch): every rendered page embeds them. */
const SETTINGS_CHANNEL = 'canasta:settings:changed';

/** Cached answers that show a store's stock: its listings, products and collections. */
const STOCK_KINDS = new Set(['inventories', 'product', 'collections', 'collection']);

/** Keys are `<kind>:<store id>:…` (cached-reply.ts callers). */
function showsStockOf(storeId: string) {
  return (key: string) => {
    const [kind, store] = key.split(':', 2);
    return STOCK_KINDS.has(kind ?? '') && store === storeId;
  };
}

/**
 * Tells the catalogue that a store's stock changed (an order took it, a cancellation gave it
 * back), so no cached answer shows the old numbers: this process forgets that store's cached
 * listings and rendered pages at once, and with `REDIS_URL` every other process does too, through pub/sub. A
 * process without a cache (the operator command line) only tells the others.
 */
export interface CatalogueChanges {
  stockChanged(storeId: number): Promise<void>;
  /**
   * The shop's settings changed: every rendered page carries them for the browser to hydrate
   * from (decision 036), so every page goes, whatever its store (decision 038).
   */
  settingsChanged(): Promise<void>;
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
    caches?.responses.forget(showsStockOf(storeId));
    caches?.pages.forgetStore(Number(storeId));
  };
  const forgetPages = () => caches?.pages.clear();
  if (!redisUrl) {
    return {
      stockChanged: async (storeId) => forget(String(storeId)),
      settingsChanged: async () => forgetPages(),
      close: async () => {},
    };
  }
  const broadcast = new RedisBroadcast(redisUrl, log);
  if (caches) {
    // Not awaited: a Redis that is down must not stop the server from starting.
    broadcast.subscribe(CHANNEL, forget).catch((error: unknown) => {
      log.error({ err: error }, 'stock changes of other processes will not reach this one');
    });
    broadcast.subscribe(SETTINGS_CHANNEL, forgetPages).catch((error: unknown) => {
      log.error({ err: error }, 'settings changes of other processes will not reach this one');
    });
  }
  return {
    stockChanged: async (storeId) => {
      forget(String(storeId));
      await broadcast.publish(CHANNEL, String(storeId));
    },
    settingsChanged: async () => {
      forgetPages();
      await broadcast.publish(SETTINGS_CHANNEL, 'changed');
    },
    close: () => broadcast.close(),
  };
}
