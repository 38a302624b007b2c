import {
  AdminOrderPageSchema,
  AdminOrderParamsSchema,
  AdminOrderResponseSchema,
  AdminOrderStatusBodySchema,
  AdminOrdersQuerySchema,
  AdminStoreParamsSchema,
  adminApiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminApiDeps } from '../../admin-deps';
import { adminContext } from '../../plugins/admin-access';
import { changeOrderStatus, getAdminOrder, listBoard } from './admin-orders.service';

const tags = ['admin: orders'];

/** The orders board (issue 23): a day's orders, one order, and moving it along. */
export const adminOrderRoutes: FastifyPluginAsyncZod<AdminApiDeps> = async (app, deps) => {
  app.get(
    adminApiRoutes.orders,
    {
      schema: {
        tags,
        summary:
          "The store's orders by delivery day and slot (newest day first, newest order first in a slot), filtered by day, status and a search",
        params: AdminStoreParamsSchema,
        querystring: AdminOrdersQuerySchema,
        response: { 200: AdminOrderPageSchema },
      },
    },
    (request) => listBoard(deps.db, adminContext(request).store.id, request.query),
  );

  app.get(
    adminApiRoutes.order,
    {
      schema: {
        tags,
        summary: 'One of the store’s orders: lines, address and pin, customer, payment, history',
        params: AdminOrderParamsSchema,
        response: { 200: AdminOrderResponseSchema },
      },
    },
    async (request) => ({
      data: await getAdminOrder(deps.db, adminContext(request).store.id, request.params.number),
    }),
  );

  app.post(
    adminApiRoutes.orderStatus,
    {
      schema: {
        tags,
        summary:
          'Move an order to a next status (a reason is required to cancel); cancelling gives back stock, wallet and card payment, and the customer is told',
        params: AdminOrderParamsSchema,
        body: AdminOrderStatusBodySchema,
        response: { 200: AdminOrderResponseSchema },
      },
    },
    async (request) => ({
      data: await changeOrderStatus(
        deps,
        adminContext(request),
        request.params.number,
        request.body,
      ),
    }),
  );
};
