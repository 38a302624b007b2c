import {
  apiMessages as m,
  CreateAddressBodySchema,
  MAX_ADDRESSES_PER_USER,
  UpdateAddressBodySchema,
  type Address,
  type DeliveryZone,
  type MexicanState,
  type PostalCodePlace,
  type StoreZone,
} from '@canasta/contract';
import { apiError, json, type MockAnswer, type MockHandler, type MockRequest } from './mock-api';

/**
 * An in-memory address book and coverage API behaving like the server's (`/addresses…`,
 * `/stores/:id/delivery-zones`): books per user (the first address becomes the default, deleting
 * the default promotes the newest other, at most 20), the contract's own validation with its
 * 422 `errors`, and the demo store's two zones (rectangles around Roma Sur).
 */
export interface FakeAddressesApi {
  routes: Record<string, MockHandler>;
  /** Addresses by id, whoever they belong to. */
  addresses: Map<number, Address & { user_id: number }>;
  zones: StoreZone[];
  /** Saves an address for a user (the first one is the default) and returns it. */
  seed: (userId: number, overrides?: Partial<Address>) => Address;
  /** Who is asking (the auth fake sets it). */
  identify: (request: MockRequest) => number | null;
  /** The zone of one of a user's addresses, for the cart's `address_id`. */
  zoneOfAddress: (
    userId: number | null,
    addressId: number,
  ) => DeliveryZone | 'not-found' | 'not-covered';
  zoneAt: (lat: number, lng: number) => DeliveryZone | null;
}

/** A closed GeoJSON ring ([lng, lat]) of a rectangle around a centre. */
function box(lng: number, lat: number, halfLng: number, halfLat: number): [number, number][] {
  return [
    [lng - halfLng, lat - halfLat],
    [lng + halfLng, lat - halfLat],
    [lng + halfLng, lat + halfLat],
    [lng - halfLng, lat + halfLat],
    [lng - halfLng, lat - halfLat],
  ];
}

export const DEMO_ZONES: StoreZone[] = [
  {
    id: 1,
    name: 'Roma, Condesa y Narvarte',
    delivery_fee_cents: 3500,
    min_order_cents: 15000,
    polygon: { type: 'Polygon', coordinates: [box(-99.1617, 19.4194, 0.035, 0.03)] },
  },
  {
    id: 2,
    name: 'Ciudad de México ampliada',
    delivery_fee_cents: 5900,
    min_order_cents: 25000,
    polygon: { type: 'Polygon', coordinates: [box(-99.15, 19.4, 0.12, 0.1)] },
  },
];

/** Inside the cheapest zone (the store itself) and outside every zone (Guadalajara). */
export const ROMA_SUR = { lat: 19.4194, lng: -99.1617 };
export const GUADALAJARA = { lat: 20.6736, lng: -103.344 };

export function makeAddress(id: number, overrides: Partial<Address> = {}): Address {
  return {
    id,
    label: 'Casa',
    street: 'Calle Medellín',
    exterior_number: '235',
    internal_number: null,
    neighborhood: 'Roma Sur',
    postal_code: '06760',
    municipality: 'Cuauhtémoc',
    city: 'Ciudad de México',
    state: 'Ciudad de México',
    between_streets: null,
    references: null,
    lat: ROMA_SUR.lat,
    lng: ROMA_SUR.lng,
    receiver_name: 'Lucía Hernández',
    receiver_phone: '+525510000001',
    is_default: false,
    ...overrides,
  };
}

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

