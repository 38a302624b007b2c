import type { Order } from '@canasta/contract';
import { describe, expect, it } from 'vitest';
import { orderLine } from '../../../testing/checkout-api';
import { makeCart, makeItem, makeWeightItem } from '../../../testing/factories';
import {
  addPaymentInfo,
  addShippingInfo,
  beginCheckout,
  cartQuantityChange,
  purchase,
  selectItem,
  toPesos,
  viewCart,
  viewItem,
  viewItemList,
} from './ga4-events';

const STORE = 'Canasta Interna';
const aguacate = makeItem(7, { name: 'Aguacate Hass', price_cents: 4990 });
const leche = makeItem(9, {
  name: 'Leche entera 1 L',
  price_cents: 2890,
  compare_at_price_cents: 3290,
});
const list = { id: 'collection_3', name: 'Ofertas de la semana' };

describe('toPesos', () => {
  it('turns integer cents into pesos with centavos', () => {
    expect(toPesos(4990)).toBe(49.9);
    expect(toPesos(5)).toBe(0.05);
    expect(toPesos(0)).toBe(0);
  });
});

it('view_item_list carries the list and every offer with its position, in pesos', () => {
  expect(viewItemList(list, [aguacate, leche], STORE)).toEqual({
    event: 'view_item_list',
    ecommerce: {
      currency: 'MXN',
      item_list_id: 'collection_3',
      item_list_name: 'Ofertas de la semana',
      items: [
        {
          item_id: '7',
          item_name: 'Aguacate Hass',
          affiliation: STORE,
          price: 49.9,
          quantity: 1,
          index: 0,
          item_list_id: 'collection_3',
          item_list_name: 'Ofertas de la semana',
        },
        {
          item_id: '9',
          item_name: 'Leche entera 1 L',
          affiliation: STORE,
          price: 28.9,
          quantity: 1,
          index: 1,
          item_list_id: 'collection_3',
          item_list_name: 'Ofertas de la semana',
        },
      ],
    },
  });
});

it('select_item names the one offer tapped and where it was', () => {
  const event = selectItem(list, leche, 1, STORE);
  expect(event.event).toBe('select_item');
  expect(event.ecommerce.items).toEqual([
    expect.objectContaining({ item_id: '9', index: 1, item_list_id: 'collection_3' }),
  ]);
});

it('view_item values the product at its price', () => {
  expect(viewItem(aguacate, STORE)).toEqual({
    event: 'view_item',
    ecommerce: {
      currency: 'MXN',
      value: 49.9,
      items: [
        { item_id: '7', item_name: 'Aguacate Hass', affiliation: STORE, price: 49.9, quantity: 1 },
      ],
    },
  });
});

describe('cartQuantityChange', () => {
  it('is add_to_cart with the units added, valued at the line price', () => {
    const line = makeCart([[aguacate, 3]]).cart.items[0];
    const event = cartQuantityChange(aguacate, line, 1, STORE);
    expect(event).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'MXN',
        value: 99.8,
        items: [
          {
            item_id: '7',
            item_name: 'Aguacate Hass',
            affiliation: STORE,
            price: 49.9,
            quantity: 2,
          },
        ],
      },
    });
  });

  it('is remove_from_cart when the line went away, from the offer itself', () => {
    const event = cartQuantityChange(aguacate, undefined, 2, STORE);
    expect(event?.event).toBe('remove_from_cart');
    expect(event?.ecommerce).toMatchObject({ value: 99.8, items: [{ item_id: '7', quantity: 2 }] });
  });

  it('is nothing when the quantity did not move', () => {
    const line = makeCart([[aguacate, 2]]).cart.items[0];
    expect(cartQuantityChange(aguacate, line, 2, STORE)).toBeNull();
  });

  it('adds exact centavos (no floating point leftovers)', () => {
    const cheap = makeItem(1, { price_cents: 10 });
    const line = makeCart([[cheap, 3]]).cart.items[0];
    expect(cartQuantityChange(cheap, line, 0, STORE)?.ecommerce.value).toBe(0.3);
  });
});

it("a cart line at a seller's modified price carries the difference as discount", () => {
  const cart = makeCart([[aguacate, 1]]);
  const line = cart.cart.items[0];
  if (!line) throw new Error('the cart has a line');
  const modified = { ...line, unit_price_cents: 3990, line_total_cents: 3990 };
  expect(
    viewCart({ ...cart, cart: { ...cart.cart, items: [modified] } }, STORE).ecommerce.items,
  ).toEqual([
    {
      item_id: '7',
      item_name: 'Aguacate Hass',
      affiliation: STORE,
      price: 39.9,
      quantity: 1,
      discount: 10,
    },
  ]);
});

