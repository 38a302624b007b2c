import {
  AdminStoreParamsSchema,
  ClosedDateBodySchema,
  ClosedDatePageSchema,
  ClosedDateParamsSchema,
  ClosedDateResponseSchema,
  DeliveryWindowBodySchema,
  DeliveryWindowListResponseSchema,
  DeliveryWindowParamsSchema,
  DeliveryWindowResponseSchema,
  PageQuerySchema,
  adminApiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminApiDeps } from '../../admin-deps';
import { FormCheck } from '../../form-check';
import { adminContext } from '../../plugins/admin-access';
import * as closedDates from './closed-dates.service';
import * as windows from './delivery-windows.service';

const tags = ['admin: delivery'];

/** When the store delivers: its weekly windows and the days it is closed. */
export const adminDeliveryRoutes: FastifyPluginAsyncZod<AdminApiDeps> = async (app, deps) => {
  const { db, clock } = deps;

  app.get(
    adminApiRoutes.deliveryWindows,
    {
      schema: {
        tags,
        summary:
          "The store's weekly delivery and pickup windows, with their orders still to hand over",
        params: AdminStoreParamsSchema,
        response: { 200: DeliveryWindowListResponseSchema },
      },
    },
    async (request) => ({ data: await windows.listWindows(db, adminContext(request), clock()) }),
  );

  app.get(
    adminApiRoutes.deliveryWindow,
    {
      schema: {
        tags,
        summary: 'One weekly window',
        params: DeliveryWindowParamsSchema,
        response: { 200: DeliveryWindowResponseSchema },
      },
    },
    async (request) => ({
      data: await windows.getWindow(db, adminContext(request), request.params.id, clock()),
    }),
  );

  app.post(
    adminApiRoutes.deliveryWindows,
    {
      schema: {
        tags,
        summary: 'Add a weekly window (one that overlaps another of its type and day is refused)',
        params: AdminStoreParamsSchema,
        body: DeliveryWindowBodySchema,
        response: { 201: DeliveryWindowResponseSchema },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const form = FormCheck.fromRequest(request);
      return reply.status(201).send({
        data: await windows.createWindow(db, adminContext(request), form, clock()),
      });
    },
  );

  app.put(
    adminApiRoutes.deliveryWindow,
    {
      schema: {
        tags,
        summary:
          'Change a window; placed orders keep their hours, and the capacity cannot go below the orders a coming day holds (409)',
        params: DeliveryWindowParamsSchema,
        body: DeliveryWindowBodySchema,
        response: { 200: DeliveryWindowResponseSchema },
      },
      attachValidation: true,
    },
    async (request) => ({
      data: await windows.updateWindow(
        db,
        adminContext(request),
        request.params.id,
        FormCheck.fromRequest(request),
        clock(),
      ),
    }),
  );

  app.delete(
    adminApiRoutes.deliveryWindow,
    {
      schema: {
        tags,
        summary: 'Remove a window; refused (409) while it has orders still to hand over',
        params: DeliveryWindowParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await windows.deleteWindow(db, adminContext(request), request.params.id, clock());
      return reply.status(204).send(null);
    },
  );

  app.get(
    adminApiRoutes.closedDates,
    {
      schema: {
        tags,
        summary: 'Days the store is closed: today and later first, then past days',
        params: AdminStoreParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: ClosedDatePageSchema },
      },
    },
    (request) => closedDates.listClosedDates(db, adminContext(request), request.query, clock()),
  );

  app.post(
    adminApiRoutes.closedDates,
    {
      schema: {
        tags,
        summary: 'Close a day (today or later); the answer counts the orders already placed for it',
        params: AdminStoreParamsSchema,
        body: ClosedDateBodySchema,
        response: { 201: ClosedDateResponseSchema },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const form = FormCheck.fromRequest(request);
      return reply.status(201).send({
        data: await closedDates.addClosedDate(db, adminContext(request), form, clock()),
      });
    },
  );

  app.delete(
    adminApiRoutes.closedDate,
    {
      schema: {
        tags,
        summary: 'Open a closed day again (past days stay as they were)',
        params: ClosedDateParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await closedDates.removeClosedDate(db, adminContext(request), request.params.date, clock());
      return reply.status(204).send(null);
    },
  );
};
