import { type Settings, SettingsResponseSchema, apiRoutes } from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { getSettings } from './settings.service';

export const settingsRoutes: FastifyPluginAsyncZod<{
  db: Kysely<DB>;
  overrides: Partial<Settings>;
}> = async (app, { db, overrides }) => {
  app.get(
    apiRoutes.settings,
    {
      schema: {
        tags: ['settings'],
        summary: 'Shop-wide settings',
        response: { 200: SettingsResponseSchema },
      },
    },
    async () => ({ data: await getSettings(db, overrides) }),
  );
};
