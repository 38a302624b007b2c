import {
  apiMessages as m,
  maxQtyFor,
  ORDER_STATUS_LABELS,
  type InventoryItem,
  type OrderStatus,
} from '@canasta/contract';
import { addressFields } from '../../apps/server/test/factories';
import { OPENING_BALANCE_CENTS } from '../../apps/web/src/testing/auth-api';

/**
 * One table of shop API scenarios, run against the web app's in-memory fake and against the real
 * server (parity.test.ts): both must give these answers, so the fake can't drift from the server.
 */

/**
 * Who sends a request: the demo shopper Lucía, another signed-in shopper, a seller and a mentor
 * who keep clients, the mentor Marta (her wallet opens with OPENING_BALANCE_CENTS), or nobody.
 */
export type Who = 'lucia' | 'other' | 'seller' | 'mentor' | 'marta';

export interface Expected {
  status: number;
  code?: string;
  message?: string;
  /** Fields the body must hold (a partial match); `{name}` strings are kept values. */
  body?: Record<string, unknown>;
}

export interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under the shop API prefix; `{name}` is a value kept by an earlier step. */
  path: string;
  /** String values `'{name}'` are replaced by kept values (numbers stay numbers). */
  body?: unknown;
  as?: Who;
  headers?: Record<string, string>;
  /** Values of the answer to keep for later steps: name → dotted path in the body. */
  keep?: Record<string, string>;
  expect: Expected;
}

/** Changes made behind the API's back, each side its own way (database or fake state). */
export type Act =
  | { act: 'stock'; offer: number; stock: number }
  /** An order in progress holds the kept cart (as placing one does). */
  | { act: 'block'; cart: string }
  | { act: 'advance'; order: string; to: OrderStatus };

export type Step = Call | Act;

/** The demo data both sides share, read from the server's seeded database through its API. */
export interface Fixture {
  storeId: number;
  storeName: string;
  /** Stock and per-order maximum of 10 or more. */
  plenty: InventoryItem;
  /** Fewer units left than the per-order maximum. */
  scarce: InventoryItem;
  soldOut: InventoryItem;
  /** Plenty of stock, and ten of them reach $300. */
  roomy: InventoryItem;
  /** As roomy, and not on sale: no price floor of its own, only the store's 20% (decision 020). */
  plain: InventoryItem;
  /** Delivery slots on Monday 23 November 2026 at 10:00: one started, one open. */
  slots: { past: Slot; open: Slot; pickup: Slot };
}

export interface Slot {
  date: string;
  id: number;
}

export interface Scenario {
  name: string;
  steps: (f: Fixture) => Step[];
}

/** A covered address in Roma Sur and one in Guadalajara, outside every zone of the store. */
export const ROMA_SUR = { lat: 19.4194, lng: -99.1617 };
export const GUADALAJARA = { lat: 20.6736, lng: -103.344 };

const UNKNOWN_CART = '0b7e1c2a-5d4f-4e8a-9c3b-2f1d0e9a8b7c';
const APPROVED = '4242424242424242';
const DECLINED = '4000000000000002';

const validation = (errors: Record<string, string[]>, extra: Record<string, unknown> = {}) => ({
  status: 422,
  code: 'validation_failed',
  message: m.validationFailed,
  body: { errors, ...extra },
});

/** An order refusal: its message is the reason itself. */
const orderRefused = (field: string, message: string): Expected => ({
  status: 422,
  code: 'validation_failed',
  message,
  body: { errors: { [field]: [message] } },
});

const createCart = (f: Fixture, as?: Who): Call => ({
  method: 'POST',
  path: '/checkout/',
  body: as ? { store_id: f.storeId, user_id: `{${as}}` } : { store_id: f.storeId },
  ...(as ? { as } : {}),
  keep: { cart: 'cart.id' },
  expect: { status: 201, body: { extra: { subtotal_cents: 0, item_count: 0 } } },
});

const add = (item: InventoryItem, qty: number, expect: Expected, as?: Who): Call => ({
  method: 'POST',
  path: '/checkout/{cart}/items',
  body: { purchaseable_id: item.id, qty },
  ...(as ? { as } : {}),
  expect,
});

const ok = (body: Record<string, unknown> = {}): Expected => ({ status: 200, body });

const totals = (subtotal: number, extra: Record<string, unknown> = {}) =>
  ok({ extra: { subtotal_cents: subtotal, ...extra } });

const saveAddress = (point: typeof ROMA_SUR, keep = 'address'): Call => ({
  method: 'POST',
  path: '/addresses',
  as: 'lucia',
  body: addressFields(point),
  keep: { [keep]: 'data.id' },
  expect: { status: 201 },
});

const choose = (
  body: Record<string, unknown>,
  expect: Expected,
  as: Who | null = 'lucia',
): Call => ({
  method: 'PUT',
  path: '/checkout/{cart}',
  body,
  ...(as ? { as } : {}),
  expect,
});

const place = (
  payment: Record<string, unknown>,
  expect: Expected,
  key: string | null = 'key-1',
  as: Who = 'lucia',
): Call => ({
  method: 'POST',
  path: '/client-orders',
  as,
  body: { cart_id: '{cart}', payment },
  headers: key === null ? {} : { 'Idempotency-Key': key },
  keep: expect.status === 201 ? { order: 'data.id', number: 'data.number' } : {},
  expect,
});

const cardToken = (number: string, keep: string): Call => ({
  method: 'POST',
  path: '/payments/sandbox/tokens',
  body: { number, exp_month: 12, exp_year: 2030, cvc: '123', holder_name: 'Lucía Hernández' },
  keep: { [keep]: 'token' },
  expect: { status: 201, body: { last4: number.slice(-4) } },
});

/** Lucía's cart of `qty` roomy units, home delivery to Roma Sur in the open slot. */
const readyCart = (f: Fixture, qty: number): Step[] => [
  createCart(f, 'lucia'),
  add(f.roomy, qty, ok(), 'lucia'),
  saveAddress(ROMA_SUR),
  choose({ delivery_type: 'delivery', address_id: '{address}' }, ok()),
  choose({ delivery_date: f.slots.open.date, delivery_slot_id: f.slots.open.id }, ok()),
];

