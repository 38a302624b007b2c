import { type BroadcastLog, RedisBroadcast } from '../../providers/broadcast/redis-broadcast';

const CHANNEL = 'canasta:orders:changed';

/**
 * Wakes the orders board's open streams when a store's feed grew (an order was placed or moved).
 * The wake-up carries nothing but the store: the feed itself (`order_events`) is the truth each
 * stream reads from, so a lost or doubled wake-up costs nothing but a read, and a stream also
 * looks at the feed on every heartbeat. Without `REDIS_URL` only this process's streams wake;
 * with it, every process's do, through pub/sub.
 */
export interface OrderEventsBroadcast {
  /** After the change committed: wake the store's streams here and in every process. */
  announce(storeId: number): Promise<void>;
  /** Calls `wake` whenever the store's feed may have grown; returns how to stop. */
  listen(storeId: number, wake: () => void): () => void;
  /**
   * Calls `changed` after each change this process announces (not the others'): the change's
   * notices were written in its transaction, so the background work queues their delivery
   * then (decision 054). Returns how to stop.
   */
  afterAnnounce(changed: (storeId: number) => void): () => void;
  close(): Promise<void>;
}

/**
 * `listens: false` for a process without streams (the command line): it only tells the others.
 */
export function createOrderEventsBroadcast(
  redisUrl: string | undefined,
  log: BroadcastLog,
  { listens = true }: { listens?: boolean } = {},
): OrderEventsBroadcast {
  const listeners = new Map<number, Set<() => void>>();
  const wakeLocal = (storeId: number) => {
    for (const wake of listeners.get(storeId) ?? []) wake();
  };
  const announced = new Set<(storeId: number) => void>();
  const broadcast = redisUrl ? new RedisBroadcast(redisUrl, log) : null;
  if (broadcast && listens) {
    // Not awaited: a Redis that is down must not stop the server from starting; streams still
    // catch up on their heartbeat.
    broadcast
      .subscribe(CHANNEL, (message) => {
        const storeId = Number(message);
        if (Number.isInteger(storeId)) wakeLocal(storeId);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'order events of other processes will not wake this one');
      });
  }
  return {
    announce: async (storeId) => {
      wakeLocal(storeId);
      for (const changed of announced) changed(storeId);
      await broadcast?.publish(CHANNEL, String(storeId));
    },
    listen: (storeId, wake) => {
      const set = listeners.get(storeId) ?? new Set();
      set.add(wake);
      listeners.set(storeId, set);
      return () => {
        set.delete(wake);
        if (set.size === 0) listeners.delete(storeId);
      };
    },
    afterAnnounce: (changed) => {
      announced.add(changed);
      return () => announced.delete(changed);
    },
    close: async () => {
      listeners.clear();
      announced.clear();
      await broadcast?.close();
    },
  };
}
