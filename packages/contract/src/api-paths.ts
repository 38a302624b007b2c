/**
 * Every API path, written once. The server registers these patterns; the web app fills them
 * with `apiPath`. Kept free of zod so the web app's first chunk doesn't carry the schemas.
 */
export const API_PREFIX = '/api/shop';
/** Development-only routes (never registered in production). */
export const DEV_API_PREFIX = '/api/dev';
export const devApiRoutes = { outbox: '/outbox' } as const;
/** Operator routes (OPERATOR_TOKEN), outside the shop API. */
export const OPS_API_PREFIX = '/api/ops';
export const opsApiRoutes = {
  orderStatus: '/orders/:number/status',
  userRoles: '/users/:phone/roles',
  maintenance: '/settings/maintenance',
} as const;

/**
 * The operator console's API (decision 040): every path is under one store,
 * `/api/admin/stores/{slug}`, and goes through the plugin that decides who the operator is.
 */
export const ADMIN_API_PREFIX = '/api/admin';
export const ADMIN_STORE_PREFIX = '/stores/:slug';
export const adminApiRoutes = {
  orders: '/orders',
  orderEvents: '/orders/events',
  order: '/orders/:number',
  orderStatus: '/orders/:number/status',
  orderPicking: '/orders/:number/picking',
  orderPickingDone: '/orders/:number/picking/done',
  orderLineSubstitutes: '/orders/:number/lines/:lineId/substitutes',
  picking: '/picking',
  products: '/products',
  product: '/products/:id',
  productImage: '/products/:id/image',
  imports: '/imports',
  importCommit: '/imports/:id/commit',
  importTemplate: '/imports/template',
  zones: '/zones',
  zone: '/zones/:id',
  deliveryWindows: '/delivery-windows',
  deliveryWindow: '/delivery-windows/:id',
  closedDates: '/closed-dates',
  closedDate: '/closed-dates/:date',
  settings: '/settings',
  coupons: '/coupons',
  coupon: '/coupons/:id',
  operators: '/operators',
  operator: '/operators/:phone',
  audit: '/audit',
  summary: '/summary',
} as const;
export type AdminApiRoute = (typeof adminApiRoutes)[keyof typeof adminApiRoutes];

/** Fills an admin route of one store: adminApiPath('interna', adminApiRoutes.order, {number}). */
export function adminApiPath<Path extends AdminApiRoute>(
  slug: string,
  route: Path,
  params: PathParams<Path>,
): string {
  return `/stores/${encodeURIComponent(slug)}${fillPath(route, params)}`;
}

export const apiRoutes = {
  store: '/stores/:idOrSlug',
  storeInventories: '/stores/:id/inventories',
  storeProduct: '/stores/:storeId/inventories/:productSlug',
  categories: '/categories',
  storeCollections: '/stores/:storeId/product-collection/',
  storeCollection: '/stores/:storeId/product-collection/:collectionId',
  slider: '/slider/:id',
  settings: '/settings/',
  authSendLoginCode: '/auth/send-login-code',
  authLogin: '/auth/login',
  authRegister: '/auth/register',
  authUser: '/auth/user',
  authUserPicture: '/auth/user/picture',
  authLogout: '/auth/logout',
  authUserStores: '/auth/user/stores/',
  walletBalance: '/wallet/balance',
  walletMovements: '/wallet/movements',
  addresses: '/addresses',
  addressDefault: '/addresses/default',
  addressCoverage: '/addresses/check-coverage',
  address: '/addresses/:id',
  geocodeSearch: '/geocode',
  geocodeReverse: '/geocode/reverse',
  postalCode: '/postal-codes/:cp',
  stateAtPoint: '/places/state',
  storeDeliveryZones: '/stores/:id/delivery-zones',
  storeDeliverySlots: '/stores/:id/delivery-slots',
  orders: '/client-orders',
  order: '/client-orders/:id',
  orderReorder: '/client-orders/:id/reorder',
  orderCancel: '/client-orders/:id/cancel',
  orderLine: '/client-orders/:id/lines/:lineId',
  orderLineSubstitution: '/client-orders/:id/lines/:lineId/substitution',
  orderEdits: '/client-orders/:id/edits',
  orderEdit: '/client-orders/:id/edits/:editId',
  orderEditConfirm: '/client-orders/:id/edits/:editId/confirm',
  notifications: '/notifications',
  notificationRead: '/notifications/:id/read',
  notificationsReadAll: '/notifications/read-all',
  paymentConfig: '/payments/config',
  sandboxCardTokens: '/payments/sandbox/tokens',
  stripeWebhook: '/payments/stripe/webhook',
  paymentBarcode: '/payments/barcodes/:reference',
  sandboxWebhook: '/payments/sandbox/webhook',
  sandboxVoucherPay: '/payments/sandbox/vouchers/:reference/pay',
  sandboxVoucherExpire: '/payments/sandbox/vouchers/:reference/expire',
  carts: '/checkout/',
  cart: '/checkout/:cartId',
  cartRememberedChoices: '/checkout/:cartId/remembered-choices',
  cartItems: '/checkout/:cartId/items',
  cartItemsBulk: '/checkout/:cartId/items/bulk',
  cartItem: '/checkout/:cartId/items/:itemId',
  cartItemValidate: '/checkout/:cartId/items/:itemId/validate',
  cartDiscount: '/checkout/:cartId/discount',
  cartDiscountCode: '/checkout/:cartId/discount/:couponName',
  storeClients: '/store/clients',
  storeClient: '/store/clients/:id',
  storeClientAddresses: '/store/clients/:id/addresses',
  storeClientAddress: '/store/clients/:id/addresses/:addressId',
} as const;
export type ApiRoute = (typeof apiRoutes)[keyof typeof apiRoutes];

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
export type PathParams<Path extends string> = Record<ParamNames<Path>, string | number>;

/** Fills a route pattern: apiPath(apiRoutes.store, { idOrSlug: 'interna' }) → '/stores/interna'. */
export function apiPath<Path extends ApiRoute>(route: Path, params: PathParams<Path>): string {
  return fillPath(route, params);
}

function fillPath(route: string, params: object): string {
  const values = params as Record<string, string | number>;
  return route.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${route}`);
    return encodeURIComponent(String(value));
  });
}
