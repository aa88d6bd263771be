import {
  isDatabaseReachable,
  isRedisReady,
  type createRedisConnection,
  type Database,
} from '@mdc/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseRetryAfterSeconds } from '../../plugins/error-handler.ts';

/**
 * Liveness (the process answers) and readiness (the database answers too). Without Redis the
 * instance still serves, with its limits in its own memory (docs/decisions/097-redis-outage.md):
 * it stays ready, and the body says it is degraded, for monitoring rather than for the balancer,
 * which would otherwise take every instance out at once.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  db: Database;
  redis: ReturnType<typeof createRedisConnection> | undefined;
}> = async (app, { db, redis }) => {
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
          200: z.object({
            status: z.enum(['ready', 'degraded']),
            redis: z.enum(['ok', 'unavailable', 'not_configured']),
          }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (await isDatabaseReachable(db)) {
        const shared = !redis ? 'not_configured' : isRedisReady(redis) ? 'ok' : 'unavailable';
        return { status: shared === 'unavailable' ? 'degraded' : 'ready', redis: shared } as const;
      }
      reply.header('retry-after', String(databaseRetryAfterSeconds));
      return reply.status(503).send({ status: 'unavailable' as const });
    },
  );
};
