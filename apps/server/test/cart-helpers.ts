import type { CartResponse } from '@canasta/contract';
import type { TestApp } from './test-app';

export interface Offer {
  id: number;
  price_cents: number;
  stock: number;
  max_per_order: number;
  name: string;
  /** The product's slug, for its page. */
  slug: string;
}

/** Demo offers of a store picked by a condition, straight from the database. */
export async function findOffers(t: TestApp, storeSlug: string) {
  const rows = await t.database.db
    .selectFrom('inventories as i')
    .innerJoin('stores as s', 's.id', 'i.store_id')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select([
      'i.id',
      'i.price_cents',
      'i.stock',
      'i.max_per_order',
      'p.name',
      'p.slug',
      's.id as store_id',
    ])
    .where('s.slug', '=', storeSlug)
    .where('i.active', '=', 1)
    // Offers sold by the piece: weight offers (grams) have their own tests.
    .where('i.sold_by', '=', 'unit')
    .orderBy('i.id')
    .execute();
  const pick = (test: (o: Offer) => boolean, what: string): Offer => {
    const found = rows.find(test);
    if (!found) throw new Error(`No demo offer in ${storeSlug}: ${what}`);
    return found;
  };
  return {
    storeId: rows[0]?.store_id ?? 0,
    all: rows as Offer[],
    plenty: (minStock = 30) =>
      pick((o) => o.stock >= minStock && o.max_per_order >= 10, 'well stocked'),
    soldOut: () => pick((o) => o.stock === 0, 'sold out'),
    scarce: () => pick((o) => o.stock > 0 && o.stock < o.max_per_order, 'last units'),
  };
}

type Headers = Record<string, string>;

/** A success body, or the error fields a refusal carries. */
export type Answer<T> = T & {
  message?: string;
  code?: string;
  errors?: Record<string, string[]>;
  max_qty?: number;
};

/** Small HTTP helpers over inject, returning status and parsed body. */
export function cartClient(t: TestApp) {
  async function call<T = CartResponse>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Headers = {},
  ) {
    const res = await t.app.inject({
      method,
      url: `/api/shop${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    const body: unknown = res.body === '' ? null : res.json();
    return { status: res.statusCode, body: body as Answer<T> };
  }
  return {
    call,
    async create(storeId: number, headers: Headers = {}, userId?: number) {
      const res = await call('POST', '/checkout/', { store_id: storeId, user_id: userId }, headers);
      if (res.status !== 201 && res.status !== 200)
        throw new Error(`create cart: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    get: (cartId: string, headers: Headers = {}) =>
      call('GET', `/checkout/${cartId}`, undefined, headers),
    add: (cartId: string, purchaseableId: number, qty: number, headers: Headers = {}) =>
      call('POST', `/checkout/${cartId}/items`, { purchaseable_id: purchaseableId, qty }, headers),
    bulk: (
      cartId: string,
      items: { purchaseable_id: number; qty: number }[],
      headers: Headers = {},
    ) => call('POST', `/checkout/${cartId}/items/bulk`, { items }, headers),
  };
}

/** A weight offer's rules and what it has, in grams; the price is per kilogram. */
export interface WeightOffer {
  price_cents: number;
  stock: number;
  weight_step_g: number;
  min_weight_g: number;
  max_weight_g: number;
  approx_piece_g?: number | null;
}

/**
 * Turns an offer into one sold by weight, straight in the database (the console's own checks
 * have their tests): `max_per_order` follows the maximum weight, as the console keeps it.
 */
export async function sellByWeight(t: TestApp, offerId: number, offer: WeightOffer) {
  await t.database.db
    .updateTable('inventories')
    .set({
      sold_by: 'weight',
      price_cents: offer.price_cents,
      compare_at_price_cents: null,
      min_price_cents: null,
      stock: offer.stock,
      weight_step_g: offer.weight_step_g,
      min_weight_g: offer.min_weight_g,
      max_weight_g: offer.max_weight_g,
      max_per_order: offer.max_weight_g,
      approx_piece_g: offer.approx_piece_g ?? null,
      active: 1,
    })
    .where('id', '=', offerId)
    .execute();
}
