import type { Services } from '@mdc/core';
import {
  shippingCalculateParamsSchema,
  shippingCalculateQuerySchema,
  shippingCalculationSchema,
  shippingCountryListSchema,
  shippingDetailsSchema,
  shippingLangQuerySchema,
  shippingRegionListSchema,
  shippingRegionsParamsSchema,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../api-error-schema.ts';
import { publicApiCache } from '../cache-control.ts';

// As the catalogue: the answers are the same for every visitor and change only when staff edit.
// Checkout does not rely on them: it asks the shipping service for a fresh quote.

/** docs/product/api.md#shipping-api: countries, regions, shipping options and the product page's shipping text. */
export const shippingRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'shipping'>;
}> = async (app, { services }) => {
  const { shipping } = services;

  // Every country for billing addresses, and the subset we ship to: one shape, two lists.
  const countryLists = {
    '/api/shipping/all-countries-regions/': shipping.allCountriesRegions,
    '/api/shipping/countries/': shipping.shippingCountries,
  };
  for (const [path, list] of Object.entries(countryLists)) {
    app.get(
      path,
      {
        schema: {
          querystring: shippingLangQuerySchema,
          response: { 200: shippingCountryListSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', publicApiCache);
        return { results: await list(request.query.lang) };
      },
    );
  }

  app.get(
    '/api/shipping/regions/:country/',
    {
      schema: {
        params: shippingRegionsParamsSchema,
        querystring: shippingLangQuerySchema,
        response: { 200: shippingRegionListSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { lang } = request.query;
      const regions = await shipping.shippingRegions(request.params.country, lang);
      if (!regions) {
        return reply.status(404).send({
          error: 'Not Found',
          message: lang === 'pt' ? 'País desconhecido' : 'Unknown country',
        });
      }
      reply.header('cache-control', publicApiCache);
      return { results: regions };
    },
  );

  app.get(
    '/api/shipping/calculate/:country/:region/:totalBottles/',
    {
      schema: {
        params: shippingCalculateParamsSchema,
        querystring: shippingCalculateQuerySchema,
        response: { 200: shippingCalculationSchema },
      },
    },
    async (request, reply) => {
      const { country, region, totalBottles } = request.params;
      const { lang, subtotal } = request.query;
      reply.header('cache-control', publicApiCache);
      const results = await shipping.calculate({
        country,
        region,
        bottles: totalBottles,
        subtotalCents: subtotal,
        lang,
      });
      return { results };
    },
  );

  app.get(
    '/api/shipping/shipping-details/',
    {
      schema: {
        querystring: shippingLangQuerySchema,
        response: { 200: shippingDetailsSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', publicApiCache);
      return shipping.details(request.query.lang);
    },
  );
};
