import type {
  AdminOrderResponse,
  AuditPage,
  ClientResponse,
  NotificationPage,
  Order,
  OrderResponse,
} from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOffers } from './cart-helpers';
import {
  SYSTEM_OPERATOR,
  type TestUser,
  addressFields,
  clientFields,
  createMentor,
  createOperator,
  createSeller,
  createUser,
} from './factories';
import { MONDAY_10AM, movableClock, orderClient } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

/**
 * "Cancelar pedido" (decision 052): `POST /client-orders/{id}/cancel` by the order's owner or
 * its placer while it is pending, through the one way orders move: stock, wallet and card come
 * back, the store's board and history hear of it; anyone else is answered as for a missing
 * order, a confirmed order is refused with 409, and a second tap changes nothing.
 */
const clock = movableClock(MONDAY_10AM);
let t: TestApp;
let api: ReturnType<typeof orderClient>;
let interna: Awaited<ReturnType<typeof findOffers>>;
let operator: TestUser;

beforeAll(async () => {
  t = await createTestApp({ clock });
  api = orderClient(t);
  interna = await findOffers(t, 'interna');
  const db = t.database.db;
  await db.updateTable('inventories').set({ stock: 100_000, max_per_order: 50 }).execute();
  await db.updateTable('delivery_windows').set({ capacity: 100_000 }).execute();
  operator = await createOperator(db, 'interna', 'owner', 'Rosa Operadora');
});
afterAll(() => t.close());

function line() {
  const offer = interna.all.find((o) => o.price_cents * 10 >= 30000);
  if (!offer) throw new Error('no demo offer for ten units above the minimum');
  return { id: offer.id, qty: 10 };
}

