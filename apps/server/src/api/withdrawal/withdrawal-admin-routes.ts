import type { Services } from '@mdc/core';
import { adminIdParamsSchema, adminOrderSchema } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../accounts/authenticate.ts';

/**
 * The staff's side of the withdrawal button (decision 070): the order page shows the withdrawal
 * (GET /api/admin/orders/:id/ carries it) and this action refunds it through the payment
 * provider. Registered in the guarded admin scope; refusals are AdminErrors (404, 409, 502).
 */
export const withdrawalAdminRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'orderAdmin' | 'withdrawal'>;
}> = async (app, { services }) => {
  app.post(
    '/api/admin/orders/:id/withdrawal-refund/',
    { schema: { params: adminIdParamsSchema, response: { 200: adminOrderSchema } } },
    async (request) => {
      const user = signedIn(request);
      await services.withdrawal.refund({ id: user.id, email: user.email }, request.params.id);
      return services.orderAdmin.get(request.params.id);
    },
  );
};
