import {
  AdminStoreParamsSchema,
  StoreSettingsBodySchema,
  StoreSettingsResponseSchema,
  adminApiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminApiDeps } from '../../admin-deps';
import { FormCheck } from '../../form-check';
import { adminContext, ownerOnly } from '../../plugins/admin-access';
import {
  type StoreSettingsDeps,
  getStoreSettings,
  updateStoreSettings,
} from './store-settings.service';

const tags = ['admin: settings'];

/** The store's own settings (owner only): order cut-off and days, payment methods, WhatsApp, maintenance. */
export const adminStoreSettingsRoutes: FastifyPluginAsyncZod<AdminApiDeps> = async (app, deps) => {
  app.addHook('onRequest', ownerOnly);
  const settingsDeps: StoreSettingsDeps = {
    db: deps.db,
    catalogueChanges: deps.catalogueChanges,
    cardPayments: deps.cardProvider !== null,
    allowedCountryCodes: deps.config.otp.allowedCountryCodes,
  };

  app.get(
    adminApiRoutes.settings,
    {
      schema: {
        tags,
        summary: "The store's settings, and the payment methods the shop can take now",
        params: AdminStoreParamsSchema,
        response: { 200: StoreSettingsResponseSchema },
      },
    },
    async (request) => ({ data: await getStoreSettings(settingsDeps, adminContext(request)) }),
  );

  app.put(
    adminApiRoutes.settings,
    {
      schema: {
        tags,
        summary:
          "Replace the store's settings; they reach the shop front at once (slots, payment, maintenance)",
        params: AdminStoreParamsSchema,
        body: StoreSettingsBodySchema,
        response: { 200: StoreSettingsResponseSchema },
      },
      attachValidation: true,
    },
    async (request) => ({
      data: await updateStoreSettings(
        settingsDeps,
        adminContext(request),
        FormCheck.fromRequest(request),
        deps.clock(),
      ),
    }),
  );
};
