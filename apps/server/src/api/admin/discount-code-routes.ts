import type { Services } from '@mdc/core';
import {
  adminDiscountCodeInputSchema,
  adminDiscountCodeListQuerySchema,
  adminDiscountCodeSchema,
  adminIdParamsSchema,
  adminListSchema,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../accounts/authenticate.ts';

/**
 * Discount codes for staff (decision 074): list, create, edit, and DELETE to deactivate (a code
 * orders used is kept). Money is "7.50" strings (decision 137), validity as estate days (@mdc/shared
 * discount-code-admin.ts).
 */
export const discountCodeAdminRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'discountCodeAdmin'>;
}> = async (app, { services }) => {
  const codes = services.discountCodeAdmin;
  const path = '/api/admin/discount-codes/';

  app.get(
    path,
    {
      schema: {
        querystring: adminDiscountCodeListQuerySchema,
        response: { 200: adminListSchema(adminDiscountCodeSchema) },
      },
    },
    async (request) => codes.list(request.query),
  );
  app.post(
    path,
    {
      schema: { body: adminDiscountCodeInputSchema, response: { 201: adminDiscountCodeSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await codes.create(signedIn(request), request.body)),
  );
  app.get(
    `${path}:id/`,
    { schema: { params: adminIdParamsSchema, response: { 200: adminDiscountCodeSchema } } },
    async (request) => codes.get(request.params.id),
  );
  app.put(
    `${path}:id/`,
    {
      schema: {
        params: adminIdParamsSchema,
        body: adminDiscountCodeInputSchema,
        response: { 200: adminDiscountCodeSchema },
      },
    },
    async (request) => codes.update(signedIn(request), request.params.id, request.body),
  );
  app.delete(
    `${path}:id/`,
    { schema: { params: adminIdParamsSchema, response: { 200: adminDiscountCodeSchema } } },
    async (request) => codes.deactivate(signedIn(request), request.params.id),
  );
};
