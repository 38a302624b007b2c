import sharp from 'sharp';
import { multipartFile } from './multipart';

/**
 * A store's records that the operator API names in its paths (decision 040), and one
 * well-formed request for each operation that names one: the ownership matrix sends them
 * through another store's console with this store's ids and with ids that exist nowhere.
 */
export interface StoreRecords {
  number: string;
  /** A line of the order `number`. */
  orderLine: number;
  product: number;
  importId: string;
  zone: number;
  window: number;
  closedDate: string;
  coupon: number;
}

export interface RecordStep {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, as the document publishes it. */
  route: string;
  /** The path filled for one store (`slug`) and one set of records. */
  url: (slug: string, records: StoreRecords) => string;
  /** A request the schema accepts, so only the record's ownership can refuse it. */
  body?: () => Promise<{ payload: string | Buffer; headers: Record<string, string> }>;
}

const json = (value: unknown) => async () => ({
  payload: JSON.stringify(value),
  headers: { 'content-type': 'application/json' },
});

const AROUND_ROMA = {
  type: 'Polygon',
  coordinates: [
    [
      [-99.17, 19.41],
      [-99.15, 19.41],
      [-99.15, 19.43],
      [-99.17, 19.43],
      [-99.17, 19.41],
    ],
  ],
};

const base = (slug: string) => `/api/admin/stores/${slug}`;

export const RECORD_STEPS: RecordStep[] = [
  {
    method: 'GET',
    route: '/api/admin/stores/{slug}/orders/{number}',
    url: (slug, r) => `${base(slug)}/orders/${r.number}`,
  },
  {
    method: 'POST',
    route: '/api/admin/stores/{slug}/orders/{number}/status',
    url: (slug, r) => `${base(slug)}/orders/${r.number}/status`,
    body: json({ status: 'cancelled', reason: 'Prueba de otra tienda' }),
  },
  {
    method: 'PUT',
    route: '/api/admin/stores/{slug}/orders/{number}/picking',
    url: (slug, r) => `${base(slug)}/orders/${r.number}/picking`,
    // The order is looked up before its lines: every line id is well formed here.
    body: json({ lines: [{ line_id: 1, picked_qty: 0 }] }),
  },
  {
    method: 'POST',
    route: '/api/admin/stores/{slug}/orders/{number}/picking/done',
    url: (slug, r) => `${base(slug)}/orders/${r.number}/picking/done`,
  },
  {
    method: 'GET',
    route: '/api/admin/stores/{slug}/orders/{number}/lines/{lineId}/substitutes',
    url: (slug, r) => `${base(slug)}/orders/${r.number}/lines/${String(r.orderLine)}/substitutes`,
  },
  {
    method: 'GET',
    route: '/api/admin/stores/{slug}/products/{id}',
    url: (slug, r) => `${base(slug)}/products/${r.product}`,
  },
  {
    method: 'PATCH',
    route: '/api/admin/stores/{slug}/products/{id}',
    url: (slug, r) => `${base(slug)}/products/${r.product}`,
    body: json({ price_cents: 999, stock: 0 }),
  },
  {
    method: 'PUT',
    route: '/api/admin/stores/{slug}/products/{id}/image',
    url: (slug, r) => `${base(slug)}/products/${r.product}/image`,
    body: async () => {
      const png = await sharp({
        create: { width: 64, height: 64, channels: 3, background: '#74dab7' },
      })
        .png()
        .toBuffer();
      return multipartFile('file', 'foto.png', 'image/png', png);
    },
  },
  {
    method: 'POST',
    route: '/api/admin/stores/{slug}/imports/{id}/commit',
    url: (slug, r) => `${base(slug)}/imports/${r.importId}/commit`,
  },
  {
    method: 'GET',
    route: '/api/admin/stores/{slug}/zones/{id}',
    url: (slug, r) => `${base(slug)}/zones/${r.zone}`,
  },
  {
    method: 'PUT',
    route: '/api/admin/stores/{slug}/zones/{id}',
    url: (slug, r) => `${base(slug)}/zones/${r.zone}`,
    body: json({
      name: 'Zona tomada',
      polygon: AROUND_ROMA,
      delivery_fee_cents: 100,
      min_order_cents: 0,
    }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/stores/{slug}/zones/{id}',
    url: (slug, r) => `${base(slug)}/zones/${r.zone}`,
  },
  {
    method: 'GET',
    route: '/api/admin/stores/{slug}/delivery-windows/{id}',
    url: (slug, r) => `${base(slug)}/delivery-windows/${r.window}`,
  },
  {
    method: 'PUT',
    route: '/api/admin/stores/{slug}/delivery-windows/{id}',
    url: (slug, r) => `${base(slug)}/delivery-windows/${r.window}`,
    body: json({ type: 'delivery', weekday: 3, start: '08:00', end: '09:00', capacity: 1 }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/stores/{slug}/delivery-windows/{id}',
    url: (slug, r) => `${base(slug)}/delivery-windows/${r.window}`,
  },
  {
    method: 'DELETE',
    route: '/api/admin/stores/{slug}/closed-dates/{date}',
    url: (slug, r) => `${base(slug)}/closed-dates/${r.closedDate}`,
  },
  {
    method: 'GET',
    route: '/api/admin/stores/{slug}/coupons/{id}',
    url: (slug, r) => `${base(slug)}/coupons/${r.coupon}`,
  },
  {
    method: 'PUT',
    route: '/api/admin/stores/{slug}/coupons/{id}',
    url: (slug, r) => `${base(slug)}/coupons/${r.coupon}`,
    body: json({
      code: 'TOMADO2026',
      description: 'Cupón tomado',
      kind: 'percent',
      value: 90,
      min_subtotal_cents: 0,
      starts_at: null,
      ends_at: null,
      max_uses: null,
      max_uses_per_user: null,
      active: true,
    }),
  },
  {
    method: 'DELETE',
    route: '/api/admin/stores/{slug}/coupons/{id}',
    url: (slug, r) => `${base(slug)}/coupons/${r.coupon}`,
  },
];

/**
 * Operations whose path names something that is not one store's record: the person an owner
 * gives a role to (any registered user may be given one, in any store).
 */
export const NOT_STORE_RECORDS = new Set(['PUT /api/admin/stores/{slug}/operators/{phone}']);
