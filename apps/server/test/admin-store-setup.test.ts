import type {
  AdminDeliveryWindow,
  AdminZone,
  ClosedDate,
  ClosedDatePage,
  CoverageResponse,
  DeliveryWindowListResponse,
  ZoneListResponse,
} from '@canasta/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, countRows, latestAudit, operatorAt, storeIdOf } from './admin-setup-helpers';
import { findOffers } from './cart-helpers';
import { type TestUser, createUser } from './factories';
import { MONDAY_10AM, movableClock, orderClient, roomyOffer } from './order-helpers';
import { type TestApp, createTestApp } from './test-app';

/**
 * Where and when a store delivers, from the console (decision 043): zones drawn on the map
 * (outlines checked, crossing ones refused), weekly windows (promises already made kept) and
 * closed days. Every write leaves one audit entry; a refused one changes nothing; shoppers see
 * each change with their next question.
 */
const clock = movableClock(MONDAY_10AM);
let t: TestApp;
let owner: TestUser;
let staff: TestUser;
let interna: number;
let call: ReturnType<typeof adminClient>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await operatorAt(t.database.db, 'interna', 'owner', MONDAY_10AM, 'Rosa Dueña');
  staff = await operatorAt(t.database.db, 'interna', 'staff', MONDAY_10AM, 'Jorge Personal');
  interna = await storeIdOf(t.database.db, 'interna');
  call = adminClient(t, 'interna');
});
afterAll(() => t.close());

/** Guadalajara: outside every zone of interna's demo data. */
const GUADALAJARA = { lat: 20.6736, lng: -103.344 };

/** A closed rectangle around a point, [longitude, latitude]. */
function boxAround({ lat, lng }: { lat: number; lng: number }, half = 0.02): number[][] {
  return [
    [lng - half, lat - half],
    [lng + half, lat - half],
    [lng + half, lat + half],
    [lng - half, lat + half],
    [lng - half, lat - half],
  ];
}

const zoneBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Guadalajara centro',
  polygon: { type: 'Polygon', coordinates: [boxAround(GUADALAJARA)] },
  delivery_fee_cents: 4500,
  min_order_cents: 20000,
  ...overrides,
});

