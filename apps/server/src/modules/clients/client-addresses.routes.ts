import {
  ClientAddressParamsSchema,
  ClientAddressResponseSchema,
  ClientParamsSchema,
  CreateClientAddressBodySchema,
  UpdateClientAddressBodySchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FormCheck } from '../../form-check';
import * as addresses from './client-addresses.service';
import { onlyClientKeepers, owner } from './client-access';
import type { ClientDeps } from './clients.service';

const tags = ['clients'];

/** A client's address book, the user's rules (decision 011); always the caller's own client. */
export const clientAddressRoutes: FastifyPluginAsyncZod<ClientDeps> = async (app, deps) => {
  onlyClientKeepers(app);

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
      attachValidation: true,
    },
    async (request, reply) => {
      const form = FormCheck.fromRequest(request);
      const { id } = request.params;
      const data = await addresses.createClientAddress(deps, owner(request), id, form);
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
      attachValidation: true,
    },
    async (request) => {
      const form = FormCheck.fromRequest(request);
      const { id, addressId } = request.params;
      return {
        data: await addresses.updateClientAddress(deps, owner(request), id, addressId, form),
      };
    },
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
      const { id, addressId } = request.params;
      await addresses.deleteClientAddress(deps, owner(request), id, addressId);
      return reply.status(204).send(null);
    },
  );
};
