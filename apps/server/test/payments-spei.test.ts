import { apiMessages } from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferredClient } from './deferred-helpers';
import { MONDAY_10AM, movableClock } from './order-helpers';
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

/** What Banxico's control digit of a CLABE must be (weights 3, 7, 1). */
function clabeIsValid(clabe: string): boolean {
  const weights = [3, 7, 1];
  const sum = [...clabe.slice(0, 17)].reduce(
    (total, digit, i) => total + ((Number(digit) * (weights[i % 3] ?? 1)) % 10),
    0,
  );
  return /^\d{18}$/.test(clabe) && Number(clabe[17]) === (10 - (sum % 10)) % 10;
}

describe('SPEI through the sandbox (decision 060)', () => {
  it('places the order pending with a CLABE, a bank and a reference to transfer to', async () => {
    const { order } = await api.placeDeferred('spei');
    expect(order.status).toBe('pending');
    const record = api.deferredOf(order);
    expect(record).toMatchObject({ method: 'spei', status: 'awaiting_payment' });
    const transfer = record.transfer;
    if (!transfer) throw new Error('no transfer');
    expect(clabeIsValid(transfer.clabe)).toBe(true);
    expect(transfer.bank).toBe('STP (sandbox)');
    expect(transfer.reference).toMatch(/^CAN[0-9A-F]{10}$/);
    // 24 hours, or the slot's start less the store's cut-off if that comes first.
    expect(Date.parse(transfer.expires_at)).toBeLessThanOrEqual(
      MONDAY_10AM.getTime() + 24 * 3_600_000,
    );
  });

  it('confirms the order when exactly the amount arrives, and gives nothing back', async () => {
    const { order, user } = await api.placeDeferred('spei');
    const res = await api.sandboxPay(api.referenceOf(order), { amount_cents: order.total_cents });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await api.read(user, order.id);
    expect(after.status).toBe('confirmed');
    expect(api.deferredOf(after)).toMatchObject({ status: 'paid', refunded_cents: 0 });
    expect((await api.movements(order.id)).filter((m) => m.kind === 'refund')).toEqual([]);
  });

  it('keeps an underpaid order waiting, tells the shopper what is missing, and confirms it once the rest arrives', async () => {
    const { order, user } = await api.placeDeferred('spei');
    const reference = api.referenceOf(order);
    const part = order.total_cents - 5000;
    await api.sandboxPay(reference, { amount_cents: part });

    const waiting = await api.read(user, order.id);
    expect(waiting.status).toBe('pending');
    expect(api.deferredOf(waiting)).toMatchObject({
      status: 'awaiting_payment',
      received_cents: part,
    });
    const [record] = (await api.movements(order.id)).filter((m) => m.kind === 'charge');
    expect(record?.received_cents).toBe(part);
    const notices = await api.notices(user, order.id);
    expect(notices.at(-1)).toEqual({
      title: apiMessages.deferredUnderpaidTitle(order.number),
      body: apiMessages.deferredUnderpaidBody(part, 5000),
    });

    await api.sandboxPay(reference, { amount_cents: 5000 });
    const paid = await api.read(user, order.id);
    expect(paid.status).toBe('confirmed');
    expect(api.deferredOf(paid)).toMatchObject({ status: 'paid', refunded_cents: 0 });
    expect((await api.movements(order.id)).filter((m) => m.kind === 'refund')).toEqual([]);
  });

  it('confirms an overpaid order and refunds the excess once', async () => {
    const { order, user } = await api.placeDeferred('spei');
    const reference = api.referenceOf(order);
    await api.sandboxPay(reference, { amount_cents: order.total_cents + 2500 });

    const after = await api.read(user, order.id);
    expect(after.status).toBe('confirmed');
    expect(api.deferredOf(after)).toMatchObject({
      status: 'paid',
      amount_cents: order.total_cents,
      refunded_cents: 0,
    });
    const moves = await api.movements(order.id);
    expect(moves.find((m) => m.kind === 'charge')?.received_cents).toBe(order.total_cents + 2500);
    const refunds = moves.filter((m) => m.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ method: 'spei', amount_cents: 2500 });
    expect(refunds[0]?.reference).toMatch(/^re_sandbox_/);
    const notices = await api.notices(user, order.id);
    expect(notices.map((n) => n.body)).toContain(
      `${apiMessages.deferredPaidBody(order.total_cents)} ${apiMessages.deferredOverpaidBody(2500)}`,
    );

    // The provider's event about it delivered again changes nothing.
    const again = api.signedEvent('payment.paid', reference);
    expect((await api.postEvent(again.payload, again.signature)).statusCode).toBe(200);
    expect((await api.movements(order.id)).filter((m) => m.kind === 'refund')).toHaveLength(1);
  });

  it('expires an underpaid transfer at its deadline and gives back what arrived', async () => {
    const { order, user, offer, stockBefore } = await api.placeDeferred('spei');
    const reference = api.referenceOf(order);
    await api.sandboxPay(reference, { amount_cents: 1000 });
    const deadline = Date.parse(api.deferredOf(order).transfer?.expires_at ?? '');
    const placedStock = await api.stockOf(offer.id);
    expect(placedStock).toBeLessThanOrEqual(stockBefore - 10);
    clock.set(new Date(deadline + 1000));
    let expired = 0;
    try {
      expired = (await api.runExpiry()).expired;
    } finally {
      clock.set(MONDAY_10AM);
    }
    const after = await api.read(user, order.id);
    expect(after.status).toBe('cancelled');
    expect(api.deferredOf(after)).toMatchObject({ status: 'expired', refunded_cents: 1000 });
    // Every order the run expired (this file's other unpaid ones too) gave its ten units back.
    expect(expired).toBeGreaterThanOrEqual(1);
    expect(await api.stockOf(offer.id)).toBe(placedStock + 10 * expired);
    const refunds = (await api.movements(order.id)).filter((m) => m.kind === 'refund');
    expect(refunds).toEqual([expect.objectContaining({ method: 'spei', amount_cents: 1000 })]);
  });
});
