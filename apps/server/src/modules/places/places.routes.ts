import {
  PostalCodeParamsSchema,
  PostalCodeResponseSchema,
  StateAtPointQuerySchema,
  StateAtPointResponseSchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { messages } from '../../messages';
import type { PostalCatalogue } from './postal-catalogue';
import { stateAt } from './state-shapes';

const tags = ['places'];

/**
 * What the address form can know without a geocoder: a postal code's state, municipality and
 * colonias (SEPOMEX's catalogue, when the server has it) and the state a pin is in. Public like
 * the coverage check; both answer from memory.
 */
export const placesRoutes: FastifyPluginAsyncZod<{ catalogue: PostalCatalogue | null }> = async (
  app,
  { catalogue },
) => {
  app.get(
    apiRoutes.postalCode,
    {
      schema: {
        tags,
        summary: "A postal code's state, municipality, city and colonias (SEPOMEX)",
        params: PostalCodeParamsSchema,
        response: { 200: PostalCodeResponseSchema },
      },
    },
    async (request) => {
      // Off is a setting, not an outage: said once at start, not logged per request.
      if (!catalogue) {
        throw new AppError('service_unavailable', messages.postalCodesOff, { quiet: true });
      }
      const { cp } = request.params;
      const place = await catalogue.lookup(cp);
      if (!place) throw new AppError('not_found', messages.postalCodeNotFound(cp));
      return { data: place };
    },
  );

  app.get(
    apiRoutes.stateAtPoint,
    {
      schema: {
        tags,
        summary: 'The Mexican state a point is in, or null',
        querystring: StateAtPointQuerySchema,
        response: { 200: StateAtPointResponseSchema },
      },
    },
    async (request) => {
      const state = await stateAt(request.query);
      return { data: state ? { state } : null };
    },
  );
};
