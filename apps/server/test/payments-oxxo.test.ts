import {
  type AdminOrderPage,
  type DeliverySlotsResponse,
  type StoreSummaryResponse,
  OXXO_EXPIRY_DAYS_DEFAULT,
  apiMessages,
} from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOffers } from './cart-helpers';
import { deferredClient } from './deferred-helpers';
import { createOperator, createUser } from './factories';
import { MONDAY_10AM, movableClock, roomyOffer } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

const clock = movableClock(MONDAY_10AM);
let t: TestApp;
let api: ReturnType<typeof deferredClient>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  api = deferredClient(t, clock);
});
afterAll(async () => {
  await t.close();
});

const HOUR_MS = 3_600_000;

describe('OXXO through the sandbox (decision 060)', () => {
  it('places the order pending with a voucher, its barcode and its deadline, and reserves the stock', async () => {
    clock.set(MONDAY_10AM);
    const { order, offer, stockBefore } = await api.placeDeferred('oxxo');
    expect(order.status).toBe('pending');
    expect(order.payment_status).toBe('pending');
    const record = api.deferredOf(order);
    expect(record).toMatchObject({
      method: 'oxxo',
      status: 'awaiting_payment',
      amount_cents: order.total_cents,
      refunded_cents: 0,
    });
    const voucher = record.voucher;
    if (!voucher) throw new Error('no voucher');
    expect(voucher.reference).toMatch(/^\d{18}$/);
    expect(voucher.barcode_url).toBe(`/api/shop/payments/barcodes/${voucher.reference}`);
    // Two days, or the slot's start less the store's cut-off if that comes first.
    const deadline = Date.parse(voucher.expires_at);
    expect(deadline).toBeLessThanOrEqual(
      MONDAY_10AM.getTime() + OXXO_EXPIRY_DAYS_DEFAULT * 24 * HOUR_MS,
    );
    expect(deadline - MONDAY_10AM.getTime()).toBeGreaterThanOrEqual(2 * HOUR_MS);
    expect(await api.stockOf(offer.id)).toBe(stockBefore - 10);

    const barcode = await t.app.inject({ method: 'GET', url: voucher.barcode_url });
    expect(barcode.statusCode).toBe(200);
    expect(barcode.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(barcode.body).toContain(`aria-label="Código de barras ${voucher.reference}"`);
  });

  it('confirms the order when the signed webhook says paid, with its history and a notice', async () => {
    clock.set(MONDAY_10AM);
    const { order, user } = await api.placeDeferred('oxxo');
    const paid = await api.sandboxPay(api.referenceOf(order));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.delivered).toBe(true);

    const after = await api.read(user, order.id);
    expect(after.status).toBe('confirmed');
    expect(after.payment_status).toBe('paid');
    expect(api.deferredOf(after)).toMatchObject({ status: 'paid', refunded_cents: 0 });
    expect(after.status_history.map((h) => h.status)).toEqual(['pending', 'confirmed']);
    const notices = await api.notices(user, order.id);
    expect(notices.map((n) => n.title)).toContain(apiMessages.deferredPaidTitle(order.number));
  });

  it('applies a webhook delivered twice once', async () => {
    clock.set(MONDAY_10AM);
    const { order, user } = await api.placeDeferred('oxxo');
    const reference = api.referenceOf(order);
    // The cashier takes the money; the provider then delivers its event twice.
    await api.sandbox.pay(reference);
    const { payload, signature } = api.signedEvent('payment.paid', reference);
    const first = await api.postEvent(payload, signature);
    const second = await api.postEvent(payload, signature);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    // A new event about the same payment changes nothing either.
    const third = api.signedEvent('payment.paid', reference);
    expect((await api.postEvent(third.payload, third.signature)).statusCode).toBe(200);

    const after = await api.read(user, order.id);
    expect(after.status).toBe('confirmed');
    expect(after.status_history.filter((h) => h.status === 'confirmed')).toHaveLength(1);
    const paidNotices = (await api.notices(user, order.id)).filter(
      (n) => n.title === apiMessages.deferredPaidTitle(order.number),
    );
    expect(paidNotices).toHaveLength(1);
    expect((await api.movements(order.id)).filter((m) => m.kind === 'refund')).toEqual([]);
  });

  it('refuses an event with a bad signature (400, in Spanish) and changes nothing', async () => {
    clock.set(MONDAY_10AM);
    const { order, user } = await api.placeDeferred('oxxo');
    const reference = api.referenceOf(order);
    await api.sandbox.pay(reference);
    const forged = api.signedEvent('payment.paid', reference, 'whsec_not_the_sandbox');
    const res = await api.postEvent(forged.payload, forged.signature);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: apiMessages.webhookSignatureInvalid });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/shop/payments/sandbox/webhook',
      headers: { 'content-type': 'application/json' },
      payload: forged.payload,
    });
    expect(unsigned.statusCode).toBe(400);

    const after = await api.read(user, order.id);
    expect(after.status).toBe('pending');
    expect(api.deferredOf(after).status).toBe('awaiting_payment');
  });

  it('expires an unpaid voucher at its deadline: the order is cancelled, its stock back, the shopper told', async () => {
    clock.set(MONDAY_10AM);
    const { order, user, offer, stockBefore } = await api.placeDeferred('oxxo');
    const deadline = Date.parse(api.deferredOf(order).voucher?.expires_at ?? '');
    // Not yet: the job leaves it.
    clock.set(new Date(deadline - 60_000));
    await api.runExpiry();
    expect((await api.read(user, order.id)).status).toBe('pending');

    clock.set(new Date(deadline + 1_000));
    const placedStock = await api.stockOf(offer.id);
    expect(placedStock).toBeLessThanOrEqual(stockBefore - 10);
    const result = await api.runExpiry();
    expect(result.expired).toBeGreaterThanOrEqual(1);
    const after = await api.read(user, order.id);
    expect(after.status).toBe('cancelled');
    expect(api.deferredOf(after).status).toBe('expired');
    // Every order the run expired (earlier tests' unpaid ones too) gave its ten units back.
    expect(await api.stockOf(offer.id)).toBe(placedStock + 10 * result.expired);
    const notices = await api.notices(user, order.id);
    expect(notices.at(-1)?.body).toBe(
      apiMessages.orderCancelledWithReason(apiMessages.deferredExpiredReason),
    );
    // Run again: nothing more happens.
    await api.runExpiry();
    expect(
      (await api.read(user, order.id)).status_history.filter((h) => h.status === 'cancelled'),
    ).toHaveLength(1);
    clock.set(MONDAY_10AM);
  });

  it('refunds a payment that arrives after the voucher expired, and never confirms the order', async () => {
    clock.set(MONDAY_10AM);
    const { order, user } = await api.placeDeferred('oxxo');
    const reference = api.referenceOf(order);
    const expired = await api.sandboxExpire(reference);
    expect(expired.status).toBe(200);
    expect((await api.read(user, order.id)).status).toBe('cancelled');

    const late = await api.sandboxPay(reference);
    expect(late.status).toBe(200);
    const after = await api.read(user, order.id);
    expect(after.status).toBe('cancelled');
    expect(after.status_history.map((h) => h.status)).not.toContain('confirmed');
    expect(api.deferredOf(after)).toMatchObject({
      status: 'refunded',
      refunded_cents: order.total_cents,
    });
    const refunds = (await api.movements(order.id)).filter((m) => m.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount_cents: order.total_cents, method: 'oxxo' });
    expect(refunds[0]?.reference).toMatch(/^re_sandbox_/);
    const row = await t.database.db
      .selectFrom('sandbox_deferred_payments')
      .select(['received_cents', 'refunded_cents'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ received_cents: order.total_cents, refunded_cents: order.total_cents });
    const notices = await api.notices(user, order.id);
    expect(notices.at(-1)?.title).toBe(apiMessages.deferredLateTitle(order.number));
  });

  it("doesn't let an operator confirm an unpaid OXXO order by hand", async () => {
    clock.set(MONDAY_10AM);
    const { order, user } = await api.placeDeferred('oxxo');
    const res = await api.advance(order.number, 'confirmed');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: apiMessages.deferredPaymentAwaited });
    expect((await api.read(user, order.id)).status).toBe('pending');
  });

  it('shows unpaid orders apart on the board, separates paid from awaiting in the summary, and lets the store cancel one', async () => {
    clock.set(MONDAY_10AM);
    const staff = await createOperator(t.database.db, 'interna', 'staff', 'Jorge Surtidor');
    const admin = <T>(method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) =>
      t.app
        .inject({
          method,
          url: `/api/admin/stores/interna${path}`,
          headers: staff.auth,
          ...(payload ? { payload } : {}),
        })
        .then((res) => ({ status: res.statusCode, body: res.json<T>() }));
    const summary = async (date: string) =>
      (await admin<StoreSummaryResponse>('GET', `/summary?date=${date}`)).body.data;

    const waiting = await api.placeDeferred('oxxo');
    const date = waiting.order.delivery_date;
    const before = await summary(date);
    const paid = await api.placeDeferred('oxxo');
    const unpaid = await api.placeDeferred('oxxo');
    await api.sandboxPay(api.referenceOf(paid.order));

    const board = await admin<AdminOrderPage>('GET', `/orders?date=${date}&per_page=100`);
    const row = (number: string) => board.body.data.find((each) => each.number === number);
    expect(row(unpaid.order.number)).toMatchObject({ status: 'pending', awaiting_payment: true });
    expect(row(paid.order.number)).toMatchObject({ status: 'confirmed', awaiting_payment: false });
    const after = await summary(date);
    expect(after.awaiting_payment_orders - before.awaiting_payment_orders).toBe(1);
    expect(after.awaiting_payment_cents - before.awaiting_payment_cents).toBe(
      unpaid.order.total_cents,
    );
    expect(after.paid_cents - before.paid_cents).toBe(paid.order.total_cents);

    // The store may cancel an unpaid one: its voucher can't be paid any more.
    const cancelled = await admin('POST', `/orders/${unpaid.order.number}/status`, {
      status: 'cancelled',
      reason: 'Sin existencias',
    });
    expect(cancelled.status).toBe(200);
    const read = await api.read(unpaid.user, unpaid.order.id);
    expect(read.status).toBe('cancelled');
    expect(api.deferredOf(read).status).toBe('voided');
    const voucher = await t.database.db
      .selectFrom('sandbox_deferred_payments')
      .select('status')
      .where('reference', '=', api.referenceOf(unpaid.order))
      .executeTakeFirstOrThrow();
    expect(voucher.status).toBe('canceled');
  });

  it('answers 404 for a reference the sandbox never issued, and 422 for one that is no reference', async () => {
    const unknown = await api.sandboxPay('930000000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: apiMessages.sandboxReferenceNotFound });
    const bad = await api.sandboxPay('no%20valid');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { reference: ['La referencia no es válida.'] } });
  });
});

