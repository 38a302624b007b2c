import {
  AdminOrderLineParamsSchema,
  AdminOrderPageSchema,
  AdminOrderParamsSchema,
  AdminOrderResponseSchema,
  AdminOrderStatusBodySchema,
  AdminOrdersQuerySchema,
  AdminStoreParamsSchema,
  SaveOrderPickingBodySchema,
  SubstituteOptionsResponseSchema,
  adminApiRoutes,
} from '@canasta/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminApiDeps } from '../../admin-deps';
import { adminContext } from '../../plugins/admin-access';
import { changeOrderStatus, getAdminOrder, listBoard } from './admin-orders.service';
import { savePicking } from './order-picking.service';
import { substituteOptions } from './order-substitute-options.service';
import { finishPicking } from './order-settlement.service';

const tags = ['admin: orders'];

/**
 * The orders board (issue 23): a day's orders, one order, and moving it along; picking it with
 * weights and substitutes, and settling it on what was picked (issue 25).
 */
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

  app.put(
    adminApiRoutes.orderPicking,
    {
      schema: {
        tags,
        summary:
          'Record what was picked or weighed per line and the substitutes of missing lines; a confirmed order moves to preparing; the same body twice changes nothing',
        params: AdminOrderParamsSchema,
        body: SaveOrderPickingBodySchema,
        response: { 200: AdminOrderResponseSchema },
      },
    },
    async (request) => ({
      data: await savePicking(deps, adminContext(request), request.params.number, request.body),
    }),
  );

  app.post(
    adminApiRoutes.orderPickingDone,
    {
      schema: {
        tags,
        summary:
          'Settle the order once on what was picked and weighed: totals, card capture (never above the hold), wallet difference, cash to collect, stock; called again it changes nothing',
        params: AdminOrderParamsSchema,
        response: { 200: AdminOrderResponseSchema },
      },
    },
    async (request) => ({
      data: await finishPicking(
        { ...deps, log: request.log },
        adminContext(request),
        request.params.number,
      ),
    }),
  );

  app.get(
    adminApiRoutes.orderLineSubstitutes,
    {
      schema: {
        tags,
        summary:
          "Substitutes for a missing line: same category, a price within 30 %, in stock, ranked by the store's product search against the product's name",
        params: AdminOrderLineParamsSchema,
        response: { 200: SubstituteOptionsResponseSchema },
      },
    },
    async (request) => ({
      data: await substituteOptions(
        deps.db,
        adminContext(request).store.id,
        request.params.number,
        request.params.lineId,
      ),
    }),
  );
};
