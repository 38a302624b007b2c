import {
  ClientListQuerySchema,
  ClientListResponseSchema,
  ClientResponseSchema,
  CreateClientBodySchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FormCheck } from '../../form-check';
import { onlyClientKeepers, owner } from './client-access';
import * as clients from './clients.service';

const tags = ['clients'];

/** A seller's or mentor's client list: register one, page and search them. */
export const clientListRoutes: FastifyPluginAsyncZod<clients.ClientDeps> = async (app, deps) => {
  onlyClientKeepers(app);

  app.post(
    apiRoutes.storeClients,
    {
      schema: {
        tags,
        summary: 'Register a client (phone unique in your list)',
        body: CreateClientBodySchema,
        response: { 201: ClientResponseSchema },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const form = FormCheck.fromRequest(request);
      const data = await clients.createClient(deps, owner(request), form);
      return reply.status(201).send({ data });
    },
  );

  app.get(
    apiRoutes.storeClients,
    {
      schema: {
        tags,
        summary: 'Your clients, newest first; q matches name words or phone digits',
        querystring: ClientListQuerySchema,
        response: { 200: ClientListResponseSchema },
      },
    },
    (request) => clients.listClients(deps.db, owner(request), request.query),
  );
};
