import { describe, expect, it } from 'vitest';
import { InventoriesQuerySchema, StoreIdParamsSchema } from './catalogue';
import { flattenFieldErrors } from './errors';

describe('catalogue request schemas', () => {
  it('reads inventories filters from a query string', () => {
    expect(InventoriesQuerySchema.parse({ category_id: '4', q: '  leche ', page: '2' })).toEqual({
      category_id: 4,
      q: 'leche',
      page: 2,
      per_page: 20,
    });
  });

  it('refuses ids that are not positive integers', () => {
    for (const id of ['0', '-1', 'abc', '1e3x', '99999999999']) {
      expect(StoreIdParamsSchema.safeParse({ id }).success).toBe(false);
    }
  });
});

describe('flattenFieldErrors', () => {
  it('turns the errors object into the list of messages (spec §5)', () => {
    expect(
      flattenFieldErrors({ name: ['Falta el nombre.'], phone: ['Teléfono inválido.', 'Otro.'] }),
    ).toEqual(['Falta el nombre.', 'Teléfono inválido.', 'Otro.']);
    expect(flattenFieldErrors(undefined)).toEqual([]);
  });
});
