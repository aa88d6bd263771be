import type { Services } from '@mdc/core';
import { adminUploadMaxBytes, mediaUploadSchema } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../accounts/authenticate.ts';

/**
 * The content decides what an upload is, never its label: every type a browser may give a file
 * (a phone's HEIC photo, an SVG drawing, none at all) reaches the content check and is answered
 * with a 415 or 422 naming `file` (docs/decisions/108-estate-photographs.md,
 * docs/decisions/118-upload-refusals.md). JSON and plain text keep Fastify's own parsers and
 * reach the same check as an empty file.
 */
export const maxUploadBytes = adminUploadMaxBytes;

/** The original file name, sent URL-encoded in X-File-Name (kept for staff, never trusted). */
function fileNameOf(header: string | string[] | undefined) {
  if (typeof header !== 'string') return '';
  try {
    return (
      decodeURIComponent(header)
        // eslint-disable-next-line no-control-regex -- control characters are what we remove
        .replace(/[\u0000-\u001f]/g, '')
        .slice(0, 200)
    );
  } catch {
    return '';
  }
}

/**
 * POST /api/admin/media/: the raw bytes of a photo or a PDF as the body (up to 10 MB, else 413;
 * 415 for anything that is not really one, 422 for an image with too many pixels or picture
 * data that does not decode whole). Answers { id, kind, url, width, height }.
 */
export const mediaAdminRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'media'>;
}> = async (app, { services }) => {
  // Encapsulated in this plugin: no other route takes raw bodies.
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: maxUploadBytes },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/admin/media/',
    { bodyLimit: maxUploadBytes, schema: { response: { 201: mediaUploadSchema } } },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body)
        ? request.body
        : Buffer.from(typeof request.body === 'string' ? request.body : '');
      const user = signedIn(request);
      const upload = await services.media.upload(
        { id: user.id, email: user.email },
        body,
        fileNameOf(request.headers['x-file-name']),
      );
      return reply.status(201).send(upload);
    },
  );
};
