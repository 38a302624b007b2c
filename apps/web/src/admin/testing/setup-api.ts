import type {
  AdminCoupon,
  AdminDeliveryWindow,
  AdminZone,
  AuditEntry,
  ClosedDate,
  CouponBody,
  DeliveryWindowBody,
  Operator,
  StoreRole,
  StoreSettings,
  ZoneBody,
} from '@canasta/contract';
import { pageMeta } from '@canasta/contract';
import { apiError, json, type MockHandler, type MockRequest } from '../../testing/mock-api';
import { type ConsoleApi, mockConsoleApi } from './console-api';

/**
 * A small stateful fake of the store setup area's admin API (decision 043) for the console's
 * tests: zones, windows, closed days, coupons, the team, the history and the settings of
 * "interna", with the server's refusals a test can switch on. What each request sent is kept
 * in `sent` (`'POST /zones'` → the bodies).
 */
export const STORE = {
  id: 1,
  slug: 'interna',
  name: 'Canasta Roma Sur',
  address: 'Calle Medellín 235, Roma Sur, CDMX',
  lat: 19.4194,
  lng: -99.1617,
  logo_url: null,
  phone: null,
  whatsapp: '+525510000100',
  time_zone: 'America/Mexico_City',
  delivery_types: ['delivery', 'pickup'],
  payment_methods: ['cash', 'card'],
};

const box = (lat: number, lng: number): AdminZone['polygon'] => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng - 0.03, lat - 0.03],
      [lng + 0.03, lat - 0.03],
      [lng + 0.03, lat + 0.03],
      [lng - 0.03, lat + 0.03],
      [lng - 0.03, lat - 0.03],
    ],
  ],
});

export function makeZone(overrides: Partial<AdminZone> = {}): AdminZone {
  return {
    id: 1,
    name: 'Roma y Condesa',
    polygon: box(19.4194, -99.1617),
    delivery_fee_cents: 3500,
    min_order_cents: 15000,
    problem: null,
    ...overrides,
  };
}

export function makeWindow(overrides: Partial<AdminDeliveryWindow> = {}): AdminDeliveryWindow {
  return {
    id: 1,
    type: 'delivery',
    weekday: 1,
    start: '09:00',
    end: '13:00',
    capacity: 60,
    pending_orders: 0,
    ...overrides,
  };
}

export function makeCoupon(overrides: Partial<AdminCoupon> = {}): AdminCoupon {
  return {
    id: 1,
    code: 'ENVIO20',
    description: '20% en tu primera compra del mes',
    kind: 'percent',
    value: 20,
    min_subtotal_cents: 0,
    starts_at: null,
    ends_at: null,
    max_uses: null,
    max_uses_per_user: null,
    active: true,
    all_stores: false,
    uses: 0,
    status: 'active',
    ...overrides,
  };
}

export function makeOperator(overrides: Partial<Operator> = {}): Operator {
  return {
    user_id: 4,
    name: 'Rosa Aguilar',
    phone: '+525510000004',
    role: 'owner',
    since: '2026-11-01T18:00:00.000Z',
    ...overrides,
  };
}

export function makeEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    actor: { user_id: 4, name: 'Rosa Aguilar' },
    action: 'zone.update',
    entity: 'zone',
    entity_id: '1',
    before: { name: 'Roma', delivery_fee_cents: 3500 },
    after: { name: 'Roma', delivery_fee_cents: 0 },
    request_id: 'req-1',
    created_at: '2026-11-23T16:30:00.000Z',
    ...overrides,
  };
}

export const SETTINGS: StoreSettings = {
  cutoff_time: '18:00',
  lead_days: 0,
  days_ahead: 7,
  payment_methods: ['cash', 'card'],
  whatsapp: '+525510000100',
  maintenance: false,
  weight_hold_margin_percent: 10,
  substitution_answer_minutes: 10,
  edit_cutoff_minutes: 120,
  available_payment_methods: ['cash', 'card', 'oxxo', 'spei'],
};

