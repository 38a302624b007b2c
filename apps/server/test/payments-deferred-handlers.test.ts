import { apiMessages } from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oxxoHandler } from '../src/modules/payments/handlers/oxxo.handler';
import { speiHandler } from '../src/modules/payments/handlers/spei.handler';
import type { PaymentDeps } from '../src/modules/payments/payment-handler';
import { findOffers } from './cart-helpers';
import { deferredClient } from './deferred-helpers';
import { createUser } from './factories';
import { MONDAY_10AM, movableClock, roomyOffer } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

/**
 * The OXXO and SPEI handlers (decision 060) on an order written as placement writes it: the
 * order is placed, its payment record is the one the handler started and attached, and the
 * sandbox's cashier or bank pays it through the signed webhook.
 */

const clock = movableClock(MONDAY_10AM);
let t: TestApp;
let api: ReturnType<typeof deferredClient>;
let deps: PaymentDeps;

beforeAll(async () => {
  t = await createTestApp({ clock });
  api = deferredClient(t, clock);
  deps = {
    db: t.database.db,
    clock,
    log: t.app.log,
    cardProvider: null,
    deferredProvider: api.sandbox,
  };
});
afterAll(async () => {
  await t.close();
});

/** A placed order whose payment is the handler's record (its other records set aside). */
async function orderPaidWith(method: 'oxxo' | 'spei') {
  const interna = await findOffers(t, 'interna');
  const user = await createUser(t.database.db, {}, clock());
  const { cartId } = await api.readyCart(user, interna.storeId, [
    { id: roomyOffer(interna).id, qty: 10 },
  ]);
  const placed = await api.place(user, cartId, { method: 'cash' });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const order = placed.body.data;
  const handler = method === 'oxxo' ? oxxoHandler : speiHandler;
  const expiresAt = new Date(MONDAY_10AM.getTime() + 3 * 3_600_000).toISOString();
  const started = await handler.start(deps, {
    userId: user.id,
    key: `handler-${String(order.id)}`,
    amountCents: order.total_cents,
    currency: 'MXN',
    description: `Pedido ${order.number}`,
    cardToken: null,
    expiresAt,
  });
  const record = await t.database.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('payments')
      .set({ status: 'voided' })
      .where('order_id', '=', order.id)
      .execute();
    await trx
      .updateTable('orders')
      .set({ payment_method: method })
      .where('id', '=', order.id)
      .execute();
    return handler.attach(trx, deps, { orderId: order.id, payerUserId: user.id }, started);
  });
  return { user, order, record, expiresAt };
}

describe('OXXO and SPEI handlers with the sandbox', () => {
  it('start issues a voucher with its barcode, and attach writes the record awaiting payment', async () => {
    const { record, expiresAt } = await orderPaidWith('oxxo');
    expect(record).toMatchObject({ method: 'oxxo', status: 'awaiting_payment', expiresAt });
    const voucher = record.details?.voucher;
    expect(voucher?.reference).toMatch(/^\d{18}$/);
    expect(voucher?.barcode_url).toBe(`/api/shop/payments/barcodes/${voucher?.reference ?? ''}`);
  });

  it('confirms the order once the webhook says paid, applying a duplicate once', async () => {
    const { user, order, record } = await orderPaidWith('oxxo');
    const reference = record.details?.voucher?.reference ?? '';
    await api.sandbox.pay(reference);
    const { payload, signature } = api.signedEvent('payment.paid', reference);
    expect((await api.postEvent(payload, signature)).statusCode).toBe(200);
    expect((await api.postEvent(payload, signature)).statusCode).toBe(200);
    const after = await api.read(user, order.id);
    expect(after.status).toBe('confirmed');
    expect(after.status_history.filter((h) => h.status === 'confirmed')).toHaveLength(1);
    const titles = (await api.notices(user, order.id)).map((n) => n.title);
    expect(
      titles.filter((title) => title === apiMessages.deferredPaidTitle(order.number)),
    ).toHaveLength(1);
  });

  it('refuses a forged event and changes nothing', async () => {
    const { user, order, record } = await orderPaidWith('oxxo');
    const reference = record.details?.voucher?.reference ?? '';
    await api.sandbox.pay(reference);
    const forged = api.signedEvent('payment.paid', reference, 'whsec_forged');
    const res = await api.postEvent(forged.payload, forged.signature);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: apiMessages.webhookSignatureInvalid });
    expect((await api.read(user, order.id)).status).toBe('pending');
  });

  it('expires an unpaid voucher and cancels the order; a payment after that is refunded', async () => {
    const { user, order, record } = await orderPaidWith('oxxo');
    const reference = record.details?.voucher?.reference ?? '';
    expect((await api.sandboxExpire(reference)).status).toBe(200);
    expect((await api.read(user, order.id)).status).toBe('cancelled');
    await api.sandboxPay(reference);
    const after = await api.read(user, order.id);
    expect(after.status).toBe('cancelled');
    expect(after.status_history.map((h) => h.status)).not.toContain('confirmed');
    const refunds = (await api.movements(order.id)).filter((m) => m.kind === 'refund');
    expect(refunds).toEqual([
      expect.objectContaining({ method: 'oxxo', amount_cents: order.total_cents }),
    ]);
  });

  it('SPEI: keeps an underpaid transfer waiting, then confirms it; refunds what came over', async () => {
    const { user, order, record } = await orderPaidWith('spei');
    const reference = record.details?.transfer?.reference ?? '';
    await api.sandboxPay(reference, { amount_cents: order.total_cents - 1000 });
    expect((await api.read(user, order.id)).status).toBe('pending');
    await api.sandboxPay(reference, { amount_cents: 3000 });
    expect((await api.read(user, order.id)).status).toBe('confirmed');
    const refunds = (await api.movements(order.id)).filter((m) => m.kind === 'refund');
    expect(refunds).toEqual([expect.objectContaining({ method: 'spei', amount_cents: 2000 })]);
  });
});
