import { type Settings, SettingsResponseSchema, apiRoutes } from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { getSettings } from './settings.service';

export const settingsRoutes: FastifyPluginAsyncZod<{
  db: Kysely<DB>;
  overrides: Partial<Settings>;
  /** False in a cash-only shop: cards are not offered whatever the stored settings say. */
  cardPayments: boolean;
  /** Whether a geocoder is configured: only the server's configuration can turn it on. */
  geocoding: boolean;
}> = async (app, { db, overrides, cardPayments, geocoding }) => {
  app.get(
    apiRoutes.settings,
    {
      schema: {
        tags: ['settings'],
        summary: 'Shop-wide settings',
        response: { 200: SettingsResponseSchema },
      },
    },
    async () => {
      const settings = { ...(await getSettings(db, overrides)), geocoding };
      return {
        data: cardPayments
          ? settings
          : { ...settings, payment_methods: settings.payment_methods.filter((m) => m !== 'card') },
      };
    },
  );
};
