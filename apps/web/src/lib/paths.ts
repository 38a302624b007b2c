/**
 * The shop front's URLs (spec §2), written once: the router registers the patterns, screens
 * build links with the helpers. Paths keep the spec's exact spelling and capitals.
 */
export const FALLBACK_STORE_SLUG = 'interna';

export const routePatterns = {
  storeHome: '/tienda/:slugName',
  cart: '/tienda/:slugName/cartlist',
  phoneCheck: '/tienda/:slugName/phoneCheck',
  collection: '/tienda/:slugName/collection/:id',
  product: '/tienda/:slugName/product/:slugProduct',
  categories: '/menu/:slugName/Categories',
  category: '/menu/:slugName/Categories/:id',
  offline: '/offline',
} as const;

const segment = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  storeHome: (slug: string) => `/tienda/${segment(slug)}`,
  cart: (slug: string) => `/tienda/${segment(slug)}/cartlist`,
  /** The checkout's next step after the cart (its screen lands with sign-in). */
  phoneCheck: (slug: string) => `/tienda/${segment(slug)}/phoneCheck`,
  collection: (slug: string, collectionId: number) =>
    `/tienda/${segment(slug)}/collection/${segment(collectionId)}`,
  product: (slug: string, productSlug: string) =>
    `/tienda/${segment(slug)}/product/${segment(productSlug)}`,
  categories: (slug: string) => `/menu/${segment(slug)}/Categories`,
  category: (slug: string, categoryId: number) =>
    `/menu/${segment(slug)}/Categories/${segment(categoryId)}`,
  offline: () => routePatterns.offline,
};

/** A route's numeric id (`/collection/:id`), or null when it isn't a positive whole number. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