async function coverageAt(point: { lat: number; lng: number }) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/shop/addresses/check-coverage?store_id=${interna}&lat=${point.lat}&lng=${point.lng}`,
  });
  return res.json<CoverageResponse>();
}

describe('delivery zones', () => {
  it('creates, changes and deletes a zone; coverage follows at once; one audit entry each', async () => {
    expect((await coverageAt(GUADALAJARA)).covered).toBe(false);
    const audits = await countRows(t.database.db, 'audit_log');

    const created = await call<{ data: AdminZone }>('POST', '/zones', staff, zoneBody());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const zone = created.body.data;
    expect(zone).toMatchObject({
      name: 'Guadalajara centro',
      delivery_fee_cents: 4500,
      problem: null,
    });
    expect(await coverageAt(GUADALAJARA)).toMatchObject({
      covered: true,
      zone: { id: zone.id, delivery_fee_cents: 4500, min_order_cents: 20000 },
    });
    expect(await latestAudit(call, owner, 'zone')).toMatchObject({
      action: 'zone.create',
      entity_id: String(zone.id),
      actor: { user_id: staff.id, name: 'Jorge Personal' },
      before: null,
      after: { name: 'Guadalajara centro', delivery_fee_cents: 4500, polygon: zone.polygon },
    });

    const changed = await call<{ data: AdminZone }>(
      'PUT',
      `/zones/${zone.id}`,
      owner,
      zoneBody({ name: 'GDL', delivery_fee_cents: 0 }),
    );
    expect(changed.status).toBe(200);
    expect((await coverageAt(GUADALAJARA)).zone).toMatchObject({
      name: 'GDL',
      delivery_fee_cents: 0,
    });
    expect(await latestAudit(call, owner, 'zone')).toMatchObject({
      action: 'zone.update',
      before: { name: 'Guadalajara centro', delivery_fee_cents: 4500 },
      after: { name: 'GDL', delivery_fee_cents: 0 },
    });
    const list = await call<ZoneListResponse>('GET', '/zones', staff);
    expect(list.body.data.map((z) => z.name)).toContain('GDL');
    expect((await call('GET', `/zones/${zone.id}`, staff)).status).toBe(200);

    const deleted = await call('DELETE', `/zones/${zone.id}`, owner);
    expect(deleted.status).toBe(204);
    expect((await coverageAt(GUADALAJARA)).covered).toBe(false);
    expect(await latestAudit(call, owner, 'zone')).toMatchObject({
      action: 'zone.delete',
      before: { name: 'GDL' },
      after: null,
    });
    expect(await countRows(t.database.db, 'audit_log')).toBe(audits + 3);
    expect((await call('GET', `/zones/${zone.id}`, staff)).status).toBe(404);
  });

  const box = boxAround(GUADALAJARA);
  const [west, south] = box[0] as [number, number];
  const [east, north] = box[2] as [number, number];
  it.each([
    ['an open ring', [box.slice(0, 4)], 'no está cerrado'],
    [
      'too few positions',
      [
        [
          [west, south],
          [east, north],
          [west, south],
        ],
      ],
      'al menos 4 posiciones',
    ],
    ['a longitude out of range', [box.map(([lng, lat]) => [Number(lng) - 200, lat])], 'longitud'],
    ['[latitude, longitude] order', [box.map(([lng, lat]) => [lat, lng])], 'latitud'],
    [
      'a ring that crosses itself (a bow tie)',
      [
        [
          [west, south],
          [east, north],
          [east, south],
          [west, north],
          [west, south],
        ],
      ],
      'se cruza consigo mismo (lados 1 y 3)',
    ],
    [
      'a ring that touches itself at a corner',
      [
        [
          [west, south],
          [east, south],
          [west + 0.01, south + 0.01],
          [east, north],
          [west, north],
          [west + 0.01, south + 0.01],
          [west, south],
        ],
      ],
      'se cruza consigo mismo',
    ],
    [
      'a ring that folds back on itself',
      [
        [
          [west, south],
          [east, south],
          [east, north],
          [east, south + 0.01],
          [west, north],
          [west, south],
        ],
      ],
      'se cruza consigo mismo (lados 2 y 3)',
    ],
    [
      'a hole crossing the outline',
      [box, boxAround({ lat: north, lng: east }, 0.005)],
      'el hueco 1 toca o cruza el contorno',
    ],
  ])('refuses %s with a Spanish message, writing nothing', async (_, coordinates, problem) => {
    const before = {
      audits: await countRows(t.database.db, 'audit_log'),
      zones: await countRows(t.database.db, 'delivery_zones'),
    };
    const res = await call(
      'POST',
      '/zones',
      owner,
      zoneBody({ polygon: { type: 'Polygon', coordinates } }),
    );
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.errors?.polygon?.[0]).toContain('La zona «Guadalajara centro» no es válida');
    expect(res.body.errors?.polygon?.[0]).toContain(problem);
    expect(await countRows(t.database.db, 'audit_log')).toBe(before.audits);
    expect(await countRows(t.database.db, 'delivery_zones')).toBe(before.zones);
  });

  it('refuses what is not a polygon, too many positions, bad names and amounts; a change of a refused zone keeps it', async () => {
    const created = await call<{ data: AdminZone }>(
      'POST',
      '/zones',
      owner,
      zoneBody({ name: 'Intacta' }),
    );
    const id = created.body.data.id;
    const audits = await countRows(t.database.db, 'audit_log');
    const many = Array.from({ length: 501 }, (_, i) => [
      -103.3 + Math.cos(i) / 100,
      20.6 + Math.sin(i) / 100,
    ]);
    const cases: [Record<string, unknown>, string][] = [
      [{ polygon: { type: 'Point', coordinates: [-103.3, 20.6] } }, 'polygon'],
      [
        { polygon: { type: 'Polygon', coordinates: [[['-103.3', 20.6]]] } },
        'polygon.coordinates.0.0',
      ],
      [{ polygon: { type: 'Polygon', coordinates: [many] } }, 'polygon.coordinates.0'],
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(121) }, 'name'],
      [{ delivery_fee_cents: -1 }, 'delivery_fee_cents'],
      [{ min_order_cents: 12.5 }, 'min_order_cents'],
      [{ color: 'rojo' }, ''],
    ];
    for (const [overrides, field] of cases) {
      const res = await call('PUT', `/zones/${id}`, owner, zoneBody(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(422);
      expect(res.body.code).toBe('validation_failed');
      const fields = Object.keys(res.body.errors ?? {});
      if (field)
        expect(
          fields.some((key) => key.startsWith(field)),
          fields.join(),
        ).toBe(true);
    }
    expect(await countRows(t.database.db, 'audit_log')).toBe(audits);
    const kept = await call<{ data: AdminZone }>('GET', `/zones/${id}`, owner);
    expect(kept.body.data).toEqual(created.body.data);
  });

  it('keeps another store’s zones out of reach (404)', async () => {
    const polanco = await storeIdOf(t.database.db, 'polanco');
    const other = await t.database.db
      .selectFrom('delivery_zones')
      .select('id')
      .where('store_id', '=', polanco)
      .executeTakeFirstOrThrow();
    expect((await call('PUT', `/zones/${other.id}`, owner, zoneBody())).status).toBe(404);
    expect((await call('DELETE', `/zones/${other.id}`, owner)).status).toBe(404);
  });

  it('shows a zone stored by hand that can’t decide coverage, with its problem', async () => {
    const monterrey = { lat: 25.6866, lng: -100.3161 };
    const { id } = await t.database.db
      .insertInto('delivery_zones')
      .values({
        store_id: interna,
        name: 'Dibujada a mano',
        polygon: JSON.stringify({
          type: 'Polygon',
          coordinates: [boxAround(monterrey).slice(0, 4)],
        }),
        delivery_fee_cents: 0,
        min_order_cents: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const zone = (await call<{ data: AdminZone }>('GET', `/zones/${id}`, owner)).body.data;
    expect(zone.polygon?.coordinates[0]).toHaveLength(4);
    expect(zone.problem).toContain('no está cerrado');
    expect((await coverageAt(monterrey)).covered).toBe(false);
    await t.database.db.deleteFrom('delivery_zones').where('id', '=', id).execute();
  });
});

describe('delivery windows', () => {
  const windowBody = (overrides: Record<string, unknown> = {}) => ({
    type: 'delivery',
    weekday: 0,
    start: '18:00',
    end: '20:00',
    capacity: 5,
    ...overrides,
  });

  async function slotsOn(date: string, type = 'delivery') {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/shop/stores/${interna}/delivery-slots?type=${type}`,
    });
    const days = res.json<{ data: { date: string; slots: { id: number; start: string }[] }[] }>();
    return days.data.find((day) => day.date === date)?.slots ?? [];
  }

  it('adds, changes and removes a window; the slots follow at once', async () => {
    const audits = await countRows(t.database.db, 'audit_log');
    const created = await call<{ data: AdminDeliveryWindow }>(
      'POST',
      '/delivery-windows',
      staff,
      windowBody(),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const window = created.body.data;
    expect(window).toMatchObject({
      weekday: 0,
      start: '18:00',
      end: '20:00',
      capacity: 5,
      pending_orders: 0,
    });
    // Sunday 29 November 2026.
    expect((await slotsOn('2026-11-29')).map((s) => s.start)).toEqual(['10:00', '18:00']);
    expect(await latestAudit(call, owner, 'delivery_window')).toMatchObject({
      action: 'delivery_window.create',
      after: { type: 'delivery', weekday: 0, start: '18:00', end: '20:00', capacity: 5 },
    });

    const moved = await call(
      'PUT',
      `/delivery-windows/${window.id}`,
      owner,
      windowBody({ start: '19:00', end: '21:30' }),
    );
    expect(moved.status).toBe(200);
    expect((await slotsOn('2026-11-29')).map((s) => s.start)).toEqual(['10:00', '19:00']);
    expect(await latestAudit(call, owner, 'delivery_window')).toMatchObject({
      action: 'delivery_window.update',
      before: { start: '18:00', end: '20:00' },
      after: { start: '19:00', end: '21:30' },
    });
    const list = await call<DeliveryWindowListResponse>('GET', '/delivery-windows', staff);
    expect(list.body.data.find((w) => w.id === window.id)).toMatchObject({ start: '19:00' });

    expect((await call('DELETE', `/delivery-windows/${window.id}`, owner)).status).toBe(204);
    expect((await slotsOn('2026-11-29')).map((s) => s.start)).toEqual(['10:00']);
    // Never used: gone for good.
    const row = await t.database.db
      .selectFrom('delivery_windows')
      .select('id')
      .where('id', '=', window.id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
    expect(await latestAudit(call, owner, 'delivery_window')).toMatchObject({
      action: 'delivery_window.delete',
      before: { start: '19:00' },
      after: null,
    });
    expect(await countRows(t.database.db, 'audit_log')).toBe(audits + 3);
  });

  it('refuses bad hours, days and capacities, and windows that overlap, writing nothing', async () => {
    const before = {
      audits: await countRows(t.database.db, 'audit_log'),
      windows: await countRows(t.database.db, 'delivery_windows'),
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ end: '17:00' }, 'end'],
      [{ end: '18:00' }, 'end'],
      [{ start: '25:00' }, 'start'],
      [{ start: '9:00' }, 'start'],
      [{ weekday: 7 }, 'weekday'],
      [{ capacity: 0 }, 'capacity'],
      [{ capacity: 2.5 }, 'capacity'],
      [{ type: 'drone' }, 'type'],
      // Monday 09:00–13:00 is the demo's.
      [{ weekday: 1, start: '12:00', end: '14:00' }, 'start'],
    ];
    for (const [overrides, field] of cases) {
      const res = await call('POST', '/delivery-windows', owner, windowBody(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(res.body)).toContain(field);
    }
    const overlap = await call(
      'POST',
      '/delivery-windows',
      owner,
      windowBody({ weekday: 1, start: '12:00', end: '14:00' }),
    );
    expect(overlap.body.errors).toEqual({
      start: [
        'Se cruza con el horario del lunes de 09:00 a 13:00. Cambia las horas o edita ese horario.',
      ],
    });
    // Pickup has its own hours: the same times as a delivery window are fine.
    expect(await countRows(t.database.db, 'audit_log')).toBe(before.audits);
    expect(await countRows(t.database.db, 'delivery_windows')).toBe(before.windows);
  });

  it('keeps the promises already made: no removal with orders to hand over, no capacity below them', async () => {
    const orders = orderClient(t);
    const offer = roomyOffer(await findOffers(t, 'interna'));
    const shopper = await createUser(t.database.db, {}, MONDAY_10AM);
    const first = await orders.readyCart(shopper, interna, [{ id: offer.id, qty: 10 }], {
      slotIndex: 1,
    });
    const placed = await orders.place(shopper, first.cartId);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const second = await orders.readyCart(shopper, interna, [{ id: offer.id, qty: 10 }], {
      slotIndex: 1,
    });
    expect((await orders.place(shopper, second.cartId)).status).toBe(201);
    const windowId = first.slot.id;
    const audits = await countRows(t.database.db, 'audit_log');

    const listed = await call<DeliveryWindowListResponse>('GET', '/delivery-windows', owner);
    expect(listed.body.data.find((w) => w.id === windowId)?.pending_orders).toBe(2);

    const removal = await call('DELETE', `/delivery-windows/${windowId}`, owner);
    expect(removal.status).toBe(409);
    expect(removal.body.message).toMatch(
      /^Este horario tiene 2 pedidos por entregar \(el primero el \w+, \d+ de \w+ de 2026\)/,
    );
    const current = (
      await call<{ data: AdminDeliveryWindow }>('GET', `/delivery-windows/${windowId}`, owner)
    ).body.data;
    const shrink = await call('PUT', `/delivery-windows/${windowId}`, owner, {
      type: current.type,
      weekday: current.weekday,
      start: current.start,
      end: current.end,
      capacity: 1,
    });
    expect(shrink.status).toBe(409);
    expect(shrink.body.message).toContain(
      'ya hay 2 pedidos en este horario: el cupo no puede ser menor que 2',
    );
    expect(await countRows(t.database.db, 'audit_log')).toBe(audits);

    // Down to the orders held is fine; new hours are fine too (the orders keep theirs).
    const reshaped = await call<{ data: AdminDeliveryWindow }>(
      'PUT',
      `/delivery-windows/${windowId}`,
      owner,
      {
        ...windowBody({ type: current.type, weekday: current.weekday }),
        start: '06:00',
        end: '08:00',
        capacity: 2,
      },
    );
    expect(reshaped.status, JSON.stringify(reshaped.body)).toBe(200);
    expect(reshaped.body.data.pending_orders).toBe(2);
    const kept = await t.database.db
      .selectFrom('orders')
      .select(['delivery_slot_start', 'delivery_slot_end'])
      .where('delivery_slot_id', '=', windowId)
      .execute();
    expect(
      kept.every(
        (o) => o.delivery_slot_start === current.start && o.delivery_slot_end === current.end,
      ),
    ).toBe(true);

    // Once handed over, the window can go: archived, since orders point at it.
    for (const { number } of await t.database.db
      .selectFrom('orders')
      .select('number')
      .where('delivery_slot_id', '=', windowId)
      .execute()) {
      expect((await orders.advance(number ?? '', 'cancelled')).statusCode).toBe(200);
    }
    expect((await call('DELETE', `/delivery-windows/${windowId}`, owner)).status).toBe(204);
    const archived = await t.database.db
      .selectFrom('delivery_windows')
      .select('archived_at')
      .where('id', '=', windowId)
      .executeTakeFirstOrThrow();
    expect(archived.archived_at).toBe(MONDAY_10AM.toISOString());
    const offered = (await orders.slots(interna)).flatMap((day) => day.slots.map((s) => s.id));
    expect(offered).not.toContain(windowId);
    expect((await call('GET', `/delivery-windows/${windowId}`, owner)).status).toBe(404);
  });
});

