import type { Services } from '@mdc/core';
import { houseBookingSchema } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formRateLimits, tooManyRequestsHandler } from '../../plugins/rate-limit.ts';
import {
  formErrorResponses,
  formSuccessSchema,
  sendCaptchaRejection,
} from '../captcha/form-answers.ts';

/** The house booking request (docs/decisions/010-house-booking-endpoint.md). */
export const bookingRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
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
};