async function placed(
  user: TestUser,
  payment: Record<string, unknown> = { method: 'cash' },
  { wallet = false } = {},
): Promise<Order> {
  const { cartId } = await api.readyCart(user, interna.storeId, [line()]);
  if (wallet) {
    const used = await api.call('PUT', `/checkout/${cartId}`, { use_wallet: true }, user.auth);
    expect(used.status, JSON.stringify(used.body)).toBe(200);
  }
  const res = await api.place(user, cartId, payment);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

function cancel(who: TestUser | null, orderId: number, body?: Record<string, unknown>) {
  return t.app
    .inject({
      method: 'POST',
      url: `/api/shop/client-orders/${orderId}/cancel`,
      headers: who?.auth ?? {},
      ...(body === undefined ? {} : { payload: body }),
    })
    .then((res) => ({ status: res.statusCode, body: res.json<OrderResponse>(), raw: res.body }));
}

async function count(
  table: 'audit_log' | 'order_status_history' | 'notifications' | 'order_events',
  orderId?: number,
) {
  let query = t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'));
  if (orderId !== undefined && table !== 'audit_log') {
    query = query.where('order_id', '=', orderId);
  }
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** What a refused cancellation must leave exactly as it was. */
async function snapshot(orderId: number) {
  const order = await t.database.db
    .selectFrom('orders')
    .select(['status', 'payment_status', 'updated_at'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return {
    order,
    stock: await api.stockOf(line().id),
    audit: await count('audit_log'),
    history: await count('order_status_history', orderId),
    notifications: await count('notifications'),
    events: await count('order_events'),
  };
}

async function walletBalance(userId: number) {
  const row = await t.database.db
    .selectFrom('wallet_entries')
    .select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n ?? 0);
}

async function fund(userId: number, cents: number) {
  await t.database.db
    .insertInto('wallet_entries')
    .values({
      user_id: userId,
      amount_cents: cents,
      kind: 'adjustment',
      reason: 'saldo de prueba',
      created_at: MONDAY_10AM.toISOString(),
    })
    .execute();
}

const adminOrder = (number: string) =>
  t.app
    .inject({
      url: `/api/admin/stores/interna/orders/${number}`,
      headers: operator.auth,
    })
    .then((res) => res.json<AdminOrderResponse>().data);

describe('POST /client-orders/{id}/cancel', () => {
  it("cancels the owner's pending order: stock back, the store's board, history and audit told", async () => {
    const user = await createUser(t.database.db, { name: 'Lucía Cancela' }, MONDAY_10AM);
    const order = await placed(user);
    const stock = await api.stockOf(line().id);
    const events = await count('order_events');

    const res = await cancel(user, order.id, { reason: '  Me equivoqué de dirección  ' });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data).toMatchObject({ id: order.id, status: 'cancelled' });
    expect(res.body.data.status_history.map((entry) => entry.status)).toEqual([
      'pending',
      'cancelled',
    ]);
    expect(await api.stockOf(line().id)).toBe(stock + 10);
    // The store's live feed gets the move at once.
    expect(await count('order_events')).toBe(events + 1);

    const seen = await adminOrder(order.number);
    expect(seen.status).toBe('cancelled');
    expect(seen.status_history.at(-1)).toEqual({
      status: 'cancelled',
      at: MONDAY_10AM.toISOString(),
      actor: { user_id: user.id, name: 'Lucía Cancela (cliente)' },
      reason: 'Me equivoqué de dirección',
    });
    const audit = await t.app.inject({
      url: '/api/admin/stores/interna/audit?entity=order&per_page=100',
      headers: operator.auth,
    });
    const entries = audit.json<AuditPage>().data.filter((e) => e.entity_id === order.number);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { user_id: user.id, name: 'Lucía Cancela (cliente)' },
      action: 'order.status',
      before: { status: 'pending' },
      after: { status: 'cancelled', reason: 'Me equivoqué de dirección' },
    });
    const notes = await api.call<NotificationPage>('GET', '/notifications', undefined, user.auth);
    expect(notes.body.data[0]).toMatchObject({
      title: `Pedido ${order.number}: Cancelado`,
      body: expect.stringContaining('Motivo: Me equivoqué de dirección.') as string,
    });
  });

  it('takes no body at all, and an empty reason as none', async () => {
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const bare = await placed(user);
    const res = await cancel(user, bare.id);
    expect(res.status, res.raw).toBe(200);
    const blank = await placed(user);
    expect((await cancel(user, blank.id, { reason: '   ' })).status).toBe(200);
    const seen = await adminOrder(blank.number);
    expect(seen.status_history.at(-1)?.reason).toBeNull();
  });

  it('lets the seller who placed it for a client cancel it, and the client who has an account', async () => {
    const db = t.database.db;
    const seller = await createSeller(db, 'Vendedor Cancela');
    const clientUser = await createUser(db, { name: 'Clienta con cuenta' }, MONDAY_10AM);
    const phone = await db
      .selectFrom('users')
      .select('phone')
      .where('id', '=', clientUser.id)
      .executeTakeFirstOrThrow();
    const client = await api.call<ClientResponse>(
      'POST',
      '/store/clients',
      clientFields({ phone: phone.phone }),
      seller.auth,
    );
    expect(client.status).toBe(201);
    const address = await api.call<{ data: { id: number } }>(
      'POST',
      `/store/clients/${client.body.data.id}/addresses`,
      addressFields(),
      seller.auth,
    );
    const forClient = async () => {
      const { cart } = await api.create(interna.storeId, seller.auth, seller.id);
      expect((await api.add(cart.id, line().id, 10, seller.auth)).status).toBe(200);
      const slot = await api.openSlot(interna.storeId);
      const chosen = await api.call(
        'PUT',
        `/checkout/${cart.id}`,
        {
          delivery_type: 'delivery',
          client_id: client.body.data.id,
          client_address_id: address.body.data.id,
        },
        seller.auth,
      );
      expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
      await api.call(
        'PUT',
        `/checkout/${cart.id}`,
        { delivery_date: slot.date, delivery_slot_id: slot.id },
        seller.auth,
      );
      const res = await api.place(seller, cart.id);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.data;
    };

    const byPlacer = await forClient();
    const placerCancel = await cancel(seller, byPlacer.id);
    expect(placerCancel.status, placerCancel.raw).toBe(200);
    expect((await adminOrder(byPlacer.number)).status_history.at(-1)?.actor).toEqual({
      user_id: seller.id,
      name: 'Vendedor Cancela (cliente)',
    });

    const byOwner = await forClient();
    const ownerCancel = await cancel(clientUser, byOwner.id);
    expect(ownerCancel.status, ownerCancel.raw).toBe(200);
    expect(ownerCancel.body.data.status).toBe('cancelled');
  });

  it('answers anyone else exactly as for a missing order, and changes nothing', async () => {
    const db = t.database.db;
    const owner = await createUser(db, {}, MONDAY_10AM);
    const order = await placed(owner);
    const before = await snapshot(order.id);
    for (const stranger of [
      await createUser(db, {}, MONDAY_10AM),
      await createSeller(db),
      await createMentor(db),
      operator,
    ]) {
      const theirs = await cancel(stranger, order.id);
      const missing = await cancel(stranger, 2_000_000_001);
      expect(theirs.status).toBe(404);
      expect(theirs.raw).toBe(missing.raw);
      expect(theirs.body).toMatchObject({ code: 'order_not_found' });
    }
    const anonymous = await cancel(null, order.id);
    expect(anonymous.status).toBe(401);
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('refuses with 409 and a clear message once the store confirmed it, changing nothing', async () => {
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const order = await placed(user);
    const confirmed = await api.advance(order.number, 'confirmed');
    expect(confirmed.statusCode).toBe(200);
    const before = await snapshot(order.id);

    const res = await cancel(user, order.id, { reason: 'Ya no lo quiero' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      code: 'conflict',
      message:
        'Tu pedido ya está «Confirmado» y ya no puedes cancelarlo desde aquí. Si necesitas cambiar algo, escríbele a la tienda.',
    });
    expect(await snapshot(order.id)).toEqual(before);

    await api.advance(order.number, 'preparing');
    expect((await cancel(user, order.id)).body).toMatchObject({
      message: expect.stringContaining('«En preparación»') as string,
    });
  });

  it('answers a second tap with the order as it is, giving nothing back twice', async () => {
    const mentor = await createMentor(t.database.db, 'Mentora Doble Toque');
    await fund(mentor.id, 5_000);
    const order = await placed(mentor, { method: 'cash' }, { wallet: true });
    expect(order.wallet_applied_cents).toBe(5_000);
    const stock = await api.stockOf(line().id);

    const first = await cancel(mentor, order.id);
    expect(first.status).toBe(200);
    const after = await snapshot(order.id);
    const again = await cancel(mentor, order.id, { reason: 'otra vez' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await snapshot(order.id)).toEqual(after);
    expect(await walletBalance(mentor.id)).toBe(5_000);
    expect(await api.stockOf(line().id)).toBe(stock + 10);
  });

  it('lets two taps racing each other cancel once', async () => {
    const mentor = await createMentor(t.database.db, 'Mentora Carrera');
    await fund(mentor.id, 4_000);
    const order = await placed(mentor, { method: 'cash' }, { wallet: true });
    const stock = await api.stockOf(line().id);
    const audit = await count('audit_log');

    const results = await Promise.all([cancel(mentor, order.id), cancel(mentor, order.id)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(await api.stockOf(line().id)).toBe(stock + 10);
    expect(await walletBalance(mentor.id)).toBe(4_000);
    expect(await count('audit_log')).toBe(audit + 1);
    const cancelled = await t.database.db
      .selectFrom('order_status_history')
      .select('status')
      .where('order_id', '=', order.id)
      .where('status', '=', 'cancelled')
      .execute();
    expect(cancelled).toHaveLength(1);
  });

  it("returns a mentor's whole wallet payment and refunds a card charge", async () => {
    const mentor = await createMentor(t.database.db, 'Mentora Monedero');
    await fund(mentor.id, 100_000);
    const walletOrder = await placed(mentor, { method: 'wallet' });
    expect(walletOrder.payment_status).toBe('paid');
    expect(await walletBalance(mentor.id)).toBe(100_000 - walletOrder.total_cents);
    const back = await cancel(mentor, walletOrder.id);
    expect(back.body.data).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(await walletBalance(mentor.id)).toBe(100_000);

    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const token = await api.cardToken('4242424242424242');
    const carded = await placed(user, { method: 'card', card_token: token });
    expect(carded.payment_status).toBe('paid');
    const refunded = await cancel(user, carded.id);
    expect(refunded.body.data).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    const payments = await t.database.db
      .selectFrom('payments')
      .select(['kind', 'status', 'amount_cents'])
      .where('order_id', '=', carded.id)
      .orderBy('id')
      .execute();
    expect(payments).toEqual([
      { kind: 'charge', status: 'refunded', amount_cents: carded.total_cents },
      { kind: 'refund', status: 'refunded', amount_cents: carded.total_cents },
    ]);
  });

  it('releases a card hold the order never captured', async () => {
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const token = await api.cardToken('4242424242424242');
    const order = await placed(user, { method: 'card', card_token: token });
    // As when the capture failed: the order waits with its hold.
    await t.database.db
      .updateTable('payments')
      .set({ status: 'authorized' })
      .where('order_id', '=', order.id)
      .execute();
    await t.database.db
      .updateTable('orders')
      .set({ payment_status: 'pending' })
      .where('id', '=', order.id)
      .execute();
    const res = await cancel(user, order.id);
    expect(res.status).toBe(200);
    const charge = await t.database.db
      .selectFrom('payments')
      .select(['kind', 'status'])
      .where('order_id', '=', order.id)
      .execute();
    expect(charge).toEqual([{ kind: 'charge', status: 'voided' }]);
  });

  it('refuses a reason that is too long or not text, changing nothing', async () => {
    const user = await createUser(t.database.db, {}, MONDAY_10AM);
    const order = await placed(user);
    const before = await snapshot(order.id);
    const long = await cancel(user, order.id, { reason: 'x'.repeat(301) });
    expect(long.status).toBe(422);
    expect(long.body).toMatchObject({
      code: 'validation_failed',
      errors: { reason: ['El motivo admite como máximo 300 caracteres.'] },
    });
    const number = await cancel(user, order.id, { reason: 42 });
    expect(number.status).toBe(422);
    expect(number.body).toMatchObject({
      errors: { reason: ['El motivo de la cancelación debe ser texto.'] },
    });
    const extra = await cancel(user, order.id, { reason: 'ok', status: 'delivered' });
    expect(extra.status).toBe(422);
    expect(await snapshot(order.id)).toEqual(before);
    // The operator token is not a shopper's session.
    const ops = await t.app.inject({
      method: 'POST',
      url: `/api/shop/client-orders/${order.id}/cancel`,
      headers: SYSTEM_OPERATOR,
    });
    expect(ops.statusCode).toBe(401);
  });
});
