import {
  type AdminProduct,
  type Category,
  DEFAULT_MAX_PER_ORDER,
  LOW_STOCK_BELOW,
  type ProductImage,
  pageMeta,
} from '@canasta/contract';
import { type MockHandler, apiError, json } from '../../testing/mock-api';
import { mockConsoleApi } from './console-api';

/**
 * A fake of the catalogue area's admin API for the console's tests (decision 042): a store's
 * products in memory, listed with the API's filters, created, changed and given a photo. Tests
 * replace or add routes (a refusal, the imports) through `handlers`.
 */
export const CATEGORIES: Category[] = [
  { id: 1, name: 'Frutas', slug: 'frutas', image_url: null, visible: true, position: 1 },
  { id: 6, name: 'Abarrotes', slug: 'abarrotes', image_url: null, visible: true, position: 6 },
];

let nextId = 500;

export function adminProduct(overrides: Partial<AdminProduct> = {}): AdminProduct {
  const id = overrides.id ?? nextId++;
  return {
    id,
    sku: `SKU-${id}`,
    slug: `producto-${id}`,
    name: `Producto ${id}`,
    description: '',
    category_id: 1,
    unit: 'pieza',
    images: [],
    price_cents: 2_500,
    compare_at_price_cents: null,
    min_price_cents: null,
    stock: 20,
    max_per_order: DEFAULT_MAX_PER_ORDER,
    visible: true,
    sold_by: 'unit',
    weight_step_g: null,
    min_weight_g: null,
    max_weight_g: null,
    approx_piece_g: null,
    ...overrides,
  };
}

export const AGUACATE = adminProduct({
  id: 11,
  sku: 'aguacate-hass-kg',
  slug: 'aguacate-hass-kg',
  name: 'Aguacate Hass',
  unit: 'kg',
  price_cents: 7_990,
  stock: 25,
});
export const QUESO = adminProduct({
  id: 12,
  sku: 'queso-panela-400g',
  slug: 'queso-panela-400g',
  name: 'Queso panela',
  price_cents: 6_490,
  stock: 0,
});
export const MANGO = adminProduct({
  id: 13,
  sku: 'mango-ataulfo-kg',
  slug: 'mango-ataulfo-kg',
  name: 'Mango Ataúlfo',
  unit: 'kg',
  price_cents: 4_490,
  stock: 3,
  visible: false,
});

export function photoOf(base: string, alt: string): ProductImage {
  return {
    url: `${base}-800.webp`,
    thumb_url: `${base}-400.webp`,
    sources: { avif: `${base}-400.avif 400w`, webp: `${base}-400.webp 400w` },
    // The link-preview card is the offer's, in the shop's answer (decision 051).
    share_url: null,
    width: 800,
    height: 800,
    alt,
  };
}

/** The API's filters, as the server reads them. */
function listed(products: readonly AdminProduct[], query: URLSearchParams): AdminProduct[] {
  const q = query.get('q')?.toLowerCase();
  const category = query.get('category_id');
  const stock = query.get('stock');
  const visible = query.get('visible');
  return products.filter(
    (product) =>
      (!q ||
        product.name.toLowerCase().includes(q) ||
        (product.sku ?? '').toLowerCase().startsWith(q)) &&
      (!category || product.category_id === Number(category)) &&
      (stock !== 'out' || product.stock === 0) &&
      (stock !== 'low' || (product.stock > 0 && product.stock < LOW_STOCK_BELOW)) &&
      (visible === null || product.visible === (visible === 'true')),
  );
}

export function mockCatalogueConsole({
  products: initial = [AGUACATE, QUESO, MANGO],
  handlers = {},
}: { products?: AdminProduct[]; handlers?: Record<string, MockHandler> } = {}) {
  const products = initial.map((product) => ({ ...product }));
  const find = (id: string) => products.find((product) => product.id === Number(id));
  const notFound = () =>
    apiError(404, 'product_not_found', 'No encontramos ese producto en esta tienda.');
  const api = mockConsoleApi({
    shopRoutes: { 'GET /categories': () => json({ data: CATEGORIES }) },
    admin: {
      'GET /stores/:slug/products': ({ query }) => {
        const page = Number(query.get('page') ?? 1);
        const perPage = Number(query.get('per_page') ?? 20);
        const all = listed(products, query);
        return json({
          data: all.slice((page - 1) * perPage, page * perPage),
          meta: pageMeta(page, perPage, all.length),
        });
      },
      'GET /stores/:slug/products/:id': ({ params }) => {
        const product = find(params.id ?? '');
        return product ? json({ data: product }) : notFound();
      },
      'PATCH /stores/:slug/products/:id': ({ params, body }) => {
        const product = find(params.id ?? '');
        if (!product) return notFound();
        Object.assign(product, body);
        return json({ data: product });
      },
      'POST /stores/:slug/products': ({ body }) => {
        const product = adminProduct({
          ...(body as Partial<AdminProduct>),
          slug: 'guanabana',
          images: [],
        });
        products.push(product);
        return json({ data: product }, 201);
      },
      'PUT /stores/:slug/products/:id/image': ({ params }) => {
        const product = find(params.id ?? '');
        if (!product) return notFound();
        product.images = [photoOf(`/uploads/products/1/nueva-${product.id}`, product.name)];
        return json({ data: product });
      },
      ...handlers,
    },
  });
  return { api, products };
}
