import {
  type CartResponse,
  type PricingLine,
  type SoldBy,
  cardHoldCents,
  lineTotal,
  priceCart,
} from '@canasta/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findOffers, sellByWeight } from './cart-helpers';
import { createCoupon } from './factories';
import { type TestApp, createTestApp } from './test-app';

/**
 * Issue 25's property: for any cart of unit and weight lines, built through the real API, the
 * totals the server answers are the ones the shop computes on its side. The shop adds its cart
 * up with the contract's `priceCart` and `cardHoldCents` (its `applyChanges` over the lines it
 * knows); the server may not import the web app, so this feeds those same contract functions
 * with what the shop knows (the offers it showed and the quantities chosen), not with the
 * server's own answer. Each weight line's estimate is also checked against exact integer
 * arithmetic: grams × price per kilogram / 1000, rounded half up, once.
 */

interface Sellable {
  id: number;
  soldBy: SoldBy;
  priceCents: number;
  /** Pieces: up to this many; grams: steps from min to max. */
  step: number;
  min: number;
  max: number;
}

let t: TestApp;
let storeId: number;
let sellables: Sellable[];
let couponCode: string;

// Prices per kilogram and steps chosen so estimates land on, under and over half a cent.
const WEIGHTS = [
  { price_cents: 1990, weight_step_g: 250, min_weight_g: 250, max_weight_g: 3000 },
  { price_cents: 3333, weight_step_g: 125, min_weight_g: 250, max_weight_g: 2000 },
  { price_cents: 12_345, weight_step_g: 50, min_weight_g: 100, max_weight_g: 1500 },
  { price_cents: 4999, weight_step_g: 1, min_weight_g: 1, max_weight_g: 999 },
  { price_cents: 5500, weight_step_g: 250, min_weight_g: 500, max_weight_g: 5000 },
] as const;

beforeAll(async () => {
  t = await createTestApp();
  const interna = await findOffers(t, 'interna');
  storeId = interna.storeId;
  const roomy = interna.all.filter((o) => o.stock >= 20 && o.max_per_order >= 5);
  const toWeigh = roomy.slice(0, WEIGHTS.length);
  const pieces = roomy.slice(WEIGHTS.length, WEIGHTS.length + 5);
  if (toWeigh.length < WEIGHTS.length || pieces.length < 5) throw new Error('too few demo offers');
  sellables = [];
  for (const [i, rules] of WEIGHTS.entries()) {
    const offer = toWeigh[i];
    if (!offer) continue;
    await sellByWeight(t, offer.id, { ...rules, stock: 100_000 });
    sellables.push({
      id: offer.id,
      soldBy: 'weight',
      priceCents: rules.price_cents,
      step: rules.weight_step_g,
      min: rules.min_weight_g,
      max: rules.max_weight_g,
    });
  }
  for (const offer of pieces) {
    sellables.push({
      id: offer.id,
      soldBy: 'unit',
      priceCents: offer.price_cents,
      step: 1,
      min: 1,
      max: 5,
    });
  }
  couponCode = (await createCoupon(t.database.db, { kind: 'percent', value: 15 })).code;
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url: `/api/shop${url}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  expect(res.statusCode, res.body).toBe(method === 'POST' && url === '/checkout/' ? 201 : 200);
  return res.json<CartResponse>();
}

/** A line: which sellable, and how many of its steps above its minimum. */
const lineArb = fc.record({ pick: fc.nat(), steps: fc.nat({ max: 60 }) });

function quantityOf(sellable: Sellable, steps: number): number {
  const span = Math.floor((sellable.max - sellable.min) / sellable.step);
  return sellable.min + (steps % (span + 1)) * sellable.step;
}

/** Grams × price per kilogram / 1000, half up, in integers: no floating point at all. */
function exactEstimate(grams: number, pricePerKg: number): number {
  const cents = BigInt(grams) * BigInt(pricePerKg);
  return Number((cents + 500n) / 1000n);
}

it('answers the same totals the shop adds up, for random carts of pieces and weights', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(lineArb, { minLength: 1, maxLength: 8 }),
      fc.integer({ min: 0, max: 50 }),
      fc.boolean(),
      async (drawn, marginPercent, withCoupon) => {
        await t.database.db
          .updateTable('stores')
          .set({ weight_hold_margin_percent: marginPercent })
          .where('id', '=', storeId)
          .execute();
        // One line per offer, as the cart keeps them: a later draw of the same offer wins.
        const chosen = new Map<number, { sellable: Sellable; qty: number }>();
        for (const line of drawn) {
          const sellable = sellables[line.pick % sellables.length];
          if (sellable)
            chosen.set(sellable.id, { sellable, qty: quantityOf(sellable, line.steps) });
        }
        const { cart } = await call('POST', '/checkout/', { store_id: storeId });
        await call('POST', `/checkout/${cart.id}/items/bulk`, {
          items: [...chosen.values()].map(({ sellable, qty }) => ({
            purchaseable_id: sellable.id,
            qty,
          })),
        });
        if (withCoupon) await call('POST', `/checkout/${cart.id}/discount`, { coupon: couponCode });
        const server = await call('GET', `/checkout/${cart.id}`);

        const lines: PricingLine[] = [...chosen.values()].map(({ sellable, qty }) => ({
          soldBy: sellable.soldBy,
          qty,
          unitPriceCents: sellable.priceCents,
          available: true,
        }));
        const coupon = server.cart.coupon?.applied ? { kind: 'percent' as const, value: 15 } : null;
        const shop = priceCart({
          lines,
          coupon,
          deliveryFeeCents: server.extra.delivery_fee_cents,
        });
        expect(server.extra).toEqual({
          ...server.extra,
          subtotal_cents: shop.subtotalCents,
          discount_cents: shop.discountCents,
          total_cents: shop.totalCents,
          item_count: shop.itemCount,
          estimated: shop.estimated,
          hold_margin_percent: marginPercent,
          hold_cents: cardHoldCents({
            totals: shop,
            cardPartCents: shop.totalCents - server.extra.wallet_applied_cents,
            marginPercent,
          }),
        });
        expect(server.cart.coupon?.applied ?? false).toBe(withCoupon);
        for (const { sellable, qty } of chosen.values()) {
          const line = server.cart.items.find((item) => item.purchaseable.id === sellable.id);
          const expected =
            sellable.soldBy === 'weight'
              ? exactEstimate(qty, sellable.priceCents)
              : qty * sellable.priceCents;
          expect(line?.line_total_cents).toBe(expected);
          expect(
            lineTotal({ soldBy: sellable.soldBy, qty, unitPriceCents: sellable.priceCents }),
          ).toBe(expected);
        }
      },
    ),
    { numRuns: 60 },
  );
});
