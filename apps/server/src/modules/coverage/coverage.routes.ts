import {
  CoverageQuerySchema,
  CoverageResponseSchema,
  StoreIdParamsSchema,
  StoreZonesResponseSchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import * as coverage from './coverage.service';

const tags = ['coverage'];

/** Whether a store delivers to a point, and its zones to draw. Public: no sign-in needed. */
export const coverageRoutes: FastifyPluginAsyncZod<{ db: Kysely<DB> }> = async (app, { db }) => {
  app.get(
    apiRoutes.addressCoverage,
    {
      schema: {
        tags,
        summary: "Whether the store delivers to a point, and the zone's fee and minimum",
        querystring: CoverageQuerySchema,
        response: { 200: CoverageResponseSchema },
      },
    },
    (request) => coverage.checkCoverage(db, request.query),
  );

  app.get(
    apiRoutes.storeDeliveryZones,
    {
      schema: {
        tags,
        summary:
          "A store's delivery zones (GeoJSON polygons, [longitude, latitude]), cheapest first",
        params: StoreIdParamsSchema,
        response: { 200: StoreZonesResponseSchema },
      },
    },
    async (request) => ({ data: await coverage.getStoreZones(db, request.params.id) }),
  );
};
