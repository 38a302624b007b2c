import type {
  AdminDaySlot,
  AdminOrder,
  AdminOrderLine,
  AdminOrderListItem,
  AdminOrderPage,
  OrderEvent,
  OrderStatus,
  PickingList,
  StoreSummary,
  SubstituteOption,
} from '@canasta/contract';
import { lineTotal } from '@canasta/contract';
import { vi } from 'vitest';
import type { MockHandler } from '../../testing/mock-api';
import { mockConsoleApi } from './console-api';

/**
 * Fakes of the orders area's admin API for the console's tests: factories of its answers and
 * a live event stream the test writes to.
 */
export const TODAY = '2026-11-23';

const counts = (
  values: Partial<Record<OrderStatus, number>> = {},
): Record<OrderStatus, number> => ({
  pending: 0,
  confirmed: 0,
  preparing: 0,
  on_the_way: 0,
  ready_for_pickup: 0,
  delivered: 0,
  cancelled: 0,
  ...values,
});

export const MORNING = { id: 11, start: '09:00', end: '13:00' };
export const AFTERNOON = { id: 12, start: '13:00', end: '17:00' };

export function listItem(overrides: Partial<AdminOrderListItem> = {}): AdminOrderListItem {
  return {
    id: 1,
    number: '100001',
    status: 'pending',
    payment_status: 'pending',
    payment_method: 'cash',
    delivery_type: 'delivery',
    delivery_date: TODAY,
    delivery_slot: MORNING,
    customer: { name: 'Lucía Hernández', phone: '+525512345678' },
    neighborhood: 'Roma Sur',
    item_count: 3,
    total_cents: 45_000,
    estimated: false,
    picking: 'pending',
    store_absorbs_cents: 0,
    cash_change_cents: null,
    awaiting_payment: false,
    currency: 'MXN',
    created_at: '2026-11-23T15:10:00.000Z',
    ...overrides,
  };
}

export function daySlot(
  slot: { id: number; start: string; end: string },
  byStatus: Partial<Record<OrderStatus, number>>,
): AdminDaySlot {
  const by_status = counts(byStatus);
  return {
    ...slot,
    delivery_type: 'delivery',
    total: Object.values(by_status).reduce((sum, n) => sum + n, 0),
    by_status,
  };
}

interface BoardPageOptions {
  slots?: AdminDaySlot[];
  date?: string;
  page?: number;
  lastPage?: number;
  total?: number;
}

/** One page of the board, its day's counts made from `slots`. */
export function boardPage(
  data: AdminOrderListItem[],
  { slots = [], date = TODAY, page = 1, lastPage = 1, total = data.length }: BoardPageOptions = {},
): AdminOrderPage {
  const byStatus = counts();
  for (const slot of slots) {
    for (const [status, n] of Object.entries(slot.by_status)) byStatus[status as OrderStatus] += n;
  }
  return {
    data,
    meta: { current_page: page, per_page: 100, total, last_page: lastPage },
    day: {
      date,
      total: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
      by_status: byStatus,
      slots,
    },
  };
}

export function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    ...listItem(),
    items: [
      orderLine({
        id: 1,
        purchaseable_id: 501,
        name: 'Aguacate Hass',
        sku: 'aguacate-hass',
        unit: 'kg',
        qty: 2,
        unit_price_cents: 8_900,
        list_unit_price_cents: 8_900,
      }),
      orderLine({
        id: 2,
        purchaseable_id: 502,
        name: 'Tortillas de maíz',
        sku: null,
        unit: 'paquete 1 kg',
        qty: 1,
        unit_price_cents: 2_400,
        list_unit_price_cents: 2_800,
      }),
    ],
    item_count: 2,
    subtotal_cents: 20_200,
    discount_cents: 0,
    delivery_fee_cents: 3_500,
    wallet_applied_cents: 0,
    total_cents: 23_700,
    estimated_total_cents: 23_700,
    coupon_code: null,
    zone_name: 'Centro',
    address: {
      id: 7,
      label: 'Casa',
      street: 'Calle Medellín',
      exterior_number: '235-B',
      internal_number: 'Depto 4',
      neighborhood: 'Roma Sur',
      postal_code: '06760',
      municipality: 'Cuauhtémoc',
      city: 'Ciudad de México',
      state: 'Ciudad de México',
      between_streets: 'Coahuila y Campeche',
      references: 'Portón verde',
      lat: 19.4194,
      lng: -99.1617,
      receiver_name: 'Lucía Hernández',
      receiver_phone: '+525512345678',
    },
    client: null,
    placed_by: { id: 21, name: 'Lucía Hernández', phone: '+525512345678' },
    payment: {
      method: 'cash',
      status: 'pending',
      card: null,
      wallet_applied_cents: 0,
      card_charge: null,
      collect_cents: 23_700,
      cash_tendered_cents: null,
    },
    notes: 'Tocar el timbre dos veces',
    status_history: [
      { status: 'pending', at: '2026-11-23T15:10:00.000Z', actor: null, reason: null },
    ],
    next_statuses: ['confirmed', 'cancelled'],
    ...overrides,
  };
}

/**
 * An order line as the API sends it: by the piece unless `sold_by: 'weight'` (then `qty` is
 * grams and the prices are per kilogram). What was ordered, the totals and the preference
 * follow from the overrides; nothing picked yet.
 */