/** A seller's (or mentor's) call to the client API. */
const clientCall = (
  method: Call['method'],
  path: string,
  expect: Expected,
  extra: Partial<Pick<Call, 'body' | 'keep'>> & { as?: Who | null } = {},
): Call => {
  const { as = 'seller', ...rest } = extra;
  return { method, path, ...(as ? { as } : {}), ...rest, expect };
};

/** A client's address at a point, received by the client. */
const clientAddress = (point: typeof ROMA_SUR, label: string) =>
  addressFields({
    ...point,
    label,
    receiver_name: 'José Pérez',
    receiver_phone: '+525521340099',
  });
const ROSA = { name: 'Rosa Martínez', phone: '+525520000001' };

/**
 * Carlos, a seller, registers Rosa (`phone`: hers unless given) with an address at `point`, and
 * his cart of `qty` roomy units is for her, home delivery in the open slot; her address is not
 * chosen yet.
 */
const sellerCartForClient = (
  f: Fixture,
  qty: number,
  { point = ROMA_SUR, phone = ROSA.phone }: { point?: typeof ROMA_SUR; phone?: string } = {},
): Step[] => [
  createCart(f, 'seller'),
  add(f.roomy, qty, ok(), 'seller'),
  {
    method: 'POST',
    path: '/store/clients',
    as: 'seller',
    body: { name: ROSA.name, phone },
    keep: { client: 'data.id' },
    expect: { status: 201 },
  },
  {
    method: 'POST',
    path: '/store/clients/{client}/addresses',
    as: 'seller',
    body: addressFields({ ...point, receiver_name: ROSA.name, receiver_phone: ROSA.phone }),
    keep: { clientAddress: 'data.id' },
    expect: { status: 201 },
  },
  // No address yet, though she has a covered default (decision 048): placing must ask for one.
  choose(
    { client_id: '{client}', client_address_id: null },
    ok({ cart: { client: { id: '{client}', name: ROSA.name, address: null } } }),
    'seller',
  ),
  choose({ delivery_type: 'delivery' }, ok(), 'seller'),
  choose({ delivery_date: f.slots.open.date, delivery_slot_id: f.slots.open.id }, ok(), 'seller'),
];

