import { createShareImages, type Services } from '@mdc/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** A photo's share image is named by its content hash and focal point: it never changes. */
const immutable = 'public, max-age=31536000, immutable';
/** A drawing may be redrawn in a new release. */
const oneDay = 'public, max-age=86400, stale-while-revalidate=604800';

const send = (reply: FastifyReply, type: string, cache: string, data: Buffer) =>
  reply
    .type(type)
    .header('cache-control', cache)
    .header('x-content-type-options', 'nosniff')
    .send(data);

const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ error: 'Not Found', message: 'No such picture.' });

/**
 * Public: the 1200×630 pictures of link previews (GET /share/photo/<id>-<x>-<y>.jpg and
 * GET /share/images/<path>.png; docs/decisions/123-texts-sharing-and-french-spacing.md).
 * Malformed names answer 400, pictures the site does not show 404.
 */
export const shareImageRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'media' | 'siteImages'>;
  drawingsDir: string;
}> = async (app, { services, drawingsDir }) => {
  const images = createShareImages({
    media: services.media,
    siteImages: services.siteImages,
    drawingsDir,
  });

  app.get(
    '/share/photo/:file',
    {
      schema: {
        params: z.object({
          file: z
            .string()
            .regex(/^[0-9a-f]{32}-\d{1,3}-\d{1,3}\.jpg$/, 'must be <media id>-<x>-<y>.jpg'),
        }),
      },
    },
    async (request, reply) => {
      const data = await images.photo(request.params.file);
      return data ? send(reply, 'image/jpeg', immutable, data) : notFound(reply);
    },
  );

  app.get(
    '/share/images/*',
    {
      schema: {
        params: z.object({
          '*': z
            .string()
            .max(200)
            .regex(/^(?:[a-z0-9-]+\/)*[a-z0-9-]+\.png$/, 'must be a drawing’s path ending in .png'),
        }),
      },
    },
    async (request, reply) => {
      const data = await images.drawing(`images/${request.params['*']}`);
      return data ? send(reply, 'image/png', oneDay, data) : notFound(reply);
    },
  );
};
