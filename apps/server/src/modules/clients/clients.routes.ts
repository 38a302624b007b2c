import {
  ClientAddressParamsSchema,
  ClientAddressResponseSchema,
  ClientListQuerySchema,
  ClientListResponseSchema,
  ClientParamsSchema,
  ClientResponseSchema,
  CreateClientAddressBodySchema,
  CreateClientBodySchema,
  UpdateClientAddressBodySchema,
  UpdateClientBodySchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/auth';
import * as addresses from './client-addresses.service';
import * as clients from './clients.service';

const tags = ['clients'];

/**
 * A seller's or mentor's own clients. Sign-in and the role are checked on request, before
 * Fastify validates the body, so an anonymous caller gets 401 and a shopper 403 whatever they
 * send. Another owner's client answers 404, the same as a missing one.
 */
export const clientRoutes: FastifyPluginAsyncZod<clients.ClientDeps> = async (app, deps) => {
  app.addHook('onRequest', async (request) => {
    clients.assertKeepsClients(requireUser(request.user));
  });
  /** The caller, whom the hook above already let through. */
  const owner = (request: FastifyRequest) => requireUser(request.user);

  app.post(
    apiRoutes.storeClients,
    {
      schema: {
        tags,
        summary: 'Register a client (phone unique in your list)',
        body: CreateClientBodySchema,
        response: { 201: ClientResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await clients.createClient(deps, owner(request), request.body);
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
    },
    async (request) => ({
      data: await clients.updateClient(deps, owner(request), request.params.id, request.body),
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

  app.post(
    apiRoutes.storeClientAddresses,
    {
      schema: {
        tags,
        summary: "Add a client's address (the first one becomes the default)",
        params: ClientParamsSchema,
        body: CreateClientAddressBodySchema,
        response: { 201: ClientAddressResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await addresses.createClientAddress(
        deps,
        owner(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ data });
    },
  );

  app.put(
    apiRoutes.storeClientAddress,
    {
      schema: {
        tags,
        summary: "Change a client's address; is_default: true makes it the default",
        params: ClientAddressParamsSchema,
        body: UpdateClientAddressBodySchema,
        response: { 200: ClientAddressResponseSchema },
      },
    },
    async (request) => ({
      data: await addresses.updateClientAddress(
        deps,
        owner(request),
        request.params.id,
        request.params.addressId,
        request.body,
      ),
    }),
  );

  app.delete(
    apiRoutes.storeClientAddress,
    {
      schema: {
        tags,
        summary: "Delete a client's address (deleting the default promotes the most recent other)",
        params: ClientAddressParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await addresses.deleteClientAddress(
        deps,
        owner(request),
        request.params.id,
        request.params.addressId,
      );
      return reply.status(204).send(null);
    },
  );
};
