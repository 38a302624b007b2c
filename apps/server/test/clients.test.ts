import {
  type Client,
  type ClientAddress,
  type ClientAddressResponse,
  type ClientListResponse,
  type ClientResponse,
  type CoverageResponse,
  MAX_ADDRESSES_PER_CLIENT,
  type OrderResponse,
  type UserRolesResponse,
} from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed/seed-demo';
import { findOwnerClient } from '../src/modules/clients/clients.service';
import { setUserRoles } from '../src/modules/users/user-roles.service';
import { runOps } from '../src/scripts/ops';
import { USER_ROLE_USAGE } from '../src/scripts/ops-user-role';
import { cartClient } from './cart-helpers';
import {
  type TestUser,
  addressFields,
  clientFields,
  createMentor,
  createSeller,
  createUser,
} from './factories';
import { type TestApp, createTestApp } from './test-app';

let t: TestApp;
let api: ReturnType<typeof cartClient>;

beforeAll(async () => {
  t = await createTestApp();
  api = cartClient(t);
});
afterAll(() => t.close());

const OPERATOR = { authorization: 'Bearer canasta-development-operator-token' };

function create(owner: TestUser, overrides: Record<string, unknown> = {}) {
  return api.call<ClientResponse>('POST', '/store/clients', clientFields(overrides), owner.auth);
}

