import type { Services } from '@mdc/core';
import {
  langQuerySchema,
  productParamsSchema,
  productsQuerySchema,
  shopSettingsSchema,
  wineSchema,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PrecompressedBody } from '../../plugins/precompressed.ts';
import { apiErrorSchema } from '../api-error-schema.ts';
import { liveApiCache, publicApiCache } from '../cache-control.ts';

const wineListSchema = z.array(wineSchema);
/**
 * The JSON of each list the catalogue's read cache holds (its arrays are frozen and the same
 * until the cache drops them): checked against the schema, serialised and compressed once per
 * cache fill instead of on every request (decision 112).
 */
const listJson = new WeakMap<object, PrecompressedBody>();
function jsonOfList(wines: readonly object[]): PrecompressedBody {
  let body = listJson.get(wines);
  if (body === undefined) {
    body = new PrecompressedBody(JSON.stringify(wineListSchema.parse(wines)));
    listJson.set(wines, body);
  }
  return body;
}

/** docs/product/api.md#site-api and docs/product/api.md#shop-api: shop settings and the wine catalogue. */
export const catalogueRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'catalogue' | 'settings' | 'technicalSheets'>;
}> = async (app, { services }) => {
  app.get(
    '/api/shop/shop-settings/',
    { schema: { response: { 200: shopSettingsSchema.passthrough() } } },
    async (_request, reply) => {
      // Short: a staff change to shop_enabled must reach new visitors quickly.
      reply.header('cache-control', 'public, max-age=0, s-maxage=30');
      return services.settings.getShopSettings();
    },
  );

  app.get(
    '/api/shop/products/',
    {
      schema: {
        querystring: productsQuerySchema,
        response: { 200: z.array(wineSchema) },
      },
      // Compressed once per cache fill by PrecompressedBody, not per response by the plugin.
      compress: false,
      decompress: false,
    },
    async (request, reply) => {
      const { lang, shop } = request.query;
      reply.header('cache-control', shop ? liveApiCache : publicApiCache);
      const wines = await services.catalogue.listWines({
        lang,
        channel: shop ? 'shop' : 'catalogue',
      });
      // The schema stays for the API's documentation; the body was checked against it once.
      reply.type('application/json; charset=utf-8');
      return jsonOfList(wines).send(request, reply);
    },
  );

  app.get(
    '/api/shop/products/:product_url/',
    {
      schema: {
        params: productParamsSchema,
        querystring: productsQuerySchema,
        response: { 200: wineSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { lang, shop } = request.query;
      const wine = await services.catalogue.getWine({
        lang,
        slug: request.params.product_url,
        channel: shop ? 'shop' : 'catalogue',
      });
      if (!wine) {
        return reply.status(404).send({
          error: 'Not Found',
          message: lang === 'pt' ? 'Vinho não encontrado' : 'Wine not found',
        });
      }
      reply.header('cache-control', shop ? liveApiCache : publicApiCache);
      return wine;
    },
  );

  // The technical sheet is rendered from the wine's current data (see docs/decisions).
  app.get(
    '/media/technical-sheets/:lang/:file',
    {
      schema: {
        params: z.object({
          lang: langQuerySchema,
          file: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*\.pdf$/, 'must be {product_url}.pdf'),
        }),
      },
    },
    async (request, reply) => {
      const slug = request.params.file.replace(/\.pdf$/, '');
      const pdf = await services.technicalSheets.render(slug, request.params.lang);
      if (!pdf) return reply.status(404).send({ error: 'Not Found', message: 'No such wine' });
      return reply
        .type('application/pdf')
        .header('cache-control', 'public, max-age=3600')
        .header('content-disposition', `inline; filename="${slug}.pdf"`)
        .send(Buffer.from(pdf));
    },
  );
};
