import type { Services } from '@mdc/core';
import {
  checkoutConflictSchema,
  confirmOrderResponseSchema,
  confirmOrderSchema,
  createPaymentIntentResponseSchema,
  createPaymentIntentSchema,
  orderCodeParamsSchema,
  orderSchema,
  text,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutRateLimits, clientAddressGroup } from '../../plugins/rate-limit.ts';
import { bearerUser } from '../accounts/authenticate.ts';
import { apiErrorSchema } from '../api-error-schema.ts';
import { asyncPaymentRoutes } from './async-payment-routes.ts';
import { discountCodeCheckRoute, discountCodeTries } from './discount-code-routes.ts';

/** Checkout answers are one buyer's: never stored by a browser cache or a CDN. */
const privateNoStore = 'private, no-store';

const errors = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  429: apiErrorSchema,
  502: apiErrorSchema,
};

const requiredText = (max: number) =>
  text('is required').min(1, 'is required').max(max, `must be at most ${max} characters`);

export const offlineConfirmSchema = z.object({
  paymentIntentId: requiredText(255),
  clientSecret: requiredText(255),
  card_number: requiredText(30),
  expiry: requiredText(10),
  cvc: requiredText(8),
});

export const offlineAuthenticateSchema = z.object({
  paymentIntentId: requiredText(255),
  clientSecret: requiredText(255),
  approve: z.boolean('must be true or false'),
});

export const offlineConfirmResponseSchema = z.object({
  status: z.enum(['succeeded', 'requires_action', 'requires_payment_method']),
  error_message: z.string().optional(),
});

/** docs/product/api.md#checkout-api: payment intent, order confirmation, the Stripe webhook and the thank-you order. */
export const checkoutRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'accounts' | 'checkout'>;
  /** The offline provider's test-only endpoints (never on an https site, decision 110). */
  testEndpoints?: boolean;
}> = async (app, { services, testEndpoints = false }) => {
  const { checkout } = services;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', privateNoStore);
  });
  const tries = discountCodeTries(app);
  await app.register(discountCodeCheckRoute, { services, tries });
  await app.register(asyncPaymentRoutes, { services, testEndpoints });

  app.post(
    '/api/checkout/create-payment-intent/',
    {
      config: { rateLimit: checkoutRateLimits.paymentIntent },
      // A code this checkout does not hold yet is a try of a code, counted like the check route's.
      preHandler: async (request, reply) => {
        const { checkout_id, discount_code } = request.body;
        if (
          discount_code?.trim() &&
          !(await checkout.holdsDiscountCode(checkout_id, discount_code))
        ) {
          await tries(request, reply);
        }
      },
      schema: {
        body: createPaymentIntentSchema,
        response: {
          200: createPaymentIntentResponseSchema,
          403: apiErrorSchema,
          409: checkoutConflictSchema,
          410: apiErrorSchema,
          422: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      // The account comes from a valid bearer token only; a guest (or stale token) buys as guest.
      const user = await bearerUser(request, services);
      const result = await checkout.createPaymentIntent(request.body, {
        userId: user?.id ?? null,
        // The caps count a client as the rate limits do: an IPv6 /64 is one (decision 116).
        address: clientAddressGroup(request.ip),
      });
      if (!result.ok) return reply.status(409).send(result.conflict);
      return result.response;
    },
  );

  app.post(
    '/api/checkout/confirm-order/',
    {
      schema: {
        body: confirmOrderSchema,
        response: {
          200: confirmOrderResponseSchema,
          402: apiErrorSchema,
          409: apiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const user = await bearerUser(request, services);
      return checkout.confirmOrder(request.body, user?.id ?? null);
    },
  );

  app.get(
    '/api/checkout/orders/by-code/:code/',
    {
      config: { rateLimit: checkoutRateLimits.orderLookup },
      schema: { params: orderCodeParamsSchema, response: { 200: orderSchema, ...errors } },
    },
    async (request, reply) => {
      const order = await checkout.orderByCode(request.params.code);
      if (!order) {
        return reply.status(404).send({
          error: 'Not Found',
          message: 'This link has expired or the code does not exist.',
        });
      }
      return order;
    },
  );

  // Stripe signs the exact bytes it sent: this route reads the body raw, in a scope of its own.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/api/checkout/stripe-webhook/',
      {
        schema: {
          response: {
            200: z.object({ received: z.literal(true), duplicate: z.boolean() }),
            ...errors,
          },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const { duplicate } = await checkout.handleWebhook(
          body,
          typeof signature === 'string' ? signature : undefined,
        );
        return { received: true as const, duplicate };
      },
    );
  });

  if (checkout.paymentConfig().provider === 'offline') {
    app.post(
      '/api/checkout/offline-payments/confirm/',
      {
        config: { rateLimit: checkoutRateLimits.offlineConfirm },
        schema: {
          body: offlineConfirmSchema,
          response: { 200: offlineConfirmResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { paymentIntentId, clientSecret, card_number, expiry, cvc } = request.body;
        const outcome = await checkout.confirmOfflinePayment(paymentIntentId, clientSecret, {
          cardNumber: card_number,
          expiry,
          cvc,
        });
        return outcome ?? reply.status(404).send(unknownPayment);
      },
    );
    // The test bank's 3-D Secure challenge, approved or failed by the buyer.
    app.post(
      '/api/checkout/offline-payments/authenticate/',
      {
        config: { rateLimit: checkoutRateLimits.offlineConfirm },
        schema: {
          body: offlineAuthenticateSchema,
          response: { 200: offlineConfirmResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { paymentIntentId, clientSecret, approve } = request.body;
        const outcome = await checkout.authenticateOfflinePayment(
          paymentIntentId,
          clientSecret,
          approve,
        );
        return outcome ?? reply.status(404).send(unknownPayment);
      },
    );
  }
};

const unknownPayment = {
  error: 'Not Found',
  message: 'No such payment, or a wrong client secret.',
};
