import type { Services } from '@mdc/core';
import { mediaIdPattern, mediaImageFormats } from '@mdc/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Media URLs carry a hash of the content, so a URL's bytes never change. */
const immutable = 'public, max-age=31536000, immutable';

const notFound = (reply: FastifyReply) =>
  reply.status(404).send({ error: 'Not Found', message: 'No such file.' });

const send = (reply: FastifyReply, contentType: string, data: Buffer) =>
  reply
    .type(contentType)
    .header('cache-control', immutable)
    .header('x-content-type-options', 'nosniff')
    .send(data);

const variantFile = new RegExp(`^(\\d{1,5})\\.(${mediaImageFormats.join('|')})$`);

/**
 * Public: uploaded images (GET /media/<id>/<width>.webp|avif) and PDFs (GET /media/<id>.pdf),
 * outside the admin scope. Malformed paths answer 400, unknown files 404.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ services: Pick<Services, 'media'> }> = async (
  app,
  { services },
) => {
  app.get(
    '/media/:id/:file',
    {
      schema: {
        params: z.object({
          id: z.string().regex(mediaIdPattern, 'must be a media id'),
          file: z.string().regex(variantFile, 'must be <width>.webp or <width>.avif'),
        }),
      },
    },
    async (request, reply) => {
      const [, width, format] = variantFile.exec(request.params.file)!;
      const data = await services.media.variant(
        request.params.id,
        Number(width),
        format as 'webp' | 'avif',
      );
      return data ? send(reply, `image/${format}`, data) : notFound(reply);
    },
  );

  app.get(
    '/media/:file',
    {
      schema: {
        params: z.object({
          file: z.string().regex(/^[0-9a-f]{32}\.pdf$/, 'must be <id>.pdf'),
        }),
      },
    },
    async (request, reply) => {
      const data = await services.media.pdf(request.params.file.slice(0, 32));
      if (!data) return notFound(reply);
      return send(reply, 'application/pdf', data).header('content-disposition', 'inline');
    },
  );
};
