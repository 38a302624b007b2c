import { expect, it } from 'vitest';
import { adminOrder, orderLine } from '../../../testing/orders-api';
import { draftOf, needsSaving, pickingBody, substituteStateText } from './picking-form';

const order = adminOrder({
  items: [
    orderLine({ id: 1, sold_by: 'weight', qty: 750, unit_price_cents: 5_500 }),
    orderLine({ id: 2, qty: 3, substitution: 'none' }),
  ],
});
const noOptions = () => null;

it('starts from the ordered pieces and an empty weight, and leaves unweighed lines out', () => {
  const draft = draftOf(order);
  expect(draft).toEqual({
    1: { picked: '', substitute: null },
    2: { picked: '3', substitute: null },
  });
  expect(pickingBody(order, draft, { complete: false, optionOf: noOptions })).toEqual({
    body: { lines: [{ line_id: 2, picked_qty: 3, substitute: null }] },
    problems: null,
  });
  expect(pickingBody(order, draft, { complete: true, optionOf: noOptions }).problems).toEqual({
    '1:picked': 'Escribe lo que pesó, en gramos (0 si falta).',
  });
  expect(needsSaving(order, draft)).toBe(true);
});

it('never sends a substitute for a line whose customer asked for none', () => {
  const draft = {
    1: { picked: '820', substitute: null },
    2: { picked: '0', substitute: { purchaseable_id: 9, qty: '1' } },
  };
  expect(pickingBody(order, draft, { complete: true, optionOf: noOptions }).body).toEqual({
    lines: [
      { line_id: 1, picked_qty: 820, substitute: null },
      { line_id: 2, picked_qty: 0, substitute: null },
    ],
  });
});

it('says a proposal whose time ran out will follow the preference', () => {
  const substitute = {
    purchaseable_id: 9,
    name: 'Aguacate criollo',
    image_url: null,
    sold_by: 'unit' as const,
    qty: 2,
    unit_price_cents: 1_500,
    line_total_cents: 3_000,
    state: 'proposed' as const,
    answer_by: '2026-11-23T16:25:00.000Z',
  };
  expect(substituteStateText(substitute, Date.parse('2026-11-23T16:30:00.000Z'))).toBe(
    'Sin respuesta: al terminar se aplica su preferencia',
  );
  expect(substituteStateText(substitute, Date.parse('2026-11-23T16:20:00.000Z'))).toMatch(
    /^Esperando respuesta hasta las \d\d:\d\d$/,
  );
  expect(substituteStateText({ ...substitute, state: 'expired' }, null)).toBe(
    'Sin respuesta: se aplicó su preferencia',
  );
});
