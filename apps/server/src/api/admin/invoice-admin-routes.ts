import type { Services } from '@mdc/core';
import { AdminError } from '@mdc/core';
import { adminIdParamsSchema, adminOrderSchema } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../accounts/authenticate.ts';

/**
 * POST /api/admin/orders/:id/invoice-retry/: the staff's retry of an order's invoice or credit
 * note that is pending or was given up (docs/decisions/109-invoice-provider.md). Registered in
 * the guarded admin scope (staff only); answers the order with its invoices' new state.
 */
export const invoiceAdminRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'invoices' | 'orderAdmin'>;
}> = async (app, { services }) => {
  app.post(
    '/api/admin/orders/:id/invoice-retry/',
    { schema: { params: adminIdParamsSchema, response: { 200: adminOrderSchema } } },
    async (request) => {
      const user = signedIn(request);
      const order = await services.orderAdmin.get(request.params.id);
      const retried = await services.invoices.retry(order.id);
      if (retried === 0) {
        throw new AdminError(
          409,
          `Order ${order.order_number} has no invoice waiting to be issued.`,
        );
      }
      request.log.info({ orderId: order.id, staff: user.id, retried }, 'invoice retry');
      // This order's documents only, bounded (decision 117): never the whole queue.
      await services.invoices.issueNow(order.id);
      return services.orderAdmin.get(request.params.id);
    },
  );
};
