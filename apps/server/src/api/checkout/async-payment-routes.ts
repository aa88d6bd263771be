import type { Services } from '@mdc/core';
import { siteLanguages, text } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutRateLimits } from '../../plugins/rate-limit.ts';
import { apiErrorSchema } from '../api-error-schema.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };

const requiredText = (max: number) =>
  text('is required').min(1, 'is required').max(max, `must be at most ${max} characters`);

const intentRef = {
  paymentIntentId: requiredText(255),
  clientSecret: requiredText(255),
};

/** An MB WAY number: a Portuguese mobile (9 digits starting with 9), with or without +351. */
export const mbWayPhoneSchema = text('is required')
  .max(20, 'must be at most 20 characters')
  .refine(
    (value) => /^(?:\+?351)?9\d{8}$/.test(value.replace(/[\s-]/g, '')),
    'must be a Portuguese mobile number (9 digits starting with 9)',
  );

export const offlineMbWaySchema = z.object({ ...intentRef, phone: mbWayPhoneSchema });
export const offlineIntentSchema = z.object(intentRef);
export const awaitingPaymentSchema = z.object({
  paymentIntentId: requiredText(255),
  language: z.enum(siteLanguages, 'must be pt or en').default('pt'),
});
export const multibancoPaySchema = z.object({
  reference: text('is required').regex(/^\d{9}$/, 'must be the 9 digits of a reference'),
});

const paymentStateSchema = z.object({
  status: z.enum([
    'succeeded',
    'requires_action',
    'requires_payment_method',
    'canceled',
    'processing',
  ]),
  error_message: z.string().optional(),
  expires_at: z.string().optional(),
});
const codeSchema = z.object({ code: z.string() });

const unknownPayment = {
  error: 'Not Found',
  message: 'No such payment, or a wrong client secret.',
};

/**
 * MB WAY and Multibanco (decision 110; docs/product/api.md#checkout-api): the page's word that a
 * voucher was shown (the provider is asked), and, with the offline provider only, its MB WAY
 * request and state, its voucher, and — outside production — a test endpoint that pays a voucher.
 */
export const asyncPaymentRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'checkout'>;
  testEndpoints: boolean;
}> = async (app, { services, testEndpoints }) => {
  const { checkout } = services;

  app.post(
    '/api/checkout/awaiting-payment/',
    {
      config: { rateLimit: checkoutRateLimits.offlineConfirm },
      schema: {
        body: awaitingPaymentSchema,
        response: { 200: codeSchema, 409: apiErrorSchema, 502: apiErrorSchema, ...errors },
      },
    },
    async (request) => checkout.awaitPayment(request.body.paymentIntentId),
  );

  if (checkout.paymentConfig().provider !== 'offline') return;

  app.post(
    '/api/checkout/offline-payments/mb-way/',
    {
      config: { rateLimit: checkoutRateLimits.offlineConfirm },
      schema: { body: offlineMbWaySchema, response: { 200: paymentStateSchema, ...errors } },
    },
    async (request, reply) => {
      const { paymentIntentId, clientSecret, phone } = request.body;
      const state = await checkout.startOfflineMbWay(paymentIntentId, clientSecret, phone);
      return state ?? reply.status(404).send(unknownPayment);
    },
  );

  app.post(
    '/api/checkout/offline-payments/state/',
    {
      config: { rateLimit: checkoutRateLimits.paymentState },
      schema: { body: offlineIntentSchema, response: { 200: paymentStateSchema, ...errors } },
    },
    async (request, reply) => {
      const { paymentIntentId, clientSecret } = request.body;
      const state = await checkout.offlinePaymentState(paymentIntentId, clientSecret);
      return state ?? reply.status(404).send(unknownPayment);
    },
  );

  app.post(
    '/api/checkout/offline-payments/multibanco/',
    {
      config: { rateLimit: checkoutRateLimits.offlineConfirm },
      schema: {
        body: offlineIntentSchema,
        response: { 200: codeSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { paymentIntentId, clientSecret } = request.body;
      const answer = await checkout.startOfflineMultibanco(paymentIntentId, clientSecret);
      return answer ?? reply.status(404).send(unknownPayment);
    },
  );

  // Tests and demos only: the bank's word that a voucher was paid. Never on an https site.
  if (!testEndpoints) return;
  app.post(
    '/api/checkout/offline-payments/multibanco/pay/',
    {
      config: { rateLimit: checkoutRateLimits.offlineConfirm },
      schema: {
        body: multibancoPaySchema,
        response: {
          200: z.object({ result: z.string(), code: z.string().nullable() }),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const paid = await checkout.markMultibancoPaid(request.body.reference);
      return (
        paid ??
        reply.status(404).send({
          error: 'Not Found',
          message: 'reference: no unexpired Multibanco voucher has this reference.',
          fields: { reference: 'no unexpired Multibanco voucher has this reference' },
        })
      );
    },
  );
};
