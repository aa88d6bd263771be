import type { Services } from '@mdc/core';
import {
  adminIdParamsSchema,
  adminListSchema,
  adminWineCreateSchema,
  adminWineInputSchema,
  adminWineListQuerySchema,
  adminWineSchema,
  stockAdjustmentSchema,
  stockMovementListQuerySchema,
  stockMovementSchema,
} from '@mdc/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../accounts/authenticate.ts';

const actorOf = (request: FastifyRequest) => {
  const user = signedIn(request);
  return { id: user.id, email: user.email };
};

/**
 * Wines, their prices and stock (issue 6). DELETE archives (the wine leaves the site; orders keep
 * their lines) and POST …/restore/ brings it back. Stock changes only through …/stock/, which
 * records why.
 */
export const wineRoutes: FastifyPluginAsyncZod<{ services: Pick<Services, 'wineAdmin'> }> = async (
  app,
  { services },
) => {
  const wines = services.wineAdmin;
  const one = { params: adminIdParamsSchema, response: { 200: adminWineSchema } };

  app.get(
    '/api/admin/wines/',
    {
      schema: {
        querystring: adminWineListQuerySchema,
        response: { 200: adminListSchema(adminWineSchema) },
      },
    },
    async (request) => wines.list(request.query),
  );

  app.get('/api/admin/wines/:id/', { schema: one }, async (request) =>
    wines.get(request.params.id),
  );

  app.post(
    '/api/admin/wines/',
    { schema: { body: adminWineCreateSchema, response: { 201: adminWineSchema } } },
    async (request, reply) =>
      reply.status(201).send(await wines.create(actorOf(request), request.body)),
  );

  app.put('/api/admin/wines/:id/', { schema: { ...one, body: adminWineInputSchema } }, (request) =>
    wines.update(actorOf(request), request.params.id, request.body),
  );

  app.delete('/api/admin/wines/:id/', { schema: one }, (request) =>
    wines.archive(actorOf(request), request.params.id),
  );

  app.post('/api/admin/wines/:id/restore/', { schema: one }, (request) =>
    wines.restore(actorOf(request), request.params.id),
  );

  app.post(
    '/api/admin/wines/:id/stock/',
    { schema: { ...one, body: stockAdjustmentSchema } },
    (request) => wines.adjustStock(actorOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/stock-movements/',
    {
      schema: {
        querystring: stockMovementListQuerySchema,
        response: { 200: adminListSchema(stockMovementSchema) },
      },
    },
    async (request) => wines.stockMovements(request.query),
  );
};
