import type { CartResponse } from '@canasta/contract';
import { expect, it } from 'vitest';
import { makeCart, makeItem, makeStore } from '../../../testing/factories';
import { firstCheckoutStep, missingBefore, pathAfter, stepPosition } from './steps';

const store = makeStore();
const slug = store.slug;
const chosen = (overrides: Partial<CartResponse['cart']> = {}) =>
  makeCart([[makeItem(1), 1]], {
    delivery_type: 'delivery',
    delivery_date: '2026-11-24',
    delivery_slot_id: 3,
    address_id: 7,
    ...overrides,
  });

it('sends each step back to the first earlier choice still missing', () => {
  const empty = chosen({ delivery_type: null, delivery_date: null, delivery_slot_id: null });
  expect(missingBefore('deliveryType', empty, store)).toBeNull();
  expect(missingBefore('paymentMethod', empty, store)).toBe(`/tienda/${slug}/envio_tipo`);
  const noSlot = chosen({ delivery_slot_id: null });
  expect(missingBefore('cartPreview', noSlot, store)).toBe(`/tienda/${slug}/envio_fecha`);
  const noAddress = chosen({ address_id: null });
  expect(missingBefore('paymentMethod', noAddress, store)).toBe(`/tienda/${slug}/envio_direccion`);
  expect(missingBefore('paymentMethod', chosen(), store)).toBeNull();
});

it('counts a delivery type the store no longer offers as not chosen', () => {
  const pickupOnly = makeStore({ delivery_types: ['pickup'] });
  expect(missingBefore('deliveryDate', chosen(), pickupOnly)).toBe(`/tienda/${slug}/envio_tipo`);
});

it('skips the address for pickup: no redirect to it, not counted, the summary follows the date', () => {
  const pickup = chosen({ delivery_type: 'pickup', address_id: null });
  expect(missingBefore('paymentMethod', pickup, store)).toBeNull();
  expect(missingBefore('deliveryAddress', pickup, store)).toBe(`/tienda/${slug}/cart-preview`);
  expect(stepPosition('cartPreview', pickup)).toEqual({ step: 3, total: 4 });
  expect(stepPosition('cartPreview', chosen())).toEqual({ step: 4, total: 5 });
  expect(pathAfter('deliveryDate', pickup, slug)).toBe(`/tienda/${slug}/cart-preview`);
  expect(pathAfter('deliveryDate', chosen(), slug)).toBe(`/tienda/${slug}/envio_direccion`);
  expect(pathAfter('paymentMethod', chosen(), slug)).toBeNull();
});

it('holds payment back while below the minimum or with a refused coupon', () => {
  const below = chosen();
  below.extra.min_order_cents = below.extra.subtotal_cents + 1;
  expect(missingBefore('paymentMethod', below, store)).toBe(`/tienda/${slug}/cart-preview`);
  expect(missingBefore('cartPreview', below, store)).toBeNull();
  expect(firstCheckoutStep(slug)).toBe(`/tienda/${slug}/envio_tipo`);
});
