import { apiMessages as m } from '@canasta/contract';
import { addressFields } from '../../apps/server/test/factories';
import {
  GUADALAJARA,
  ROMA_SUR,
  type Call,
  type Expected,
  type Fixture,
  type Scenario,
  type Step,
  type Who,
} from './scenarios';

/**
 * Decision 052 on the server and in the web app's fakes: the customer's "Cancelar pedido", the
 * bill a cash order is paid with ("¿Con cuánto pagas?"), and the cart quoting the fee of the
 * shopper's default address before they choose one.
 */

const ok = (body: Record<string, unknown> = {}): Expected => ({ status: 200, body });

const orderRefused = (field: string, message: string): Expected => ({
  status: 422,
  code: 'validation_failed',
  message,
  body: { errors: { [field]: [message] } },
});

const schemaRefused = (field: string, message: string): Expected => ({
  status: 422,
  code: 'validation_failed',
  message: m.validationFailed,
  body: { errors: { [field]: [message] } },
});

const saveAddress = (point: typeof ROMA_SUR, keep = 'address'): Call => ({
  method: 'POST',
  path: '/addresses',
  as: 'lucia',
  body: addressFields(point),
  keep: { [keep]: 'data.id' },
  expect: { status: 201 },
});

const put = (body: Record<string, unknown>, expect: Expected): Call => ({
  method: 'PUT',
  path: '/checkout/{cart}',
  body,
  as: 'lucia',
  expect,
});

/** Lucía's cart of six roomy units, home delivery to Roma Sur ($35) in the open slot. */
const readyCart = (f: Fixture): Step[] => [
  {
    method: 'POST',
    path: '/checkout/',
    as: 'lucia',
    body: { store_id: f.storeId, user_id: '{lucia}' },
    keep: { cart: 'cart.id' },
    expect: { status: 201 },
  },
  {
    method: 'POST',
    path: '/checkout/{cart}/items',
    as: 'lucia',
    body: { purchaseable_id: f.roomy.id, qty: 6 },
    expect: ok(),
  },
  saveAddress(ROMA_SUR),
  put({ delivery_type: 'delivery', address_id: '{address}' }, ok()),
  put({ delivery_date: f.slots.open.date, delivery_slot_id: f.slots.open.id }, ok()),
];

const totalOf = (f: Fixture) => 6 * f.roomy.price_cents + 3500;

const place = (payment: Record<string, unknown>, expect: Expected, key = 'key-1'): Call => ({
  method: 'POST',
  path: '/client-orders',
  as: 'lucia',
  body: { cart_id: '{cart}', payment },
  headers: { 'Idempotency-Key': key },
  keep: expect.status === 201 ? { order: 'data.id', number: 'data.number' } : {},
  expect,
});

const cancel = (expect: Expected, as: Who = 'lucia', body?: Record<string, unknown>): Call => ({
  method: 'POST',
  path: '/client-orders/{order}/cancel',
  as,
  ...(body === undefined ? {} : { body }),
  expect,
});

export const cancelAndCashScenarios: Scenario[] = [
  {
    name: 'the customer cancels a pending order, again as it is, and nobody else can',
    steps: (f) => [
      ...readyCart(f),
      place({ method: 'cash' }, { status: 201 }),
      cancel({ status: 404, code: 'order_not_found', message: m.orderNotFound }, 'other'),
      cancel(schemaRefused('reason', m.orderCancelReasonTooLong(300)), 'lucia', {
        reason: 'x'.repeat(301),
      }),
      cancel(
        ok({ data: { id: '{order}', status: 'cancelled', status_history: [{}, {}] } }),
        'lucia',
        { reason: 'Me equivoqué de dirección' },
      ),
      cancel(ok({ data: { status: 'cancelled', status_history: [{}, {}] } })),
      {
        method: 'GET',
        path: '/notifications',
        as: 'lucia',
        expect: ok({
          data: [
            {
              title: m.orderStatusTitle('{number}', 'Cancelado'),
              body: m.orderCancelledWithReason('Me equivoqué de dirección'),
            },
            {},
          ],
        }),
      },
    ],
  },
  {
    name: 'a confirmed order is no longer the customer’s to cancel',
    steps: (f) => [
      ...readyCart(f),
      place({ method: 'cash' }, { status: 201 }),
      { act: 'advance', order: 'order', to: 'confirmed' },
      cancel({
        status: 409,
        code: 'conflict',
        message: m.orderCancelNotPending('Confirmado'),
      }),
    ],
  },
  {
    name: 'a cash order keeps the bill it is paid with; a bill too small or with a card is refused',
    steps: (f) => [
      ...readyCart(f),
      place(
        { method: 'card', card_token: 'tok_x', cash_tendered_cents: 50_000 },
        orderRefused('payment.cash_tendered_cents', m.cashTenderedNotCash),
      ),
      place(
        { method: 'cash', cash_tendered_cents: 12.5 },
        schemaRefused('payment.cash_tendered_cents', m.cashTenderedInvalid),
      ),
      place(
        { method: 'cash', cash_tendered_cents: totalOf(f) - 1 },
        orderRefused('payment.cash_tendered_cents', m.cashTenderTooLow(totalOf(f) - 1, totalOf(f))),
      ),
      place(
        { method: 'cash', cash_tendered_cents: totalOf(f) + 100_000 },
        orderRefused(
          'payment.cash_tendered_cents',
          m.cashChangeTooLarge(totalOf(f) + 100_000, 100_000),
        ),
      ),
      place(
        { method: 'cash', cash_tendered_cents: totalOf(f) + 5_000 },
        {
          status: 201,
          body: { data: { total_cents: totalOf(f), cash_tendered_cents: totalOf(f) + 5_000 } },
        },
      ),
    ],
  },
  {
    name: "the cart quotes the fee of the shopper's default address until one is chosen",
    steps: (f) => [
      {
        method: 'POST',
        path: '/checkout/',
        as: 'lucia',
        body: { store_id: f.storeId, user_id: '{lucia}' },
        keep: { cart: 'cart.id' },
        expect: { status: 201 },
      },
      {
        method: 'POST',
        path: '/checkout/{cart}/items',
        as: 'lucia',
        body: { purchaseable_id: f.roomy.id, qty: 6 },
        expect: ok({ extra: { delivery_fee_cents: 0 } }),
      },
      saveAddress(GUADALAJARA, 'far'),
      put({ notes: 'Sin cebolla' }, ok({ extra: { delivery_fee_cents: 0 } })),
      {
        method: 'PUT',
        path: '/addresses/{far}',
        as: 'lucia',
        body: { ...ROMA_SUR },
        expect: ok(),
      },
      put(
        { notes: 'Sin cilantro' },
        ok({
          cart: { address_id: null },
          extra: {
            delivery_fee_cents: 3500,
            min_order_cents: 15000,
            total_cents: 6 * f.roomy.price_cents + 3500,
          },
        }),
      ),
      put({ delivery_type: 'pickup' }, ok({ extra: { delivery_fee_cents: 0 } })),
    ],
  },
];
