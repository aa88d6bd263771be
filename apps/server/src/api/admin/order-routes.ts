import type { Services } from '@mdc/core';
import {
  adminIdParamsSchema,
  adminListSchema,
  adminOrderListQuerySchema,
  adminOrderSchema,
  adminOrderStatusSchema,
  adminOrderSummarySchema,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../accounts/authenticate.ts';
import { apiErrorSchema } from '../api-error-schema.ts';

/**
 * Orders for staff: the list with its filters, one order in full, and the status action that
 * ships, delivers or cancels it (docs/product/shop.md#orders-and-statuses; refusals are AdminErrors: 404, 409, 502).
 */
export const orderRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'catalogue' | 'checkout' | 'orderAdmin'>;
}> = async (app, { services }) => {
  app.get(
    '/api/admin/orders/',
    {
      schema: {
        querystring: adminOrderListQuerySchema,
        response: { 200: adminListSchema(adminOrderSummarySchema) },
      },
    },
    async (request) => services.orderAdmin.list(request.query),
  );

  app.get(
    '/api/admin/orders/:id/',
    { schema: { params: adminIdParamsSchema, response: { 200: adminOrderSchema } } },
    async (request) => services.orderAdmin.get(request.params.id),
  );

  app.post(
    '/api/admin/orders/:id/status/',
    {
      schema: {
        params: adminIdParamsSchema,
        body: adminOrderStatusSchema,
        response: { 200: adminOrderSchema },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const { order, stockChanged } = await services.orderAdmin.changeStatus(
        { id: user.id, email: user.email },
        request.params.id,
        request.body,
      );
      // Bottles back in stock show in the shop at once.
      if (stockChanged) services.catalogue.invalidate();
      return order;
    },
  );

  // Decision 110: with the offline provider, staff record that a Multibanco voucher was paid
  // (with Stripe the bank's payment arrives by webhook instead).
  app.post(
    '/api/admin/orders/:id/multibanco-paid/',
    {
      schema: {
        params: adminIdParamsSchema,
        response: { 200: adminOrderSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const order = await services.orderAdmin.get(request.params.id);
      const paid =
        services.checkout.paymentConfig().provider === 'offline'
          ? await services.checkout.markOrderMultibancoPaid(request.params.id)
          : null;
      if (!paid) {
        return reply.status(409).send({
          error: 'Conflict',
          message: `Order ${order.order_number} has no unexpired offline Multibanco voucher to mark paid.`,
        });
      }
      return services.orderAdmin.get(request.params.id);
    },
  );
};
