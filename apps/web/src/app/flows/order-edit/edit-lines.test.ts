import { describe, expect, it } from 'vitest';
import { orderLine } from '../../../testing/checkout-api';
import { makeWeightItem } from '../../../testing/factories';
import {
  changedFrom,
  editBody,
  estimateCents,
  guessedRules,
  lineFromOffer,
  linesOf,
} from './edit-lines';

describe('the lines of an order being changed', () => {
  const order = {
    items: [
      orderLine({ purchaseable_id: 11, name: 'Manzana Gala', qty: 2, unit_price_cents: 5490 }),
      orderLine({
        id: 2,
        purchaseable_id: 40,
        name: 'Aguacate Hass',
        qty: 750,
        unit_price_cents: 6000,
        sold_by: 'weight',
      }),
    ],
  };

  it('steps a weight line by the largest of 100, 50, 10 or 1 g that divides what was ordered', () => {
    expect(guessedRules(700).weight_step_g).toBe(100);
    expect(guessedRules(750).weight_step_g).toBe(50);
    expect(guessedRules(730).weight_step_g).toBe(10);
    expect(guessedRules(733).weight_step_g).toBe(1);
  });

  it('starts from the order, prices as the cart does and sends the whole list', () => {
    const lines = linesOf(order);
    expect(
      lines.map((line) => [line.purchaseable_id, line.qty, line.rules?.weight_step_g]),
    ).toEqual([
      [11, 2, undefined],
      [40, 750, 50],
    ]);
    expect(estimateCents(lines)).toBe(2 * 5490 + 4500);
    expect(changedFrom(order, lines)).toBe(false);
    const more = lines.map((line) => (line.purchaseable_id === 11 ? { ...line, qty: 3 } : line));
    expect(changedFrom(order, more)).toBe(true);
    expect(editBody(more)).toEqual({
      items: [
        { purchaseable_id: 11, qty: 3, substitution: 'similar' },
        { purchaseable_id: 40, qty: 750, substitution: 'similar' },
      ],
    });
  });

  it('adds a product found in the store at its minimum, and none that is sold out', () => {
    const weighed = makeWeightItem(50, { name: 'Jitomate' });
    const line = lineFromOffer(weighed, 'none');
    expect(line?.qty).toBe(weighed.min_weight_g);
    expect(line?.substitution).toBe('none');
    expect(lineFromOffer({ ...weighed, stock: 0, available: false }, 'similar')).toBeNull();
  });
});
