import { type CartResponse, type InventoryItem, maxQtyFor, weightRulesOf } from '@canasta/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CartChange,
  countWithChanges,
} from '../../apps/web/src/features/cart/utils/cart-changes';
import { applyChanges } from '../../apps/web/src/features/cart/utils/cart-with-changes';
import { serverSide } from './sides';

/**
 * Issue 25's property: for random carts of unit and weight lines, the server (the truth, from
 * the database) and the web (the cart a shopper sees before the server answers, the web's own
 * `applyChanges`) land on the same estimate, line by line and in total, with the same count of
 * "productos" and the same card hold. The badges' count (`countWithChanges`) is the same too.
 */
let server: Awaited<ReturnType<typeof serverSide>>;

beforeAll(async () => {
  server = await serverSide();
});

afterAll(async () => {
  await server.close();
});

/** A quantity the offer takes: a few pieces, or its minimum weight and a number of its steps. */
function quantityFor(offer: InventoryItem, pick: number): number {
  const most = maxQtyFor(offer);
  const rules = weightRulesOf(offer);
  if (!rules) return 1 + (pick % Math.min(5, most));
  const steps = Math.floor((most - rules.min_weight_g) / rules.weight_step_g) + 1;
  return rules.min_weight_g + (pick % steps) * rules.weight_step_g;
}

describe('a cart of unit and weight lines', () => {
  it('is estimated the same on the server and in the web app', async () => {
    const { side, seed } = server;
    const offers = seed.items.filter((offer) => maxQtyFor(offer) > 0);
    const weighed = offers.filter((offer) => offer.sold_by === 'weight');
    expect(weighed.length).toBeGreaterThan(5);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: offers.length - 1 }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.array(fc.nat({ max: 1000 }), { minLength: 8, maxLength: 8 }),
        async (picks, amounts) => {
          const chosen = picks.map((index, n) => {
            const offer = offers[index] as InventoryItem;
            return { offer, qty: quantityFor(offer, amounts[n] ?? 0) };
          });
          const created = await side.call('POST', '/checkout/', { store_id: seed.store.id }, {});
          const cartId = (created.body as CartResponse).cart.id;
          const answer = await side.call(
            'POST',
            `/checkout/${cartId}/items/bulk`,
            { items: chosen.map(({ offer, qty }) => ({ purchaseable_id: offer.id, qty })) },
            {},
          );
          expect(answer.status).toBe(200);
          const onServer = answer.body as CartResponse;

          const changes: CartChange[] = chosen.map(({ offer, qty }) => ({
            type: 'set',
            item: offer,
            qty,
          }));
          const onWeb = applyChanges(null, changes, seed.store.id);
          expect(onWeb).toBeDefined();
          const lineTotals = (cart: CartResponse) =>
            Object.fromEntries(
              cart.cart.items.map((line) => [line.purchaseable.id, line.line_total_cents]),
            );
          expect(lineTotals(onWeb as CartResponse)).toEqual(lineTotals(onServer));
          const { extra } = onWeb as CartResponse;
          expect({
            subtotal: extra.subtotal_cents,
            total: extra.total_cents,
            count: extra.item_count,
            estimated: extra.estimated,
            hold: extra.hold_cents,
          }).toEqual({
            subtotal: onServer.extra.subtotal_cents,
            // No address yet: no delivery fee on either side.
            total: onServer.extra.total_cents,
            count: onServer.extra.item_count,
            estimated: onServer.extra.estimated,
            hold: onServer.extra.hold_cents,
          });
          expect(countWithChanges(null, changes)).toBe(onServer.extra.item_count);
        },
      ),
      { numRuns: 40 },
    );
  });
});
