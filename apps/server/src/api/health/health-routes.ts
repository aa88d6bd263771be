import { isDatabaseReachable, type Database } from '@mdc/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseRetryAfterSeconds } from '../../plugins/error-handler.ts';

/** Liveness (the process answers) and readiness (the database answers too). */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (await isDatabaseReachable(db)) return { status: 'ready' as const };
      reply.header('retry-after', String(databaseRetryAfterSeconds));
      return reply.status(503).send({ status: 'unavailable' as const });
    },
  );
};
