import { type Settings, SettingsResponseSchema, apiRoutes } from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { sendWithValidators } from '../../plugins/http-caching';
import { PreparedBody } from '../../plugins/prepared-body';
import { getSettings } from './settings.service';
import { listMaintenanceStores } from './store-settings.service';

/**
 * The same for everyone, but never answered from a cache without asking: the maintenance switch
 * must reach shoppers at once (decision 038). A browser or CDN that holds the answer revalidates
 * it with the ETag, a 304 with no body while nothing changed.
 */
const SETTINGS_CACHE_CONTROL = 'public, no-cache';

export const settingsRoutes: FastifyPluginAsyncZod<{
  db: Kysely<DB>;
  overrides: Partial<Settings>;
  /** False in a cash-only shop: cards are not offered whatever the stored settings say. */
  cardPayments: boolean;
  /** Whether a geocoder is configured: only the server's configuration can turn it on. */
  geocoding: boolean;
  /** Whether the server has SEPOMEX's catalogue (POSTAL_CODES_FILE), so `/postal-codes` answers. */
  postalCodes: boolean;
}> = async (app, { db, overrides, cardPayments, geocoding, postalCodes }) => {
  app.get(
    apiRoutes.settings,
    {
      schema: {
        tags: ['settings'],
        summary: 'Shop-wide settings',
        response: { 200: SettingsResponseSchema },
      },
    },
    async (request, reply) => {
      const [shop, maintenanceStores] = await Promise.all([
        getSettings(db, overrides),
        listMaintenanceStores(db),
      ]);
      const settings = {
        ...shop,
        geocoding,
        postal_codes: postalCodes,
        maintenance_stores: maintenanceStores,
      };
      // Read by every visit's start-up and by the maintenance screen's checks: revalidated, not
      // re-sent.
      const body = new PreparedBody(
        JSON.stringify(
          SettingsResponseSchema.parse({
            data: cardPayments
              ? settings
              : {
                  ...settings,
                  // OXXO and SPEI go through the card provider too (decision 060).
                  payment_methods: settings.payment_methods.filter(
                    (m) => m === 'cash' || m === 'wallet',
                  ),
                },
          }),
        ),
      );
      return sendWithValidators(request, reply, {
        body,
        contentType: 'application/json; charset=utf-8',
        cacheControl: SETTINGS_CACHE_CONTROL,
      });
    },
  );
};
