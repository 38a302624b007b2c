import { apiMessages as m, modifiedPriceRange, type InventoryItem } from '@canasta/contract';
import { addressFields } from '../../apps/server/test/factories';
import { OPENING_BALANCE_CENTS } from '../../apps/web/src/testing/auth-api';
import {
  ROMA_SUR,
  type Call,
  type Expected,
  type Fixture,
  type Scenario,
  type Step,
  type Who,
} from './scenarios';

/**
 * Scenarios of a seller's or mentor's order for a client at modified prices (decision 020), and
 * of the mentor's commission on it (decision 021), on the server and in the web app's fakes.
 */

const ok = (body: Record<string, unknown> = {}): Expected => ({ status: 200, body });

const refused = (field: string, messages: string[]): Expected => ({
  status: 422,
  code: 'validation_failed',
  message: m.validationFailed,
  body: { errors: { [field]: messages } },
});

const put = (body: Record<string, unknown>, expect: Expected, as: Who): Call => ({
  method: 'PUT',
  path: '/checkout/{cart}',
  body,
  as,
  expect,
});

/** The demo store's bounds for an offer without a floor of its own: 20% off its list price. */
const rangeOf = (item: InventoryItem) =>
  modifiedPriceRange({ listCents: item.price_cents, floorCents: null, maxDiscountPercent: 20 });

/**
 * `as` has a cart of ten `plain` units for a new client of theirs with a covered address in
 * Roma Sur, home delivery in the open slot (the line is kept as `line`).
 */
const cartForClient = (f: Fixture, as: Who): Step[] => [
  {
    method: 'POST',
    path: '/checkout/',
    as,
    body: { store_id: f.storeId, user_id: `{${as}}` },
    keep: { cart: 'cart.id' },
    expect: { status: 201 },
  },
  {
    method: 'POST',
    path: '/checkout/{cart}/items',
    as,
    body: { purchaseable_id: f.plain.id, qty: 10 },
    keep: { line: 'cart.items.0.id' },
    expect: ok({ cart: { items: [{ price_range: null }] } }),
  },
  {
    method: 'POST',
    path: '/store/clients',
    as,
    body: { name: 'Rosa Martínez', phone: '+525520000001' },
    keep: { client: 'data.id' },
    expect: { status: 201 },
  },
  {
    method: 'POST',
    path: '/store/clients/{client}/addresses',
    as,
    body: addressFields({
      ...ROMA_SUR,
      receiver_name: 'Rosa Martínez',
      receiver_phone: '+525520000001',
    }),
    keep: { clientAddress: 'data.id' },
    expect: { status: 201 },
  },
  put({ client_id: '{client}', client_address_id: '{clientAddress}' }, ok(), as),
  put({ delivery_type: 'delivery' }, ok(), as),
  put({ delivery_date: f.slots.open.date, delivery_slot_id: f.slots.open.id }, ok(), as),
];

export const priceAndWalletScenarios: Scenario[] = [
  {
    name: 'a seller prices a client\'s line within the store\'s bounds; out of range names the range; "para mí" clears it',
    steps: (f) => {
      const range = rangeOf(f.plain);
      const name = f.plain.product.name;
      return [
        ...cartForClient(f, 'seller'),
        put(
          { modified_prices: [{ item_id: '{line}', unit_price_cents: range.min_cents - 1 }] },
          refused('modified_prices', [
            m.modifiedPriceOutOfRange(name, range.min_cents, range.max_cents),
          ]),
          'seller',
        ),
        put(
          { modified_prices: [{ item_id: 999_999, unit_price_cents: range.min_cents }] },
          refused('modified_prices', [m.modifiedPriceItemNotInCart]),
          'seller',
        ),
        put(
          { modified_prices: [{ item_id: '{line}', unit_price_cents: range.min_cents }] },
          ok({
            cart: {
              items: [
                {
                  unit_price_cents: range.min_cents,
                  list_unit_price_cents: f.plain.price_cents,
                  line_total_cents: 10 * range.min_cents,
                  price_range: range,
                },
              ],
              modified_prices: [{ item_id: '{line}', unit_price_cents: range.min_cents }],
            },
            extra: { subtotal_cents: 10 * range.min_cents },
          }),
          'seller',
        ),
        put(
          { client_id: null },
          ok({
            cart: {
              items: [{ unit_price_cents: f.plain.price_cents, price_range: null }],
              modified_prices: [],
            },
            extra: { subtotal_cents: 10 * f.plain.price_cents },
          }),
          'seller',
        ),
        // A shopper can't change prices, not even to clear them, on her own cart.
        {
          method: 'POST',
          path: '/checkout/',
          as: 'lucia',
          body: { store_id: f.storeId, user_id: '{lucia}' },
          keep: { shopperCart: 'cart.id' },
          expect: { status: 201 },
        },
        {
          method: 'PUT',
          path: '/checkout/{shopperCart}',
          as: 'lucia',
          body: { modified_prices: [] },
          expect: { status: 403, code: 'forbidden', message: m.modifiedPricesForbidden },
        },
      ];
    },
  },
  {
    name: "a mentor's client order at a modified price keeps both prices on its line; delivered, it credits her commission",
    steps: (f) => {
      const price = rangeOf(f.plain).min_cents;
      const subtotal = 10 * price;
      return [
        ...cartForClient(f, 'marta'),
        put({ modified_prices: [{ item_id: '{line}', unit_price_cents: price }] }, ok(), 'marta'),
        {
          method: 'POST',
          path: '/client-orders',
          as: 'marta',
          body: { cart_id: '{cart}', payment: { method: 'cash' } },
          headers: { 'Idempotency-Key': 'marta-client-1' },
          keep: { order: 'data.id', number: 'data.number' },
          expect: {
            status: 201,
            body: {
              data: {
                subtotal_cents: subtotal,
                items: [
                  {
                    unit_price_cents: price,
                    list_unit_price_cents: f.plain.price_cents,
                    price_changed_by: { id: '{marta}', name: 'Marta Mentora' },
                  },
                ],
              },
            },
          },
        },
        { act: 'advance', order: 'order', to: 'confirmed' },
        { act: 'advance', order: 'order', to: 'preparing' },
        { act: 'advance', order: 'order', to: 'on_the_way' },
        { act: 'advance', order: 'order', to: 'delivered' },
        // Her wallet opened with OPENING_BALANCE_CENTS; 5% of the subtotal is credited on top.
        {
          method: 'GET',
          path: '/wallet/balance',
          as: 'marta',
          expect: ok({
            balance_cents: OPENING_BALANCE_CENTS + Math.floor((subtotal * 500) / 10_000),
          }),
        },
      ];
    },
  },
];
