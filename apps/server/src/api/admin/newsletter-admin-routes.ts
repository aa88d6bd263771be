import type { Services } from '@mdc/core';
import {
  adminIdParamsSchema,
  adminListSchema,
  adminSubscriberListQuerySchema,
  adminSubscriberSchema,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../accounts/authenticate.ts';

/** Newsletter subscribers (issue 6): list, detail, unsubscribe, CSV of the confirmed ones. */
export const newsletterAdminRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'newsletterAdmin'>;
}> = async (app, { services }) => {
  const newsletter = services.newsletterAdmin;

  app.get(
    '/api/admin/newsletter-subscribers/',
    {
      schema: {
        querystring: adminSubscriberListQuerySchema,
        response: { 200: adminListSchema(adminSubscriberSchema) },
      },
    },
    async (request) => newsletter.list(request.query),
  );

  // Inside the staff scope like every admin route: the file holds personal data.
  app.get('/api/admin/newsletter-subscribers/export.csv', async (_request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="newsletter-confirmed-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(await newsletter.exportConfirmedCsv());
  });

  app.get(
    '/api/admin/newsletter-subscribers/:id/',
    { schema: { params: adminIdParamsSchema, response: { 200: adminSubscriberSchema } } },
    async (request) => newsletter.get(request.params.id),
  );

  app.post(
    '/api/admin/newsletter-subscribers/:id/unsubscribe/',
    { schema: { params: adminIdParamsSchema, response: { 200: adminSubscriberSchema } } },
    async (request) => newsletter.unsubscribe(signedIn(request), request.params.id),
  );
};
