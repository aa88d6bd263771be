import type { Services } from '@mdc/core';
import { adminSiteImageSchema, siteImageInputSchema, siteImageParamsSchema } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../accounts/authenticate.ts';

/**
 * The site's image slots (docs/decisions/108-estate-photographs.md). A photo is first uploaded
 * through POST /api/admin/media/ (type checked by its bytes, resized, turned upright, metadata
 * stripped), then put in a slot with its alt texts and focal point here.
 *
 *   GET    /api/admin/site-images/          { data, total }: every slot, its drawing and photo
 *   PUT    /api/admin/site-images/<slot>/   { media_id, alt: { pt, en }, focus_x, focus_y }
 *   DELETE /api/admin/site-images/<slot>/   back to the demo drawing
 */
export const siteImageRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'siteImages'>;
}> = async (app, { services }) => {
  const list = z.object({ data: z.array(adminSiteImageSchema), total: z.number().int() });
  app.get('/api/admin/site-images/', { schema: { response: { 200: list } } }, async () => {
    const data = await services.siteImages.list();
    return { data, total: data.length };
  });

  const one = { params: siteImageParamsSchema, response: { 200: adminSiteImageSchema } };
  app.get('/api/admin/site-images/:slot/', { schema: one }, async (request) =>
    services.siteImages.one(request.params.slot),
  );
  app.put(
    '/api/admin/site-images/:slot/',
    { schema: { ...one, body: siteImageInputSchema } },
    async (request) =>
      services.siteImages.set(signedIn(request), request.params.slot, request.body),
  );
  app.delete('/api/admin/site-images/:slot/', { schema: one }, async (request) =>
    services.siteImages.reset(signedIn(request), request.params.slot),
  );
};
