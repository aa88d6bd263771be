import type { Services } from '@mdc/core';
import { adminIdParamsSchema, stockAlertCountsSchema } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** How many visitors wait for a wine (decision 072), for its page in the admin. */
export const stockAlertAdminRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'stockAlerts' | 'wineAdmin'>;
}> = async (app, { services }) => {
  app.get(
    '/api/admin/wines/:id/stock-alerts/',
    { schema: { params: adminIdParamsSchema, response: { 200: stockAlertCountsSchema } } },
    async (request) => {
      // An unknown wine is a 404, not a row of zeros.
      await services.wineAdmin.get(request.params.id);
      return services.stockAlerts.counts(request.params.id);
    },
  );
};
