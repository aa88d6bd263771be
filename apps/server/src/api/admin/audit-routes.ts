import type { Services } from '@mdc/core';
import { adminListQuerySchema, adminListSchema, text } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const auditEntrySchema = z.object({
  id: z.number(),
  user_id: z.number().nullable(),
  actor: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  action: z.string(),
  changes: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});

/** The audit log: who changed what and when, newest first. */
export const auditRoutes: FastifyPluginAsyncZod<{ services: Pick<Services, 'audit'> }> = async (
  app,
  { services },
) => {
  app.get(
    '/api/admin/audit-log/',
    {
      schema: {
        querystring: adminListQuerySchema.extend({
          order: z.enum(['asc', 'desc']).default('desc'),
          entity: text().max(30).optional(),
          entity_id: text().max(60).optional(),
        }),
        response: { 200: adminListSchema(auditEntrySchema) },
      },
    },
    async (request) => services.audit.list(request.query),
  );
};
