import type { Services } from '@mdc/core';
import {
  adminCustomerListQuerySchema,
  adminCustomerSchema,
  adminCustomerSummarySchema,
  adminIdParamsSchema,
  adminListSchema,
  adminStaffRightsSchema,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../accounts/authenticate.ts';

/**
 * Customer accounts (issue 6): list, detail with orders, staff rights. The response schemas list
 * every field sent, so a password hash or token can never slip into an answer.
 */
export const customerRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'customerAdmin'>;
}> = async (app, { services }) => {
  const customers = services.customerAdmin;

  app.get(
    '/api/admin/customers/',
    {
      schema: {
        querystring: adminCustomerListQuerySchema,
        response: { 200: adminListSchema(adminCustomerSummarySchema) },
      },
    },
    async (request) => customers.list(request.query),
  );

  app.get(
    '/api/admin/customers/:id/',
    { schema: { params: adminIdParamsSchema, response: { 200: adminCustomerSchema } } },
    async (request) => customers.get(request.params.id),
  );

  app.post(
    '/api/admin/customers/:id/staff/',
    {
      schema: {
        params: adminIdParamsSchema,
        body: adminStaffRightsSchema,
        response: { 200: adminCustomerSchema },
      },
    },
    async (request) =>
      customers.setStaff(signedIn(request), request.params.id, request.body.is_staff),
  );
};