export const scenarios: Scenario[] = [
  // The catalogue: only the refusal is compared, since the fake doesn't rank (decision 026)
  {
    name: 'a product search longer than the API takes is refused with a field error',
    steps: (f) => [
      {
        method: 'GET',
        path: `/stores/${f.storeId}/inventories?q=${'a'.repeat(101)}`,
        expect: {
          status: 400,
          code: 'invalid_request',
          message: m.invalidRequest,
          body: { errors: { q: ['La búsqueda admite como máximo 100 caracteres.'] } },
        },
      },
    ],
  },
  // The cart and its lines
  {
    name: 'a new anonymous cart is empty and adding units prices them',
    steps: (f) => [
      createCart(f),
      add(
        f.plenty,
        2,
        totals(2 * f.plenty.price_cents, {
          item_count: 2,
          discount_cents: 0,
          delivery_fee_cents: 0,
          total_cents: 2 * f.plenty.price_cents,
          min_order_cents: 15000,
        }),
      ),
      add(f.plenty, 1, totals(3 * f.plenty.price_cents, { item_count: 3 })),
    ],
  },
  {
    name: 'more units than the per-order maximum: 422 with max_qty and the reason',
    steps: (f) => [
      createCart(f),
      add(
        f.plenty,
        maxQtyFor(f.plenty) + 1,
        validation(
          { qty: [m.qtyAboveMax(f.plenty.product.name, maxQtyFor(f.plenty))] },
          { max_qty: maxQtyFor(f.plenty) },
        ),
      ),
    ],
  },
  {
    name: 'more units than the stock left: 422 with the stock as max_qty',
    steps: (f) => [
      createCart(f),
      add(
        f.scarce,
        f.scarce.stock + 1,
        validation(
          { qty: [m.qtyAboveMax(f.scarce.product.name, f.scarce.stock)] },
          { max_qty: f.scarce.stock },
        ),
      ),
    ],
  },
  {
    name: 'adding past the maximum to a line already in the cart says how many are there',
    steps: (f) => [
      createCart(f),
      add(f.plenty, 3, ok()),
      add(
        f.plenty,
        maxQtyFor(f.plenty),
        validation(
          { qty: [m.qtyAboveMaxWithCart(f.plenty.product.name, maxQtyFor(f.plenty), 3)] },
          { max_qty: maxQtyFor(f.plenty) },
        ),
      ),
    ],
  },
  {
    name: 'a sold-out product is refused with max_qty 0',
    steps: (f) => [
      createCart(f),
      add(f.soldOut, 1, validation({ qty: [m.soldOut(f.soldOut.product.name)] }, { max_qty: 0 })),
    ],
  },
  {
    name: 'a product the store does not sell is refused',
    steps: (f) => [
      createCart(f),
      add(
        { ...f.plenty, id: 987654 },
        1,
        validation({ purchaseable_id: [m.purchaseableNotInStore] }),
      ),
    ],
  },
  {
    name: 'bulk sets quantities; one over the maximum refuses them all with its index',
    steps: (f) => [
      createCart(f),
      {
        method: 'POST',
        path: '/checkout/{cart}/items/bulk',
        body: {
          items: [
            { purchaseable_id: f.plenty.id, qty: 1 },
            { purchaseable_id: f.scarce.id, qty: f.scarce.stock + 1 },
          ],
        },
        expect: validation(
          { 'items.1.qty': [m.qtyAboveMax(f.scarce.product.name, f.scarce.stock)] },
          { max_qty: f.scarce.stock },
        ),
      },
      {
        method: 'POST',
        path: '/checkout/{cart}/items/bulk',
        body: {
          items: [
            { purchaseable_id: f.plenty.id, qty: 4 },
            { purchaseable_id: f.scarce.id, qty: 1 },
          ],
        },
        keep: { line: 'cart.items.0.id' },
        expect: totals(4 * f.plenty.price_cents + f.scarce.price_cents, { item_count: 5 }),
      },
      {
        method: 'POST',
        path: '/checkout/{cart}/items/bulk',
        body: { items: [{ purchaseable_id: f.scarce.id, qty: 0 }] },
        expect: totals(4 * f.plenty.price_cents, { item_count: 4 }),
      },
    ],
  },
  {
    name: "validating a line's quantity: ok with max_qty, or 422 with the reason",
    steps: (f) => [
      createCart(f),
      { ...add(f.plenty, 1, ok()), keep: { line: 'cart.items.0.id' } },
      {
        method: 'POST',
        path: '/checkout/{cart}/items/{line}/validate',
        body: { qty: 2 },
        expect: ok({ valid: true, max_qty: maxQtyFor(f.plenty) }),
      },
      {
        method: 'POST',
        path: '/checkout/{cart}/items/{line}/validate',
        body: { qty: maxQtyFor(f.plenty) + 1 },
        expect: validation(
          { qty: [m.qtyAboveMax(f.plenty.product.name, maxQtyFor(f.plenty))] },
          { max_qty: maxQtyFor(f.plenty) },
        ),
      },
    ],
  },
  {
    name: 'removing a line, then removing it again: 404 cart_item_not_found',
    steps: (f) => [
      createCart(f),
      { ...add(f.plenty, 1, ok()), keep: { line: 'cart.items.0.id' } },
      {
        method: 'DELETE',
        path: '/checkout/{cart}/items/{line}',
        expect: totals(0, { item_count: 0 }),
      },
      {
        method: 'DELETE',
        path: '/checkout/{cart}/items/{line}',
        expect: { status: 404, code: 'cart_item_not_found', message: m.cartItemNotFound },
      },
    ],
  },
  {
    name: 'an unknown cart answers 404 cart_not_found, to reads and to changes',
    steps: (f) => [
      {
        method: 'GET',
        path: `/checkout/${UNKNOWN_CART}`,
        expect: { status: 404, code: 'cart_not_found', message: m.cartNotFound },
      },
      {
        method: 'POST',
        path: `/checkout/${UNKNOWN_CART}/items`,
        body: { purchaseable_id: f.plenty.id, qty: 1 },
        expect: { status: 404, code: 'cart_not_found', message: m.cartNotFound },
      },
    ],
  },
  {
    name: "a signed-in shopper's cart doesn't exist for anyone else",
    steps: (f) => [
      createCart(f, 'lucia'),
      {
        method: 'GET',
        path: '/checkout/{cart}',
        expect: { status: 404, code: 'cart_not_found', message: m.cartNotFound },
      },
      {
        method: 'GET',
        path: '/checkout/{cart}',
        as: 'other',
        expect: { status: 404, code: 'cart_not_found', message: m.cartNotFound },
      },
      { method: 'GET', path: '/checkout/{cart}', as: 'lucia', expect: ok() },
    ],
  },
  {
    name: 'a cart is created for oneself only: 401 anonymously, 403 for someone else',
    steps: (f) => [
      {
        method: 'POST',
        path: '/checkout/',
        body: { store_id: f.storeId, user_id: '{lucia}' },
        expect: { status: 401, code: 'unauthenticated', message: m.cartSignInForUser },
      },
      {
        method: 'POST',
        path: '/checkout/',
        as: 'other',
        body: { store_id: f.storeId, user_id: '{lucia}' },
        expect: { status: 403, code: 'forbidden', message: m.cartForOtherUser },
      },
      createCart(f, 'lucia'),
      {
        method: 'POST',
        path: '/checkout/',
        as: 'lucia',
        body: { store_id: f.storeId, user_id: '{lucia}' },
        expect: ok({ cart: { id: '{cart}' } }),
      },
    ],
  },
  {
    name: 'claiming an anonymous cart: 401 anonymously, 403 for someone else, then it is hers',
    steps: (f) => [
      createCart(f),
      choose(
        { user_id: '{lucia}' },
        { status: 401, code: 'unauthenticated', message: m.cartSignInForUser },
        null,
      ),
      choose(
        { user_id: '{lucia}' },
        { status: 403, code: 'forbidden', message: m.cartForOtherUser },
        'other',
      ),
      choose({ user_id: '{lucia}' }, ok({ cart: { user_id: '{lucia}' } })),
      {
        method: 'GET',
        path: '/checkout/{cart}',
        expect: { status: 404, code: 'cart_not_found', message: m.cartNotFound },
      },
    ],
  },

  {
    name: 'deleting a cart: 404 for someone else, 204 for its owner, then it is gone',
    steps: (f) => [
      createCart(f, 'lucia'),
      {
        method: 'DELETE',
        path: '/checkout/{cart}',
        as: 'other',
        expect: { status: 404, code: 'cart_not_found', message: m.cartNotFound },
      },
      { method: 'DELETE', path: '/checkout/{cart}', as: 'lucia', expect: { status: 204 } },
      {
        method: 'GET',
        path: '/checkout/{cart}',
        as: 'lucia',
        expect: { status: 404, code: 'cart_not_found', message: m.cartNotFound },
      },
    ],
  },
  {
    name: 'a cart held by an order in progress refuses changes (409) but still answers reads',
    steps: (f) => [
      createCart(f, 'lucia'),
      { ...add(f.plenty, 1, ok(), 'lucia'), keep: { line: 'cart.items.0.id' } },
      { act: 'block', cart: 'cart' },
      add(f.plenty, 1, { status: 409, code: 'cart_blocked', message: m.cartBlocked }, 'lucia'),
      choose(
        { delivery_type: 'pickup' },
        { status: 409, code: 'cart_blocked', message: m.cartBlocked },
      ),
      {
        method: 'GET',
        path: '/checkout/{cart}',
        as: 'lucia',
        expect: ok({ cart: { blocked: true }, extra: { item_count: 1 } }),
      },
      {
        method: 'POST',
        path: '/checkout/{cart}/items/{line}/validate',
        as: 'lucia',
        body: { qty: 2 },
        expect: ok({ valid: true }),
      },
    ],
  },

  {
    name: 'a shopper’s lines are at the list price with no range, and she may not change prices',
    steps: (f) => {
      const forbidden: Expected = {
        status: 403,
        code: 'forbidden',
        message: m.modifiedPricesForbidden,
      };
      const cheaper = (notes: string) => ({
        notes,
        modified_prices: [{ item_id: '{line}', unit_price_cents: f.plenty.price_cents - 1 }],
      });
      const atListPrice = {
        unit_price_cents: f.plenty.price_cents,
        list_unit_price_cents: f.plenty.price_cents,
        line_total_cents: 2 * f.plenty.price_cents,
        price_range: null,
      };
      return [
        createCart(f, 'lucia'),
        {
          ...add(f.plenty, 2, ok({ cart: { items: [atListPrice], modified_prices: [] } }), 'lucia'),
          keep: { line: 'cart.items.0.id' },
        },
        choose(cheaper('Más barato, por favor'), forbidden),
        choose({ modified_prices: [] }, forbidden),
        createCart(f),
        { ...add(f.plenty, 2, ok()), keep: { line: 'cart.items.0.id' } },
        choose(cheaper('Sin sesión'), forbidden, null),
        {
          method: 'GET',
          path: '/checkout/{cart}',
          expect: ok({
            cart: { notes: null, modified_prices: [], items: [atListPrice] },
            extra: { subtotal_cents: 2 * f.plenty.price_cents },
          }),
        },
      ];
    },
  },

  // Coupons
  {
    name: 'BIENVENIDA10 takes 10% off the subtotal',
    steps: (f) => [
      createCart(f),
      add(f.plenty, 3, ok()),
      {
        method: 'POST',
        path: '/checkout/{cart}/discount',
        body: { coupon: ' bienvenida10 ' },
        expect: ok({
          cart: { coupon: { code: 'BIENVENIDA10', applied: true, message: null } },
          extra: {
            discount_cents: Math.round((3 * f.plenty.price_cents) / 10),
            total_cents: 3 * f.plenty.price_cents - Math.round((3 * f.plenty.price_cents) / 10),
          },
        }),
      },
      {
        method: 'DELETE',
        path: '/checkout/{cart}/discount/BIENVENIDA10',
        expect: ok({ cart: { coupon: null }, extra: { discount_cents: 0 } }),
      },
      {
        method: 'DELETE',
        path: '/checkout/{cart}/discount/BIENVENIDA10',
        expect: {
          status: 404,
          code: 'coupon_not_found',
          message: m.couponNotApplied('BIENVENIDA10'),
        },
      },
    ],
  },
  {
    name: 'an unknown coupon is refused beside the field',
    steps: (f) => [
      createCart(f),
      add(f.plenty, 1, ok()),
      {
        method: 'POST',
        path: '/checkout/{cart}/discount',
        body: { coupon: 'noexiste' },
        expect: validation({ coupon: [m.couponNotFound('NOEXISTE')] }),
      },
    ],
  },
  {
    name: 'AHORRA50 below its $300 minimum is refused and says what is missing',
    steps: (f) => [
      createCart(f),
      add(f.roomy, 1, ok()),
      {
        method: 'POST',
        path: '/checkout/{cart}/discount',
        body: { coupon: 'AHORRA50' },
        expect: validation({
          coupon: [m.couponBelowMinimum('AHORRA50', 30000, 30000 - f.roomy.price_cents)],
        }),
      },
    ],
  },
  {
    name: 'AHORRA50 applies past $300 and stops applying, with the reason, when the cart drops',
    steps: (f) => {
      const qty = Math.ceil(30000 / f.roomy.price_cents);
      const below = (qty - 1) * f.roomy.price_cents;
      return [
        createCart(f),
        add(f.roomy, qty, ok()),
        {
          method: 'POST',
          path: '/checkout/{cart}/discount',
          body: { coupon: 'AHORRA50' },
          keep: { line: 'cart.items.0.id' },
          expect: ok({
            cart: { coupon: { code: 'AHORRA50', applied: true, discount_cents: 5000 } },
            extra: { discount_cents: 5000, total_cents: qty * f.roomy.price_cents - 5000 },
          }),
        },
        {
          method: 'POST',
          path: '/checkout/{cart}/items/bulk',
          body: { items: [{ purchaseable_id: f.roomy.id, qty: qty - 1 }] },
          expect: ok({
            cart: {
              coupon: {
                code: 'AHORRA50',
                applied: false,
                discount_cents: 0,
                message: m.couponBelowMinimum('AHORRA50', 30000, 30000 - below),
              },
            },
            extra: { discount_cents: 0, total_cents: below },
          }),
        },
      ];
    },
  },
  {
    name: 'an expired coupon and another store’s coupon are refused',
    steps: (f) => [
      createCart(f),
      add(f.plenty, 1, ok()),
      {
        method: 'POST',
        path: '/checkout/{cart}/discount',
        body: { coupon: 'NAVIDAD2025' },
        expect: validation({ coupon: [m.couponExpired('NAVIDAD2025', '31 de diciembre de 2025')] }),
      },
      {
        method: 'POST',
        path: '/checkout/{cart}/discount',
        body: { coupon: 'POLANCO20' },
        expect: validation({ coupon: [m.couponOtherStore('POLANCO20')] }),
      },
    ],
  },

  // Cart choices
  {
    name: 'pickup has no fee and no minimum; delivery without an address has the lowest minimum',
    steps: (f) => [
      createCart(f, 'lucia'),
      add(f.plenty, 1, ok({ extra: { min_order_cents: 15000, delivery_fee_cents: 0 } }), 'lucia'),
      choose(
        { delivery_type: 'pickup' },
        ok({
          cart: { delivery_type: 'pickup' },
          extra: { min_order_cents: 0, delivery_fee_cents: 0 },
        }),
      ),
      choose(
        { delivery_type: 'delivery' },
        ok({ cart: { delivery_type: 'delivery' }, extra: { min_order_cents: 15000 } }),
      ),
    ],
  },
  {
    name: 'a slot needs a delivery type, a date and a slot the store offers and has not started',
    steps: (f) => [
      createCart(f, 'lucia'),
      choose(
        { delivery_date: f.slots.open.date, delivery_slot_id: f.slots.open.id },
        validation({ delivery_type: [m.deliveryTypeFirst] }),
      ),
      choose({ delivery_type: 'delivery' }, ok()),
      choose(
        { delivery_date: f.slots.open.date },
        validation({ delivery_slot_id: [m.deliverySlotMissing] }),
      ),
      choose(
        { delivery_slot_id: f.slots.open.id },
        validation({ delivery_date: [m.deliveryDateMissing] }),
      ),
      choose(
        { delivery_date: '2026-11-23', delivery_slot_id: 987654 },
        validation({ delivery_slot_id: [m.deliverySlotNotOffered] }),
      ),
      choose(
        { delivery_date: f.slots.past.date, delivery_slot_id: f.slots.past.id },
        validation({ delivery_slot_id: [m.deliverySlotPast] }),
      ),
      choose(
        { delivery_date: f.slots.open.date, delivery_slot_id: f.slots.open.id },
        ok({ cart: { delivery_date: f.slots.open.date, delivery_slot_id: f.slots.open.id } }),
      ),
      // A new delivery type needs a new slot.
      choose(
        { delivery_type: 'pickup' },
        ok({ cart: { delivery_type: 'pickup', delivery_date: null, delivery_slot_id: null } }),
      ),
    ],
  },
  {
    name: "an address must be the signed-in shopper's, on her own cart, inside a zone",
    steps: (f) => [
      createCart(f),
      add(f.plenty, 1, ok()),
      saveAddress(ROMA_SUR),
      saveAddress(GUADALAJARA, 'far'),
      choose(
        { address_id: '{address}' },
        { status: 401, code: 'unauthenticated', message: m.addressSignInForCart },
        null,
      ),
      choose({ address_id: '{address}' }, validation({ address_id: [m.addressCartNotYours] })),
      choose({ user_id: '{lucia}' }, ok()),
      choose({ address_id: 987654 }, validation({ address_id: [m.addressNotFound] })),
      choose(
        { address_id: '{far}' },
        validation({ address_id: [m.addressNotCovered(f.storeName)] }),
      ),
      choose(
        { delivery_type: 'delivery', address_id: '{address}' },
        ok({
          cart: { address_id: '{address}' },
          extra: {
            delivery_fee_cents: 3500,
            min_order_cents: 15000,
            total_cents: f.plenty.price_cents + 3500,
          },
        }),
      ),
    ],
  },

  // Placing an order
  {
    name: 'an order needs an Idempotency-Key and a signed-in shopper',
    steps: (f) => [
      ...readyCart(f, 6),
      place(
        { method: 'cash' },
        { status: 400, code: 'invalid_request', message: m.idempotencyKeyMissing },
        null,
      ),
      {
        method: 'POST',
        path: '/client-orders',
        body: { cart_id: '{cart}', payment: { method: 'cash' } },
        headers: { 'Idempotency-Key': 'key-1' },
        expect: { status: 401, code: 'unauthenticated', message: m.signInRequired },
      },
    ],
  },
  {
    name: 'an empty cart is not an order',
    steps: (f) => [
      createCart(f, 'lucia'),
      place({ method: 'cash' }, orderRefused('cart', m.orderCartEmpty)),
    ],
  },
  {
    name: 'an order is refused until the delivery type, slot and address are chosen',
    steps: (f) => [
      createCart(f, 'lucia'),
      add(f.roomy, 6, ok(), 'lucia'),
      place({ method: 'cash' }, orderRefused('delivery_type', m.deliveryTypeMissing)),
      choose({ delivery_type: 'delivery' }, ok()),
      place({ method: 'cash' }, orderRefused('delivery_slot_id', m.deliverySlotMissing)),
      choose({ delivery_date: f.slots.open.date, delivery_slot_id: f.slots.open.id }, ok()),
      place({ method: 'cash' }, orderRefused('address_id', m.orderAddressMissing)),
    ],
  },
  {
    name: "an order below the zone's minimum says how much is missing",
    steps: (f) => [
      ...readyCart(f, 1),
      place(
        { method: 'cash' },
        orderRefused('cart', m.orderBelowMinimum(15000, 15000 - f.roomy.price_cents)),
      ),
    ],
  },
  {
    name: 'stock gone since the cart was filled: 409 naming the product, nothing ordered',
    steps: (f) => [
      ...readyCart(f, 6),
      { act: 'stock', offer: f.roomy.id, stock: 2 },
      place(
        { method: 'cash' },
        {
          status: 409,
          code: 'conflict',
          message: m.orderStockGone([f.roomy.product.name]),
          body: { items: [{ purchaseable_id: f.roomy.id, available: 2 }] },
        },
      ),
      { method: 'GET', path: '/client-orders', as: 'lucia', expect: ok({ data: [] }) },
    ],
  },
  {
    name: 'a cash order is placed once per key; the cart is consumed',
    steps: (f) => [
      ...readyCart(f, 6),
      place(
        { method: 'cash' },
        {
          status: 201,
          body: {
            data: {
              number: '100001',
              status: 'pending',
              payment_method: 'cash',
              payment_status: 'pending',
              subtotal_cents: 6 * f.roomy.price_cents,
              delivery_fee_cents: 3500,
              total_cents: 6 * f.roomy.price_cents + 3500,
              delivery_type: 'delivery',
              delivery_slot: { id: f.slots.open.id },
              items: [{ purchaseable_id: f.roomy.id, qty: 6 }],
            },
          },
        },
      ),
      place({ method: 'cash' }, ok({ data: { id: '{order}', number: '{number}' } })),
      {
        method: 'GET',
        path: '/checkout/{cart}',
        as: 'lucia',
        expect: { status: 404, code: 'cart_not_found', message: m.cartNotFound },
      },
    ],
  },
  {
    name: 'a coupon on the order: AHORRA50 off a $300 cart',
    steps: (f) => {
      const qty = Math.ceil(30000 / f.roomy.price_cents);
      return [
        ...readyCart(f, qty),
        {
          method: 'POST',
          path: '/checkout/{cart}/discount',
          as: 'lucia',
          body: { coupon: 'AHORRA50' },
          expect: ok(),
        },
        place(
          { method: 'cash' },
          {
            status: 201,
            body: {
              data: {
                coupon_code: 'AHORRA50',
                discount_cents: 5000,
                total_cents: qty * f.roomy.price_cents - 5000 + 3500,
              },
            },
          },
        ),
      ];
    },
  },
  {
    name: 'a pickup order needs no address, has no minimum and pays no delivery fee',
    steps: (f) => [
      createCart(f, 'lucia'),
      add(f.roomy, 1, ok(), 'lucia'),
      choose({ delivery_type: 'pickup' }, ok()),
      choose({ delivery_date: f.slots.pickup.date, delivery_slot_id: f.slots.pickup.id }, ok()),
      place(
        { method: 'cash' },
        {
          status: 201,
          body: {
            data: {
              delivery_type: 'pickup',
              delivery_fee_cents: 0,
              total_cents: f.roomy.price_cents,
              address: null,
              delivery_slot: { id: f.slots.pickup.id },
            },
          },
        },
      ),
    ],
  },
  {
    name: 'an Idempotency-Key already used for another cart answers 409',
    steps: (f) => [
      ...readyCart(f, 6),
      place({ method: 'cash' }, { status: 201 }),
      createCart(f, 'lucia'),
      add(f.roomy, 6, ok(), 'lucia'),
      choose({ delivery_type: 'delivery', address_id: '{address}' }, ok()),
      choose({ delivery_date: f.slots.open.date, delivery_slot_id: f.slots.open.id }, ok()),
      place({ method: 'cash' }, { status: 409, code: 'conflict', message: m.idempotencyKeyReused }),
    ],
  },
  {
    name: 'card payments: a declined card orders nothing; an approved one is paid',
    steps: (f) => [
      ...readyCart(f, 6),
      cardToken(DECLINED, 'declined'),
      place(
        { method: 'card', card_token: '{declined}' },
        { status: 402, code: 'payment_declined', message: m.cardDeclined },
      ),
      place({ method: 'card' }, orderRefused('payment.card_token', m.cardTokenMissing), 'key-2'),
      cardToken(APPROVED, 'approved'),
      place(
        { method: 'card', card_token: '{approved}' },
        {
          status: 201,
          body: {
            data: {
              payment_method: 'card',
              payment_status: 'paid',
              card: { brand: 'visa', last4: '4242' },
            },
          },
        },
        'key-3',
      ),
    ],
  },
  {
    name: 'the sandbox refuses a number that is not one of its test cards',
    steps: () => [
      {
        method: 'POST',
        path: '/payments/sandbox/tokens',
        body: {
          number: '5555555555554444',
          exp_month: 12,
          exp_year: 2030,
          cvc: '123',
          holder_name: 'Lucía Hernández',
        },
        expect: validation({ number: [m.cardNotATestCard] }),
      },
    ],
  },
  {
    name: "an order's status moves tell the shopper, with the contract's status labels",
    steps: (f) => [
      ...readyCart(f, 6),
      place({ method: 'cash' }, { status: 201 }),
      { act: 'advance', order: 'order', to: 'confirmed' },
      { act: 'advance', order: 'order', to: 'preparing' },
      {
        method: 'GET',
        path: '/client-orders/{order}',
        as: 'lucia',
        expect: ok({
          data: {
            status: 'preparing',
            status_history: [
              { status: 'pending' },
              { status: 'confirmed' },
              { status: 'preparing' },
            ],
          },
        }),
      },
      {
        method: 'GET',
        path: '/notifications',
        as: 'lucia',
        expect: ok({
          unread_count: 3,
          data: [
            { title: m.orderStatusTitle('{number}', ORDER_STATUS_LABELS.preparing), read: false },
            { title: m.orderStatusTitle('{number}', ORDER_STATUS_LABELS.confirmed) },
            { title: m.orderPlacedTitle('{number}') },
          ],
        }),
      },
    ],
  },
  {
    name: 'an order takes its units from the stock and cancelling it puts them back',
    steps: (f) => [
      ...readyCart(f, 6),
      { act: 'stock', offer: f.roomy.id, stock: 6 },
      place({ method: 'cash' }, { status: 201 }),
      createCart(f, 'lucia'),
      add(
        f.roomy,
        1,
        validation({ qty: [m.soldOut(f.roomy.product.name)] }, { max_qty: 0 }),
        'lucia',
      ),
      { act: 'advance', order: 'order', to: 'cancelled' },
      add(f.roomy, 1, ok({ extra: { item_count: 1 } }), 'lucia'),
      {
        method: 'GET',
        path: '/notifications',
        as: 'lucia',
        expect: ok({
          data: [{ title: m.orderStatusTitle('{number}', ORDER_STATUS_LABELS.cancelled) }, {}],
        }),
      },
    ],
  },
  {
    name: "someone else's order, and no session: 404 and 401",
    steps: (f) => [
      ...readyCart(f, 6),
      place({ method: 'cash' }, { status: 201 }),
      {
        method: 'GET',
        path: '/client-orders/{order}',
        as: 'other',
        expect: { status: 404, code: 'order_not_found', message: m.orderNotFound },
      },
      {
        method: 'GET',
        path: '/client-orders',
        expect: { status: 401, code: 'unauthenticated', message: m.signInRequired },
      },
    ],
  },
  {
    name: "the wallet is a mentor's: a shopper can't use it on the cart nor pay with it",
    steps: (f) => [
      ...readyCart(f, 10),
      choose({ use_wallet: true }, validation({ use_wallet: [m.walletMentorsOnly] })),
      choose({ payment_method: 'wallet' }, validation({ payment_method: [m.walletMentorsOnly] })),
      {
        method: 'GET',
        path: '/checkout/{cart}',
        as: 'lucia',
        expect: ok({ cart: { use_wallet: false }, extra: { wallet_applied_cents: 0 } }),
      },
      choose({ use_wallet: false }, ok({ cart: { use_wallet: false } })),
      place({ method: 'wallet' }, orderRefused('payment.method', m.walletMentorsOnly)),
    ],
  },
  {
    name: 'wallet movements: 401 without a session, 403 to a shopper',
    steps: () => [
      {
        method: 'GET',
        path: '/wallet/movements',
        expect: { status: 401, code: 'unauthenticated', message: m.signInRequired },
      },
      {
        method: 'GET',
        path: '/wallet/movements?page=1&per_page=10',
        as: 'lucia',
        expect: { status: 403, code: 'forbidden', message: m.walletForbidden },
      },
      {
        method: 'GET',
        path: '/wallet/balance',
        as: 'lucia',
        expect: { status: 403, code: 'forbidden', message: m.walletForbidden },
      },
    ],
  },
  {
    name: 'a mentor pays part of a pickup from her wallet and the rest in cash; cancelling refunds it',
    steps: (f) => [
      createCart(f, 'marta'),
      add(f.roomy, 10, ok(), 'marta'),
      choose({ delivery_type: 'pickup' }, ok(), 'marta'),
      choose(
        { delivery_date: f.slots.pickup.date, delivery_slot_id: f.slots.pickup.id },
        ok(),
        'marta',
      ),
      choose(
        { use_wallet: true },
        ok({
          cart: { use_wallet: true },
          extra: {
            wallet_applied_cents: Math.min(OPENING_BALANCE_CENTS, f.roomy.price_cents * 10),
            total_cents: f.roomy.price_cents * 10,
          },
        }),
        'marta',
      ),
      {
        method: 'POST',
        path: '/client-orders',
        as: 'marta',
        body: { cart_id: '{cart}', payment: { method: 'cash' } },
        headers: { 'Idempotency-Key': 'marta-1' },
        keep: { order: 'data.id', number: 'data.number' },
        expect: {
          status: 201,
          body: {
            data: {
              payment_method: 'cash',
              wallet_applied_cents: Math.min(OPENING_BALANCE_CENTS, f.roomy.price_cents * 10),
            },
          },
        },
      },
      {
        method: 'GET',
        path: '/wallet/balance',
        as: 'marta',
        expect: ok({
          balance_cents: Math.max(0, OPENING_BALANCE_CENTS - f.roomy.price_cents * 10),
        }),
      },
      { act: 'advance', order: 'order', to: 'cancelled' },
      {
        method: 'GET',
        path: '/wallet/balance',
        as: 'marta',
        expect: ok({ balance_cents: OPENING_BALANCE_CENTS }),
      },
    ],
  },
  // A seller's or mentor's clients
  {
    name: "a seller registers, finds and edits clients; a phone is one client's in each list",
    steps: () => [
      clientCall(
        'POST',
        '/store/clients',
        { status: 401, code: 'unauthenticated', message: m.signInRequired },
        { as: null, body: { name: 'José Pérez', phone: '55 2134 0099' } },
      ),
      clientCall(
        'GET',
        '/store/clients',
        { status: 403, code: 'forbidden', message: m.clientsForbidden },
        { as: 'lucia' },
      ),
      clientCall(
        'POST',
        '/store/clients',
        {
          status: 201,
          body: {
            data: {
              name: 'José Pérez',
              phone: '+525521340099',
              email: null,
              notes: null,
              default_address: null,
              addresses: [],
            },
          },
        },
        { body: { name: 'José Pérez', phone: '55 2134 0099' }, keep: { jose: 'data.id' } },
      ),
      // WhatsApp's way of writing the same number is the same client.
      clientCall(
        'POST',
        '/store/clients',
        validation({ phone: [m.clientPhoneTaken('José Pérez')] }),
        { body: { name: 'Otro José', phone: '+52 1 55 2134 0099' } },
      ),
      clientCall(
        'POST',
        '/store/clients',
        validation({ name: ['Escribe el nombre de tu cliente (al menos 2 letras).'] }),
        { body: { name: 'J', phone: '55 2134 0098' } },
      ),
      // Every bad field at once: a short name and a phone another client has (decision 050).
      clientCall(
        'POST',
        '/store/clients',
        validation({
          name: ['Escribe el nombre de tu cliente (al menos 2 letras).'],
          phone: [m.clientPhoneTaken('José Pérez')],
        }),
        { body: { name: 'J', phone: '55 2134 0099' } },
      ),
      clientCall('POST', '/store/clients', validation({ phone: [m.clientPhoneInvalid] }), {
        body: { name: 'Ana Ruiz', phone: '12 34' },
      }),
      clientCall(
        'POST',
        '/store/clients',
        { status: 201 },
        {
          body: { name: 'Ana Ruiz', phone: '5521340098', email: 'ana@example.com' },
          keep: { ana: 'data.id' },
        },
      ),
      // Newest first; q matches accent-free name words, or phone digits however written.
      clientCall(
        'GET',
        '/store/clients',
        ok({ data: [{ name: 'Ana Ruiz' }, { name: 'José Pérez' }], meta: { total: 2 } }),
      ),
      clientCall('GET', '/store/clients?q=jose%20perez', ok({ meta: { total: 1 } })),
      clientCall('GET', '/store/clients?q=55%202134-0098', ok({ data: [{ name: 'Ana Ruiz' }] })),
      clientCall('GET', '/store/clients?q=zacarias', ok({ data: [], meta: { total: 0 } })),
      clientCall('GET', '/store/clients?per_page=1&page=2', ok({ meta: { last_page: 2 } })),
      clientCall(
        'PUT',
        '/store/clients/{jose}',
        ok({ data: { name: 'José Pérez', notes: 'Pide los viernes.', email: null } }),
        { body: { notes: 'Pide los viernes.' } },
      ),
      clientCall(
        'PUT',
        '/store/clients/{ana}',
        validation({ phone: [m.clientPhoneTaken('José Pérez')] }),
        {
          body: { phone: '+525521340099' },
        },
      ),
      clientCall(
        'PUT',
        '/store/clients/{ana}',
        validation({
          email: ['Escribe un correo electrónico válido.'],
          phone: [m.clientPhoneInvalid],
        }),
        { body: { email: 'ana@', phone: '12 34' } },
      ),
      // Another seller's client is not found, never forbidden.
      clientCall(
        'GET',
        '/store/clients/{jose}',
        { status: 404, code: 'client_not_found', message: m.clientNotFound },
        { as: 'mentor' },
      ),
      clientCall('GET', '/store/clients', ok({ data: [], meta: { total: 0 } }), { as: 'mentor' }),
      clientCall('DELETE', '/store/clients/{ana}', { status: 204 }),
      clientCall('GET', '/store/clients/{ana}', {
        status: 404,
        code: 'client_not_found',
        message: m.clientNotFound,
      }),
    ],
  },
  {
    name: "a client's addresses, and a seller's cart for the client (covered addresses only)",
    steps: (f) => [
      clientCall(
        'POST',
        '/store/clients',
        { status: 201 },
        {
          body: { name: 'José Pérez', phone: '55 2134 0099' },
          keep: { jose: 'data.id' },
        },
      ),
      clientCall(
        'POST',
        '/store/clients/{jose}/addresses',
        { status: 201, body: { data: { is_default: true } } },
        {
          body: clientAddress(ROMA_SUR, 'Casa'),
          keep: { near: 'data.id' },
        },
      ),
      // Outside every zone: saved all the same, and not the default.
      clientCall(
        'POST',
        '/store/clients/{jose}/addresses',
        { status: 201, body: { data: { is_default: false } } },
        {
          body: clientAddress(GUADALAJARA, 'Rancho'),
          keep: { far: 'data.id' },
        },
      ),
      clientCall(
        'GET',
        '/store/clients/{jose}',
        ok({
          data: {
            default_address: { label: 'Casa' },
            addresses: [{ label: 'Casa' }, { label: 'Rancho' }],
          },
        }),
      ),
      clientCall(
        'PUT',
        '/store/clients/{jose}/addresses/{far}',
        ok({ data: { references: null, is_default: false } }),
        {
          body: { references: '' },
        },
      ),
      clientCall(
        'POST',
        '/store/clients/{jose}/addresses',
        validation({ street: ['Escribe la calle.'] }),
        {
          body: { ...clientAddress(ROMA_SUR, 'Sin calle'), street: '  ' },
        },
      ),
      createCart(f, 'seller'),
      // His covered default address comes with him (decision 048).
      choose(
        { client_id: '{jose}' },
        ok({
          cart: {
            client_id: '{jose}',
            client_address_id: '{near}',
            client: { name: 'José Pérez', address: { label: 'Casa' } },
          },
        }),
        'seller',
      ),
      choose(
        { client_address_id: '{far}' },
        validation({ client_address_id: [m.addressNotCovered(f.storeName)] }),
        'seller',
      ),
      choose(
        { client_address_id: '{near}' },
        ok({ cart: { client_address_id: '{near}', client: { address: { label: 'Casa' } } } }),
        'seller',
      ),
      // A shopper can't order for anyone.
      createCart(f, 'lucia'),
      choose(
        { client_id: '{jose}' },
        { status: 403, code: 'forbidden', message: m.clientOrdersForbidden },
      ),
    ],
  },
  {
    name: "deleting a client's address or the client lets go of the cart that chose them",
    steps: (f) => [
      clientCall(
        'POST',
        '/store/clients',
        { status: 201 },
        {
          body: { name: 'José Pérez', phone: '55 2134 0099' },
          keep: { jose: 'data.id' },
        },
      ),
      clientCall(
        'POST',
        '/store/clients/{jose}/addresses',
        { status: 201 },
        {
          body: clientAddress(ROMA_SUR, 'Casa'),
          keep: { near: 'data.id' },
        },
      ),
      createCart(f, 'seller'),
      choose({ client_id: '{jose}', client_address_id: '{near}' }, ok(), 'seller'),
      clientCall('DELETE', '/store/clients/{jose}/addresses/{near}', { status: 204 }),
      {
        method: 'GET',
        path: '/checkout/{cart}',
        as: 'seller',
        expect: ok({ cart: { client_id: '{jose}', client_address_id: null } }),
      },
      clientCall('DELETE', '/store/clients/{jose}', { status: 204 }),
      {
        method: 'GET',
        path: '/checkout/{cart}',
        as: 'seller',
        expect: ok({ cart: { client_id: null, client: null } }),
      },
    ],
  },
  // Orders a seller places for a client (decision 019)
  {
    name: "a seller's order for a client goes to the client's address and names them; only the placer reads it",
    steps: (f) => [
      ...sellerCartForClient(f, 6),
      place(
        { method: 'cash' },
        orderRefused('client_address_id', m.orderClientAddressMissing),
        'key-1',
        'seller',
      ),
      choose(
        { client_address_id: '{clientAddress}' },
        ok({
          cart: { client: { id: '{client}', address: { id: '{clientAddress}' } } },
          extra: { delivery_fee_cents: 3500 },
        }),
        'seller',
      ),
      place(
        { method: 'cash' },
        {
          status: 201,
          body: {
            data: {
              client: { id: '{client}', name: ROSA.name, phone: ROSA.phone },
              placed_by: { id: '{seller}', name: 'Carlos Ramírez' },
              address: { street: 'Calle Medellín', receiver_name: ROSA.name },
              total_cents: 6 * f.roomy.price_cents + 3500,
            },
          },
        },
        'key-2',
        'seller',
      ),
      {
        method: 'GET',
        path: '/client-orders',
        as: 'seller',
        expect: ok({ data: [{ id: '{order}', client: { name: ROSA.name } }] }),
      },
      {
        method: 'GET',
        path: '/client-orders/{order}',
        as: 'lucia',
        expect: { status: 404, code: 'order_not_found', message: m.orderNotFound },
      },
    ],
  },
  {
    name: 'an order for a client who has an account is theirs too: both read it and hear of it',
    steps: (f) => [
      {
        method: 'GET',
        path: '/auth/user',
        as: 'lucia',
        keep: { luciaPhone: 'user.phone' },
        expect: { status: 200 },
      },
      ...sellerCartForClient(f, 6, { phone: '{luciaPhone}' }),
      choose({ client_address_id: '{clientAddress}' }, ok(), 'seller'),
      place({ method: 'cash' }, { status: 201 }, 'key-1', 'seller'),
      {
        method: 'GET',
        path: '/client-orders',
        as: 'lucia',
        expect: ok({
          data: [{ id: '{order}', placed_by: { id: '{seller}', name: 'Carlos Ramírez' } }],
        }),
      },
      {
        method: 'GET',
        path: '/client-orders',
        as: 'seller',
        expect: ok({ data: [{ id: '{order}' }] }),
      },
      {
        method: 'GET',
        path: '/notifications',
        as: 'lucia',
        expect: ok({ data: [{ order_id: '{order}', title: m.orderPlacedTitle('{number}') }] }),
      },
      {
        method: 'GET',
        path: '/notifications',
        as: 'seller',
        expect: ok({ data: [{ order_id: '{order}' }], unread_count: 1 }),
      },
    ],
  },
  {
    name: "a client's address that left the zones is refused at placement",
    steps: (f) => [
      ...sellerCartForClient(f, 6),
      choose({ client_address_id: '{clientAddress}' }, ok(), 'seller'),
      {
        method: 'PUT',
        path: '/store/clients/{client}/addresses/{clientAddress}',
        as: 'seller',
        body: GUADALAJARA,
        expect: { status: 200 },
      },
      place(
        { method: 'cash' },
        orderRefused('client_address_id', m.addressNotCovered(f.storeName)),
        'key-1',
        'seller',
      ),
    ],
  },
];
