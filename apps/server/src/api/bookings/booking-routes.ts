import type { Services } from '@mdc/core';
import { houseBookingSchema, wineTourismBookingSchema } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formRateLimits, tooManyRequestsHandler } from '../../plugins/rate-limit.ts';
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
  app.setErrorHandler(tooManyRequestsHandler);

  app.post(
    '/api/bookings/house/',
    {
      config: { rateLimit: formRateLimits.booking },
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
      config: { rateLimit: formRateLimits.booking },
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
