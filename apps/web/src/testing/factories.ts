import {
  cardHoldCents,
  lineTotal,
  priceCart,
  type Banner,
  type Cart,
  type CartResponse,
  type Category,
  type CollectionPreview,
  type InventoryItem,
  type PageMeta,
  type Settings,
  type Store,
} from '@canasta/contract';
import { draftCart } from '../features/cart/utils/cart-changes';

/** Builders of contract-shaped data; each call returns a fresh object. */

export function makeSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    site_name: 'Canasta',
    currency: 'MXN',
    locale: 'es-MX',
    country: 'MX',
    gtm_id: null,
    support_whatsapp: null,
    map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    maintenance: false,
    maintenance_stores: [],
    payment_methods: ['cash', 'card'],
    geocoding: false,
    postal_codes: false,
    ...overrides,
  };
}

export function makeStore(overrides: Partial<Store> = {}): Store {
  return {
    id: 1,
    slug: 'interna',
    name: 'Canasta Roma Sur',
    address: 'Calle Medellín 235, Roma Sur, CDMX',
    lat: 19.4194,
    lng: -99.1617,
    logo_url: '/uploads/demo/stores/interna.webp',
    phone: null,
    whatsapp: null,
    time_zone: 'America/Mexico_City',
    delivery_types: ['delivery', 'pickup'],
    payment_methods: ['cash', 'card'],
    ...overrides,
  };
}

export function makeItem(
  id: number,
  overrides: Partial<Omit<InventoryItem, 'product'>> & { name?: string; unit?: string } = {},
): InventoryItem {
  const { name = `Producto ${id}`, unit = 'kg', ...item } = overrides;
  const slug = `producto-${id}`;
  return {
    id,
    price_cents: 2490,
    compare_at_price_cents: null,
    stock: 50,
    max_per_order: 10,
    available: (item.stock ?? 50) > 0,
    sold_by: 'unit',
    weight_step_g: null,
    min_weight_g: null,
    max_weight_g: null,
    approx_piece_g: null,
    ...item,
    product: {
      id,
      slug,
      name,
      description: `Descripción de ${name}.`,
      images: [
        {
          url: `/uploads/demo/products/${slug}-800.webp`,
          thumb_url: `/uploads/demo/products/${slug}-400.webp`,
          sources: {
            avif: [200, 400, 800]
              .map((w) => `/uploads/demo/products/${slug}-${w}.avif ${w}w`)
              .join(', '),
            webp: [200, 400, 800]
              .map((w) => `/uploads/demo/products/${slug}-${w}.webp ${w}w`)
              .join(', '),
          },
          share_url: `/uploads/demo/products/${slug}-share.jpg`,
          width: 800,
          height: 800,
          alt: name,
        },
      ],
      category_id: 1,
      unit,
    },
  };
}

/**
 * An offer sold by weight: priced per kilogram, stock and limit in grams (by default 250 g
 * steps from 250 g up to 3 kg, 10 kg in stock).
 */
export function makeWeightItem(
  id: number,
  overrides: Partial<Omit<InventoryItem, 'product'>> & { name?: string; unit?: string } = {},
): InventoryItem {
  const max = overrides.max_weight_g ?? overrides.max_per_order ?? 3000;
  return makeItem(id, {
    price_cents: 5500,
    stock: 10_000,
    sold_by: 'weight',
    weight_step_g: 250,
    min_weight_g: 250,
    approx_piece_g: null,
    ...overrides,
    max_weight_g: max,
    max_per_order: max,
  });
}

export function makeBanner(id: number, overrides: Partial<Banner> = {}): Banner {
  return {
    id,
    image_url: `/uploads/demo/banners/interna-${id}-1200.webp`,
    image_sources: {
      avif: [480, 800, 1200]
        .map((w) => `/uploads/demo/banners/interna-${id}-${w}.avif ${w}w`)
        .join(', '),
      webp: [480, 800, 1200]
        .map((w) => `/uploads/demo/banners/interna-${id}-${w}.webp ${w}w`)
        .join(', '),
    },
    alt: `Promoción ${id}`,
    link_url: `/tienda/interna/collection/${id}`,
    position: id,
    ...overrides,
  };
}

export function makeCategory(id: number, overrides: Partial<Category> = {}): Category {
  return {
    id,
    name: `Categoría ${id}`,
    slug: `categoria-${id}`,
    image_url: `/uploads/demo/categories/categoria-${id}.webp`,
    visible: true,
    position: id,
    ...overrides,
  };
}

export function makeCollection(
  id: number,
  name: string,
  items: InventoryItem[],
  position = id,
): CollectionPreview {
  return { id, name, position, items };
}

export function pageMeta(page: number, total: number, perPage = 20): PageMeta {
  return {
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** A server cart holding `[item, qty]` lines, with totals added up as the server does. */
export function makeCart(
  lines: [InventoryItem, number][],
  overrides: Partial<Cart> = {},
): CartResponse {
  const substitution = overrides.substitution_default ?? 'similar';
  const items = lines.map(([item, qty], index) => ({
    id: index + 1,
    qty,
    unit_price_cents: item.price_cents,
    list_unit_price_cents: item.price_cents,
    line_total_cents: lineTotal({ soldBy: item.sold_by, qty, unitPriceCents: item.price_cents }),
    price_range: null,
    substitution,
    purchaseable: item,
  }));
  const totals = priceCart({
    lines: items.map((line) => ({
      soldBy: line.purchaseable.sold_by,
      qty: line.qty,
      unitPriceCents: line.unit_price_cents,
      available: line.purchaseable.available,
    })),
    coupon: null,
    deliveryFeeCents: 0,
  });
  const discount = overrides.coupon?.applied ? overrides.coupon.discount_cents : 0;
  const total = totals.subtotalCents - discount;
  return {
    cart: { ...draftCart(1).cart, id: 'cart-test', items, ...overrides },
    extra: {
      subtotal_cents: totals.subtotalCents,
      discount_cents: discount,
      delivery_fee_cents: 0,
      wallet_applied_cents: 0,
      total_cents: total,
      item_count: totals.itemCount,
      min_order_cents: 0,
      currency: 'MXN',
      estimated: totals.estimated,
      hold_cents: cardHoldCents({ totals, cardPartCents: total, marginPercent: 10 }),
      hold_margin_percent: 10,
    },
  };
}
