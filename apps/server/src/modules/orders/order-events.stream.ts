import type { ServerResponse } from 'node:http';
import { ORDER_EVENT_NAME, ORDER_RESYNC_EVENT_NAME, type OrderEvent } from '@canasta/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { orderEventsSince } from './admin-orders.service';
import type { OrderEventsBroadcast } from './order-events.broadcast';
import { latestOrderEventId } from './order-events.service';

/** A comment line this often keeps proxies from closing a quiet stream, and re-reads the feed. */
export const HEARTBEAT_MS = 15_000;
/** Events read per query while catching up. */
const BATCH = 100;
/**
 * A reconnecting stream that missed more than this many events is told to start again from a
 * fresh list (`event: resync`) rather than replayed one by one.
 */
export const REPLAY_MAX = 500;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3000;
/**
 * A stream ended because its process is stopping asks the browser back sooner, spread over a
 * second so a board full of operators doesn't reconnect at once; the balancer sends them to
 * another process, and Last-Event-ID resumes where they were (decision 055).
 */
export const RECONNECT_AFTER_STOP_MS = { min: 250, spread: 1000 } as const;

/** Where a stream starts: after `cursor`, with what it missed, or told to start again. */
export interface StreamStart {
  cursor: number;
  resync: boolean;
  backlog: OrderEvent[];
}

/**
 * A first connection starts after the feed's latest event; a reconnection gets what it missed
 * after its `Last-Event-ID`, or `resync` when that is more than REPLAY_MAX events or an id the
 * feed never reached (a restored database: whatever the client shows is stale). Read before the
 * answer starts, so a failure here is an ordinary error answer.
 */
export async function orderStreamStart(
  db: Kysely<DB>,
  storeId: number,
  lastEventId: number | null,
): Promise<StreamStart> {
  const latest = await latestOrderEventId(db, storeId);
  if (lastEventId === null) return { cursor: latest, resync: false, backlog: [] };
  if (lastEventId > latest) return { cursor: latest, resync: true, backlog: [] };
  if (lastEventId === latest) return { cursor: latest, resync: false, backlog: [] };
  const missed = await orderEventsSince(db, storeId, lastEventId, REPLAY_MAX + 1);
  if (missed.length > REPLAY_MAX) return { cursor: latest, resync: true, backlog: [] };
  return { cursor: missed.at(-1)?.id ?? lastEventId, resync: false, backlog: missed };
}

export interface OrderEventStreamOptions {
  db: Kysely<DB>;
  orderEvents: OrderEventsBroadcast;
  storeId: number;
  start: StreamStart;
  response: ServerResponse;
  /** Headers the answer already carries (security headers, the request id). */
  headers: Record<string, string | number | string[] | undefined>;
  log: FastifyBaseLogger;
  heartbeatMs?: number;
}

export interface OrderEventStream {
  /** Closes it from the server's side (the app is closing), asking the browser to reconnect. */
  end(): void;
  /** Settles once it is closed, from either side. */
  closed: Promise<void>;
}

/**
 * One operator's live view of a store's order feed, as server-sent events (issue 23). It reads
 * the feed when the broadcast wakes it and on every heartbeat, one read at a time, from the last
 * id it sent, so a wake-up lost between processes only delays an event until the next heartbeat
 * and none is sent twice. The client's closing cleans it up.
 */
export function streamOrderEvents(options: OrderEventStreamOptions): OrderEventStream {
  const { db, storeId, response, log, start } = options;
  let cursor = start.cursor;
  let open = true;
  let reading = false;
  let again = false;
  const write = (text: string) => {
    if (open) response.write(text);
  };
  const send = (event: OrderEvent) => {
    write(
      `id: ${String(event.id)}\nevent: ${ORDER_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`,
    );
    cursor = Math.max(cursor, event.id);
  };

  /** Sends every event after the cursor; a wake-up during a read runs one more read after it. */
  const read = async () => {
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const events = await orderEventsSince(db, storeId, cursor, BATCH);
        for (const event of events) send(event);
        if (events.length === BATCH) again = true;
      } while (again && open);
    } catch (error) {
      log.error({ err: error, storeId }, 'order events could not be read for a stream');
    } finally {
      reading = false;
    }
  };

  let markClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => {
    markClosed = resolve;
  });
  const heartbeat = setInterval(() => {
    write(': ping\n\n');
    void read();
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  const unlisten = options.orderEvents.listen(storeId, () => void read());
  const cleanUp = () => {
    if (!open) return;
    open = false;
    clearInterval(heartbeat);
    unlisten();
    markClosed();
  };
  response.on('close', cleanUp);

  response.writeHead(200, {
    ...options.headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // Proxies such as nginx would otherwise hold events back in their buffer.
    'x-accel-buffering': 'no',
  });
  write(`retry: ${String(RETRY_MS)}\n\n`);
  if (start.resync) {
    write(`id: ${String(cursor)}\nevent: ${ORDER_RESYNC_EVENT_NAME}\ndata: {}\n\n`);
  }
  for (const event of start.backlog) send(event);
  // Anything that came between reading the start and listening.
  void read();
  return {
    end: () => {
      const retry =
        RECONNECT_AFTER_STOP_MS.min + Math.floor(Math.random() * RECONNECT_AFTER_STOP_MS.spread);
      write(`retry: ${String(retry)}\n\n`);
      cleanUp();
      response.end();
    },
    closed,
  };
}
