import {
  AddressListResponseSchema,
  AddressResponseSchema,
  CreateAddressBodySchema,
  DefaultAddressResponseSchema,
  apiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FormCheck } from '../../form-check';
import { requireUser, signedInOnly } from '../../plugins/auth';
import * as addresses from './addresses.service';

const tags = ['addresses'];

/** The signed-in user's address book: adding, listing, the default. */
export const addressBookRoutes: FastifyPluginAsyncZod<addresses.AddressDeps> = async (
  app,
  deps,
) => {
  app.addHook('onRequest', signedInOnly);

  app.post(
    apiRoutes.addresses,
    {
      schema: {
        tags,
        summary: 'Add an address (the first one becomes the default)',
        body: CreateAddressBodySchema,
        response: { 201: AddressResponseSchema },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const form = FormCheck.fromRequest(request);
      const data = await addresses.createAddress(deps, requireUser(request.user), form);
      return reply.status(201).send({ data });
    },
  );

  app.get(
    apiRoutes.addresses,
    {
      schema: {
        tags,
        summary: "The caller's addresses, default first, then newest",
        response: { 200: AddressListResponseSchema },
      },
    },
    async (request) => ({
      data: await addresses.listAddresses(deps.db, requireUser(request.user)),
    }),
  );

  app.get(
    apiRoutes.addressDefault,
    {
      schema: {
        tags,
        summary: "The caller's default address, or null when they have none",
        response: { 200: DefaultAddressResponseSchema },
      },
    },
    async (request) => ({
      data: await addresses.getDefaultAddress(deps.db, requireUser(request.user)),
    }),
  );
};
