import {
  apiMessages as m,
  ClientFieldsSchema,
  CreateAddressBodySchema,
  MAX_ADDRESSES_PER_CLIENT,
  UpdateAddressBodySchema,
  UpdateClientBodySchema,
  type Address,
  type CartClient,
  type Client,
  type DeliveryZone,
  type UpdateCartBody,
} from '@canasta/contract';
import type { z } from 'zod';
import { makeAddress } from './addresses-api';
import { pageMeta } from './factories';
import { apiError, json, type MockAnswer, type MockHandler, type MockRequest } from './mock-api';

/**
 * An in-memory client API behaving like the server's (`/store/clients…`, decision 018): only
 * sellers and mentors (401 anonymous, 403 anyone else, before the body is read); each owner sees
 * only their own clients (another's is 404, like a missing one); phones normalized to E.164 and
 * unique per owner (422 on `phone` naming who has it); `q` matching accent-free name words or
 * phone digits; newest first, paged; each client's address book with the user book's rules
 * (the first is the default, deleting the default promotes the newest other, at most 10). It
 * also answers the cart's `client_id`/`client_address_id` choice (decision 019) for the cart
 * fake. The parity suite runs the same scenarios against it and the real server.
 */
export interface FakeClientsApi {
  routes: Record<string, MockHandler>;
  clients: Map<number, StoredClient>;
  /** Registers a client for an owner (phone as given, E.164) and returns it. */
  seed: (
    ownerId: number,
    overrides?: Partial<Pick<Client, 'name' | 'phone' | 'email' | 'notes'>>,
  ) => Client;
  /** Saves an address for a client (their first becomes the default) and returns it. */
  seedAddress: (clientId: number, overrides?: Partial<Address>) => Address;
  /** Who is asking (the auth fake sets it). */
  identify: (request: MockRequest) => number | null;
  /** Whether a user is a seller or a mentor (the auth fake sets it). */
  keepsClients: (userId: number) => boolean;
  /** The zone of a point, for a client's address chosen on a cart (the addresses fake sets it). */
  zoneAt: (lat: number, lng: number) => DeliveryZone | null;
  /** The cart's client, as the cart response shows it. */
  cartClientOf: (
    ownerId: number | null,
    clientId: number | null,
    addressId: number | null,
  ) => CartClient | null;
  /**
   * The cart fake's `client_id`/`client_address_id` choice: the changes with the zone of the
   * client's address ('not-covered' when a newly chosen one is outside every zone), or the
   * refusal.
   */
  chooseForCart: (
    request: MockRequest,
    cart: { user_id: number | null; client_id: number | null; client_address_id: number | null },
    choices: UpdateCartBody,
  ) => { changes: CartClientChoice; zone: DeliveryZone | null | 'not-covered' } | MockAnswer;
  /** Hears a deleted client (addressId null) or client address: carts pointing at it let go. */
  onGone: (clientId: number, addressId: number | null) => void;
}

export interface CartClientChoice {
  client_id: number | null;
  client_address_id: number | null;
  address_id?: null;
}

interface StoredClient extends Omit<Client, 'default_address' | 'addresses'> {
  owner_id: number;
  addresses: Address[];
}

const STAMP = '2026-11-23T16:00:00.000Z';

function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

const refused = (errors: Record<string, string[]>): MockAnswer =>
  json({ message: m.validationFailed, code: 'validation_failed', errors }, 422);

/** Lower-case and accent-free, as the server's search text. */
const normalized = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The server's search terms: a phone-like query is one run of digits, else up to 6 words. */
function searchTerms(q: string): string[] {
  const compact = q.replace(/[\s().+-]/g, '');
  if (/^\d+$/.test(compact)) {
    const digits = compact.startsWith('00') ? compact.slice(2) : compact;
    const oldMobile = /^521(\d{10})$/.exec(digits);
    return [oldMobile ? `52${oldMobile[1] ?? ''}` : digits];
  }
  return normalized(q).split(' ').filter(Boolean).slice(0, 6);
}

