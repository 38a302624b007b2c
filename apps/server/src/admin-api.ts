import fastifyMultipart from '@fastify/multipart';
import { ADMIN_UPLOAD_MAX_BYTES } from '@canasta/contract';
import type { FastifyInstance } from 'fastify';
import type { AdminApiDeps } from './admin-deps';
import { adminAuditRoutes } from './modules/audit/audit.routes';
import { adminCouponRoutes } from './modules/coupons/coupons.routes';
import { adminZoneRoutes } from './modules/coverage/zones.routes';
import { adminDeliveryRoutes } from './modules/delivery/delivery-setup.routes';
import { adminStoreSettingsRoutes } from './modules/settings/store-settings.routes';
import { adminOrderRoutes } from './modules/orders/admin-orders.routes';
import { adminOrderEventRoutes } from './modules/orders/order-events.routes';
import { adminPickingRoutes } from './modules/orders/picking.routes';
import { adminSummaryRoutes } from './modules/orders/store-summary.routes';
import { adminProductRoutes } from './modules/catalogue/admin-products.routes';
import { adminImportRoutes } from './modules/imports/imports.routes';
import { adminOperatorRoutes } from './modules/operators/operators.routes';
import { registerAdminAccess } from './plugins/admin-access';
import { registerWriteLimits } from './plugins/write-limits';

/**
 * The operator API under `/api/admin/stores/{slug}` (decision 040): the access plugin first,
 * so every route below answers 401/403/404 before validating anything, then the write limits
 * and each admin area's routes.
 */
export async function registerAdminApi(app: FastifyInstance, deps: AdminApiDeps): Promise<void> {
  const { config, clock, db, limiter } = deps;
  registerAdminAccess(app, { db, clock, operatorToken: config.operatorToken });
  registerWriteLimits(app, limiter, { ...config.writeLimits, exempt: [] });
  // Product photos and spreadsheets: one file per request, no other fields.
  await app.register(fastifyMultipart, {
    limits: { fileSize: ADMIN_UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  await app.register(adminOperatorRoutes, deps);
  await app.register(adminAuditRoutes, deps);
  await app.register(adminZoneRoutes, deps);
  await app.register(adminDeliveryRoutes, deps);
  await app.register(adminStoreSettingsRoutes, deps);
  await app.register(adminCouponRoutes, deps);
  await app.register(adminOrderRoutes, deps);
  await app.register(adminOrderEventRoutes, deps);
  await app.register(adminPickingRoutes, deps);
  await app.register(adminSummaryRoutes, deps);
  await app.register(adminProductRoutes, deps);
  await app.register(adminImportRoutes, deps);
}