describe('slots with a payment window', () => {
  it('marks slots too soon to pay unavailable with OXXO or SPEI, and placement refuses them (422)', async () => {
    clock.set(MONDAY_10AM);
    const interna = await findOffers(t, 'interna');
    // 10:00: the 13:00 slot is open, but its cut-off (11:00) leaves an hour to pay; 17:00 leaves five.
    const soonest = await api.openSlot(interna.storeId);
    expect(soonest).toMatchObject({ date: '2026-11-23', start: '13:00' });
    for (const method of ['oxxo', 'spei'] as const) {
      const res = await api.call<DeliverySlotsResponse>(
        'GET',
        `/stores/${String(interna.storeId)}/delivery-slots?type=delivery&payment_method=${method}`,
      );
      const monday = res.body.data.find((day) => day.date === '2026-11-23');
      expect(monday?.slots.find((slot) => slot.start === '13:00')?.available).toBe(false);
      expect(monday?.slots.find((slot) => slot.start === '17:00')?.available).toBe(true);
    }
    const cash = await api.call<DeliverySlotsResponse>(
      'GET',
      `/stores/${String(interna.storeId)}/delivery-slots?type=delivery&payment_method=cash`,
    );
    const monday = cash.body.data.find((day) => day.date === '2026-11-23');
    expect(monday?.slots.find((slot) => slot.start === '13:00')?.available).toBe(true);

    const user = await createUser(t.database.db, {}, clock());
    const { cartId } = await api.readyCart(user, interna.storeId, [
      { id: roomyOffer(interna).id, qty: 10 },
    ]);
    const res = await api.place(user, cartId, { method: 'oxxo' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      errors: { delivery_slot_id: [apiMessages.deferredSlotTooSoon] },
    });
  });
});
