import type { Services } from '@mdc/core';
import {
  adminBookingRequestSchema,
  adminContactMessageSchema,
  adminHandledSchema,
  adminIdParamsSchema,
  adminInboxListQuerySchema,
  adminListSchema,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../accounts/authenticate.ts';

/**
 * What visitors send (issue 6): contact messages and booking requests, each with a list, the
 * whole message, and a handled mark so staff see what still needs an answer.
 */
export const messageRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const inboxes = [
    {
      resource: 'contact-messages',
      admin: services.contactAdmin,
      record: adminContactMessageSchema,
    },
    {
      resource: 'booking-requests',
      admin: services.bookingAdmin,
      record: adminBookingRequestSchema,
    },
  ] as const;

  for (const { resource, admin, record } of inboxes) {
    app.get(
      `/api/admin/${resource}/`,
      {
        schema: {
          querystring: adminInboxListQuerySchema,
          response: { 200: adminListSchema(record) },
        },
      },
      async (request) => admin.list(request.query),
    );

    app.get(
      `/api/admin/${resource}/:id/`,
      { schema: { params: adminIdParamsSchema, response: { 200: record } } },
      async (request) => admin.get(request.params.id),
    );

    app.post(
      `/api/admin/${resource}/:id/handled/`,
      {
        schema: {
          params: adminIdParamsSchema,
          body: adminHandledSchema,
          response: { 200: record },
        },
      },
      async (request) =>
        admin.setHandled(signedIn(request), request.params.id, request.body.handled),
    );
  }
};