const validation = (field: string, message: string) =>
  json({ message, code: 'validation_failed', errors: { [field]: [message] } }, 422);

export interface SetupFakes {
  zones?: AdminZone[];
  windows?: AdminDeliveryWindow[];
  closed?: ClosedDate[];
  coupons?: AdminCoupon[];
  operators?: Operator[];
  audit?: AuditEntry[];
  settings?: StoreSettings;
  /** Answers that replace the fake's for a route ('DELETE /stores/:slug/delivery-windows/:id'). */
  overrides?: Record<string, MockHandler>;
}

/** The console's fake with the setup area's routes; `state` is what the fake server holds. */
export function mockSetupConsole(fakes: SetupFakes = {}): {
  api: ConsoleApi;
  state: Required<Omit<SetupFakes, 'overrides'>>;
  sent: Record<string, unknown[]>;
} {
  const state = {
    zones: fakes.zones ?? [makeZone()],
    windows: fakes.windows ?? [makeWindow()],
    closed: fakes.closed ?? [],
    coupons: fakes.coupons ?? [],
    operators: fakes.operators ?? [makeOperator()],
    audit: fakes.audit ?? [],
    settings: fakes.settings ?? SETTINGS,
  };
  const sent: Record<string, unknown[]> = {};
  let nextId = 100;
  const record =
    (name: string, run: (request: MockRequest) => ReturnType<MockHandler>): MockHandler =>
    (request) => {
      (sent[name] ??= []).push(request.body);
      return run(request);
    };
  const id = (request: MockRequest) => Number(request.params.id);

  const routes: Record<string, MockHandler> = {
    'GET /stores/:slug/zones': () => json({ data: state.zones }),
    'POST /stores/:slug/zones': record('POST /zones', ({ body }) => {
      const zone = { ...makeZone(body as ZoneBody), id: nextId++ };
      state.zones = [...state.zones, zone];
      return json({ data: zone }, 201);
    }),
    'PUT /stores/:slug/zones/:id': record('PUT /zones', (request) => {
      const zone = { ...makeZone(request.body as ZoneBody), id: id(request) };
      state.zones = state.zones.map((each) => (each.id === zone.id ? zone : each));
      return json({ data: zone });
    }),
    'DELETE /stores/:slug/zones/:id': record('DELETE /zones', (request) => {
      state.zones = state.zones.filter((each) => each.id !== id(request));
      return { status: 204, body: null };
    }),
    'GET /stores/:slug/delivery-windows': () => json({ data: state.windows }),
    'POST /stores/:slug/delivery-windows': record('POST /delivery-windows', ({ body }) => {
      const window = makeWindow({ ...(body as DeliveryWindowBody), id: nextId++ });
      state.windows = [...state.windows, window];
      return json({ data: window }, 201);
    }),
    'PUT /stores/:slug/delivery-windows/:id': record('PUT /delivery-windows', (request) => {
      const window = makeWindow({ ...(request.body as DeliveryWindowBody), id: id(request) });
      state.windows = state.windows.map((each) => (each.id === window.id ? window : each));
      return json({ data: window });
    }),
    'DELETE /stores/:slug/delivery-windows/:id': record('DELETE /delivery-windows', (request) => {
      state.windows = state.windows.filter((each) => each.id !== id(request));
      return { status: 204, body: null };
    }),
    'GET /stores/:slug/closed-dates': ({ query }) => {
      const page = Number(query.get('page') ?? 1);
      const perPage = Number(query.get('per_page') ?? 20);
      return json({
        data: state.closed.slice((page - 1) * perPage, page * perPage),
        meta: pageMeta(page, perPage, state.closed.length),
      });
    },
    'POST /stores/:slug/closed-dates': record('POST /closed-dates', ({ body }) => {
      const { date, reason } = body as { date: string; reason: string | null };
      const closed = { date, reason, pending_orders: 0 };
      state.closed = [...state.closed, closed].sort((a, b) => a.date.localeCompare(b.date));
      return json({ data: closed }, 201);
    }),
    'DELETE /stores/:slug/closed-dates/:date': record('DELETE /closed-dates', ({ params }) => {
      state.closed = state.closed.filter((each) => each.date !== params.date);
      return { status: 204, body: null };
    }),
    'GET /stores/:slug/coupons': ({ query }) => {
      const q = (query.get('q') ?? '').toLowerCase();
      const found = state.coupons.filter(
        (coupon) =>
          coupon.code.toLowerCase().includes(q) || coupon.description.toLowerCase().includes(q),
      );
      const page = Number(query.get('page') ?? 1);
      const perPage = Number(query.get('per_page') ?? 20);
      return json({
        data: found.slice((page - 1) * perPage, page * perPage),
        meta: pageMeta(page, perPage, found.length),
      });
    },
    'POST /stores/:slug/coupons': record('POST /coupons', ({ body }) => {
      const values = body as CouponBody;
      const code = values.code.toUpperCase();
      if (state.coupons.some((coupon) => coupon.code === code)) {
        return validation('code', `Ya hay un cupón ${code} en tu tienda. Usa otro código.`);
      }
      const coupon = makeCoupon({ ...values, code, id: nextId++ });
      state.coupons = [coupon, ...state.coupons];
      return json({ data: coupon }, 201);
    }),
    'PUT /stores/:slug/coupons/:id': record('PUT /coupons', (request) => {
      const values = request.body as CouponBody;
      const coupon = makeCoupon({
        ...state.coupons.find((each) => each.id === id(request)),
        ...values,
        status: values.active === false ? 'ended' : 'active',
      });
      state.coupons = state.coupons.map((each) => (each.id === coupon.id ? coupon : each));
      return json({ data: coupon });
    }),
    'DELETE /stores/:slug/coupons/:id': record('DELETE /coupons', (request) => {
      state.coupons = state.coupons.filter((each) => each.id !== id(request));
      return { status: 204, body: null };
    }),
    'GET /stores/:slug/operators': () => json({ data: state.operators }),
    'PUT /stores/:slug/operators/:phone': record('PUT /operators', ({ params, body }) => {
      const { role } = body as { role: StoreRole | null };
      const current = state.operators.find((each) => each.phone === params.phone);
      if (current?.role === 'owner' && role !== 'owner') {
        const owners = state.operators.filter((each) => each.role === 'owner').length;
        if (owners <= 1) {
          return apiError(
            409,
            'conflict',
            'La tienda necesita al menos un dueño: nombra otro antes de quitar este.',
          );
        }
      }
      if (!current && role === null) {
        return apiError(404, 'user_not_found', 'No encontramos un usuario con ese celular.');
      }
      const person = current ?? makeOperator({ user_id: nextId++, name: 'Lucía Hernández' });
      const next = role === null ? null : { ...person, phone: params.phone ?? '', role };
      state.operators = [
        ...state.operators.filter((each) => each.phone !== params.phone),
        ...(next ? [next] : []),
      ];
      return json({ data: next });
    }),
    'GET /stores/:slug/audit': ({ query }) => {
      const entity = query.get('entity');
      const found = state.audit.filter((entry) => entity === null || entry.entity === entity);
      const page = Number(query.get('page') ?? 1);
      const perPage = Number(query.get('per_page') ?? 20);
      return json({
        data: found.slice((page - 1) * perPage, page * perPage),
        meta: pageMeta(page, perPage, found.length),
      });
    },
    'GET /stores/:slug/settings': () => json({ data: state.settings }),
    'PUT /stores/:slug/settings': record('PUT /settings', ({ body }) => {
      state.settings = { ...state.settings, ...(body as Partial<StoreSettings>) };
      return json({ data: state.settings });
    }),
    ...fakes.overrides,
  };

  const api = mockConsoleApi({
    admin: routes,
    shopRoutes: { 'GET /stores/:idOrSlug': () => json({ data: STORE }) },
  });
  return { api, state, sent };
}
