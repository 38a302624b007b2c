import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { findOffers } from './cart-helpers';
import { createUser } from './factories';
import { MONDAY_10AM, movableClock, orderClient, roomyOffer } from './order-helpers';
import { testConfig } from './test-app';
import { type TestDatabase, createTestDatabase } from './test-database';

/**
 * The catalogue's response cache (decision 004) never shows stock an order or a cancellation
 * has just changed: in the process that changed it at once, and in every other process sharing
 * Redis as soon as the message arrives.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const clock = movableClock(MONDAY_10AM);
let database: TestDatabase;
/** Two API processes on one database, sharing Redis, each with its own cache (5 s, the default). */
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig(database.url, { REDIS_URL });
  [first, second] = await Promise.all([
    buildApp({ config, database, logger: false, clock }),
    buildApp({ config, database, logger: false, clock }),
  ]);
  await Promise.all([first.ready(), second.ready()]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
  await database.close();
});

interface Listed {
  id: number;
  stock: number;
  product: { slug: string };
}

async function stockSeenBy(
  app: FastifyInstance,
  storeId: number,
  offer: { id: number; slug: string; name: string },
) {
  const product = await app.inject(`/api/shop/stores/${storeId}/inventories/${offer.slug}`);
  const page = await app.inject(
    `/api/shop/stores/${storeId}/inventories?q=${encodeURIComponent(offer.name)}`,
  );
  return {
    product: product.json<{ data: Listed }>().data.stock,
    listing: page.json<{ data: Listed[] }>().data.find((item) => item.id === offer.id)?.stock,
  };
}

/** Waits for another process to hear of the change (pub/sub takes a few milliseconds). */
async function eventually(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the other process never saw the change');
}

describe('cached catalogue answers after stock changes', () => {
  it('an order and its cancellation show in the next read, in this process and the other', async () => {
    const t = { app: first, database, close: async () => {} };
    const api = orderClient(t);
    const interna = await findOffers(t, 'interna');
    const offer = roomyOffer(interna);
    const target = { id: offer.id, slug: offer.slug, name: offer.name };
    const before = offer.stock;
    // Both processes cache the current numbers.
    expect(await stockSeenBy(first, interna.storeId, target)).toEqual({
      product: before,
      listing: before,
    });
    expect(await stockSeenBy(second, interna.storeId, target)).toEqual({
      product: before,
      listing: before,
    });

    const user = await createUser(database.db, {}, MONDAY_10AM);
    const { cartId } = await api.readyCart(user, interna.storeId, [{ id: offer.id, qty: 10 }]);
    const placed = await api.place(user, cartId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);

    const after = before - 10;
    expect(await stockSeenBy(first, interna.storeId, target)).toEqual({
      product: after,
      listing: after,
    });
    await eventually(
      async () => (await stockSeenBy(second, interna.storeId, target)).product === after,
    );
    expect(await stockSeenBy(second, interna.storeId, target)).toEqual({
      product: after,
      listing: after,
    });

    const cancelled = await api.advance(placed.body.data.number, 'cancelled');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockSeenBy(first, interna.storeId, target)).toEqual({
      product: before,
      listing: before,
    });
    await eventually(
      async () => (await stockSeenBy(second, interna.storeId, target)).product === before,
    );
    expect(await stockSeenBy(second, interna.storeId, target)).toEqual({
      product: before,
      listing: before,
    });
  });
});
