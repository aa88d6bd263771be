import type { Actor, ContentListQuery, Services } from '@mdc/core';
import {
  adminIdParamsSchema,
  adminListQuerySchema,
  adminListSchema,
  contentBlockInputSchema,
  contentBlockRecordSchema,
  contentMoveSchema,
  contentPages,
  contentSortFields,
  galleryImageInputSchema,
  galleryImageRecordSchema,
  houseFeatureInputSchema,
  houseFeatureRecordSchema,
  policies,
  policySectionInputSchema,
  policySectionRecordSchema,
  regionBlockInputSchema,
  regionBlockRecordSchema,
  text,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../accounts/authenticate.ts';

const listQuery = adminListQuerySchema.extend({
  sort: z.enum(contentSortFields).optional(),
  /** content-blocks: one page's blocks ("page" is the list's page number). */
  content_page: z.enum(contentPages).optional(),
  /** policy-sections: one policy's sections. */
  policy: z.enum(policies).optional(),
});

/** What every content table's service offers (packages/core content-admin.ts). */
interface ContentResource<I> {
  list(query: ContentListQuery): Promise<{ data: unknown[]; total: number }>;
  get(id: number): Promise<unknown>;
  create(actor: Actor, input: I): Promise<unknown>;
  update(actor: Actor, id: number, input: I): Promise<unknown>;
  remove(actor: Actor, id: number): Promise<unknown>;
  move(actor: Actor, id: number, direction: 'up' | 'down'): Promise<unknown>;
}

/** A site document's key in the path; unknown keys answer 404 from the service. */
const documentParams = z.object({ key: text().max(40) });
/** Documents differ by key, so the service checks the body against the key's schema. */
const documentSchema = z.looseObject({ id: z.string() });

/**
 * Site content (issue 6, "Content"): page blocks, region blocks, gallery, house features, policy
 * sections (list contract with position ordering and a move up/down action) and the single
 * documents (company contact, guest guide, house details). Saves clear the content cache.
 */
export const contentRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'contentAdmin'>;
}> = async (app, { services }) => {
  const admin = services.contentAdmin;
  /** One content table over the list contract, plus POST …/<id>/move/ for ordering. */
  function resource<I>(
    path: string,
    service: ContentResource<I>,
    input: z.ZodType<I>,
    record: z.ZodType,
  ) {
    const base = `/api/admin/${path}/`;
    const one = `${base}:id/`;
    app.get(
      base,
      { schema: { querystring: listQuery, response: { 200: adminListSchema(record) } } },
      async (request) => service.list(request.query),
    );
    app.get(
      one,
      { schema: { params: adminIdParamsSchema, response: { 200: record } } },
      async (request) => service.get(request.params.id),
    );
    app.post(base, { schema: { body: input, response: { 201: record } } }, async (request, reply) =>
      reply.status(201).send(await service.create(signedIn(request), request.body as I)),
    );
    app.put(
      one,
      { schema: { params: adminIdParamsSchema, body: input, response: { 200: record } } },
      async (request) => service.update(signedIn(request), request.params.id, request.body as I),
    );
    app.delete(
      one,
      { schema: { params: adminIdParamsSchema, response: { 200: record } } },
      async (request) => service.remove(signedIn(request), request.params.id),
    );
    app.post(
      `${one}move/`,
      {
        schema: { params: adminIdParamsSchema, body: contentMoveSchema, response: { 200: record } },
      },
      async (request) => service.move(signedIn(request), request.params.id, request.body.direction),
    );
  }

  resource(
    'content-blocks',
    admin.contentBlocks,
    contentBlockInputSchema,
    contentBlockRecordSchema,
  );
  resource('region-blocks', admin.regionBlocks, regionBlockInputSchema, regionBlockRecordSchema);
  resource(
    'gallery-images',
    admin.galleryImages,
    galleryImageInputSchema,
    galleryImageRecordSchema,
  );
  resource(
    'house-features',
    admin.houseFeatures,
    houseFeatureInputSchema,
    houseFeatureRecordSchema,
  );
  resource(
    'policy-sections',
    admin.policySections,
    policySectionInputSchema,
    policySectionRecordSchema,
  );

  app.get(
    '/api/admin/site-documents/:key/',
    { schema: { params: documentParams, response: { 200: documentSchema } } },
    async (request) => admin.documents.get(request.params.key),
  );
  app.put(
    '/api/admin/site-documents/:key/',
    { schema: { params: documentParams, body: z.unknown(), response: { 200: documentSchema } } },
    async (request) => admin.documents.put(signedIn(request), request.params.key, request.body),
  );
};