/**
 * Mexican mobiles in their common writings ("55 1234 5678", "+52 1 55…", "0052…") as E.164;
 * null for anything else (the server's libphonenumber check is stricter about number ranges).
 */
export function normalizeClientPhone(input: string): string | null {
  let text = input.replace(/[\s().-]/g, '');
  if (text.startsWith('00')) text = `+${text.slice(2)}`;
  const oldMobile = /^\+?521(\d{10})$/.exec(text);
  if (oldMobile) return `+52${oldMobile[1] ?? ''}`;
  const international = /^\+52(\d{10})$/.exec(text);
  if (international) return `+52${international[1] ?? ''}`;
  return /^\d{10}$/.test(text) ? `+52${text}` : null;
}

/**
 * `firstIds`: the ids the next client and client address get (the parity suite starts them
 * where the server's seeded database does).
 */
export function fakeClientsApi(
  firstIds: { client: number; address: number } = { client: 1, address: 1 },
): FakeClientsApi {
  const clients: FakeClientsApi['clients'] = new Map();
  let nextClient = firstIds.client;
  let nextAddress = firstIds.address;
  let clock = 0;

  /** Default first, then newest, as the server lists them. */
  const bookOf = (client: StoredClient) =>
    [...client.addresses].sort(
      (a, b) => Number(b.is_default) - Number(a.is_default) || b.id - a.id,
    );

  const publicOf = ({ owner_id: _owner, addresses, ...client }: StoredClient): Client => {
    const book = bookOf({ ...client, owner_id: 0, addresses }).map((address) => ({ ...address }));
    return {
      ...client,
      default_address: book.find((address) => address.is_default) ?? null,
      addresses: book,
    };
  };

  const makeDefault = (client: StoredClient, id: number) => {
    for (const address of client.addresses) address.is_default = address.id === id;
  };

  const api: FakeClientsApi = {
    routes: {},
    clients,
    seed: (ownerId, overrides = {}) => {
      const id = nextClient++;
      const client: StoredClient = {
        id,
        owner_id: ownerId,
        name: overrides.name ?? `Cliente ${id}`,
        phone: overrides.phone ?? `+5255200000${String(id).padStart(2, '0')}`,
        email: overrides.email ?? null,
        notes: overrides.notes ?? null,
        addresses: [],
        // Distinct times keep "newest first" meaningful, as rows created one after another.
        created_at: new Date(Date.parse(STAMP) + clock++ * 1000).toISOString(),
        updated_at: STAMP,
      };
      clients.set(id, client);
      return publicOf(client);
    },
    seedAddress: (clientId, overrides = {}) => {
      const client = clients.get(clientId);
      if (!client) throw new Error(`fakeClientsApi: no client ${clientId}`);
      const first = client.addresses.length === 0;
      const address = makeAddress(nextAddress++, {
        receiver_name: client.name,
        receiver_phone: client.phone,
        ...overrides,
        is_default: false,
      });
      client.addresses.push(address);
      if (first || overrides.is_default) makeDefault(client, address.id);
      return { ...address };
    },
    identify: () => null,
    keepsClients: () => false,
    zoneAt: () => null,
    onGone: () => undefined,
    cartClientOf: (ownerId, clientId, addressId) => {
      const client = clientId === null ? undefined : clients.get(clientId);
      if (!client || client.owner_id !== ownerId) return null;
      const address = client.addresses.find((each) => each.id === addressId) ?? null;
      return {
        id: client.id,
        name: client.name,
        phone: client.phone,
        address: address ? { ...address } : null,
      };
    },
    chooseForCart: (request, cart, choices) => {
      const caller = api.identify(request);
      if (caller === null) return apiError(401, 'unauthenticated', m.clientSignInForCart);
      if (!api.keepsClients(caller)) return apiError(403, 'forbidden', m.clientOrdersForbidden);
      if ((choices.user_id ?? cart.user_id) !== caller) {
        return refused({ client_id: [m.clientCartNotYours] });
      }
      const clientId = choices.client_id === undefined ? cart.client_id : choices.client_id;
      if (clientId === null) {
        if (choices.client_address_id != null) {
          return refused({ client_address_id: [m.clientFirst] });
        }
        return { changes: { client_id: null, client_address_id: null }, zone: null };
      }
      const client = clients.get(clientId);
      if (!client || client.owner_id !== caller) {
        return apiError(404, 'client_not_found', m.clientNotFound);
      }
      const addressId =
        choices.client_address_id !== undefined
          ? choices.client_address_id
          : clientId === cart.client_id
            ? cart.client_address_id
            : null;
      const changes = { client_id: client.id, address_id: null };
      if (addressId === null) {
        // Decision 048: a client chosen without an address gets their default one, if covered.
        const fallback =
          choices.client_address_id === undefined
            ? client.addresses.find((each) => each.is_default)
            : undefined;
        const zone = fallback ? api.zoneAt(fallback.lat, fallback.lng) : null;
        const fallbackId = fallback && zone ? fallback.id : null;
        return { changes: { ...changes, client_address_id: fallbackId }, zone };
      }
      const address = client.addresses.find((each) => each.id === addressId);
      if (!address) return apiError(404, 'client_address_not_found', m.clientAddressNotFound);
      const zone = api.zoneAt(address.lat, address.lng);
      const checked = choices.client_address_id !== undefined && !zone ? 'not-covered' : zone;
      return { changes: { ...changes, client_address_id: address.id }, zone: checked };
    },
  };

  /** Sign-in, then the role, before anything about the request is read (decision 018). */
  const keeper =
    (run: (ownerId: number, request: MockRequest) => MockAnswer): MockHandler =>
    (request) => {
      const caller = api.identify(request);
      if (caller === null) return apiError(401, 'unauthenticated', m.signInRequired);
      if (!api.keepsClients(caller)) return apiError(403, 'forbidden', m.clientsForbidden);
      return run(caller, request);
    };

  const own = (ownerId: number, request: MockRequest) => {
    const client = clients.get(Number(request.params.id));
    return client && client.owner_id === ownerId ? client : undefined;
  };
  const notFound = () => apiError(404, 'client_not_found', m.clientNotFound);
  const addressNotFound = () => apiError(404, 'client_address_not_found', m.clientAddressNotFound);

  /** The phone as stored, or what the server says of it (invalid, or another client has it). */
  const phoneOf = (
    ownerId: number,
    input: string,
    exceptId: number | null,
  ): { phone: string } | { problem: string } => {
    const phone = normalizeClientPhone(input);
    if (phone === null) return { problem: m.clientPhoneInvalid };
    const taken = [...clients.values()].find(
      (client) => client.owner_id === ownerId && client.phone === phone && client.id !== exceptId,
    );
    return taken ? { problem: m.clientPhoneTaken(taken.name) } : { phone };
  };

  /**
   * The body's fields, or the server's 422 naming every bad one: the schema's problems and,
   * when the phone passes its own rule, what the list says of it (decision 050).
   */
  const checked = <T extends { phone?: string }>(
    schema: z.ZodType<T>,
    body: unknown,
    ownerId: number,
    exceptId: number | null,
  ): { fields: T; phone: string | undefined } | { refusal: MockAnswer } => {
    const parsed = schema.safeParse(body);
    const errors = parsed.success ? {} : errorsOf(parsed.error.issues);
    const typed = ClientFieldsSchema.shape.phone.safeParse(
      (body as { phone?: unknown } | null)?.phone,
    );
    const phone =
      errors.phone === undefined && typed.success
        ? phoneOf(ownerId, typed.data, exceptId)
        : undefined;
    if (phone && 'problem' in phone) errors.phone = [phone.problem];
    if (!parsed.success || Object.keys(errors).length > 0) return { refusal: refused(errors) };
    return { fields: parsed.data, phone: phone && 'phone' in phone ? phone.phone : undefined };
  };

  api.routes = {
    'POST /store/clients': keeper((ownerId, request) => {
      const body = checked(ClientFieldsSchema, request.body, ownerId, null);
      if ('refusal' in body) return body.refusal;
      const created = api.seed(ownerId, {
        ...body.fields,
        phone: body.phone ?? body.fields.phone,
        email: body.fields.email ?? null,
        notes: body.fields.notes ?? null,
      });
      return json({ data: created }, 201);
    }),
    'GET /store/clients': keeper((ownerId, { query }) => {
      const terms = searchTerms(query.get('q')?.trim() ?? '');
      const page = Number(query.get('page') ?? '1');
      const perPage = Number(query.get('per_page') ?? '20');
      const found = [...clients.values()]
        .filter((client) => client.owner_id === ownerId)
        .filter((client) => {
          const text = `${normalized(client.name)} ${client.phone.replace(/\D/g, '')}`;
          return terms.every((term) => text.includes(term));
        })
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
      return json({
        data: found.slice((page - 1) * perPage, page * perPage).map(publicOf),
        meta: pageMeta(page, found.length, perPage),
      });
    }),
    'GET /store/clients/:id': keeper((ownerId, request) => {
      const client = own(ownerId, request);
      return client ? json({ data: publicOf(client) }) : notFound();
    }),
    'PUT /store/clients/:id': keeper((ownerId, request) => {
      const client = own(ownerId, request);
      if (!client) return notFound();
      const body = checked(UpdateClientBodySchema, request.body, ownerId, client.id);
      if ('refusal' in body) return body.refusal;
      Object.assign(
        client,
        Object.fromEntries(Object.entries(body.fields).filter(([, value]) => value !== undefined)),
        // The phone as stored (E.164), not as typed.
        { phone: body.phone ?? client.phone, updated_at: STAMP },
      );
      return json({ data: publicOf(client) });
    }),
    'DELETE /store/clients/:id': keeper((ownerId, request) => {
      const client = own(ownerId, request);
      if (!client) return notFound();
      clients.delete(client.id);
      api.onGone(client.id, null);
      return { status: 204, body: null };
    }),
    'POST /store/clients/:id/addresses': keeper((ownerId, request) => {
      const client = own(ownerId, request);
      if (!client) return notFound();
      const parsed = CreateAddressBodySchema.safeParse(request.body);
      if (!parsed.success) return refused(errorsOf(parsed.error.issues));
      if (client.addresses.length >= MAX_ADDRESSES_PER_CLIENT) {
        const message = m.clientAddressLimit(MAX_ADDRESSES_PER_CLIENT);
        return json({ message, code: 'validation_failed', errors: { address: [message] } }, 422);
      }
      const { is_default, ...fields } = parsed.data;
      const created = api.seedAddress(client.id, { ...fields, is_default: is_default === true });
      const stored = client.addresses.find((address) => address.id === created.id);
      return json({ data: { ...stored } }, 201);
    }),
    'PUT /store/clients/:id/addresses/:addressId': keeper((ownerId, request) => {
      const client = own(ownerId, request);
      if (!client) return notFound();
      const address = client.addresses.find((each) => String(each.id) === request.params.addressId);
      if (!address) return addressNotFound();
      const parsed = UpdateAddressBodySchema.safeParse(request.body);
      if (!parsed.success) return refused(errorsOf(parsed.error.issues));
      const { is_default, ...fields } = parsed.data;
      Object.assign(
        address,
        Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
      );
      if (is_default) makeDefault(client, address.id);
      return json({ data: { ...address } });
    }),
    'DELETE /store/clients/:id/addresses/:addressId': keeper((ownerId, request) => {
      const client = own(ownerId, request);
      if (!client) return notFound();
      const address = client.addresses.find((each) => String(each.id) === request.params.addressId);
      if (!address) return addressNotFound();
      client.addresses = client.addresses.filter((each) => each !== address);
      api.onGone(client.id, address.id);
      const [newest] = [...client.addresses].sort((a, b) => b.id - a.id);
      if (address.is_default && newest) makeDefault(client, newest.id);
      return { status: 204, body: null };
    }),
  };
  return api;
}
