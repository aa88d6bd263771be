import { altchaChallengePath, type Services } from '@mdc/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formRateLimits } from '../../plugins/rate-limit.ts';
import { apiErrorSchema } from '../api-error-schema.ts';

// Loose: the widget must get every signed parameter back exactly, or the signature breaks.
const challengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string(),
});

/** The ALTCHA widget's challenge source (only while ALTCHA is the configured robot check). */
export const captchaRoutes: FastifyPluginAsyncZod<{ services: Pick<Services, 'captcha'> }> = async (
  app,
  { services },
) => {
  app.get(
    altchaChallengePath,
    {
      config: { rateLimit: formRateLimits.captchaChallenge },
      schema: { response: { 200: challengeSchema, 404: apiErrorSchema, 429: apiErrorSchema } },
    },
    async (_request, reply) => {
      // Each challenge is single use: never from a cache.
      reply.header('cache-control', 'no-store');
      const challenge = await services.captcha.createChallenge?.();
      if (!challenge) {
        return reply.status(404).send({
          error: 'Not Found',
          message: 'The configured robot check (reCAPTCHA) issues no challenges here',
        });
      }
      return {
        parameters: { ...challenge.parameters },
        signature: challenge.signature ?? '',
      };
    },
  );
};
