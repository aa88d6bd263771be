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
  app.addHook('onReady', async () => {
    // Fail at start-up, not on the first request, when a schema cannot be described.
    app.swagger();
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
}
