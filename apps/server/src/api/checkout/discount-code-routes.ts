import type { Services } from '@mdc/core';
import { discountCodeCheckResponseSchema, discountCodeCheckSchema } from '@mdc/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutRateLimits,
  clientAddressGroup,
  tooManyRequests,
} from '../../plugins/rate-limit.ts';
import { apiErrorSchema } from '../api-error-schema.ts';

/**
 * Tries of discount codes per client address (decision 074), one counter for the check route and
 * the payment intents that bring a new code, so codes cannot be guessed through either. Throws
 * the 429 the checkout scope answers in the API's error shape.
 */
export type DiscountCodeTries = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export function discountCodeTries(app: FastifyInstance): DiscountCodeTries {
  const check = app.createRateLimit({
    ...checkoutRateLimits.discountCodeTries,
    keyGenerator: (request) => `discount-code:${clientAddressGroup(request.ip)}`,
  });
  return async (request, reply) => {
    const outcome = await check(request);
    if (!outcome.isAllowed && outcome.isExceeded) {
      reply.header('retry-after', String(outcome.ttlInSeconds));
      throw tooManyRequests(outcome.ttlInSeconds);
    }
  };
}

/**
 * POST /api/shop/discount-codes/check/: the checkout's Apply button. Registered inside the
 * checkout routes' scope (private answers, CheckoutError → 422 naming discount_code with the
 * reason in the buyer's language) so it shares their counter of tries.
 */
export const discountCodeCheckRoute: FastifyPluginAsyncZod<{
  services: Pick<Services, 'checkout'>;
  tries: DiscountCodeTries;
}> = async (app, { services, tries }) => {
  app.post(
    '/api/shop/discount-codes/check/',
    {
      preHandler: tries,
      schema: {
        body: discountCodeCheckSchema,
        response: {
          200: discountCodeCheckResponseSchema,
          400: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => services.checkout.checkDiscountCode(request.body),
  );
};
