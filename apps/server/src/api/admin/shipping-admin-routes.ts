import type { Services } from '@mdc/core';
import {
  adminCountryCreateSchema,
  adminCountryParamsSchema,
  adminCountryUpdateSchema,
  adminIdParamsSchema,
  adminListQuerySchema,
  adminListSchema,
  adminOptionInputSchema,
  adminOptionListQuerySchema,
  adminRegionCreateSchema,
  adminRegionListQuerySchema,
  adminRegionParamsSchema,
  adminRegionUpdateSchema,
  adminShippingCountrySchema,
  adminShippingOptionSchema,
  adminShippingPreviewQuerySchema,
  adminShippingPreviewSchema,
  adminShippingRegionSchema,
  adminShippingZoneSchema,
  adminZoneInputSchema,
  isoCountrySchema,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../accounts/authenticate.ts';

/**
 * Shipping for staff (decisions 030 and 107): countries, regions, zones, each zone's priced
 * options and the cost preview.
 * Money is "7.50" strings, cents inside (decision 137, @mdc/shared money.ts).
 */
export const shippingAdminRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'shippingAdmin'>;
}> = async (app, { services }) => {
  const shipping = services.shippingAdmin;

  app.get(
    '/api/admin/shipping/iso-countries/',
    { schema: { response: { 200: adminListSchema(isoCountrySchema) } } },
    async () => shipping.isoCountries(),
  );

  app.get(
    '/api/admin/shipping/preview/',
    {
      schema: {
        querystring: adminShippingPreviewQuerySchema,
        response: { 200: adminShippingPreviewSchema },
      },
    },
    async (request) => {
      const { region, bottles, subtotal } = request.query;
      return shipping.preview(region, bottles, subtotal);
    },
  );

  // Countries: the ISO code is the id.
  const country = '/api/admin/shipping-countries/';
  app.get(
    country,
    {
      schema: {
        querystring: adminListQuerySchema,
        response: { 200: adminListSchema(adminShippingCountrySchema) },
      },
    },
    async (request) => shipping.listCountries(request.query),
  );
  app.post(
    country,
    { schema: { body: adminCountryCreateSchema, response: { 201: adminShippingCountrySchema } } },
    async (request, reply) =>
      reply.status(201).send(await shipping.createCountry(signedIn(request), request.body)),
  );
  app.get(
    `${country}:id/`,
    { schema: { params: adminCountryParamsSchema, response: { 200: adminShippingCountrySchema } } },
    async (request) => shipping.getCountry(request.params.id),
  );
  app.put(
    `${country}:id/`,
    {
      schema: {
        params: adminCountryParamsSchema,
        body: adminCountryUpdateSchema,
        response: { 200: adminShippingCountrySchema },
      },
    },
    async (request) => shipping.updateCountry(signedIn(request), request.params.id, request.body),
  );

  // Regions: the region code is the id.
  const region = '/api/admin/shipping-regions/';
  app.get(
    region,
    {
      schema: {
        querystring: adminRegionListQuerySchema,
        response: { 200: adminListSchema(adminShippingRegionSchema) },
      },
    },
    async (request) => shipping.listRegions(request.query),
  );
  app.post(
    region,
    { schema: { body: adminRegionCreateSchema, response: { 201: adminShippingRegionSchema } } },
    async (request, reply) =>
      reply.status(201).send(await shipping.createRegion(signedIn(request), request.body)),
  );
  app.get(
    `${region}:id/`,
    { schema: { params: adminRegionParamsSchema, response: { 200: adminShippingRegionSchema } } },
    async (request) => shipping.getRegion(request.params.id),
  );
  app.put(
    `${region}:id/`,
    {
      schema: {
        params: adminRegionParamsSchema,
        body: adminRegionUpdateSchema,
        response: { 200: adminShippingRegionSchema },
      },
    },
    async (request) => shipping.updateRegion(signedIn(request), request.params.id, request.body),
  );

  await shippingZoneAdminRoutes(app, { services });
};

/** Zones and their priced options (decision 107), kept apart so no function grows too long. */
const shippingZoneAdminRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'shippingAdmin'>;
}> = async (app, { services }) => {
  const shipping = services.shippingAdmin;

  // Zones (decision 107): regions sharing one price table.
  const zone = '/api/admin/shipping-zones/';
  app.get(
    zone,
    {
      schema: {
        querystring: adminListQuerySchema,
        response: { 200: adminListSchema(adminShippingZoneSchema) },
      },
    },
    async (request) => shipping.listZones(request.query),
  );
  app.post(
    zone,
    { schema: { body: adminZoneInputSchema, response: { 201: adminShippingZoneSchema } } },
    async (request, reply) =>
      reply.status(201).send(await shipping.createZone(signedIn(request), request.body)),
  );
  app.get(
    `${zone}:id/`,
    { schema: { params: adminIdParamsSchema, response: { 200: adminShippingZoneSchema } } },
    async (request) => shipping.getZone(request.params.id),
  );
  app.put(
    `${zone}:id/`,
    {
      schema: {
        params: adminIdParamsSchema,
        body: adminZoneInputSchema,
        response: { 200: adminShippingZoneSchema },
      },
    },
    async (request) => shipping.updateZone(signedIn(request), request.params.id, request.body),
  );
  app.delete(
    `${zone}:id/`,
    { schema: { params: adminIdParamsSchema, response: { 200: adminShippingZoneSchema } } },
    async (request) => shipping.deleteZone(signedIn(request), request.params.id),
  );

  // Options: a zone's price tables.
  const option = '/api/admin/shipping-options/';
  app.get(
    option,
    {
      schema: {
        querystring: adminOptionListQuerySchema,
        response: { 200: adminListSchema(adminShippingOptionSchema) },
      },
    },
    async (request) => shipping.listOptions(request.query),
  );
  app.post(
    option,
    { schema: { body: adminOptionInputSchema, response: { 201: adminShippingOptionSchema } } },
    async (request, reply) =>
      reply.status(201).send(await shipping.createOption(signedIn(request), request.body)),
  );
  app.get(
    `${option}:id/`,
    { schema: { params: adminIdParamsSchema, response: { 200: adminShippingOptionSchema } } },
    async (request) => shipping.getOption(request.params.id),
  );
  app.put(
    `${option}:id/`,
    {
      schema: {
        params: adminIdParamsSchema,
        body: adminOptionInputSchema,
        response: { 200: adminShippingOptionSchema },
      },
    },
    async (request) => shipping.updateOption(signedIn(request), request.params.id, request.body),
  );
  app.delete(
    `${option}:id/`,
    { schema: { params: adminIdParamsSchema, response: { 200: adminShippingOptionSchema } } },
    async (request) => shipping.deleteOption(signedIn(request), request.params.id),
  );
};