describe('closed dates', () => {
  async function offeredDates() {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/shop/stores/${interna}/delivery-slots`,
    });
    return res.json<{ data: { date: string }[] }>().data.map((day) => day.date);
  }

  it('closes and reopens a day; the slots follow; one audit entry each', async () => {
    expect(await offeredDates()).toContain('2026-11-26');
    const audits = await countRows(t.database.db, 'audit_log');
    const closed = await call<{ data: ClosedDate }>('POST', '/closed-dates', staff, {
      date: '2026-11-26',
      reason: '  Inventario anual ',
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(201);
    expect(closed.body.data).toEqual({
      date: '2026-11-26',
      reason: 'Inventario anual',
      pending_orders: 0,
    });
    expect(await offeredDates()).not.toContain('2026-11-26');
    expect(await latestAudit(call, owner, 'closed_date')).toMatchObject({
      action: 'closed_date.create',
      entity_id: '2026-11-26',
      after: { date: '2026-11-26', reason: 'Inventario anual' },
    });
    expect((await call('POST', '/closed-dates', owner, { date: '2026-11-26' })).status).toBe(409);

    expect((await call('DELETE', '/closed-dates/2026-11-26', owner)).status).toBe(204);
    expect(await offeredDates()).toContain('2026-11-26');
    expect(await latestAudit(call, owner, 'closed_date')).toMatchObject({
      action: 'closed_date.delete',
      before: { date: '2026-11-26', reason: 'Inventario anual' },
      after: null,
    });
    expect(await countRows(t.database.db, 'audit_log')).toBe(audits + 2);
    expect((await call('DELETE', '/closed-dates/2026-11-26', owner)).status).toBe(404);
  });

  it('refuses past days and impossible dates, changing nothing', async () => {
    const before = {
      audits: await countRows(t.database.db, 'audit_log'),
      closed: await countRows(t.database.db, 'store_closed_dates'),
    };
    const past = await call('POST', '/closed-dates', owner, { date: '2026-11-22' });
    expect(past.status).toBe(422);
    expect(past.body.errors).toEqual({ date: ['Esa fecha ya pasó: elige hoy o un día futuro.'] });
    for (const date of ['2026-02-30', '26-11-30', 'mañana']) {
      const res = await call('POST', '/closed-dates', owner, { date });
      expect(res.status).toBe(422);
      expect(res.body.errors?.date).toEqual(['Escribe una fecha válida como AAAA-MM-DD.']);
    }
    expect(
      (await call('POST', '/closed-dates', owner, { date: '2026-12-01', reason: 'x'.repeat(201) }))
        .status,
    ).toBe(422);
    await t.database.db
      .insertInto('store_closed_dates')
      .values({ store_id: interna, date: '2026-01-06', reason: 'Reyes' })
      .execute();
    const gone = await call('DELETE', '/closed-dates/2026-01-06', owner);
    expect(gone.status).toBe(409);
    expect(await countRows(t.database.db, 'audit_log')).toBe(before.audits);
    expect(await countRows(t.database.db, 'store_closed_dates')).toBe(before.closed + 1);
  });

  it('lists coming days first, soonest first, then past days, and counts the orders a closed day holds', async () => {
    const orders = orderClient(t);
    const offer = roomyOffer(await findOffers(t, 'interna'));
    const shopper = await createUser(t.database.db, {}, MONDAY_10AM);
    const ready = await orders.readyCart(shopper, interna, [{ id: offer.id, qty: 10 }], {
      slotIndex: 4,
    });
    expect((await orders.place(shopper, ready.cartId)).status).toBe(201);

    // Closing a day is never refused for its orders (decision 043): they are counted instead.
    const closed = await call<{ data: ClosedDate }>('POST', '/closed-dates', owner, {
      date: ready.slot.date,
    });
    expect(closed.body.data.pending_orders).toBe(1);
    const list = await call<ClosedDatePage>('GET', '/closed-dates', owner);
    expect(list.body.data.map((d) => d.date)).toEqual([
      ready.slot.date,
      '2026-12-25',
      '2027-01-01',
      '2026-01-06',
    ]);
    expect(list.body.data[0]?.pending_orders).toBe(1);
    expect(list.body.meta).toMatchObject({ total: 4, current_page: 1 });
    const second = await call<ClosedDatePage>('GET', '/closed-dates?per_page=3&page=2', owner);
    expect(second.body.data.map((d) => d.date)).toEqual(['2026-01-06']);
  });
});
