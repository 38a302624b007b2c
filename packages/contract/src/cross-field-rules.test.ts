import { describe, expect, it } from 'vitest';
import { CouponBodySchema } from './admin-store-setup';

describe('whenFieldsPass', () => {
  it('skips a rule between fields when the body is not an object at all', () => {
    const result = CouponBodySchema.safeParse(null);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([[]]);
  });

  it('runs the rule once the fields it reads pass, even when another field fails', () => {
    const result = CouponBodySchema.safeParse({
      code: 'X',
      description: 'Prueba',
      kind: 'percent',
      value: 150,
      starts_at: null,
      ends_at: null,
      max_uses: null,
      max_uses_per_user: null,
    });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['code', 'value']);
  });
});
