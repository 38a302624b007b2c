import {
  ClientParamsSchema,
  ClientResponseSchema,
  UpdateClientBodySchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FormCheck } from '../../form-check';
import { onlyClientKeepers, owner } from './client-access';
import * as clients from './clients.service';

const tags = ['clients'];

/** One of the caller's clients; another owner's client answers 404, like a missing one. */
export const clientRoutes: FastifyPluginAsyncZod<clients.ClientDeps> = async (app, deps) => {
  onlyClientKeepers(app);

  app.get(
    apiRoutes.storeClient,
    {
      schema: {
        tags,
        summary: 'One of your clients with their addresses',
        params: ClientParamsSchema,
        response: { 200: ClientResponseSchema },
      },
    },
    async (request) => ({
      data: await clients.getClient(deps.db, owner(request), request.params.id),
    }),
  );

  app.put(
    apiRoutes.storeClient,
    {
      schema: {
        tags,
        summary: "Change a client's name, phone, email or notes",
        params: ClientParamsSchema,
        body: UpdateClientBodySchema,
        response: { 200: ClientResponseSchema },
      },
      attachValidation: true,
    },
    async (request) => ({
      data: await clients.updateClient(
        deps,
        owner(request),
        request.params.id,
        FormCheck.fromRequest(request),
      ),
    }),
  );

  app.delete(
    apiRoutes.storeClient,
    {
      schema: {
        tags,
        summary: 'Delete a client and their addresses (orders keep their copy)',
        params: ClientParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await clients.deleteClient(deps, owner(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
