import type { DeliverySlotsResponse, OrderPayment, OrderResponse } from '@canasta/contract';
import { expect } from 'vitest';
import type { Clock } from '../src/clock';
import { expireDeferredPayments } from '../src/modules/payments/deferred-payments.service';
import {
  SANDBOX_SIGNATURE_HEADER,
  SandboxDeferredProvider,
  sandboxEvent,
  signSandboxPayload,
} from '../src/providers/payments/sandbox-deferred-provider';
import { findOffers } from './cart-helpers';
import { type TestUser, createUser } from './factories';
import { orderClient, roomyOffer } from './order-helpers';
import type { TestApp } from './test-app';

/** OXXO and SPEI through the sandbox (decision 060), as a shopper and the sandbox's cashier. */
export function deferredClient(t: TestApp, clock: Clock) {
  const api = orderClient(t);
  const sandbox = new SandboxDeferredProvider(t.database.db, clock);

  /** The first slot still open with the method (two hours to pay before the store's cut-off). */
  async function payableSlot(storeId: number, method: 'oxxo' | 'spei') {
    const res = await api.call<DeliverySlotsResponse>(
      'GET',
      `/stores/${String(storeId)}/delivery-slots?type=delivery&payment_method=${method}`,
    );
    expect(res.status).toBe(200);
    const slot = res.body.data
      .flatMap((day) => day.slots.map((each) => ({ date: day.date, ...each })))
      .find((each) => each.available);
    if (!slot) throw new Error('no slot leaves time to pay');
    return slot;
  }

  /** A shopper's order paid with OXXO or SPEI, on the first slot that leaves time to pay. */
  async function place(method: 'oxxo' | 'spei', qty = 10) {
    const interna = await findOffers(t, 'interna');
    const user = await createUser(t.database.db, {}, clock());
    const offer = roomyOffer(interna);
    const { cartId } = await api.readyCart(user, interna.storeId, [{ id: offer.id, qty }]);
    const slot = await payableSlot(interna.storeId, method);
    const dated = await api.call(
      'PUT',
      `/checkout/${cartId}`,
      { delivery_date: slot.date, delivery_slot_id: slot.id },
      user.auth,
    );
    expect(dated.status, JSON.stringify(dated.body)).toBe(200);
    const stockBefore = await api.stockOf(offer.id);
    const res = await api.place(user, cartId, { method });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { user, offer, slot, order: res.body.data, stockBefore };
  }

  async function read(user: TestUser, orderId: number) {
    const res = await api.call<OrderResponse>(
      'GET',
      `/client-orders/${String(orderId)}`,
      undefined,
      user.auth,
    );
    expect(res.status).toBe(200);
    return res.body.data;
  }

  /** The order's OXXO/SPEI record as the shopper sees it. */
  function deferredOf(order: OrderResponse['data']): OrderPayment {
    const record = order.payments.find((p) => p.method === 'oxxo' || p.method === 'spei');
    if (!record) throw new Error('no OXXO/SPEI record');
    return record;
  }

  /** The voucher number or transfer reference the sandbox's routes take. */
  function referenceOf(order: OrderResponse['data']): string {
    const record = deferredOf(order);
    const reference = record.voucher?.reference ?? record.transfer?.reference;
    if (!reference) throw new Error('no reference');
    return reference;
  }

  function sandboxPay(reference: string, body: Record<string, unknown> = {}) {
    return api.call<{ data: { reference: string; delivered: boolean } }>(
      'POST',
      `/payments/sandbox/vouchers/${reference}/pay`,
      body,
    );
  }

  function sandboxExpire(reference: string) {
    return api.call<{ data: { reference: string; delivered: boolean } }>(
      'POST',
      `/payments/sandbox/vouchers/${reference}/expire`,
      {},
    );
  }

  /** Posts a signed event (or one signed with `secret`) to the sandbox's webhook. */
  function postEvent(payload: string, signature: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/shop/payments/sandbox/webhook',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
      payload,
    });
  }

  function signedEvent(type: string, reference: string, secret?: string) {
    const payload = JSON.stringify(sandboxEvent(type, reference, clock()));
    return { payload, signature: signSandboxPayload(payload, clock(), secret) };
  }

  /** The expiry job's run, as the background work runs it. */
  function runExpiry() {
    return expireDeferredPayments({
      db: t.database.db,
      clock,
      log: t.app.log,
      cardProvider: null,
      deferredProvider: sandbox,
      catalogueChanges: t.app.catalogueChanges,
      orderEvents: t.app.orderEvents,
    });
  }

  async function notices(user: TestUser, orderId: number) {
    return t.database.db
      .selectFrom('notifications')
      .select(['title', 'body'])
      .where('user_id', '=', user.id)
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  }

  async function movements(orderId: number) {
    return t.database.db
      .selectFrom('payments')
      .select([
        'kind',
        'method',
        'status',
        'amount_cents',
        'reference',
        'received_cents',
        'refunded_cents',
      ])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  }

  return {
    ...api,
    sandbox,
    payableSlot,
    placeDeferred: place,
    read,
    deferredOf,
    referenceOf,
    sandboxPay,
    sandboxExpire,
    postEvent,
    signedEvent,
    runExpiry,
    notices,
    movements,
  };
}
