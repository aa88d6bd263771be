import type { Services } from '@mdc/core';
import { adminDashboardSchema } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The admin's first page: orders to prepare, low stock, 30 days of sales, newest requests. */
export const dashboardRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'dashboard'>;
}> = async (app, { services }) => {
  app.get(
    '/api/admin/dashboard/',
    { schema: { response: { 200: adminDashboardSchema } } },
    async () => services.dashboard.get(),
  );
};
