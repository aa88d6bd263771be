import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { describeRoute } from './route-description.ts';

/**
 * The OpenAPI document of every route, generated from the same zod schemas that validate the
 * requests and shape the answers. Registered before the routes (it collects them as they are
 * added); GET /api/docs serves the document.
 */
export async function openApi(app: FastifyInstance, { publicUrl }: { publicUrl: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Website and shop API',
        description:
          'Public catalogue, shipping, forms, checkout and accounts (docs/product/api.md), and the ' +
          'staff-only /api/admin/** routes (bearer token of a staff account).',
        version: '1.0.0',
      },
      servers: [{ url: publicUrl }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: describeRoute,
  });
  // Generated on the first GET /api/docs, not at start: the document (440 kB of JSON, a few MB
  // of objects once built) then stays in memory, and few instances are ever asked for it
  // (docs/decisions/139-lazy-libraries.md). openapi.db.test.ts describes every route, so a
  // schema that cannot be described fails the tests instead of a start-up.
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
