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

it('asks where before when: the address follows the delivery method, the day follows the address', () => {
  const typed = chosen({ address_id: null, delivery_date: null, delivery_slot_id: null });
  expect(pathAfter('deliveryType', typed, shopper, slug)).toBe(`/tienda/${slug}/envio_direccion`);
  expect(pathAfter('deliveryAddress', typed, shopper, slug)).toBe(`/tienda/${slug}/envio_fecha`);
  expect(pathAfter('deliveryDate', typed, shopper, slug)).toBe(`/tienda/${slug}/cart-preview`);
  expect(stepPosition('deliveryAddress', typed, shopper)).toEqual({ step: 2, total: 5 });
  expect(stepPosition('deliveryDate', typed, shopper)).toEqual({ step: 3, total: 5 });
  // The day's step needs the address first; the address step doesn't need a day.
  expect(missingBefore('deliveryDate', typed, store, shopper)).toBe(
    `/tienda/${slug}/envio_direccion`,
  );
  expect(missingBefore('deliveryAddress', typed, store, shopper)).toBeNull();
});

it('skips the address for pickup: no redirect to it, not counted, the day follows the method', () => {
  const pickup = chosen({ delivery_type: 'pickup', address_id: null });
  expect(missingBefore('paymentMethod', pickup, store, shopper)).toBeNull();
  expect(missingBefore('deliveryAddress', pickup, store, shopper)).toBe(
    `/tienda/${slug}/envio_fecha`,
  );
  expect(stepPosition('cartPreview', pickup, shopper)).toEqual({ step: 3, total: 4 });
  expect(stepPosition('cartPreview', chosen(), shopper)).toEqual({ step: 4, total: 5 });
  expect(pathAfter('deliveryType', pickup, shopper, slug)).toBe(`/tienda/${slug}/envio_fecha`);
  expect(pathAfter('deliveryDate', pickup, shopper, slug)).toBe(`/tienda/${slug}/cart-preview`);
  expect(pathAfter('paymentMethod', chosen(), shopper, slug)).toBeNull();
});

it('lets only the summary in without a day while a remembered one waits to be confirmed there', () => {
  const noDay = chosen({ delivery_date: null, delivery_slot_id: null });
  const confirming = { dayToConfirm: true };
  expect(missingBefore('cartPreview', noDay, store, shopper, confirming)).toBeNull();
  expect(missingBefore('cartPreview', noDay, store, shopper)).toBe(`/tienda/${slug}/envio_fecha`);
  // Paying still needs a day on the cart.
  expect(missingBefore('paymentMethod', noDay, store, shopper, confirming)).toBe(
    `/tienda/${slug}/envio_fecha`,
  );
  // Any other missing choice still sends the shopper to it.
  const noAddress = chosen({ address_id: null, delivery_date: null, delivery_slot_id: null });
  expect(missingBefore('cartPreview', noAddress, store, shopper, confirming)).toBe(
    `/tienda/${slug}/envio_direccion`,
  );
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
  expect(pathAfter('deliveryType', forMe, seller, slug)).toBe(`/tienda/${slug}/envio_direccion`);
  // "Para mí" is a whole answer: nothing sends the seller back to choose a client.
  expect(missingBefore('paymentMethod', forMe, store, seller)).toBeNull();
  expect(missingBefore('clientAddress', forMe, store, seller)).toBe(`/tienda/${slug}/envio_fecha`);
});

it("a cart already for a client (from the client's card) starts at the delivery method", () => {
  expect(firstCheckoutStep(slug, seller, forClient())).toBe(`/tienda/${slug}/envio_tipo`);
  expect(firstCheckoutStep(slug, seller, chosen())).toBe(`/menu/${slug}/clientselect`);
  expect(firstCheckoutStep(slug, seller, null)).toBe(`/menu/${slug}/clientselect`);
});

it("an order for a client goes to the client's address step instead of the seller's own", () => {
  const cart = forClient();
  expect(pathAfter('deliveryType', cart, seller, slug)).toBe(`/tienda/${slug}/set_client_adress`);
  expect(pathAfter('clientAddress', cart, seller, slug)).toBe(`/tienda/${slug}/envio_fecha`);
  expect(stepPosition('clientAddress', cart, seller)).toEqual({ step: 3, total: 6 });
  expect(stepPosition('cartPreview', cart, seller)).toEqual({ step: 5, total: 6 });
  expect(missingBefore('paymentMethod', cart, store, seller)).toBeNull();
  // The seller's own address step is not this order's: it leads on to the client's.
  expect(missingBefore('deliveryAddress', cart, store, seller)).toBe(
    `/tienda/${slug}/set_client_adress`,
  );
  const noClientAddress = forClient({ client_address_id: null });
  expect(missingBefore('deliveryDate', noClientAddress, store, seller)).toBe(
    `/tienda/${slug}/set_client_adress`,
  );
  const pickup = forClient({ delivery_type: 'pickup', client_address_id: null });
  expect(missingBefore('paymentMethod', pickup, store, seller)).toBeNull();
  expect(stepPosition('cartPreview', pickup, seller)).toEqual({ step: 4, total: 5 });
});
