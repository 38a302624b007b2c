import {
  GeocodeReverseQuerySchema,
  GeocodeReverseResponseSchema,
  GeocodeSearchQuerySchema,
  GeocodeSearchResponseSchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as geocoding from './geocoding.service';

const tags = ['geocoding'];

/**
 * Address search for the map screens, through the configured geocoder (the browser never calls
 * the provider). Public like the coverage check; limited per address. Without a geocoder both
 * answer 503 and settings say `geocoding: false`.
 */
export const geocodingRoutes: FastifyPluginAsyncZod<Omit<geocoding.GeocodingDeps, 'log'>> = async (
  app,
  deps,
) => {
  const withLog = { ...deps, log: app.log };
  app.get(
    apiRoutes.geocodeSearch,
    {
      schema: {
        tags,
        summary: 'Places in Mexico matching a typed address, with the form fields they tell',
        querystring: GeocodeSearchQuerySchema,
        response: { 200: GeocodeSearchResponseSchema },
      },
    },
    async (request) => ({
      data: await geocoding.searchPlaces(withLog, { q: request.query.q, ip: request.ip }),
    }),
  );

  app.get(
    apiRoutes.geocodeReverse,
    {
      schema: {
        tags,
        summary: 'The address at a point (street, colonia, postal code), or null',
        querystring: GeocodeReverseQuerySchema,
        response: { 200: GeocodeReverseResponseSchema },
      },
    },
    async (request) => ({
      data: await geocoding.placeAt(withLog, { ...request.query, ip: request.ip }),
    }),
  );
};
