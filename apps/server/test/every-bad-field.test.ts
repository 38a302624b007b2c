import { type DevOutboxResponse, apiMessages as m } from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient } from './admin-setup-helpers';
import { cartClient } from './cart-helpers';
import {
  type TestUser,
  addressFields,
  clientFields,
  createOperator,
  createSeller,
  createUser,
} from './factories';
import { type TestApp, createTestApp } from './test-app';

/**
 * A form with several bad fields hears of all of them in one answer (decision 050): the
 * schema's problems and those only the service can see (a phone another client has, a taken
 * SKU, a day already past) together, so nobody fixes one field to be told of the next.
 */
let t: TestApp;
let api: ReturnType<typeof cartClient>;

beforeAll(async () => {
  t = await createTestApp();
  api = cartClient(t);
});
afterAll(() => t.close());

const refusal = (errors: Record<string, string[]>) => ({
  message: m.validationFailed,
  code: 'validation_failed',
  errors,
});

describe('clients', () => {
  const create = (seller: TestUser, body: Record<string, unknown>) =>
    api.call('POST', '/store/clients', body, seller.auth);

  it('names a bad name and a phone that is no phone together, and stores nothing', async () => {
    const seller = await createSeller(t.database.db);
    const res = await create(seller, clientFields({ name: 'J', phone: '12 3456 7890' }));
    expect(res.status).toBe(422);
    expect(res.body).toEqual(
      refusal({
        name: ['Escribe el nombre de tu cliente (al menos 2 letras).'],
        phone: [m.clientPhoneInvalid],
      }),
    );
    const list = await api.call('GET', '/store/clients', undefined, seller.auth);
    expect(list.body).toMatchObject({ meta: { total: 0 } });
  });

  it('names a bad email and a phone another client has together, on register and edit', async () => {
    const seller = await createSeller(t.database.db);
    const first = await create(seller, clientFields({ name: 'Adriana Mendoza' }));
    expect(first.status).toBe(201);
    const { phone } = (first.body as unknown as { data: { phone: string } }).data;

    const again = await create(seller, clientFields({ phone, email: 'nope' }));
    expect(again.body).toEqual(
      refusal({
        email: ['Escribe un correo electrónico válido.'],
        phone: [m.clientPhoneTaken('Adriana Mendoza')],
      }),
    );

    const other = await create(seller, clientFields({ name: 'Beatriz Ochoa' }));
    const { id } = (other.body as unknown as { data: { id: number } }).data;
    const edit = await api.call(
      'PUT',
      `/store/clients/${id}`,
      { name: '', phone, notes: 'x'.repeat(501) },
      seller.auth,
    );
    expect(edit.status).toBe(422);
    expect(edit.body).toEqual(
      refusal({
        name: ['Escribe el nombre de tu cliente.'],
        notes: ['Las notas admiten como máximo 500 caracteres.'],
        phone: [m.clientPhoneTaken('Adriana Mendoza')],
      }),
    );
  });
});

describe('addresses', () => {
  // A phone written as the schema asks, of a country whose phones the shop doesn't take.
  const abroad = '+14155552671';

  it("names a bad street and a receiver's phone from abroad together, in both books", async () => {
    const shopper = await createUser(t.database.db);
    const bad = { street: '', receiver_phone: abroad };
    const own = await api.call('POST', '/addresses', addressFields(bad), shopper.auth);
    expect(own.status).toBe(422);
    expect(Object.keys(own.body.errors ?? {}).sort()).toEqual(['receiver_phone', 'street']);
    expect(own.body.errors?.receiver_phone).toEqual([m.phoneCountryNotAllowed(['52'])]);

    const saved = await api.call('POST', '/addresses', addressFields(), shopper.auth);
    const { id } = (saved.body as unknown as { data: { id: number } }).data;
    const edit = await api.call(
      'PUT',
      `/addresses/${id}`,
      { lat: 200, receiver_phone: abroad },
      shopper.auth,
    );
    expect(edit.status).toBe(422);
    expect(Object.keys(edit.body.errors ?? {}).sort()).toEqual(['lat', 'receiver_phone']);

    const seller = await createSeller(t.database.db);
    const client = await api.call('POST', '/store/clients', clientFields(), seller.auth);
    const clientId = (client.body as unknown as { data: { id: number } }).data.id;
    const theirs = await api.call(
      'POST',
      `/store/clients/${clientId}/addresses`,
      addressFields(bad),
      seller.auth,
    );
    expect(theirs.status).toBe(422);
    expect(Object.keys(theirs.body.errors ?? {}).sort()).toEqual(['receiver_phone', 'street']);
    const book = await api.call('GET', `/store/clients/${clientId}`, undefined, seller.auth);
    expect(book.body).toMatchObject({ data: { addresses: [] } });
  });
});

