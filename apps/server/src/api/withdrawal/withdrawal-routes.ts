import type { Services } from '@mdc/core';
import {
  orderCodeParamsSchema,
  withdrawalCreatedSchema,
  withdrawalRefusals,
  withdrawalRequestSchema,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutRateLimits } from '../../plugins/rate-limit.ts';
import { bearerUser } from '../accounts/authenticate.ts';
import { apiErrorSchema } from '../api-error-schema.ts';

/** A refusal names why, for the page to say it in the buyer's language. */
const refusedSchema = apiErrorSchema.extend({
  code: z.enum([...withdrawalRefusals, 'not_found']),
});

/**
 * The withdrawal button (decision 070): the buyer confirms their withdrawal from the order page
 * their e-mail links to (and the profile's order history, which holds the same code). The
 * order's secret code is the authority, as for reading the order.
 */
export const withdrawalRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'accounts' | 'withdrawal'>;
}> = async (app, { services }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/api/checkout/orders/by-code/:code/withdrawal/',
    {
      config: { rateLimit: checkoutRateLimits.withdrawal },
      schema: {
        params: orderCodeParamsSchema,
        body: withdrawalRequestSchema,
        response: {
          201: withdrawalCreatedSchema,
          400: apiErrorSchema,
          404: refusedSchema,
          409: refusedSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      // A signed-in buyer's withdrawal records their account (only when the order is theirs).
      const user = await bearerUser(request, services);
      const created = await services.withdrawal.withdraw(
        request.params.code,
        request.body,
        user?.id ?? null,
      );
      return reply.status(201).send(created);
    },
  );
};
