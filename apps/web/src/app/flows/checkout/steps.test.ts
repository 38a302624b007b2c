import type { CartResponse } from '@canasta/contract';
import { expect, it } from 'vitest';
import { CARLOS, LUCIA } from '../../../testing/auth-api';
import { makeCart, makeItem, makeStore } from '../../../testing/factories';
import { firstCheckoutStep, missingBefore, pathAfter, stepPosition } from './steps';

const store = makeStore();
const slug = store.slug;
const shopper = LUCIA;
const seller = CARLOS;
const chosen = (overrides: Partial<CartResponse['cart']> = {}) =>
  makeCart([[makeItem(1), 1]], {
    delivery_type: 'delivery',
    delivery_date: '2026-11-24',
    delivery_slot_id: 3,
    address_id: 7,
    ...overrides,
  });
/** A seller's cart for their client 4, delivered to the client's address 9. */
const forClient = (overrides: Partial<CartResponse['cart']> = {}) =>
  chosen({ address_id: null, client_id: 4, client_address_id: 9, ...overrides });

it('sends each step back to the first earlier choice still missing', () => {
  const empty = chosen({ delivery_type: null, delivery_date: null, delivery_slot_id: null });
  expect(missingBefore('deliveryType', empty, store, shopper)).toBeNull();
  expect(missingBefore('paymentMethod', empty, store, shopper)).toBe(`/tienda/${slug}/envio_tipo`);
  const noSlot = chosen({ delivery_slot_id: null });
  expect(missingBefore('cartPreview', noSlot, store, shopper)).toBe(`/tienda/${slug}/envio_fecha`);
  const noAddress = chosen({ address_id: null });
  expect(missingBefore('paymentMethod', noAddress, store, shopper)).toBe(
    `/tienda/${slug}/envio_direccion`,
  );
  expect(missingBefore('paymentMethod', chosen(), store, shopper)).toBeNull();
});

it('counts a delivery type the store no longer offers as not chosen', () => {
  const pickupOnly = makeStore({ delivery_types: ['pickup'] });
  expect(missingBefore('deliveryDate', chosen(), pickupOnly, shopper)).toBe(
    `/tienda/${slug}/envio_tipo`,
  );
});

it('skips the address for pickup: no redirect to it, not counted, the summary follows the date', () => {
  const pickup = chosen({ delivery_type: 'pickup', address_id: null });
  expect(missingBefore('paymentMethod', pickup, store, shopper)).toBeNull();
  expect(missingBefore('deliveryAddress', pickup, store, shopper)).toBe(
    `/tienda/${slug}/cart-preview`,
  );
  expect(stepPosition('cartPreview', pickup, shopper)).toEqual({ step: 3, total: 4 });
  expect(stepPosition('cartPreview', chosen(), shopper)).toEqual({ step: 4, total: 5 });
  expect(pathAfter('deliveryDate', pickup, shopper, slug)).toBe(`/tienda/${slug}/cart-preview`);
  expect(pathAfter('deliveryDate', chosen(), shopper, slug)).toBe(
    `/tienda/${slug}/envio_direccion`,
  );
  expect(pathAfter('paymentMethod', chosen(), shopper, slug)).toBeNull();
});

it('holds payment back while below the minimum or with a refused coupon', () => {
  const below = chosen();
  below.extra.min_order_cents = below.extra.subtotal_cents + 1;
  expect(missingBefore('paymentMethod', below, store, shopper)).toBe(
    `/tienda/${slug}/cart-preview`,
  );
  expect(missingBefore('cartPreview', below, store, shopper)).toBeNull();
});

it("a shopper's checkout has no client step: it starts at the delivery method", () => {
  expect(firstCheckoutStep(slug, shopper)).toBe(`/tienda/${slug}/envio_tipo`);
  expect(firstCheckoutStep(slug, null)).toBe(`/tienda/${slug}/envio_tipo`);
  expect(stepPosition('deliveryType', chosen(), shopper)).toEqual({ step: 1, total: 5 });
  expect(missingBefore('clientSelect', chosen(), store, shopper)).toBe(
    `/tienda/${slug}/envio_tipo`,
  );
});

it('a seller or mentor first says who the order is for; "para mí" keeps their own address step', () => {
  const mentor = { is_seller: false, is_mentor: true };
  expect(firstCheckoutStep(slug, seller)).toBe(`/menu/${slug}/clientselect`);
  expect(firstCheckoutStep(slug, mentor)).toBe(`/menu/${slug}/clientselect`);
  const forMe = chosen();
  expect(stepPosition('clientSelect', forMe, seller)).toEqual({ step: 1, total: 6 });
  expect(stepPosition('deliveryType', forMe, mentor)).toEqual({ step: 2, total: 6 });
  expect(pathAfter('clientSelect', forMe, seller, slug)).toBe(`/tienda/${slug}/envio_tipo`);
  expect(pathAfter('deliveryDate', forMe, seller, slug)).toBe(`/tienda/${slug}/envio_direccion`);
  // "Para mí" is a whole answer: nothing sends the seller back to choose a client.
  expect(missingBefore('paymentMethod', forMe, store, seller)).toBeNull();
  expect(missingBefore('clientAddress', forMe, store, seller)).toBe(`/tienda/${slug}/cart-preview`);
});

it("an order for a client goes to the client's address step instead of the seller's own", () => {
  const cart = forClient();
  expect(pathAfter('deliveryDate', cart, seller, slug)).toBe(`/tienda/${slug}/set_client_adress`);
  expect(stepPosition('clientAddress', cart, seller)).toEqual({ step: 4, total: 6 });
  expect(stepPosition('cartPreview', cart, seller)).toEqual({ step: 5, total: 6 });
  expect(missingBefore('paymentMethod', cart, store, seller)).toBeNull();
  // The seller's own address step is not this order's: it leads on to the summary.
  expect(missingBefore('deliveryAddress', cart, store, seller)).toBe(
    `/tienda/${slug}/set_client_adress`,
  );
  const noClientAddress = forClient({ client_address_id: null });
  expect(missingBefore('cartPreview', noClientAddress, store, seller)).toBe(
    `/tienda/${slug}/set_client_adress`,
  );
  const pickup = forClient({ delivery_type: 'pickup', client_address_id: null });
  expect(missingBefore('paymentMethod', pickup, store, seller)).toBeNull();
  expect(stepPosition('cartPreview', pickup, seller)).toEqual({ step: 4, total: 5 });
});