describe('registration and profile', () => {
  const post = (path: string, body: Record<string, unknown>) => api.call('POST', path, body);

  async function registrationToken(phone: string): Promise<string> {
    await post('/auth/send-login-code', { phone });
    const outbox = await t.app.inject(`/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
    const code = outbox.json<DevOutboxResponse>().data[0]?.code;
    const login = await post('/auth/login', { phone, code });
    return (login.body as unknown as { registration_token: string }).registration_token;
  }

  it('names a bad name and a spent verification together; a bad name spends nothing', async () => {
    const phone = '+525577001122';
    const token = await registrationToken(phone);
    const badName = await post('/auth/register', { name: '1', phone, registration_token: token });
    expect(badName.status).toBe(422);
    expect(Object.keys(badName.body.errors ?? {})).toEqual(['name']);

    const forged = await post('/auth/register', {
      name: '1',
      phone,
      registration_token: 'x'.repeat(43),
    });
    expect(forged.body).toEqual(
      refusal({
        name: ['Escribe tu nombre (al menos 2 letras).', 'Escribe tu nombre con letras.'],
        registration_token: [m.registrationExpired],
      }),
    );

    const registered = await post('/auth/register', {
      name: 'Rosa Martínez',
      phone,
      registration_token: token,
    });
    expect(registered.status).toBe(201);
  });

  it("names every bad field of one's profile together", async () => {
    const phone = '+525577001133';
    const token = await registrationToken(phone);
    const registered = await post('/auth/register', {
      name: 'Rosa Martínez',
      phone,
      registration_token: token,
    });
    const auth = {
      authorization: `Bearer ${(registered.body as unknown as { token: string }).token}`,
    };
    const res = await api.call('PUT', '/auth/user', { name: 'R', email: 'rosa@' }, auth);
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['email', 'name']);
  });
});

describe("the store's console", () => {
  const fieldsOf = (body: { errors?: Record<string, string[]> }) =>
    Object.keys(body.errors ?? {}).sort();

  it('product: a bad name, a taken SKU, a price "before" below the price and an unknown category', async () => {
    const staff = await createOperator(t.database.db, 'interna', 'staff');
    const call = adminClient(t, 'interna');
    const taken = await t.database.db
      .selectFrom('inventories as i')
      .innerJoin('stores as s', 's.id', 'i.store_id')
      .select(['i.id', 'i.sku'])
      .where('s.slug', '=', 'interna')
      .where('i.sku', 'is not', null)
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    const sku = String(taken.sku);
    const bad = {
      name: '',
      sku,
      category_id: 987_654,
      price_cents: 5000,
      compare_at_price_cents: 4000,
      stock: 3,
    };
    const created = await call('POST', '/products', staff, bad);
    expect(created.status).toBe(422);
    expect(created.body.errors).toEqual({
      name: ['Escribe el nombre del producto.'],
      sku: [m.skuTaken(sku)],
      category_id: [m.categoryUnknown],
      compare_at_price_cents: [
        'El precio antes de la oferta debe ser mayor que el precio ($50.00).',
      ],
    });

    const other = await t.database.db
      .selectFrom('inventories as i')
      .innerJoin('stores as s', 's.id', 'i.store_id')
      .select('i.id')
      .where('s.slug', '=', 'interna')
      .where('i.id', '!=', taken.id)
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    const changed = await call('PATCH', `/products/${other.id}`, staff, {
      stock: -1,
      sku,
      min_price_cents: 99_999_999,
    });
    expect(changed.status).toBe(422);
    expect(fieldsOf(changed.body)).toEqual(['min_price_cents', 'sku', 'stock']);
  });

  it('coupon: a bad description, a taken code, a percentage over 100 and a bad end', async () => {
    const owner = await createOperator(t.database.db, 'interna', 'owner');
    const call = adminClient(t, 'interna');
    const res = await call('POST', '/coupons', owner, {
      code: 'bienvenida10',
      description: '',
      kind: 'percent',
      value: 150,
      starts_at: 'mañana',
      ends_at: '2020-01-01T00:00:00Z',
    });
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['code', 'description', 'starts_at', 'value']);
    expect(res.body.errors?.code).toEqual([m.setupCouponCodeTaken('BIENVENIDA10')]);
  });

  it('window: a bad capacity with hours that end before they start, or overlap another', async () => {
    const owner = await createOperator(t.database.db, 'polanco', 'owner');
    const call = adminClient(t, 'polanco');
    const window = { type: 'pickup', weekday: 0, start: '07:00', end: '08:00', capacity: 3 };
    const backwards = await call('POST', '/delivery-windows', owner, {
      ...window,
      end: '06:00',
      capacity: 0,
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({
      capacity: [m.setupWindowCapacity],
      end: [m.setupWindowEndAfterStart],
    });

    const saved = await call<{ data: { id: number } }>('POST', '/delivery-windows', owner, window);
    expect(saved.status).toBe(201);
    const overlapping = { ...window, start: '07:30', end: '09:00', capacity: 'diez' };
    const created = await call('POST', '/delivery-windows', owner, overlapping);
    expect(fieldsOf(created.body)).toEqual(['capacity', 'start']);
    const other = await call<{ data: { id: number } }>('POST', '/delivery-windows', owner, {
      ...window,
      start: '09:00',
      end: '10:00',
    });
    const moved = await call('PUT', `/delivery-windows/${other.body.data.id}`, owner, overlapping);
    expect(fieldsOf(moved.body)).toEqual(['capacity', 'start']);
  });

  it('closed day: a day already past and a reason too long', async () => {
    const owner = await createOperator(t.database.db, 'coyoacan', 'owner');
    const res = await adminClient(t, 'coyoacan')('POST', '/closed-dates', owner, {
      date: '2020-01-06',
      reason: 'x'.repeat(201),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      reason: [m.setupClosedReason],
      date: [m.setupClosedDatePast],
    });
  });

  it('settings: a WhatsApp that is no phone beside the other bad fields', async () => {
    const owner = await createOperator(t.database.db, 'providencia', 'owner');
    const res = await adminClient(t, 'providencia')('PUT', '/settings', owner, {
      cutoff_time: '18:00',
      lead_days: 30,
      days_ahead: 7,
      payment_methods: ['cash'],
      whatsapp: '12 34',
      maintenance: false,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      lead_days: [m.setupLeadDays],
      whatsapp: [m.setupWhatsapp],
    });
  });

  it('zone: a bad fee beside an outline that crosses itself', async () => {
    const owner = await createOperator(t.database.db, 'interna', 'owner');
    const bowTie = [
      [-103.36, 20.66],
      [-103.33, 20.69],
      [-103.33, 20.66],
      [-103.36, 20.69],
      [-103.36, 20.66],
    ];
    const res = await adminClient(t, 'interna')('POST', '/zones', owner, {
      name: 'Guadalajara',
      polygon: { type: 'Polygon', coordinates: [bowTie] },
      delivery_fee_cents: -1,
      min_order_cents: 0,
    });
    expect(res.status).toBe(422);
    expect(fieldsOf(res.body)).toEqual(['delivery_fee_cents', 'polygon']);
    expect(res.body.errors?.polygon?.[0]).toContain('se cruza consigo mismo');
  });
});
