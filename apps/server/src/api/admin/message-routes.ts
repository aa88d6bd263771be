import type { Services } from '@mdc/core';
import {
  adminBookingDecisionSchema,
  adminBookingListQuerySchema,
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
 * whole message, and a handled mark so staff see what still needs an answer. Booking requests
 * also filter by kind and staff's answer, and a wine-tourism request is accepted or declined
 * (docs/decisions/073-wine-tourism-booking.md).
 */
export const messageRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'bookingAdmin' | 'contactAdmin'>;
}> = async (app, { services }) => {
  app.get(
    '/api/admin/contact-messages/',
    {
      schema: {
        querystring: adminInboxListQuerySchema,
        response: { 200: adminListSchema(adminContactMessageSchema) },
      },
    },
    async (request) => services.contactAdmin.list(request.query),
  );

  app.get(
    '/api/admin/booking-requests/',
    {
      schema: {
        querystring: adminBookingListQuerySchema,
        response: { 200: adminListSchema(adminBookingRequestSchema) },
      },
    },
    async (request) => services.bookingAdmin.list(request.query),
  );

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

  for (const decision of ['accept', 'decline'] as const) {
    app.post(
      `/api/admin/booking-requests/:id/${decision}/`,
      {
        schema: {
          params: adminIdParamsSchema,
          body: adminBookingDecisionSchema,
          response: { 200: adminBookingRequestSchema },
        },
      },
      async (request) =>
        services.bookingAdmin.decide(signedIn(request), request.params.id, decision, request.body),
    );
  }
};
