import { describe, expect, it } from 'vitest';
import { apiPath, apiRoutes } from './api-paths';
import { UpdateCartBodySchema } from './cart';
import { WalletMovementPageSchema, WalletMovementsQuerySchema } from './wallet';

describe('wallet contract', () => {
  it('routes the movements list', () => {
    expect(apiPath(apiRoutes.walletMovements, {})).toBe('/wallet/movements');
  });

  it('pages movements like every list and refuses a page of zero', () => {
    expect(WalletMovementsQuerySchema.parse({ page: '2', per_page: '500' })).toEqual({
      page: 2,
      per_page: 100,
    });
    expect(WalletMovementsQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('accepts signed movements of the known kinds only', () => {
    const movement = {
      id: 1,
      amount_cents: -1500,
      kind: 'order_payment',
      order_id: 7,
      order_number: '100007',
      created_at: '2026-11-23T10:00:00.000Z',
    };
    const meta = { current_page: 1, per_page: 20, total: 1, last_page: 1 };
    expect(WalletMovementPageSchema.safeParse({ data: [movement], meta }).success).toBe(true);
    expect(
      WalletMovementPageSchema.safeParse({ data: [{ ...movement, kind: 'gift' }], meta }).success,
    ).toBe(false);
  });

  it('takes use_wallet on the cart as a boolean, with a Spanish message otherwise', () => {
    expect(UpdateCartBodySchema.parse({ use_wallet: true })).toEqual({ use_wallet: true });
    const wrong = UpdateCartBodySchema.safeParse({ use_wallet: 'sí' });
    expect(wrong.error?.issues.map((i) => i.message)).toEqual([
      'Indica si quieres usar tu monedero.',
    ]);
  });
});
