import type {
  SettingsResponse,
  StoreResponseSchema,
  StoreSettings,
  StoreSettingsResponse,
} from '@canasta/contract';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueChanges } from '../src/modules/catalogue/catalogue-changes';
import { ResponseCache } from '../src/modules/catalogue/response-cache';
import { PageCache } from '../src/modules/pages/page-cache';
import { PreparedBody } from '../src/plugins/prepared-body';
import { adminClient, countRows, latestAudit, operatorAt, storeIdOf } from './admin-setup-helpers';
import { findOffers } from './cart-helpers';
import { type TestUser, createUser } from './factories';
import { MONDAY_10AM, movableClock, orderClient, roomyOffer } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

/**
 * A store's own settings (decision 043): the owner's alone, and each one reaching the shop
 * front at once: the days offered, the payment methods taken (refused at order placement when
 * off), the store's WhatsApp, and a maintenance switch that closes this store's shop front only.
 */
const clock = movableClock(MONDAY_10AM);
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let t: TestApp;
let owner: TestUser;
let staff: TestUser;
let interna: number;
let call: ReturnType<typeof adminClient>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await operatorAt(t.database.db, 'interna', 'owner', MONDAY_10AM, 'Rosa Dueña');
  staff = await operatorAt(t.database.db, 'interna', 'staff', MONDAY_10AM);
  interna = await storeIdOf(t.database.db, 'interna');
  call = adminClient(t, 'interna');
});
afterAll(() => t.close());

type StoreResponse = z.infer<typeof StoreResponseSchema>;

const DEFAULTS: Omit<StoreSettings, 'available_payment_methods'> = {
  cutoff_time: '18:00',
  lead_days: 0,
  days_ahead: 7,
  payment_methods: ['cash', 'card', 'oxxo', 'spei'],
  whatsapp: '+525510000100',
  maintenance: false,
  weight_hold_margin_percent: 10,
  substitution_answer_minutes: 10,
  edit_cutoff_minutes: 120,
};

async function save(changes: Partial<typeof DEFAULTS> & Record<string, unknown>) {
  return call<StoreSettingsResponse>('PUT', '/settings', owner, { ...DEFAULTS, ...changes });
}

