import {
  AdminStoreParamsSchema,
  ZoneBodySchema,
  ZoneListResponseSchema,
  ZoneParamsSchema,
  ZoneResponseSchema,
  adminApiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminApiDeps } from '../../admin-deps';
import { FormCheck } from '../../form-check';
import { adminContext } from '../../plugins/admin-access';
import * as zones from './zones.service';

const tags = ['admin: delivery'];

/** The store's delivery zones: areas on the map, each with its fee and minimum order. */
export const adminZoneRoutes: FastifyPluginAsyncZod<AdminApiDeps> = async (app, deps) => {
  app.get(
    adminApiRoutes.zones,
    {
      schema: {
        tags,
        summary:
          "The store's delivery zones (GeoJSON polygons, [longitude, latitude]), oldest first",
        params: AdminStoreParamsSchema,
        response: { 200: ZoneListResponseSchema },
      },
    },
    async (request) => ({ data: await zones.listZones(deps.db, adminContext(request).store.id) }),
  );

  app.get(
    adminApiRoutes.zone,
    {
      schema: {
        tags,
        summary: 'One delivery zone',
        params: ZoneParamsSchema,
        response: { 200: ZoneResponseSchema },
      },
    },
    async (request) => ({
      data: await zones.getZone(deps.db, adminContext(request), request.params.id),
    }),
  );

  app.post(
    adminApiRoutes.zones,
    {
      schema: {
        tags,
        summary: 'Add a zone; open, self-crossing or out-of-range outlines are refused (422)',
        params: AdminStoreParamsSchema,
        body: ZoneBodySchema,
        response: { 201: ZoneResponseSchema },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const form = FormCheck.fromRequest(request);
      return reply.status(201).send({
        data: await zones.createZone(deps.db, adminContext(request), form, deps.clock()),
      });
    },
  );

  app.put(
    adminApiRoutes.zone,
    {
      schema: {
        tags,
        summary: "Replace a zone's name, outline, fee and minimum",
        params: ZoneParamsSchema,
        body: ZoneBodySchema,
        response: { 200: ZoneResponseSchema },
      },
      attachValidation: true,
    },
    async (request) => ({
      data: await zones.updateZone(
        deps.db,
        adminContext(request),
        request.params.id,
        FormCheck.fromRequest(request),
        deps.clock(),
      ),
    }),
  );

  app.delete(
    adminApiRoutes.zone,
    {
      schema: {
        tags,
        summary: 'Delete a zone (placed orders keep its name)',
        params: ZoneParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await zones.deleteZone(deps.db, adminContext(request), request.params.id, deps.clock());
      return reply.status(204).send(null);
    },
  );
};