async function created(owner: TestUser, overrides: Record<string, unknown> = {}): Promise<Client> {
  const res = await create(owner, overrides);
  if (res.status !== 201)
    throw new Error(`create client: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

async function addressOf(
  owner: TestUser,
  clientId: number,
  overrides: Record<string, unknown> = {},
): Promise<ClientAddress> {
  const res = await api.call<ClientAddressResponse>(
    'POST',
    `/store/clients/${clientId}/addresses`,
    addressFields(overrides),
    owner.auth,
  );
  if (res.status !== 201) throw new Error(`add address: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

async function read(owner: TestUser, clientId: number): Promise<Client> {
  const res = await api.call<ClientResponse>(
    'GET',
    `/store/clients/${clientId}`,
    undefined,
    owner.auth,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

function list(owner: TestUser, query = '') {
  return api.call<ClientListResponse>('GET', `/store/clients${query}`, undefined, owner.auth);
}

const countClients = async (ownerId: number) =>
  Number(
    (
      await t.database.db
        .selectFrom('clients')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('owner_user_id', '=', ownerId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const countAddresses = async (clientId: number) =>
  Number(
    (
      await t.database.db
        .selectFrom('client_addresses')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('client_id', '=', clientId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Every client call, with a body that would be refused if it were validated. */
const EVERY_CALL = [
  ['POST', '/store/clients'],
  ['GET', '/store/clients'],
  ['GET', '/store/clients/1'],
  ['PUT', '/store/clients/1'],
  ['DELETE', '/store/clients/1'],
  ['POST', '/store/clients/1/addresses'],
  ['PUT', '/store/clients/1/addresses/1'],
  ['DELETE', '/store/clients/1/addresses/1'],
] as const;

describe('who may keep clients', () => {
  it('answers 401 to every call without a valid session, before looking at the body', async () => {
    for (const [method, url] of EVERY_CALL) {
      const payload = method === 'POST' || method === 'PUT' ? { name: '', phone: 7 } : undefined;
      const anonymous = await api.call(method, url, payload);
      expect(anonymous.status, `${method} ${url}`).toBe(401);
      expect(anonymous.body).toEqual({
        message: 'Inicia sesión para continuar.',
        code: 'unauthenticated',
      });
      const expired = await api.call(method, url, payload, {
        authorization: `Bearer ${'x'.repeat(43)}`,
      });
      expect(expired.status, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses a shopper with 403 on every call, before looking at the body', async () => {
    const shopper = await createUser(t.database.db);
    for (const [method, url] of EVERY_CALL) {
      const payload = method === 'POST' || method === 'PUT' ? { name: '' } : undefined;
      const res = await api.call(method, url, payload, shopper.auth);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body).toEqual({
        message: 'Solo los vendedores y mentores pueden tener clientes.',
        code: 'forbidden',
      });
    }
    expect(await countClients(shopper.id)).toBe(0);
  });

  it('lets sellers and mentors keep their own lists', async () => {
    const seller = await createSeller(t.database.db);
    const mentor = await createMentor(t.database.db);
    const phone = '+525523456789';
    const forSeller = await created(seller, { phone });
    const forMentor = await created(mentor, { phone });
    expect(forSeller.id).not.toBe(forMentor.id);
    expect((await list(seller)).body.data.map((c) => c.id)).toEqual([forSeller.id]);
    expect((await list(mentor)).body.data.map((c) => c.id)).toEqual([forMentor.id]);
  });
});

describe('OpenAPI', () => {
  it('documents every client call and the operator role route from the contract', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(doc.paths['/api/shop/store/clients'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/shop/store/clients/{id}'] ?? {}).sort()).toEqual([
      'delete',
      'get',
      'put',
    ]);
    expect(Object.keys(doc.paths['/api/shop/store/clients/{id}/addresses'] ?? {})).toEqual([
      'post',
    ]);
    expect(
      Object.keys(doc.paths['/api/shop/store/clients/{id}/addresses/{addressId}'] ?? {}).sort(),
    ).toEqual(['delete', 'put']);
    expect(Object.keys(doc.paths['/api/ops/users/{phone}/roles'] ?? {})).toEqual(['put']);
  });
});

describe('registering and editing a client', () => {
  it('creates a client as sent, with no addresses yet', async () => {
    const seller = await createSeller(t.database.db);
    const fields = clientFields();
    const res = await api.call<ClientResponse>('POST', '/store/clients', fields, seller.auth);
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      id: expect.any(Number) as number,
      ...fields,
      default_address: null,
      addresses: [],
      created_at: expect.any(String) as string,
      updated_at: expect.any(String) as string,
    });
    expect(await read(seller, res.body.data.id)).toEqual(res.body.data);
  });

  it.each([
    ['55 2345 6789', '+525523456789'],
    ['(55) 2345-6789', '+525523456789'],
    ['+52 1 55 2345 6789', '+525523456789'],
    ['5215523456789', '+525523456789'],
    ['0052 55 2345 6789', '+525523456789'],
  ])('stores the phone %s as %s, like sign-in phones', async (input, stored) => {
    const seller = await createSeller(t.database.db);
    expect((await created(seller, { phone: input })).phone).toBe(stored);
  });

  it('trims text, stores blank or missing email and notes as null', async () => {
    const seller = await createSeller(t.database.db);
    const client = await created(seller, { name: '  Jorge Salinas ', email: '', notes: '   ' });
    expect(client).toMatchObject({ name: 'Jorge Salinas', email: null, notes: null });
    const minimal = await api.call<ClientResponse>(
      'POST',
      '/store/clients',
      { name: 'Elena Vázquez', phone: '5534567890' },
      seller.auth,
    );
    expect(minimal.status).toBe(201);
    expect(minimal.body.data).toMatchObject({ email: null, notes: null, phone: '+525534567890' });
  });

  it.each([
    ['name', { name: '' }, 'Escribe el nombre de tu cliente.'],
    ['name', { name: undefined }, 'Escribe el nombre de tu cliente.'],
    ['name', { name: 'A' }, 'Escribe el nombre de tu cliente (al menos 2 letras).'],
    ['name', { name: '12345' }, 'Escribe el nombre de tu cliente con letras.'],
    ['name', { name: 'x'.repeat(81) }, 'El nombre admite como máximo 80 caracteres.'],
    ['phone', { phone: '' }, 'Escribe el celular de tu cliente.'],
    ['phone', { phone: 5512345678 }, 'Escribe el celular de tu cliente.'],
    ['phone', { phone: 'cinco cinco' }, 'Escribe un celular válido de 10 dígitos para tu cliente.'],
    ['phone', { phone: '1'.repeat(31) }, 'El número de celular es demasiado largo.'],
    ['phone', { phone: '55 1234' }, 'Escribe un celular válido de 10 dígitos para tu cliente.'],
    [
      'phone',
      { phone: '+520000000000' },
      'Escribe un celular válido de 10 dígitos para tu cliente.',
    ],
    ['phone', { phone: '+14155552671' }, 'Por ahora solo aceptamos celulares de México (+52).'],
    ['email', { email: 'rosa@' }, 'Escribe un correo electrónico válido.'],
    [
      'email',
      { email: `${'r'.repeat(250)}@example.com` },
      'El correo admite como máximo 254 caracteres.',
    ],
    ['email', { email: 12 }, 'Escribe un correo electrónico válido.'],
    ['notes', { notes: 'x'.repeat(501) }, 'Las notas admiten como máximo 500 caracteres.'],
    ['notes', { notes: ['a'] }, 'Las notas deben ser texto.'],
  ])('refuses a bad %s with its own message and stores nothing', async (field, bad, message) => {
    const seller = await createSeller(t.database.db);
    const res = await create(seller, bad);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Algunos datos no son válidos. Revisa los campos marcados.',
      code: 'validation_failed',
      errors: { [field]: [message] },
    });
    expect(await countClients(seller.id)).toBe(0);
  });

  it('refuses unknown fields and reports every bad field at once', async () => {
    const seller = await createSeller(t.database.db);
    const unknown = await create(seller, { owner_user_id: 1 });
    expect(unknown.status).toBe(422);
    expect(Object.keys(unknown.body.errors ?? {})).toEqual(['_']);
    const many = await create(seller, { name: '', phone: '', email: 'x' });
    expect(many.status).toBe(422);
    expect(Object.keys(many.body.errors ?? {}).sort()).toEqual(['email', 'name', 'phone']);
    expect(await countClients(seller.id)).toBe(0);
  });

  it('updates only the sent fields; null or blank clears email and notes', async () => {
    const seller = await createSeller(t.database.db);
    const client = await created(seller);
    const res = await api.call<ClientResponse>(
      'PUT',
      `/store/clients/${client.id}`,
      { name: 'Rosa María Gutiérrez López', email: null, notes: '' },
      seller.auth,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ...client,
      name: 'Rosa María Gutiérrez López',
      email: null,
      notes: null,
      updated_at: expect.any(String) as string,
    });
    const phone = await api.call<ClientResponse>(
      'PUT',
      `/store/clients/${client.id}`,
      { phone: '+52 1 55 4567 8901' },
      seller.auth,
    );
    expect(phone.body.data.phone).toBe('+525545678901');
    const nothing = await api.call('PUT', `/store/clients/${client.id}`, {}, seller.auth);
    expect(nothing.status).toBe(200);
  });

  it('refuses bad edits field by field and changes nothing', async () => {
    const seller = await createSeller(t.database.db);
    const client = await created(seller);
    for (const [field, bad] of [
      ['name', { name: 'A' }],
      ['phone', { phone: '123' }],
      ['phone', { phone: '+14155552671' }],
      ['email', { email: 'nope' }],
      ['notes', { notes: 'x'.repeat(501) }],
      ['_', { owner_user_id: 2 }],
    ] as const) {
      const res = await api.call('PUT', `/store/clients/${client.id}`, bad, seller.auth);
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), field).toEqual([field]);
    }
    expect(await read(seller, client.id)).toEqual(client);
  });
});

describe('one phone per client in each list', () => {
  it('refuses the same phone twice, whichever way it is written, naming who has it', async () => {
    const seller = await createSeller(t.database.db);
    const first = await created(seller, { name: 'Adriana Mendoza', phone: '+525556781234' });
    for (const phone of ['+525556781234', '5215556781234', '55 5678 1234', '+52 1 55 5678 1234']) {
      const res = await create(seller, { name: 'Otra persona', phone });
      expect(res.status, phone).toBe(422);
      expect(res.body.errors).toEqual({
        phone: ['Ya tienes a Adriana Mendoza con ese celular en tus clientes.'],
      });
    }
    expect(await countClients(seller.id)).toBe(1);

    const second = await created(seller, { phone: '+525556789999' });
    const taken = await api.call(
      'PUT',
      `/store/clients/${second.id}`,
      { phone: '521 55 5678 1234' },
      seller.auth,
    );
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({
      phone: ['Ya tienes a Adriana Mendoza con ese celular en tus clientes.'],
    });
    expect((await read(seller, second.id)).phone).toBe('+525556789999');
    // Keeping one's own phone is no conflict.
    const same = await api.call(
      'PUT',
      `/store/clients/${first.id}`,
      { phone: '5556781234', name: 'Adriana Mendoza Ruiz' },
      seller.auth,
    );
    expect(same.status).toBe(200);
  });

  it('lets the unique index settle two registrations racing with one phone', async () => {
    const seller = await createSeller(t.database.db);
    const results = await Promise.all([
      create(seller, { name: 'Primera', phone: '+525567891234' }),
      create(seller, { name: 'Segunda', phone: '5215567891234' }),
      create(seller, { name: 'Tercera', phone: '55 6789 1234' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422]);
    for (const refused of results.filter((r) => r.status === 422)) {
      expect(Object.keys(refused.body.errors ?? {})).toEqual(['phone']);
    }
    expect(await countClients(seller.id)).toBe(1);
  });
});

describe('the client list', () => {
  it('pages newest first with the meta of other lists', async () => {
    const seller = await createSeller(t.database.db);
    const names = ['Ana', 'Beto', 'Carla', 'Diego', 'Eva'];
    const ids: number[] = [];
    for (const name of names) ids.push((await created(seller, { name: `${name} Pérez` })).id);
    const first = await list(seller, '?per_page=2');
    expect(first.status).toBe(200);
    expect(first.body.data.map((c) => c.name)).toEqual(['Eva Pérez', 'Diego Pérez']);
    expect(first.body.meta).toEqual({ current_page: 1, per_page: 2, total: 5, last_page: 3 });
    const last = await list(seller, '?per_page=2&page=3');
    expect(last.body.data.map((c) => c.id)).toEqual([ids[0]]);
    const past = await list(seller, '?per_page=2&page=9');
    expect(past.body.data).toEqual([]);
    expect(past.body.meta.total).toBe(5);
    expect((await list(seller, '?per_page=500')).body.meta.per_page).toBe(100);
    expect((await list(seller, '?page=0')).status).toBe(400);
    expect((await list(seller, `?q=${'x'.repeat(101)}`)).status).toBe(400);
  });

  it('shows each client with their default address', async () => {
    const seller = await createSeller(t.database.db);
    const withAddress = await created(seller, { name: 'Con Dirección' });
    const home = await addressOf(seller, withAddress.id, { label: 'Casa' });
    await addressOf(seller, withAddress.id, { label: 'Trabajo' });
    await created(seller, { name: 'Sin Dirección' });
    const res = await list(seller);
    expect(res.body.data.map((c) => [c.name, c.default_address?.id ?? null])).toEqual([
      ['Sin Dirección', null],
      ['Con Dirección', home.id],
    ]);
    expect(res.body.data[1]?.addresses.map((a) => a.label)).toEqual(['Casa', 'Trabajo']);
  });

  it('finds clients by name words, ignoring case and accents, and by phone digits', async () => {
    const seller = await createSeller(t.database.db);
    const other = await createSeller(t.database.db);
    const jose = await created(seller, { name: 'José Ángel Núñez', phone: '+525511112222' });
    const maria = await created(seller, { name: 'María José Ortiz', phone: '+525533334444' });
    const lupe = await created(seller, { name: 'Guadalupe Ruiz', phone: '+525599998888' });
    await created(other, { name: 'José Otro Vendedor', phone: '+525511112222' });
    const found = async (q: string) =>
      (await list(seller, `?q=${encodeURIComponent(q)}`)).body.data.map((c) => c.id).sort();

    expect(await found('jose')).toEqual([jose.id, maria.id].sort());
    expect(await found('JOSÉ nuñez')).toEqual([jose.id]);
    expect(await found('angel')).toEqual([jose.id]);
    expect(await found('ortiz maria')).toEqual([maria.id]);
    expect(await found('1111')).toEqual([jose.id]);
    expect(await found('55 3333 4444')).toEqual([maria.id]);
    expect(await found('+52 1 55 9999 8888')).toEqual([lupe.id]);
    expect(await found('5215599998888')).toEqual([lupe.id]);
    expect(await found('55')).toEqual([jose.id, maria.id, lupe.id].sort());
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect(await found('pedro')).toEqual([]);
    const counted = await list(seller, '?q=jose&per_page=1');
    expect(counted.body.meta).toMatchObject({ total: 2, last_page: 2 });
  });

  it('keeps search current when a client is renamed or gets a new phone', async () => {
    const seller = await createSeller(t.database.db);
    const client = await created(seller, { name: 'Tomás Aguilar', phone: '+525522223333' });
    await api.call(
      'PUT',
      `/store/clients/${client.id}`,
      { name: 'Tomás Aguilera', phone: '5577776666' },
      seller.auth,
    );
    expect((await list(seller, '?q=aguilera')).body.data).toHaveLength(1);
    expect((await list(seller, '?q=7777')).body.data).toHaveLength(1);
    expect((await list(seller, '?q=2222')).body.data).toHaveLength(0);
  });
});

describe("a client's addresses", () => {
  it('makes the first the default, moves it with is_default and promotes the newest on delete', async () => {
    const seller = await createSeller(t.database.db);
    const client = await created(seller);
    const first = await addressOf(seller, client.id, { label: 'Primera' });
    expect(first).toEqual({
      id: expect.any(Number) as number,
      ...addressFields({ label: 'Primera' }),
      is_default: true,
    });
    const second = await addressOf(seller, client.id, { label: 'Segunda' });
    const third = await addressOf(seller, client.id, { label: 'Tercera' });
    expect(second.is_default).toBe(false);
    expect((await read(seller, client.id)).addresses.map((a) => a.label)).toEqual([
      'Primera',
      'Tercera',
      'Segunda',
    ]);

    const moved = await api.call<ClientAddressResponse>(
      'PUT',
      `/store/clients/${client.id}/addresses/${second.id}`,
      { is_default: true, references: 'Casa azul' },
      seller.auth,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      id: second.id,
      is_default: true,
      references: 'Casa azul',
    });
    let now = await read(seller, client.id);
    expect(now.default_address?.id).toBe(second.id);
    expect(now.addresses.filter((a) => a.is_default)).toHaveLength(1);

    const unset = await api.call(
      'PUT',
      `/store/clients/${client.id}/addresses/${second.id}`,
      { is_default: false },
      seller.auth,
    );
    expect(unset.status).toBe(422);

    const gone = await api.call(
      'DELETE',
      `/store/clients/${client.id}/addresses/${second.id}`,
      undefined,
      seller.auth,
    );
    expect(gone.status).toBe(204);
    now = await read(seller, client.id);
    expect(now.default_address?.id).toBe(third.id);

    await api.call(
      'DELETE',
      `/store/clients/${client.id}/addresses/${first.id}`,
      undefined,
      seller.auth,
    );
    expect((await read(seller, client.id)).default_address?.id).toBe(third.id);
    await api.call(
      'DELETE',
      `/store/clients/${client.id}/addresses/${third.id}`,
      undefined,
      seller.auth,
    );
    expect(await read(seller, client.id)).toMatchObject({ default_address: null, addresses: [] });

    const again = await addressOf(seller, client.id, { label: 'Nueva' });
    const fresh = await addressOf(seller, client.id, { label: 'Más nueva', is_default: true });
    expect(again.is_default).toBe(true);
    expect((await read(seller, client.id)).default_address?.id).toBe(fresh.id);
  });

  it('refuses bad address fields with the address book messages and stores nothing', async () => {
    const seller = await createSeller(t.database.db);
    const client = await created(seller);
    for (const [field, bad, message] of [
      ['street', { street: '' }, 'Escribe la calle.'],
      ['postal_code', { postal_code: '6760' }, 'El código postal tiene 5 dígitos.'],
      ['state', { state: 'CDMX' }, 'Elige el estado.'],
      ['lat', { lat: 91 }, 'La latitud debe estar entre -90 y 90.'],
      [
        'receiver_phone',
        { receiver_phone: '+520000000000' },
        'Escribe un celular válido de 10 dígitos para quien recibe.',
      ],
    ] as const) {
      const res = await api.call(
        'POST',
        `/store/clients/${client.id}/addresses`,
        addressFields(bad),
        seller.auth,
      );
      expect(res.status, field).toBe(422);
      expect(res.body.errors, field).toEqual({ [field]: [message] });
    }
    const unknown = await api.call(
      'POST',
      `/store/clients/${client.id}/addresses`,
      addressFields({ client_id: 9 }),
      seller.auth,
    );
    expect(unknown.status).toBe(422);
    expect(await countAddresses(client.id)).toBe(0);
  });

  it('normalizes the receiver phone and updates only the sent fields', async () => {
    const seller = await createSeller(t.database.db);
    const client = await created(seller);
    const address = await addressOf(seller, client.id, { receiver_phone: '+5215512345678' });
    expect(address.receiver_phone).toBe('+525512345678');
    const res = await api.call<ClientAddressResponse>(
      'PUT',
      `/store/clients/${client.id}/addresses/${address.id}`,
      { street: 'Calle Tonalá', internal_number: null },
      seller.auth,
    );
    expect(res.body.data).toEqual({ ...address, street: 'Calle Tonalá', internal_number: null });
    const bad = await api.call(
      'PUT',
      `/store/clients/${client.id}/addresses/${address.id}`,
      { postal_code: '1' },
      seller.auth,
    );
    expect(bad.status).toBe(422);
    expect((await read(seller, client.id)).addresses).toEqual([res.body.data]);
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_CLIENT} addresses per client`, async () => {
    const seller = await createSeller(t.database.db);
    const client = await created(seller);
    for (let i = 0; i < MAX_ADDRESSES_PER_CLIENT; i += 1) {
      await addressOf(seller, client.id, { label: `Dirección ${i}` });
    }
    const res = await api.call(
      'POST',
      `/store/clients/${client.id}/addresses`,
      addressFields(),
      seller.auth,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      address: [
        `Tu cliente puede tener como máximo ${MAX_ADDRESSES_PER_CLIENT} direcciones. Borra una para agregar otra.`,
      ],
    });
    expect(await countAddresses(client.id)).toBe(MAX_ADDRESSES_PER_CLIENT);
  });

  it('gives a client exactly one default when two first addresses are added at once', async () => {
    const seller = await createSeller(t.database.db);
    const client = await created(seller);
    const results = await Promise.all(
      ['A', 'B'].map((label) =>
        api.call(
          'POST',
          `/store/clients/${client.id}/addresses`,
          addressFields({ label }),
          seller.auth,
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    expect((await read(seller, client.id)).addresses.filter((a) => a.is_default)).toHaveLength(1);
  });
});

describe("another owner's clients", () => {
  it('answer 404 to every call by id and change nothing', async () => {
    const owner = await createSeller(t.database.db);
    const stranger = await createMentor(t.database.db);
    const client = await created(owner);
    const address = await addressOf(owner, client.id);
    const notFound = { message: 'No encontramos ese cliente.', code: 'client_not_found' };

    for (const [method, url, payload] of [
      ['GET', `/store/clients/${client.id}`, undefined],
      ['PUT', `/store/clients/${client.id}`, { name: 'Robado' }],
      ['DELETE', `/store/clients/${client.id}`, undefined],
      ['POST', `/store/clients/${client.id}/addresses`, addressFields()],
      ['PUT', `/store/clients/${client.id}/addresses/${address.id}`, { street: 'Otra' }],
      ['PUT', `/store/clients/${client.id}/addresses/${address.id}`, { is_default: true }],
      ['DELETE', `/store/clients/${client.id}/addresses/${address.id}`, undefined],
    ] as const) {
      const res = await api.call(method, url, payload, stranger.auth);
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.body, `${method} ${url}`).toEqual(notFound);
      const missing = await api.call(
        method,
        url.replace(String(client.id), '999999'),
        payload,
        owner.auth,
      );
      expect(missing.body, `${method} ${url} (missing)`).toEqual(notFound);
    }
    expect((await list(stranger)).body.data).toEqual([]);
    expect((await list(stranger, `?q=${encodeURIComponent(client.name)}`)).body.data).toEqual([]);
    expect(await read(owner, client.id)).toEqual({
      ...client,
      default_address: address,
      addresses: [address],
    });
  });

  it('are invisible to other modules asking on behalf of another owner', async () => {
    const owner = await createSeller(t.database.db);
    const stranger = await createSeller(t.database.db);
    const client = await created(owner);
    const address = await addressOf(owner, client.id);
    expect(await findOwnerClient(t.database.db, owner.id, client.id)).toEqual({
      ...client,
      default_address: address,
      addresses: [address],
    });
    expect(await findOwnerClient(t.database.db, stranger.id, client.id)).toBeUndefined();
  });

  it("answers 404 for an address of the owner's other client", async () => {
    const seller = await createSeller(t.database.db);
    const one = await created(seller);
    const two = await created(seller);
    const address = await addressOf(seller, one.id);
    const notFound = {
      message: 'No encontramos esa dirección de tu cliente.',
      code: 'client_address_not_found',
    };
    for (const [method, payload] of [
      ['PUT', { street: 'Calle Durango' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await api.call(
        method,
        `/store/clients/${two.id}/addresses/${address.id}`,
        payload,
        seller.auth,
      );
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFound);
    }
    expect((await read(seller, one.id)).addresses).toEqual([address]);
    expect((await api.call('GET', '/store/clients/abc', undefined, seller.auth)).status).toBe(400);
    expect(
      (await api.call('DELETE', `/store/clients/${one.id}/addresses/0`, undefined, seller.auth))
        .status,
    ).toBe(400);
  });
});

describe('deleting a client', () => {
  it("removes them and their addresses, frees carts that pointed at them and keeps orders' copy", async () => {
    const seller = await createSeller(t.database.db);
    const customer = await createUser(t.database.db);
    const client = await created(seller, { name: 'Irene Castillo', phone: '+525512121212' });
    const address = await addressOf(seller, client.id);
    const kept = await created(seller, { name: 'Se queda' });
    const keptAddress = await addressOf(seller, kept.id);
    const store = await t.database.db
      .selectFrom('stores')
      .select('id')
      .where('slug', '=', 'interna')
      .executeTakeFirstOrThrow();
    const cart = (await api.create(store.id, seller.auth, seller.id)).cart;
    // An anonymous cart stands for any other cart: a user keeps one cart per store.
    const otherCart = (await api.create(store.id)).cart;
    await t.database.db
      .updateTable('carts')
      .set({ client_id: client.id, client_address_id: address.id })
      .where('id', '=', cart.id)
      .execute();
    await t.database.db
      .updateTable('carts')
      .set({ client_id: kept.id, client_address_id: keptAddress.id })
      .where('id', '=', otherCart.id)
      .execute();
    const snapshot = { id: client.id, name: client.name, phone: client.phone };
    const orderId = await insertOrderFor(customer.id, seller.id, store.id, snapshot);

    const res = await api.call('DELETE', `/store/clients/${client.id}`, undefined, seller.auth);
    expect(res.status).toBe(204);
    expect(res.body).toBeNull();

    expect(
      (await api.call('GET', `/store/clients/${client.id}`, undefined, seller.auth)).status,
    ).toBe(404);
    expect(await countAddresses(client.id)).toBe(0);
    const carts = await t.database.db
      .selectFrom('carts')
      .select(['id', 'client_id', 'client_address_id'])
      .where('id', 'in', [cart.id, otherCart.id])
      .execute();
    expect(carts.find((c) => c.id === cart.id)).toMatchObject({
      client_id: null,
      client_address_id: null,
    });
    expect(carts.find((c) => c.id === otherCart.id)).toMatchObject({
      client_id: kept.id,
      client_address_id: keptAddress.id,
    });
    const cartNow = await api.get(cart.id, seller.auth);
    expect(cartNow.status).toBe(200);
    expect(cartNow.body.cart).toMatchObject({ client_id: null, client_address_id: null });

    const order = await api.call<OrderResponse>(
      'GET',
      `/client-orders/${orderId}`,
      undefined,
      seller.auth,
    );
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    expect(order.body.data.client).toEqual(snapshot);
    expect((await read(seller, kept.id)).addresses).toEqual([keptAddress]);
  });

  it('frees a cart that pointed at a deleted client address', async () => {
    const seller = await createSeller(t.database.db);
    const client = await created(seller);
    const first = await addressOf(seller, client.id);
    const second = await addressOf(seller, client.id);
    const store = await t.database.db
      .selectFrom('stores')
      .select('id')
      .where('slug', '=', 'interna')
      .executeTakeFirstOrThrow();
    const { cart } = await api.create(store.id, seller.auth, seller.id);
    await t.database.db
      .updateTable('carts')
      .set({ client_id: client.id, client_address_id: second.id })
      .where('id', '=', cart.id)
      .execute();
    await api.call(
      'DELETE',
      `/store/clients/${client.id}/addresses/${first.id}`,
      undefined,
      seller.auth,
    );
    expect((await api.get(cart.id, seller.auth)).body.cart.client_address_id).toBe(second.id);
    await api.call(
      'DELETE',
      `/store/clients/${client.id}/addresses/${second.id}`,
      undefined,
      seller.auth,
    );
    expect((await api.get(cart.id, seller.auth)).body.cart).toMatchObject({
      client_id: client.id,
      client_address_id: null,
    });
  });
});

/** An order placed by a seller for a customer, as the orders module stores it, with a client copy. */
async function insertOrderFor(
  userId: number,
  sellerId: number,
  storeId: number,
  client: { id: number; name: string; phone: string },
): Promise<number> {
  const db = t.database.db;
  const window = await db
    .selectFrom('delivery_windows')
    .select('id')
    .where('store_id', '=', storeId)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto('orders')
    .values({
      user_id: userId,
      placed_by_user_id: sellerId,
      store_id: storeId,
      cart_id: crypto.randomUUID(),
      idempotency_key: crypto.randomUUID(),
      status: 'pending',
      payment_status: 'pending',
      payment_method: 'cash',
      subtotal_cents: 30000,
      discount_cents: 0,
      delivery_fee_cents: 0,
      wallet_applied_cents: 0,
      total_cents: 30000,
      estimated_total_cents: 30000,
      currency: 'MXN',
      delivery_type: 'pickup',
      delivery_date: '2026-11-24',
      delivery_slot_id: window.id,
      delivery_slot_start: '10:00',
      delivery_slot_end: '12:00',
      client: JSON.stringify(client),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('orders')
    .set({ number: String(100000 + id) })
    .where('id', '=', id)
    .execute();
  return id;
}

describe('operators grant and remove the roles', () => {
  function putRoles(phone: string, body: unknown, headers = OPERATOR) {
    return t.app.inject({
      method: 'PUT',
      url: `/api/ops/users/${encodeURIComponent(phone)}/roles`,
      headers,
      payload: body as Record<string, unknown>,
    });
  }

  async function phoneOf(userId: number) {
    const row = await t.database.db
      .selectFrom('users')
      .select('phone')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.phone;
  }

  it('turns a shopper into a seller and back through the route; sessions follow at once', async () => {
    const shopper = await createUser(t.database.db);
    const phone = await phoneOf(shopper.id);
    expect((await create(shopper)).status).toBe(403);

    const granted = await putRoles(`521${phone.slice(3)}`, { seller: true });
    expect(granted.statusCode).toBe(200);
    expect(granted.json<UserRolesResponse>().data).toMatchObject({
      id: shopper.id,
      phone,
      is_seller: true,
      is_mentor: false,
    });
    expect((await create(shopper)).status).toBe(201);

    const both = await putRoles(phone, { mentor: true });
    expect(both.json<UserRolesResponse>().data).toMatchObject({ is_seller: true, is_mentor: true });
    const revoked = await putRoles(phone, { seller: false, mentor: false });
    expect(revoked.json<UserRolesResponse>().data).toMatchObject({
      is_seller: false,
      is_mentor: false,
    });
    expect((await api.call('GET', '/store/clients', undefined, shopper.auth)).status).toBe(403);
  });

  it('refuses a missing token, unknown phones and empty or bad bodies', async () => {
    const noToken = await putRoles(
      '+525510000001',
      { seller: true },
      { authorization: 'Bearer x' },
    );
    expect(noToken.statusCode).toBe(401);
    const unknown = await putRoles('+525500000999', { seller: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: 'No encontramos un usuario con ese celular.',
      code: 'user_not_found',
    });
    expect((await putRoles('no es un celular', { seller: true })).statusCode).toBe(404);
    const empty = await putRoles('+525510000001', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      code: 'validation_failed',
      errors: { _: ['Indica seller, mentor o ambos (true o false).'] },
    });
    expect((await putRoles('+525510000001', { seller: 'sí' })).statusCode).toBe(422);
    expect((await putRoles('+525510000001', { admin: true })).statusCode).toBe(422);
  });

  it('does the same through the service and `npm run ops -- user:role`', async () => {
    const user = await createUser(t.database.db);
    const phone = await phoneOf(user.id);
    const deps = { db: t.database.db, clock: () => new Date(), allowedCountryCodes: ['52'] };
    expect(await setUserRoles(deps, phone, { mentor: true })).toMatchObject({ is_mentor: true });
    await expect(setUserRoles(deps, '+525500000998', { mentor: true })).rejects.toMatchObject({
      code: 'user_not_found',
    });

    const env = { NODE_ENV: 'test', DATABASE_URL: t.database.url };
    const output: string[] = [];
    const log = console.log;
    const error = console.error;
    console.log = (line: string) => output.push(line);
    console.error = (line: string) => output.push(line);
    try {
      expect(await runOps(['user:role', phone, 'seller', 'on'], env)).toBe(0);
      expect(await runOps(['user:role', phone, 'mentor', 'off'], env)).toBe(0);
      expect(await runOps(['user:role', '+525500000997', 'seller', 'on'], env)).toBe(1);
      expect(await runOps(['user:role', phone, 'admin', 'on'], env)).toBe(2);
    } finally {
      console.log = log;
      console.error = error;
    }
    expect(output).toEqual([
      `Cliente de prueba (${phone}): vendedor sí, mentor sí`,
      `Cliente de prueba (${phone}): vendedor sí, mentor no`,
      'No encontramos un usuario con ese celular.',
      `Usage: ${USER_ROLE_USAGE}`,
    ]);
    const row = await t.database.db
      .selectFrom('users')
      .select(['is_seller', 'is_mentor'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_seller: 1, is_mentor: 0 });
  });
});

describe('demo clients', () => {
  it('gives the demo seller and mentor clients, with addresses interna delivers to and one without', async () => {
    const db = t.database.db;
    const interna = await db
      .selectFrom('stores')
      .select('id')
      .where('slug', '=', 'interna')
      .executeTakeFirstOrThrow();
    for (const ownerPhone of ['+525510000002', '+525510000003']) {
      const owner = await db
        .selectFrom('users')
        .select('id')
        .where('phone', '=', ownerPhone)
        .executeTakeFirstOrThrow();
      const clients = await db
        .selectFrom('clients')
        .selectAll()
        .where('owner_user_id', '=', owner.id)
        .execute();
      expect(clients.length, ownerPhone).toBeGreaterThanOrEqual(2);
      for (const client of clients) expect(client.phone).toMatch(/^\+5255\d{8}$/);
      const addresses = await db
        .selectFrom('client_addresses')
        .selectAll()
        .where(
          'client_id',
          'in',
          clients.map((c) => c.id),
        )
        .execute();
      expect(clients.some((c) => !addresses.some((a) => a.client_id === c.id))).toBe(true);
      expect(addresses.length).toBeGreaterThan(0);
      for (const address of addresses) {
        const res = await api.call<CoverageResponse>(
          'GET',
          `/addresses/check-coverage?store_id=${interna.id}&lat=${address.lat}&lng=${address.lng}`,
        );
        expect(res.body.covered, address.street).toBe(true);
      }
    }
    const before = await countAll();
    await seedDemoData(db);
    expect(await countAll()).toEqual(before);
  });

  async function countAll() {
    const db = t.database.db;
    const [clients, addresses] = await Promise.all([
      db
        .selectFrom('clients')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('client_addresses')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return [Number(clients.n), Number(addresses.n)];
  }
});