async function shop<T>(path: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/shop${path}` });
  return res.json<T>();
}

async function offeredDates() {
  const days = await shop<{ data: { date: string }[] }>(`/stores/${interna}/delivery-slots`);
  return days.data.map((day) => day.date);
}

describe('who sets them', () => {
  it('answers the owner, and refuses staff 403 before reading the body', async () => {
    const read = await call<StoreSettingsResponse>('GET', '/settings', owner);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({
      ...DEFAULTS,
      available_payment_methods: ['cash', 'card', 'oxxo', 'spei'],
    });

    const audits = await countRows(t.database.db, 'audit_log');
    expect((await call('GET', '/settings', staff)).status).toBe(403);
    const refused = await call('PUT', '/settings', staff, { lead_days: 'muchos' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'forbidden',
      message: 'Solo el dueño de la tienda puede hacer esto.',
    });
    expect((await call('PUT', '/settings', staff, { ...DEFAULTS, lead_days: 3 })).status).toBe(403);
    expect(await countRows(t.database.db, 'audit_log')).toBe(audits);
    expect((await call<StoreSettingsResponse>('GET', '/settings', owner)).body.data.lead_days).toBe(
      0,
    );
  });

  it('refuses bad values in Spanish, changing nothing', async () => {
    const audits = await countRows(t.database.db, 'audit_log');
    const cases: [Record<string, unknown>, string][] = [
      [{ cutoff_time: '24:00' }, 'cutoff_time'],
      [{ lead_days: -1 }, 'lead_days'],
      [{ lead_days: 15 }, 'lead_days'],
      [{ days_ahead: 0 }, 'days_ahead'],
      [{ days_ahead: 61 }, 'days_ahead'],
      [{ payment_methods: [] }, 'payment_methods'],
      [{ payment_methods: ['cash', 'cash'] }, 'payment_methods'],
      [{ payment_methods: ['wallet'] }, 'payment_methods.0'],
      [{ whatsapp: '123' }, 'whatsapp'],
      [{ whatsapp: '+1 212 555 0100' }, 'whatsapp'],
      [{ maintenance: 'sí' }, 'maintenance'],
      [{ cutoff: '18:00' }, ''],
      [{ weight_hold_margin_percent: 51 }, 'weight_hold_margin_percent'],
      [{ weight_hold_margin_percent: 2.5 }, 'weight_hold_margin_percent'],
      [{ substitution_answer_minutes: 0 }, 'substitution_answer_minutes'],
      [{ substitution_answer_minutes: 121 }, 'substitution_answer_minutes'],
      [{ edit_cutoff_minutes: -1 }, 'edit_cutoff_minutes'],
      [{ edit_cutoff_minutes: 1441 }, 'edit_cutoff_minutes'],
    ];
    for (const [changes, field] of cases) {
      const res = await save(changes);
      expect(res.status, JSON.stringify(changes)).toBe(422);
      expect(res.body.code).toBe('validation_failed');
      if (field)
        expect(Object.keys(res.body.errors ?? {}), JSON.stringify(res.body)).toContain(field);
    }
    expect(await countRows(t.database.db, 'audit_log')).toBe(audits);
    expect((await call<StoreSettingsResponse>('GET', '/settings', owner)).body.data).toMatchObject(
      DEFAULTS,
    );
  });
});

describe('what a change does to the shop front', () => {
  it('moves the days offered, with one audit entry naming what changed', async () => {
    expect((await offeredDates())[0]).toBe('2026-11-23');
    const saved = await save({ lead_days: 2, days_ahead: 3 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ lead_days: 2, days_ahead: 3 });
    expect(await offeredDates()).toEqual(['2026-11-25', '2026-11-26', '2026-11-27']);
    expect(await latestAudit(call, owner, 'settings')).toMatchObject({
      action: 'settings.update',
      entity_id: String(interna),
      actor: { user_id: owner.id, name: 'Rosa Dueña' },
      before: { lead_days: 0, days_ahead: 7 },
      after: { lead_days: 2, days_ahead: 3 },
    });
    // A cut-off already past for today: same-day stores open tomorrow.
    await save({ cutoff_time: '09:30' });
    expect((await offeredDates())[0]).toBe('2026-11-24');
    await save({});
    expect((await offeredDates())[0]).toBe('2026-11-23');
  });

  it('sets the card hold margin on weight lines and the answer window, kept when left out', async () => {
    const saved = await save({ weight_hold_margin_percent: 25, substitution_answer_minutes: 15 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({
      weight_hold_margin_percent: 25,
      substitution_answer_minutes: 15,
    });
    expect(await latestAudit(call, owner, 'settings')).toMatchObject({
      before: { weight_hold_margin_percent: 10, substitution_answer_minutes: 10 },
      after: { weight_hold_margin_percent: 25, substitution_answer_minutes: 15 },
    });
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/shop/checkout/',
      payload: { store_id: interna },
    });
    expect(cart.json<{ extra: { hold_margin_percent: number } }>().extra.hold_margin_percent).toBe(
      25,
    );
    // A console that doesn't know them yet leaves them as they are.
    const older: Record<string, unknown> = { ...DEFAULTS, lead_days: 1 };
    delete older.weight_hold_margin_percent;
    delete older.substitution_answer_minutes;
    const kept = await call<StoreSettingsResponse>('PUT', '/settings', owner, older);
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({
      lead_days: 1,
      weight_hold_margin_percent: 25,
      substitution_answer_minutes: 15,
    });
    await save({});
    expect((await call<StoreSettingsResponse>('GET', '/settings', owner)).body.data).toMatchObject(
      DEFAULTS,
    );
  });

  it('answers the store’s new WhatsApp and payment methods at once, past the catalogue cache', async () => {
    expect((await shop<StoreResponse>('/stores/interna')).data.payment_methods).toEqual([
      'cash',
      'card',
      'oxxo',
      'spei',
    ]);
    const saved = await save({ payment_methods: ['cash'], whatsapp: '55 1000 0199' });
    expect(saved.body.data).toMatchObject({ payment_methods: ['cash'], whatsapp: '+525510000199' });
    const store = (await shop<StoreResponse>('/stores/interna')).data;
    expect(store).toMatchObject({ payment_methods: ['cash'], whatsapp: '+525510000199' });
    expect((await shop<StoreResponse>(`/stores/${interna}`)).data.payment_methods).toEqual([
      'cash',
    ]);
    // Another store is as it was.
    expect((await shop<StoreResponse>('/stores/polanco')).data.payment_methods).toEqual([
      'cash',
      'card',
      'oxxo',
      'spei',
    ]);
    await save({});
  });

  it('refuses at checkout and at order placement a method the store turned off', async () => {
    const orders = orderClient(t);
    const offer = roomyOffer(await findOffers(t, 'interna'));
    const shopper = await createUser(t.database.db, {}, MONDAY_10AM);
    const { cartId } = await orders.readyCart(shopper, interna, [{ id: offer.id, qty: 10 }]);
    const token = await orders.cardToken('4242424242424242');
    await save({ payment_methods: ['cash'] });

    const choice = await orders.call(
      'PUT',
      `/checkout/${cartId}`,
      { payment_method: 'card' },
      shopper.auth,
    );
    expect(choice.status).toBe(422);
    const message =
      'Canasta Roma Sur no está aceptando pagos con tarjeta. Elige otra forma de pago.';
    expect(choice.body.errors).toEqual({ payment_method: [message] });
    const card = await orders.place(shopper, cartId, { method: 'card', card_token: token });
    expect(card.status).toBe(422);
    expect(card.body).toMatchObject({ message, errors: { 'payment.method': [message] } });
    expect(await t.database.db.selectFrom('card_holds').select('id').execute()).toEqual([]);

    await save({ payment_methods: ['card'] });
    const cash = await orders.place(shopper, cartId, { method: 'cash' }, `cash-${cartId}`);
    expect(cash.status).toBe(422);
    expect(cash.body.message).toBe(
      'Canasta Roma Sur no está aceptando pagos en efectivo. Elige otra forma de pago.',
    );
    const paid = await orders.place(
      shopper,
      cartId,
      { method: 'card', card_token: token },
      `card-${cartId}`,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    await save({});
  });

  it('closes this store’s shop front for maintenance while the others keep working', async () => {
    const before = (await shop<SettingsResponse>('/settings/')).data;
    expect(before).toMatchObject({ maintenance: false, maintenance_stores: [] });

    const on = await save({ maintenance: true });
    expect(on.body.data.maintenance).toBe(true);
    const during = (await shop<SettingsResponse>('/settings/')).data;
    expect(during).toMatchObject({ maintenance: false, maintenance_stores: ['interna'] });
    expect(await latestAudit(call, owner, 'settings')).toMatchObject({
      before: { maintenance: false },
      after: { maintenance: true },
    });
    // The API itself keeps answering (decision 038): the switch is the shop front's notice.
    expect((await offeredDates()).length).toBeGreaterThan(0);

    await save({ maintenance: false });
    expect((await shop<SettingsResponse>('/settings/')).data.maintenance_stores).toEqual([]);
  });

  it('refuses to leave the store without a method the shop can charge', async () => {
    await t.database.db
      .insertInto('settings')
      .values({ key: 'payment_methods', value: JSON.stringify(['cash', 'wallet']) })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ value: JSON.stringify(['cash', 'wallet']) }),
      )
      .execute();
    try {
      const read = await call<StoreSettingsResponse>('GET', '/settings', owner);
      expect(read.body.data.available_payment_methods).toEqual(['cash']);
      const cardOnly = await save({ payment_methods: ['card'] });
      expect(cardOnly.status).toBe(422);
      expect(cardOnly.body.errors?.payment_methods).toEqual([
        'Canasta no está cobrando así por ahora: activa también el efectivo para que tus clientes puedan pagar.',
      ]);
    } finally {
      await t.database.db
        .updateTable('settings')
        .set({ value: JSON.stringify(['cash', 'card', 'wallet', 'oxxo', 'spei']) })
        .where('key', '=', 'payment_methods')
        .execute();
    }
  });
});

describe('the store answers other processes keep', () => {
  it('are forgotten through Redis when an owner changes the store', async () => {
    const silent = { warn: () => undefined, error: () => undefined };
    const responses = new ResponseCache<PreparedBody>(60_000);
    const pages = new PageCache(60_000);
    const other = createCatalogueChanges({ responses, pages }, REDIS_URL, silent);
    const here = createCatalogueChanges(null, REDIS_URL, silent);
    try {
      let reads = 0;
      const read = () => {
        reads += 1;
        return Promise.resolve(new PreparedBody(`{"n":${reads}}`));
      };
      await responses.get('store:interna', read);
      await responses.get('store:interna', read);
      expect(reads).toBe(1);
      for (let i = 0; i < 100 && reads < 2; i += 1) {
        await here.storeChanged(interna);
        await responses.get('store:interna', read);
        if (reads < 2) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(reads).toBe(2);
    } finally {
      await other.close();
      await here.close();
    }
  });
});