it('the cart events value the goods after the coupon and carry the applied coupon', () => {
  const cart = makeCart(
    [
      [aguacate, 2],
      [leche, 1],
    ],
    {
      coupon: {
        code: 'BIENVENIDA10',
        kind: 'percent',
        value: 10,
        min_subtotal_cents: 0,
        applied: true,
        discount_cents: 1287,
        message: null,
      },
      delivery_type: 'pickup',
    },
  );
  for (const event of [viewCart(cart, STORE), beginCheckout(cart, STORE)]) {
    expect(event.ecommerce).toMatchObject({
      currency: 'MXN',
      value: 115.83,
      coupon: 'BIENVENIDA10',
    });
    expect(event.ecommerce.items.map((item) => [item.item_id, item.quantity])).toEqual([
      ['7', 2],
      ['9', 1],
    ]);
  }
  expect(addShippingInfo(cart, STORE).ecommerce.shipping_tier).toBe('pickup');
  expect(addPaymentInfo(cart, 'card', STORE).ecommerce.payment_type).toBe('card');
});

it('purchase uses the order number and carries nothing personal', () => {
  const order = {
    id: 31,
    number: 'CAN-000031',
    status: 'pending',
    payment_status: 'paid',
    payment_method: 'card',
    card: { brand: 'visa', last4: '4242' },
    store: { id: 1, slug: 'interna', name: STORE, address: 'Av. Insurgentes Sur 1234' },
    items: [
      {
        purchaseable_id: 7,
        name: 'Aguacate Hass',
        image_url: null,
        qty: 2,
        unit_price_cents: 4990,
        list_unit_price_cents: 4990,
        line_total_cents: 9980,
        price_changed_by: null,
      },
    ],
    subtotal_cents: 9980,
    discount_cents: 998,
    delivery_fee_cents: 3500,
    wallet_applied_cents: 0,
    total_cents: 12482,
    currency: 'MXN',
    coupon_code: 'BIENVENIDA10',
    delivery_type: 'delivery',
    delivery_date: '2026-11-25',
    delivery_slot: { id: 1, start: '09:00', end: '13:00' },
    address: {
      id: 4,
      label: 'Casa',
      street: 'Calle Durango 200',
    },
    client: { id: 2, name: 'Rosa Martínez', phone: '+525512345678' },
    placed_by: { id: 1, name: 'Lucía Hernández' },
    notes: 'Tocar el timbre',
    status_history: [],
    created_at: '2026-11-24T09:00:00Z',
  } as unknown as Order;
  const event = purchase(order);
  expect(event).toEqual({
    event: 'purchase',
    ecommerce: {
      currency: 'MXN',
      transaction_id: 'CAN-000031',
      affiliation: STORE,
      value: 89.82,
      tax: 0,
      shipping: 35,
      coupon: 'BIENVENIDA10',
      items: [
        { item_id: '7', item_name: 'Aguacate Hass', affiliation: STORE, price: 49.9, quantity: 2 },
      ],
    },
  });
  const text = JSON.stringify(event);
  for (const personal of ['Rosa', '+5255', 'Durango', 'Lucía', 'timbre', '4242']) {
    expect(text).not.toContain(personal);
  }
});

describe('weight lines (GA4 refuses fractions)', () => {
  // $55.00/kg: 750 g are $41.25.
  const jitomate = makeWeightItem(8, { name: 'Jitomate saladet', price_cents: 5500 });

  it('are one item priced at the line’s estimate in the cart events', () => {
    const cart = makeCart([
      [jitomate, 750],
      [aguacate, 2],
    ]);
    expect(viewCart(cart, STORE).ecommerce).toMatchObject({
      value: 141.05,
      items: [
        { item_id: '8', price: 41.25, quantity: 1 },
        { item_id: '7', price: 49.9, quantity: 2 },
      ],
    });
  });

  it('are added and removed as one item valued at the grams that moved', () => {
    const line = makeCart([[jitomate, 750]]).cart.items[0];
    expect(cartQuantityChange(jitomate, line, 250, STORE)?.ecommerce).toMatchObject({
      value: 27.5,
      items: [{ item_id: '8', price: 27.5, quantity: 1 }],
    });
    expect(cartQuantityChange(jitomate, undefined, 500, STORE)?.ecommerce).toMatchObject({
      value: 27.5,
      items: [{ item_id: '8', price: 27.5, quantity: 1 }],
    });
  });

  it('are one item at the line’s estimate in purchase', () => {
    const order = {
      id: 32,
      number: 'CAN-000032',
      store: { id: 1, slug: 'interna', name: STORE, address: '' },
      items: [
        orderLine({
          purchaseable_id: 8,
          name: 'Jitomate saladet',
          sold_by: 'weight',
          qty: 750,
          unit_price_cents: 5500,
          // Weighed heavier since: the event keeps the estimate the order was placed with.
          picked_qty: 820,
          line_total_cents: 4510,
        }),
      ],
      subtotal_cents: 4125,
      discount_cents: 0,
      delivery_fee_cents: 0,
      coupon_code: null,
    } as unknown as Order;
    expect(purchase(order).ecommerce.items).toEqual([
      {
        item_id: '8',
        item_name: 'Jitomate saladet',
        affiliation: STORE,
        price: 41.25,
        quantity: 1,
      },
    ]);
  });
});
