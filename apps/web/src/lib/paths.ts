/**
 * The shop front's URLs (spec §2), written once: the router registers the patterns, screens
 * build links with the helpers. Paths keep the spec's exact spelling and capitals. The public
 * catalogue pages come from the contract, which the server's sitemaps read too.
 */
import { shopPagePatterns } from '@canasta/contract';

export const FALLBACK_STORE_SLUG = 'interna';

export const routePatterns = {
  ...shopPagePatterns,
  cart: '/tienda/:slugName/cartlist',
  phoneCheck: '/tienda/:slugName/phoneCheck',
  phoneCheckCode: '/tienda/:slugName/phoneCheckCode',
  login: '/menu/:slugName/auth/login',
  loginCheck: '/menu/:slugName/auth/logincheck',
  profile: '/menu/:slugName/Profile',
  setAddress: '/tienda/:slugName/set_adress',
  setAddressDetail: '/tienda/:slugName/set_address_detail',
  coverage: '/menu/:slugName/Cobertura',
  /** Beyond the spec's routes: the LFPDPPP privacy notice (decision 037). */
  privacyNotice: '/menu/:slugName/aviso-de-privacidad',
  deliveryType: '/tienda/:slugName/envio_tipo',
  deliveryDate: '/tienda/:slugName/envio_fecha',
  deliveryAddress: '/tienda/:slugName/envio_direccion',
  cartPreview: '/tienda/:slugName/cart-preview',
  paymentMethod: '/tienda/:slugName/payment_method',
  checkoutAuth: '/tienda/:slugName/checkout_auth',
  orderPlaced: '/tienda/:slugName/pedido-realizado',
  orders: '/menu/:slugName/Orders',
  order: '/menu/:slugName/orders/:id',
  /** Beyond the spec's routes: changing a placed order until the store's cut-off (issue 27). */
  orderEdit: '/menu/:slugName/orders/:id/modificar',
  notifications: '/menu/:slugName/Notifications',
  wallet: '/menu/:slugName/wallet',
  clients: '/menu/:slugName/Clients',
  clientRegister: '/menu/:slugName/Clients/register',
  clientSetAddress: '/menu/:slugName/Clients/setaddress',
  clientSetAddressDetail: '/menu/:slugName/Clients/setaddressdetail',
  clientSelect: '/menu/:slugName/clientselect',
  checkoutClientRegister: '/tienda/:slugName/client_register',
  checkoutClientAddress: '/tienda/:slugName/set_client_adress',
  checkoutClientAddressDetail: '/tienda/:slugName/set_client_address_detail',
  offline: '/offline',
  /**
   * Beyond the spec (which sends unknown paths to the store): an address the shop doesn't have
   * is "not found", a 404 from the server too (decision 045); inside a store, that store's page.
   */
  storePageNotFound: '/tienda/:slugName/*',
  menuPageNotFound: '/menu/:slugName/*',
  pageNotFound: '*',
} as const;

/**
 * Which client a client screen is about: the client (`client`, to edit them or give them an
 * address), the address being edited (`edit`), and where to return when done (`next`).
 */
export interface ClientIntent {
  client?: number | null;
  edit?: number | null;
  next?: string | null;
}

