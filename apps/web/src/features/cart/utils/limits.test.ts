import * as contract from '@canasta/contract';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { COUPON_CODE_MAX_LENGTH, MAX_LINE_QTY, maxQtyFor } from './limits';

it('repeats the contract limits exactly', () => {
  expect(MAX_LINE_QTY).toBe(contract.MAX_LINE_QTY);
  expect(COUPON_CODE_MAX_LENGTH).toBe(contract.COUPON_CODE_MAX_LENGTH);
});

it('computes the same maximum as the contract for any offer', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: -5, max: 2000 }),
      fc.integer({ min: 0, max: 2000 }),
      fc.boolean(),
      (stock, maxPerOrder, available) => {
        const offer = { stock, max_per_order: maxPerOrder, available };
        expect(maxQtyFor(offer)).toBe(contract.maxQtyFor(offer));
      },
    ),
  );
});
