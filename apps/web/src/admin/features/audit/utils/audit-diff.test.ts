import { describe, expect, it } from 'vitest';
import { changeKind, changeRows, valueText } from './audit-diff';

describe('an audit entry in words', () => {
  it('marks the fields that changed, and says each value plainly', () => {
    const rows = changeRows(
      {
        name: 'Roma',
        delivery_fee_cents: 3500,
        polygon: {
          type: 'Polygon',
          coordinates: [
            [
              [0, 0],
              [1, 0],
              [1, 1],
              [0, 0],
            ],
          ],
        },
      },
      {
        name: 'Roma',
        delivery_fee_cents: 0,
        polygon: {
          type: 'Polygon',
          coordinates: [
            [
              [0, 0],
              [1, 0],
              [1, 1],
              [0, 0],
            ],
          ],
        },
      },
    );
    expect(rows).toEqual([
      { key: 'name', label: 'Nombre', before: 'Roma', after: 'Roma', changed: false },
      {
        key: 'delivery_fee_cents',
        label: 'Costo de envío',
        before: '$35.00',
        after: '$0.00',
        changed: true,
      },
      { key: 'polygon', label: 'Área', before: '3 puntos', after: '3 puntos', changed: false },
    ]);
  });

  it('shows a creation with its values only, and a deletion with what it had', () => {
    expect(changeKind(null, { a: 1 })).toBe('create');
    expect(changeKind({ a: 1 }, null)).toBe('delete');
    expect(changeKind({ a: 1 }, { a: 2 })).toBe('update');
    expect(changeRows(null, { weekday: 6, type: 'pickup' })).toEqual([
      { key: 'weekday', label: 'Día', before: null, after: 'Sábado', changed: false },
      { key: 'type', label: 'Tipo', before: null, after: 'Recoger en tienda', changed: false },
    ]);
    expect(changeRows({ maintenance: true }, null)[0]).toMatchObject({ before: 'Sí', after: null });
  });

  it('names fields it does not know by their key, and lists and words read as Spanish', () => {
    expect(changeRows({ rows: 12 }, { rows: 15 })[0]).toMatchObject({
      label: 'rows',
      changed: true,
    });
    expect(valueText('payment_methods', ['cash', 'card'])).toBe('Efectivo, Tarjeta');
    expect(valueText('whatsapp', null)).toBe('—');
    expect(changeRows(3, 4)).toEqual([
      { key: 'value', label: 'Valor', before: '3', after: '4', changed: true },
    ]);
  });
});
