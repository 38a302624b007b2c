import type { CartResponse } from '@canasta/contract';
import { describe, expect, it } from 'vitest';
import { makeCart, makeItem, makeWeightItem } from '../../../testing/factories';
import { countWithChanges, draftCart, type CartChange } from './cart-changes';
import { applyChanges } from './cart-with-changes';

const apple = makeItem(1, { name: 'Manzana', price_cents: 1000 });
const pear = makeItem(2, { name: 'Pera', price_cents: 2500 });

describe('applyChanges', () => {
  it('returns the server cart itself when nothing is pending', () => {
    const cart = makeCart([[apple, 2]]);
    expect(applyChanges(cart, [], 1)).toBe(cart);
    expect(applyChanges(undefined, [], 1)).toBeUndefined();
    expect(applyChanges(null, [], 1)).toBeNull();
  });

  it('sets quantities, adds new lines and removes lines, in order, with totals', () => {
    const cart = makeCart([[apple, 1]]);

    const shown = applyChanges(
      cart,
      [
        { type: 'set', item: apple, qty: 3 },
        { type: 'set', item: pear, qty: 2 },
        { type: 'set', item: apple, qty: 4 },
      ],
      1,
    );

    expect(
      shown?.cart.items.map((line) => [line.purchaseable.id, line.qty, line.line_total_cents]),
    ).toEqual([
      [1, 4, 4000],
      [2, 2, 5000],
    ]);
    expect(shown?.cart.items[1]?.id).toBeLessThan(0);
    expect(shown?.extra).toMatchObject({ subtotal_cents: 9000, item_count: 6, total_cents: 9000 });

    const removed = applyChanges(cart, [{ type: 'remove', item: apple }], 1);
    expect(removed?.cart.items).toEqual([]);
    expect(removed?.extra).toMatchObject({ subtotal_cents: 0, item_count: 0, total_cents: 0 });
    expect(applyChanges(cart, [{ type: 'set', item: apple, qty: 0 }], 1)?.cart.items).toEqual([]);
  });

  it('starts from an empty draft when the store has no cart yet', () => {
    const shown = applyChanges(null, [{ type: 'set', item: pear, qty: 1 }], 7);

    expect(shown?.cart.store_id).toBe(7);
    expect(shown?.cart.items).toHaveLength(1);
    expect(shown?.extra.total_cents).toBe(2500);
    expect(draftCart(7).extra.item_count).toBe(0);
  });

  it('estimates an applied coupon on the new subtotal, and none below its minimum', () => {
    const base: CartResponse = makeCart([[apple, 10]], {
      coupon: {
        code: 'AHORRA50',
        kind: 'fixed',
        value: 5000,
        min_subtotal_cents: 8000,
        applied: true,
        discount_cents: 5000,
        message: null,
      },
    });

    const more = applyChanges(base, [{ type: 'set', item: apple, qty: 12 }], 1);
    const fewer = applyChanges(base, [{ type: 'set', item: apple, qty: 5 }], 1);

    expect(more?.extra).toMatchObject({ discount_cents: 5000, total_cents: 7000 });
    expect(fewer?.extra).toMatchObject({ discount_cents: 0, total_cents: 5000 });
  });

  it('leaves unavailable lines out of the totals, as the server does', () => {
    const soldOut = makeItem(3, { price_cents: 900, stock: 0 });
    const shown = applyChanges(makeCart([[soldOut, 2]]), [{ type: 'set', item: apple, qty: 1 }], 1);

    expect(shown?.extra).toMatchObject({ subtotal_cents: 1000, item_count: 1 });
  });

  it('prices a weight line per kilogram, counts it once and makes the totals an estimate', () => {
    // $55.00/kg, in a cart with two apples.
    const avocado = makeWeightItem(4, { price_cents: 5500 });
    const shown = applyChanges(
      makeCart([[apple, 2]]),
      [{ type: 'set', item: avocado, qty: 750 }],
      1,
    );

    expect(shown?.cart.items[1]).toMatchObject({ qty: 750, line_total_cents: 4125 });
    expect(shown?.extra).toMatchObject({
      subtotal_cents: 6125,
      item_count: 3,
      estimated: true,
      // The card part plus 10 % of the weight lines: $61.25 + $4.13.
      hold_cents: 6538,
    });
  });

  it("shows a line's substitution choice at once, and new lines follow the cart's", () => {
    const base = makeCart([[apple, 1]], { substitution_default: 'call' });

    const shown = applyChanges(
      base,
      [
        { type: 'substitution', item: apple, substitution: 'none' },
        { type: 'set', item: pear, qty: 1 },
      ],
      1,
    );

    expect(shown?.cart.items.map((line) => line.substitution)).toEqual(['none', 'call']);
    expect(shown?.extra.total_cents).toBe(3500);
  });
});

describe('countWithChanges', () => {
  const avocado = makeWeightItem(4, { price_cents: 5500 });
  const soldOut = makeItem(3, { price_cents: 900, stock: 0 });
  const cases: [string, CartResponse | null | undefined, CartChange[]][] = [
    ['nothing pending', makeCart([[apple, 2]]), []],
    ['no cart yet', null, [{ type: 'set', item: apple, qty: 3 }]],
    ['not loaded yet', undefined, [{ type: 'set', item: pear, qty: 1 }]],
    [
      'pieces, a weight line and an unavailable one',
      makeCart([
        [apple, 2],
        [soldOut, 5],
      ]),
      [
        { type: 'set', item: avocado, qty: 750 },
        { type: 'set', item: apple, qty: 4 },
        { type: 'substitution', item: apple, substitution: 'none' },
      ],
    ],
    ['a line removed', makeCart([[apple, 2]]), [{ type: 'remove', item: apple }]],
  ];

  it.each(cases)('counts as the priced cart does: %s', (_, base, changes) => {
    expect(countWithChanges(base, changes)).toBe(
      applyChanges(base, changes, 1)?.extra.item_count ?? 0,
    );
  });
});
