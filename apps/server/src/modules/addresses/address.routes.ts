import {
  AddressParamsSchema,
  AddressResponseSchema,
  UpdateAddressBodySchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FormCheck } from '../../form-check';
import { requireUser, signedInOnly } from '../../plugins/auth';
import * as addresses from './addresses.service';

const tags = ['addresses'];

/** One of the signed-in user's addresses; anyone else's address answers 404. */
export const addressRoutes: FastifyPluginAsyncZod<addresses.AddressDeps> = async (app, deps) => {
  app.addHook('onRequest', signedInOnly);

  app.put(
    apiRoutes.address,
    {
      schema: {
        tags,
        summary: 'Change an address; is_default: true makes it the default',
        params: AddressParamsSchema,
        body: UpdateAddressBodySchema,
        response: { 200: AddressResponseSchema },
      },
      attachValidation: true,
    },
    async (request) => ({
      data: await addresses.updateAddress(
        deps,
        requireUser(request.user),
        request.params.id,
        FormCheck.fromRequest(request),
      ),
    }),
  );

  app.delete(
    apiRoutes.address,
    {
      schema: {
        tags,
        summary: 'Delete an address (deleting the default promotes the most recent other)',
        params: AddressParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await addresses.deleteAddress(deps, requireUser(request.user), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