const withClientIntent = (path: string, { client, edit, next }: ClientIntent = {}) => {
  const params = new URLSearchParams();
  if (client) params.set('client', String(client));
  if (edit) params.set('edit', String(edit));
  if (next) params.set('next', next);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/**
 * Why the shopper is on the address screens: a new address or one to edit (`edit`), whether it
 * is for the cart's delivery (`checkout`), and where to return when done (`next`).
 */
export interface AddressIntent {
  edit?: number | null;
  checkout?: boolean;
  next?: string | null;
}

const segment = (value: string | number) => encodeURIComponent(String(value));

/** Adds `?next=` (where to go after signing in) when there is somewhere to return to. */
const withNext = (path: string, next?: string | null) =>
  next ? `${path}?${new URLSearchParams({ next }).toString()}` : path;

const withIntent = (path: string, { edit, checkout, next }: AddressIntent = {}) => {
  const params = new URLSearchParams();
  if (edit) params.set('edit', String(edit));
  if (checkout) params.set('checkout', '1');
  if (next) params.set('next', next);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export const paths = {
  storeHome: (slug: string) => `/tienda/${segment(slug)}`,
  /** The store home listing a search's results (`?q=`). */
  storeSearch: (slug: string, query: string) =>
    `/tienda/${segment(slug)}?${new URLSearchParams({ q: query }).toString()}`,
  /**
   * The operator console (decision 041), another page of the site: one store's, or the list of
   * the stores someone runs.
   */
  console: (slug?: string) => (slug === undefined ? '/admin' : `/admin/${segment(slug)}`),
  cart: (slug: string) => `/tienda/${segment(slug)}/cartlist`,
  /** The checkout's sign-in step after the cart: enter the phone… */
  phoneCheck: (slug: string, next?: string | null) =>
    withNext(`/tienda/${segment(slug)}/phoneCheck`, next),
  /** …then the code sent to it. */
  phoneCheckCode: (slug: string, next?: string | null) =>
    withNext(`/tienda/${segment(slug)}/phoneCheckCode`, next),
  collection: (slug: string, collectionId: number) =>
    `/tienda/${segment(slug)}/collection/${segment(collectionId)}`,
  product: (slug: string, productSlug: string) =>
    `/tienda/${segment(slug)}/product/${segment(productSlug)}`,
  categories: (slug: string) => `/menu/${segment(slug)}/Categories`,
  category: (slug: string, categoryId: number) =>
    `/menu/${segment(slug)}/Categories/${segment(categoryId)}`,
  /** Sign-in from the menu, the header's "Entrar" and guarded routes. */
  login: (slug: string, next?: string | null) =>
    withNext(`/menu/${segment(slug)}/auth/login`, next),
  loginCheck: (slug: string, next?: string | null) =>
    withNext(`/menu/${segment(slug)}/auth/logincheck`, next),
  profile: (slug: string) => `/menu/${segment(slug)}/Profile`,
  /** The map step of an address (the spec's spelling, `set_adress`)… */
  setAddress: (slug: string, intent?: AddressIntent) =>
    withIntent(`/tienda/${segment(slug)}/set_adress`, intent),
  /** …then its details. */
  setAddressDetail: (slug: string, intent?: AddressIntent) =>
    withIntent(`/tienda/${segment(slug)}/set_address_detail`, intent),
  /** Where the store delivers, and whether it reaches a point (public). */
  coverage: (slug: string) => `/menu/${segment(slug)}/Cobertura`,
  privacyNotice: (slug: string) => `/menu/${segment(slug)}/aviso-de-privacidad`,
  /** Checkout (spec §4): delivery method → date → address (home delivery only) → summary → payment. */
  deliveryType: (slug: string) => `/tienda/${segment(slug)}/envio_tipo`,
  deliveryDate: (slug: string) => `/tienda/${segment(slug)}/envio_fecha`,
  /** Not in the spec's table: the address step of its checkout path (decision 012). */
  deliveryAddress: (slug: string) => `/tienda/${segment(slug)}/envio_direccion`,
  cartPreview: (slug: string) => `/tienda/${segment(slug)}/cart-preview`,
  paymentMethod: (slug: string) => `/tienda/${segment(slug)}/payment_method`,
  /** Signing in again when the session ends mid-checkout: phone, then (`code`) the code. */
  checkoutAuth: (slug: string, next?: string | null, step?: 'code') => {
    const params = new URLSearchParams();
    if (step) params.set('paso', 'codigo');
    if (next) params.set('next', next);
    const search = params.toString();
    return `/tienda/${segment(slug)}/checkout_auth${search ? `?${search}` : ''}`;
  },
  orderPlaced: (slug: string) => `/tienda/${segment(slug)}/pedido-realizado`,
  orders: (slug: string) => `/menu/${segment(slug)}/Orders`,
  order: (slug: string, orderId: number) => `/menu/${segment(slug)}/orders/${segment(orderId)}`,
  orderEdit: (slug: string, orderId: number) =>
    `/menu/${segment(slug)}/orders/${segment(orderId)}/modificar`,
  notifications: (slug: string) => `/menu/${segment(slug)}/Notifications`,
  /** Not in the spec's table: a mentor's wallet, its balance and movements (decision 024). */
  wallet: (slug: string) => `/menu/${segment(slug)}/wallet`,
  /** A seller's or mentor's clients (spec §2). */
  clients: (slug: string) => `/menu/${segment(slug)}/Clients`,
  /** Register a client, or edit one (`client`). */
  clientRegister: (slug: string, intent?: Pick<ClientIntent, 'client' | 'next'>) =>
    withClientIntent(`/menu/${segment(slug)}/Clients/register`, intent),
  /** The map step of a client's address (new, or `edit`)… */
  clientSetAddress: (slug: string, intent: ClientIntent & { client: number }) =>
    withClientIntent(`/menu/${segment(slug)}/Clients/setaddress`, intent),
  /** …then its details. */
  clientSetAddressDetail: (slug: string, intent: ClientIntent & { client: number }) =>
    withClientIntent(`/menu/${segment(slug)}/Clients/setaddressdetail`, intent),
  /** "¿Para quién es el pedido?": for me, or one of my clients. */
  clientSelect: (slug: string, next?: string | null) =>
    withNext(`/menu/${segment(slug)}/clientselect`, next),
  /** Checkout for a client: register a new one without leaving checkout… */
  checkoutClientRegister: (slug: string) => `/tienda/${segment(slug)}/client_register`,
  /** …and choose or add their delivery address (the spec's spelling, `set_client_adress`). */
  checkoutClientAddress: (slug: string) => `/tienda/${segment(slug)}/set_client_adress`,
  checkoutClientAddressDetail: (slug: string) =>
    `/tienda/${segment(slug)}/set_client_address_detail`,
  /** The client's address step in its "add one" mode: the map, before the details. */
  checkoutClientAddressNew: (slug: string) => `/tienda/${segment(slug)}/set_client_adress?nueva=1`,
  offline: () => routePatterns.offline,
};

/**
 * A `?next=` value that is safe to navigate to after signing in: a path of this site (not
 * `//elsewhere`, backslashes or `https://…`, which would make sign-in an open redirect), and
 * not a sign-in screen itself. Anything else gives null (the screen's default applies).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return null;
  }
  // Control characters (a tab or newline inside `/\t/evil.com`) are dropped by URL parsing.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://canasta.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://canasta.invalid') return null;
  if (
    /\/(phoneCheck|phoneCheckCode|auth\/login|auth\/logincheck|checkout_auth)$/i.test(url.pathname)
  )
    return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A route's numeric id (`/collection/:id`), or null when it isn't a positive whole number. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A client screen's intent, read back from its query string (anything odd is ignored). */
export function readClientIntent(search: URLSearchParams): Required<ClientIntent> {
  return {
    client: parseId(search.get('client') ?? undefined),
    edit: parseId(search.get('edit') ?? undefined),
    next: safeReturnPath(search.get('next')),
  };
}

/** The address screens' intent, read back from their query string (anything odd is ignored). */
export function readAddressIntent(search: URLSearchParams): Required<AddressIntent> {
  return {
    edit: parseId(search.get('edit') ?? undefined),
    checkout: search.get('checkout') === '1',
    next: safeReturnPath(search.get('next')),
  };
}