export function orderLine(overrides: Partial<AdminOrderLine> = {}): AdminOrderLine {
  const soldBy = overrides.sold_by ?? 'unit';
  const qty = overrides.qty ?? 1;
  const price = overrides.unit_price_cents ?? 2_000;
  const total = lineTotal({ soldBy, qty, unitPriceCents: price });
  return {
    id: 1,
    purchaseable_id: 501,
    name: 'Aguacate Hass',
    sku: null,
    unit: soldBy === 'weight' ? 'kg' : 'pieza',
    image_url: null,
    sold_by: soldBy,
    qty,
    ordered_qty: qty,
    picked_qty: null,
    unit_price_cents: price,
    list_unit_price_cents: price,
    estimated_line_total_cents: total,
    line_total_cents: total,
    substitution: 'similar',
    substitute: null,
    ...overrides,
  };
}

/** A product the store may offer in a missing line's place. */
export function substituteOption(overrides: Partial<SubstituteOption> = {}): SubstituteOption {
  return {
    purchaseable_id: 601,
    name: 'Aguacate criollo',
    unit: 'pieza',
    image_url: null,
    sold_by: 'unit',
    price_cents: 1_500,
    stock: 12,
    weight_step_g: null,
    ...overrides,
  };
}

export function summary(overrides: Partial<StoreSummary> = {}): StoreSummary {
  return {
    date: TODAY,
    today: TODAY,
    orders: 12,
    cancelled: 1,
    sales_cents: 540_000,
    delivered_cents: 120_000,
    paid_cents: 120_000,
    awaiting_payment_orders: 0,
    awaiting_payment_cents: 0,
    average_basket_cents: 45_000,
    currency: 'MXN',
    by_status: counts({
      pending: 4,
      confirmed: 3,
      preparing: 2,
      on_the_way: 1,
      delivered: 2,
      cancelled: 1,
    }),
    sold_out_count: 1,
    low_stock_count: 1,
    low_stock_threshold: 5,
    stock_alerts: [
      { purchaseable_id: 501, name: 'Aguacate Hass', sku: 'aguacate-hass', unit: 'kg', stock: 0 },
      { purchaseable_id: 502, name: 'Limón sin semilla', sku: null, unit: 'kg', stock: 3 },
    ],
    ...overrides,
  };
}

export function pickingList(overrides: Partial<PickingList> = {}): PickingList {
  return {
    date: TODAY,
    slot: { ...MORNING, delivery_type: 'delivery' },
    products: [
      {
        purchaseable_id: 501,
        name: 'Aguacate Hass',
        sku: 'aguacate-hass',
        unit: 'kg',
        sold_by: 'unit',
        qty: 5,
        order_count: 2,
      },
      {
        purchaseable_id: 502,
        name: 'Tortillas de maíz',
        sku: null,
        unit: 'paquete',
        sold_by: 'unit',
        qty: 1,
        order_count: 1,
      },
    ],
    orders: [
      {
        number: '100001',
        status: 'confirmed',
        delivery_type: 'delivery',
        customer: { name: 'Lucía Hernández', phone: '+525512345678' },
        neighborhood: 'Roma Sur',
        notes: null,
        lines: [
          {
            purchaseable_id: 501,
            name: 'Aguacate Hass',
            sku: 'aguacate-hass',
            unit: 'kg',
            sold_by: 'unit',
            qty: 2,
          },
          {
            purchaseable_id: 502,
            name: 'Tortillas de maíz',
            sku: null,
            unit: 'paquete',
            sold_by: 'unit',
            qty: 1,
          },
        ],
      },
      {
        number: '100002',
        status: 'pending',
        delivery_type: 'delivery',
        customer: { name: 'Ana Torres', phone: '+525598765432' },
        neighborhood: 'Narvarte',
        notes: 'Sin bolsas de plástico',
        lines: [
          {
            purchaseable_id: 501,
            name: 'Aguacate Hass',
            sku: 'aguacate-hass',
            unit: 'kg',
            sold_by: 'unit',
            qty: 3,
          },
        ],
      },
    ],
    ...overrides,
  };
}

/** The store's live feed as the test writes it: `send` puts an event on every open stream. */
export interface FakeOrderStream {
  /** The Last-Event-ID each connection sent (null when it sent none). */
  connections: (string | null)[];
  send: (event: OrderEvent) => void;
}

/**
 * The console's fake API (mockConsoleApi) with the orders area's routes, and `GET
 * /orders/events` answered by a stream the test controls.
 */
export function mockOrdersConsole(admin: Record<string, MockHandler>) {
  const api = mockConsoleApi({ admin });
  const encoder = new TextEncoder();
  const open = new Set<ReadableStreamDefaultController<Uint8Array>>();
  const stream: FakeOrderStream = {
    connections: [],
    send: (event) => {
      const text = `id: ${String(event.id)}\nevent: order\ndata: ${JSON.stringify(event)}\n\n`;
      for (const controller of open) controller.enqueue(encoder.encode(text));
    },
  };
  const answer = api.fetch.getMockImplementation();
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    if (!url.pathname.endsWith('/orders/events')) return answer?.(input, init);
    stream.connections.push(new Headers(init?.headers).get('Last-Event-ID'));
    let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
    const body = new ReadableStream<Uint8Array>({
      start: (each) => {
        controller = each;
        open.add(each);
        each.enqueue(encoder.encode('retry: 3000\n\n'));
      },
      cancel: () => {
        if (controller) open.delete(controller);
      },
    });
    init?.signal?.addEventListener('abort', () => {
      if (!controller) return;
      open.delete(controller);
      controller.error(new DOMException('The stream was aborted.', 'AbortError'));
    });
    return Promise.resolve(
      new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    );
  });
  return { api, stream };
}

export function orderEvent(
  id: number,
  order: AdminOrderListItem,
  type: OrderEvent['type'] = 'created',
  by: OrderEvent['by'] = type === 'created' ? 'customer' : 'store',
): OrderEvent {
  return { id, type, status: order.status, by, at: order.created_at, order };
}
