import type { Services } from '@mdc/core';
import { houseBookingSchema, wineTourismBookingSchema } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitorFormLimitHook } from '../../plugins/visitor-form-limits.ts';
import {
  formErrorResponses,
  formSuccessSchema,
  sendCaptchaRejection,
} from '../captcha/form-answers.ts';

/**
 * The booking requests: the house (docs/decisions/010-house-booking-endpoint.md) and wine tourism
 * (073-wine-tourism-booking.md). Each its own rate limit counter.
 */
export const bookingRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'bookings'>;
}> = async (app, { services }) => {
  app.post(
    '/api/bookings/house/',
    {
      // The same counter as the house page's action (decision 127).
      onRequest: visitorFormLimitHook(app, 'booking'),
      schema: {
        body: houseBookingSchema,
        response: { 201: formSuccessSchema, ...formErrorResponses },
      },
    },
    async (request, reply) => {
      const result = await services.bookings.requestHouse(request.body, { remoteIp: request.ip });
      if (!result.ok) return sendCaptchaRejection(reply, result.reason);
      return reply.status(201).send({ status: 'success' });
    },
  );

  app.post(
    '/api/bookings/wine-tourism/',
    {
      onRequest: visitorFormLimitHook(app, 'wineTourism'),
      schema: {
        body: wineTourismBookingSchema,
        response: { 201: formSuccessSchema, ...formErrorResponses },
      },
    },
    async (request, reply) => {
      const result = await services.bookings.requestWineTourism(request.body, {
        remoteIp: request.ip,
      });
      if (!result.ok) return sendCaptchaRejection(reply, result.reason);
      return reply.status(201).send({ status: 'success' });
    },
  );
};