export function fakeAddressesApi(zones: StoreZone[] = DEMO_ZONES): FakeAddressesApi {
  const addresses: FakeAddressesApi['addresses'] = new Map();
  let nextId = 1;

  const bookOf = (userId: number) =>
    [...addresses.values()]
      .filter((address) => address.user_id === userId)
      .sort((a, b) => Number(b.is_default) - Number(a.is_default) || b.id - a.id);

  const publicOf = ({ user_id: _owner, ...address }: Address & { user_id: number }): Address => ({
    ...address,
  });

  const makeDefault = (userId: number, id: number) => {
    for (const address of addresses.values()) {
      if (address.user_id === userId) address.is_default = address.id === id;
    }
  };

  const zoneAt = (lat: number, lng: number): DeliveryZone | null => {
    for (const zone of zones) {
      const ring = zone.polygon.coordinates[0] ?? [];
      const lngs = ring.map(([x]) => x);
      const lats = ring.map(([, y]) => y);
      const inside =
        lng >= Math.min(...lngs) &&
        lng <= Math.max(...lngs) &&
        lat >= Math.min(...lats) &&
        lat <= Math.max(...lats);
      if (inside) {
        const { id, name, delivery_fee_cents, min_order_cents } = zone;
        return { id, name, delivery_fee_cents, min_order_cents };
      }
    }
    return null;
  };

  const api: FakeAddressesApi = {
    routes: {},
    addresses,
    zones,
    seed: (userId, overrides = {}) => {
      const first = bookOf(userId).length === 0;
      const address = { ...makeAddress(nextId++, overrides), user_id: userId };
      addresses.set(address.id, address);
      if (first || overrides.is_default) makeDefault(userId, address.id);
      return publicOf(address);
    },
    identify: () => null,
    zoneOfAddress: (userId, addressId) => {
      const address = addresses.get(addressId);
      if (!address || address.user_id !== userId) return 'not-found';
      return zoneAt(address.lat, address.lng) ?? 'not-covered';
    },
    zoneAt,
  };

  const signedIn = (request: MockRequest, run: (userId: number) => MockAnswer): MockAnswer => {
    const userId = api.identify(request);
    if (userId === null) return apiError(401, 'unauthenticated', m.signInRequired);
    return run(userId);
  };

  const own = (request: MockRequest, userId: number) => {
    const address = addresses.get(Number(request.params.id));
    return address && address.user_id === userId ? address : undefined;
  };

  api.routes = {
    'GET /addresses': (request) =>
      signedIn(request, (userId) => json({ data: bookOf(userId).map(publicOf) })),
    'GET /addresses/default': (request) =>
      signedIn(request, (userId) => {
        const found = bookOf(userId).find((address) => address.is_default);
        return json({ data: found ? publicOf(found) : null });
      }),
    'GET /addresses/check-coverage': ({ query }) => {
      const lat = Number(query.get('lat'));
      const lng = Number(query.get('lng'));
      const zone = zoneAt(lat, lng);
      return json({ covered: zone !== null, zone });
    },
    'POST /addresses': (request) =>
      signedIn(request, (userId) => {
        const parsed = CreateAddressBodySchema.safeParse(request.body);
        if (!parsed.success) return refused(errorsOf(parsed.error.issues));
        if (bookOf(userId).length >= MAX_ADDRESSES_PER_USER) {
          const message = m.addressLimit(MAX_ADDRESSES_PER_USER);
          return json({ message, code: 'validation_failed', errors: { address: [message] } }, 422);
        }
        const { is_default, ...fields } = parsed.data;
        const created = api.seed(userId, { ...fields, is_default: is_default === true });
        return json({ data: publicOf(addresses.get(created.id)!) }, 201);
      }),
    'PUT /addresses/:id': (request) =>
      signedIn(request, (userId) => {
        const address = own(request, userId);
        if (!address) return apiError(404, 'address_not_found', m.addressNotFound);
        const parsed = UpdateAddressBodySchema.safeParse(request.body);
        if (!parsed.success) return refused(errorsOf(parsed.error.issues));
        const { is_default, ...fields } = parsed.data;
        Object.assign(
          address,
          Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
        );
        if (is_default) makeDefault(userId, address.id);
        return json({ data: publicOf(address) });
      }),
    'DELETE /addresses/:id': (request) =>
      signedIn(request, (userId) => {
        const address = own(request, userId);
        if (!address) return apiError(404, 'address_not_found', m.addressNotFound);
        addresses.delete(address.id);
        const [newest] = bookOf(userId).sort((a, b) => b.id - a.id);
        if (address.is_default && newest) makeDefault(userId, newest.id);
        return { status: 204, body: null };
      }),
    'GET /stores/:id/delivery-zones': () => json({ data: zones }),
    'GET /places/state': ({ query }) =>
      json({ data: fakeStateAt(Number(query.get('lat')), Number(query.get('lng'))) }),
    'GET /postal-codes/:cp': ({ params }) => {
      const place = FAKE_POSTAL_CODES.find((found) => found.postal_code === params.cp);
      return place
        ? json({ data: place })
        : apiError(404, 'not_found', m.postalCodeNotFound(params.cp ?? ''));
    },
  };
  return api;
}

/** A few codes of SEPOMEX's catalogue, as the server answers them. */
export const FAKE_POSTAL_CODES: PostalCodePlace[] = [
  {
    postal_code: '06700',
    state: 'Ciudad de México',
    municipality: 'Cuauhtémoc',
    city: 'Ciudad de México',
    neighborhoods: ['Roma Norte'],
  },
  {
    postal_code: '03100',
    state: 'Ciudad de México',
    municipality: 'Benito Juárez',
    city: 'Ciudad de México',
    neighborhoods: ['Del Valle Centro', 'Insurgentes San Borja'],
  },
  {
    postal_code: '44100',
    state: 'Jalisco',
    municipality: 'Guadalajara',
    city: 'Guadalajara',
    neighborhoods: ['Guadalajara Centro'],
  },
];

/** Mexico City within the demo's wider zone, Jalisco around Guadalajara, nothing elsewhere. */
function fakeStateAt(lat: number, lng: number): { state: MexicanState } | null {
  if (Math.abs(lat - 19.4) <= 0.2 && Math.abs(lng + 99.15) <= 0.2) {
    return { state: 'Ciudad de México' };
  }
  if (Math.abs(lat - GUADALAJARA.lat) <= 0.3 && Math.abs(lng - GUADALAJARA.lng) <= 0.3) {
    return { state: 'Jalisco' };
  }
  return null;
}
