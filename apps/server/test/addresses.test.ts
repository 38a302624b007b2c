import {
  type Address,
  type AddressListResponse,
  type AddressResponse,
  type DefaultAddressResponse,
  MAX_ADDRESSES_PER_USER,
} from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartClient } from './cart-helpers';
import { type TestUser, addressFields, createUser } from './factories';
import { type TestApp, createTestApp } from './test-app';

let t: TestApp;
let api: ReturnType<typeof cartClient>;

beforeAll(async () => {
  t = await createTestApp();
  api = cartClient(t);
});
afterAll(() => t.close());

function create(user: TestUser, overrides: Record<string, unknown> = {}) {
  return api.call<AddressResponse>('POST', '/addresses', addressFields(overrides), user.auth);
}

async function created(user: TestUser, overrides: Record<string, unknown> = {}): Promise<Address> {
  const res = await create(user, overrides);
  if (res.status !== 201)
    throw new Error(`create address: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

async function list(user: TestUser) {
  const res = await api.call<AddressListResponse>('GET', '/addresses', undefined, user.auth);
  expect(res.status).toBe(200);
  return res.body.data;
}

async function defaultOf(user: TestUser) {
  const res = await api.call<DefaultAddressResponse>(
    'GET',
    '/addresses/default',
    undefined,
    user.auth,
  );
  expect(res.status).toBe(200);
  return res.body.data;
}

const countRows = async (userId: number) =>
  Number(
    (
      await t.database.db
        .selectFrom('addresses')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('address book', () => {
  it('needs a signed-in user for every call', async () => {
    for (const [method, url] of [
      ['GET', '/addresses'],
      ['GET', '/addresses/default'],
      ['POST', '/addresses'],
      ['PUT', '/addresses/1'],
      ['DELETE', '/addresses/1'],
    ] as const) {
      const res = await api.call(
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : addressFields(),
      );
      expect(res.status, `${method} ${url}`).toBe(401);
    }
  });

  it('creates an address as sent, keeping text numbers and leading zeros, the first as default', async () => {
    const user = await createUser(t.database.db);
    expect(await defaultOf(user)).toBeNull();
    const res = await create(user, { exterior_number: 'S/N', postal_code: '01000' });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(Number) as number,
      ...addressFields({ exterior_number: 'S/N', postal_code: '01000' }),
      is_default: true,
    });
    expect(await defaultOf(user)).toEqual(res.body.data);
  });

  it('keeps the pin as latitude and longitude (GeoJSON order is [lng, lat] only inside zones)', async () => {
    const user = await createUser(t.database.db);
    const address = await created(user, { lat: 19.4326077, lng: -99.133208 });
    expect(address).toMatchObject({ lat: 19.4326077, lng: -99.133208 });
    const row = await t.database.db
      .selectFrom('addresses')
      .select(['lat', 'lng'])
      .where('id', '=', address.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ lat: 19.4326077, lng: -99.133208 });
  });

  it('trims text, turns blank optional fields into null and normalizes the receiver phone', async () => {
    const user = await createUser(t.database.db);
    const address = await created(user, {
      street: '  Calle Medellín  ',
      internal_number: '',
      label: null,
      between_streets: '   ',
      receiver_phone: '+5215512345678',
    });
    expect(address).toMatchObject({
      street: 'Calle Medellín',
      internal_number: null,
      label: null,
      between_streets: null,
      receiver_phone: '+525512345678',
    });
    const withoutOptional: Record<string, unknown> = addressFields();
    delete withoutOptional.references;
    delete withoutOptional.city;
    const minimal = await api.call<AddressResponse>(
      'POST',
      '/addresses',
      withoutOptional,
      user.auth,
    );
    expect(minimal.body.data).toMatchObject({ references: null, city: null });
  });

  it.each([
    ['street', { street: '' }, 'Escribe la calle.'],
    ['street', { street: 'x'.repeat(121) }, 'La calle admite como máximo 120 caracteres.'],
    ['exterior_number', { exterior_number: '  ' }, 'Escribe el número exterior (o «S/N»).'],
    [
      'exterior_number',
      { exterior_number: '12<script>' },
      'Usa letras, números y guiones en el número exterior (o «S/N»).',
    ],
    [
      'internal_number',
      { internal_number: 'x'.repeat(21) },
      'El número interior admite como máximo 20 caracteres.',
    ],
    ['neighborhood', { neighborhood: undefined }, 'Escribe la colonia.'],
    ['postal_code', { postal_code: '6760' }, 'El código postal tiene 5 dígitos.'],
    ['postal_code', { postal_code: 6760 }, 'Escribe el código postal.'],
    ['municipality', { municipality: '' }, 'Escribe la alcaldía o municipio.'],
    ['state', { state: 'CDMX' }, 'Elige el estado.'],
    [
      'between_streets',
      { between_streets: 'x'.repeat(161) },
      'Entre calles admite como máximo 160 caracteres.',
    ],
    [
      'references',
      { references: 'x'.repeat(241) },
      'Las referencias admite como máximo 240 caracteres.',
    ],
    ['lat', { lat: 91 }, 'La latitud debe estar entre -90 y 90.'],
    ['lat', { lat: '19.4' }, 'La latitud debe ser un número.'],
    ['lng', { lng: -181 }, 'La longitud debe estar entre -180 y 180.'],
    [
      'receiver_name',
      { receiver_name: 'A' },
      'Escribe el nombre de quien recibe (al menos 2 letras).',
    ],
    ['receiver_name', { receiver_name: '12345' }, 'Escribe el nombre de quien recibe con letras.'],
    [
      'receiver_phone',
      { receiver_phone: '5512345678' },
      'Escribe un celular válido de 10 dígitos para quien recibe.',
    ],
    [
      'receiver_phone',
      { receiver_phone: '+525500000' },
      'Escribe un celular válido de 10 dígitos para quien recibe.',
    ],
  ])(
    'refuses a bad %s with its own message and stores nothing',
    async (field, overrides, message) => {
      const user = await createUser(t.database.db);
      const res = await create(user, overrides);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.errors).toEqual({ [field]: [message] });
      expect(await countRows(user.id)).toBe(0);
    },
  );

  it('answers one message per bad field at once, and refuses unknown fields', async () => {
    const user = await createUser(t.database.db);
    const res = await create(user, { street: '', postal_code: 'abcde', lat: 200 });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['lat', 'postal_code', 'street']);
    const unknown = await create(user, { user_id: 1 });
    expect(unknown.status).toBe(422);
    expect(await countRows(user.id)).toBe(0);
  });

  it('refuses a receiver phone that is not a real number of an allowed country', async () => {
    const user = await createUser(t.database.db);
    const fake = await create(user, { receiver_phone: '+520000000000' });
    expect(fake.status).toBe(422);
    expect(fake.body.errors).toEqual({
      receiver_phone: ['Escribe un celular válido de 10 dígitos para quien recibe.'],
    });
    const abroad = await create(user, { receiver_phone: '+14155552671' });
    expect(abroad.status).toBe(422);
    expect(Object.keys(abroad.body.errors ?? {})).toEqual(['receiver_phone']);
    expect(await countRows(user.id)).toBe(0);
  });

  it('lists default first, then newest; moving the default leaves exactly one', async () => {
    const user = await createUser(t.database.db);
    const home = await created(user, { label: 'Casa' });
    const work = await created(user, { label: 'Oficina' });
    const gym = await created(user, { label: 'Gimnasio' });
    expect((await list(user)).map((a) => [a.label, a.is_default])).toEqual([
      ['Casa', true],
      ['Gimnasio', false],
      ['Oficina', false],
    ]);

    const moved = await api.call<AddressResponse>(
      'PUT',
      `/addresses/${work.id}`,
      { is_default: true },
      user.auth,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ id: work.id, is_default: true, label: 'Oficina' });
    expect((await list(user)).map((a) => [a.id, a.is_default])).toEqual([
      [work.id, true],
      [gym.id, false],
      [home.id, false],
    ]);

    const again = await created(user, { label: 'Playa', is_default: true });
    expect((await defaultOf(user))?.id).toBe(again.id);
    expect((await list(user)).filter((a) => a.is_default)).toHaveLength(1);
  });

  it('updates only the sent fields and refuses to unset the default', async () => {
    const user = await createUser(t.database.db);
    const home = await created(user);
    const res = await api.call<AddressResponse>(
      'PUT',
      `/addresses/${home.id}`,
      { street: 'Calle Tehuantepec', postal_code: '06760', internal_number: null },
      user.auth,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ...home,
      street: 'Calle Tehuantepec',
      internal_number: null,
    });
    const unset = await api.call('PUT', `/addresses/${home.id}`, { is_default: false }, user.auth);
    expect(unset.status).toBe(422);
    expect(unset.body.errors).toEqual({
      is_default: ['Para cambiar la dirección predeterminada, elige otra como predeterminada.'],
    });
    const bad = await api.call('PUT', `/addresses/${home.id}`, { postal_code: '123' }, user.auth);
    expect(bad.status).toBe(422);
    expect((await defaultOf(user))?.street).toBe('Calle Tehuantepec');
  });

  it('deleting the default promotes the most recent other; deleting another keeps the default', async () => {
    const user = await createUser(t.database.db);
    const first = await created(user, { label: 'Primera' });
    const second = await created(user, { label: 'Segunda' });
    const third = await created(user, { label: 'Tercera' });

    const gone = await api.call('DELETE', `/addresses/${first.id}`, undefined, user.auth);
    expect(gone.status).toBe(204);
    expect((await defaultOf(user))?.id).toBe(third.id);

    expect((await api.call('DELETE', `/addresses/${second.id}`, undefined, user.auth)).status).toBe(
      204,
    );
    expect((await defaultOf(user))?.id).toBe(third.id);

    expect((await api.call('DELETE', `/addresses/${third.id}`, undefined, user.auth)).status).toBe(
      204,
    );
    expect(await defaultOf(user)).toBeNull();
    expect(await list(user)).toEqual([]);
  });

  it("hides other users' addresses: reading, changing and deleting them is a 404 that changes nothing", async () => {
    const owner = await createUser(t.database.db);
    const stranger = await createUser(t.database.db);
    const address = await created(owner);

    expect(await list(stranger)).toEqual([]);
    expect(await defaultOf(stranger)).toBeNull();
    for (const [method, payload] of [
      ['PUT', { street: 'Otra calle' }],
      ['PUT', { is_default: true }],
      ['DELETE', undefined],
    ] as const) {
      const res = await api.call(method, `/addresses/${address.id}`, payload, stranger.auth);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        message: 'No encontramos esa dirección.',
        code: 'address_not_found',
      });
    }
    expect(await list(owner)).toEqual([address]);
    expect(
      (await api.call('PUT', '/addresses/999999', { street: 'X calle' }, owner.auth)).status,
    ).toBe(404);
    expect((await api.call('DELETE', '/addresses/abc', undefined, owner.auth)).status).toBe(400);
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_USER} addresses per user`, async () => {
    const user = await createUser(t.database.db);
    for (let i = 0; i < MAX_ADDRESSES_PER_USER; i += 1)
      await created(user, { label: `Dirección ${i}` });
    const res = await create(user, { label: 'Una más' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(
      `Puedes guardar como máximo ${MAX_ADDRESSES_PER_USER} direcciones. Borra una para agregar otra.`,
    );
    expect(await countRows(user.id)).toBe(MAX_ADDRESSES_PER_USER);
  });

  it('gives a new user exactly one default when two first addresses are created at once', async () => {
    const user = await createUser(t.database.db);
    const results = await Promise.all([create(user, { label: 'A' }), create(user, { label: 'B' })]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    const all = await list(user);
    expect(all).toHaveLength(2);
    expect(all.filter((a) => a.is_default)).toHaveLength(1);
  });
});
