import type { Services, StockAlertLinkResult } from '@mdc/core';
import {
  defaultLang,
  pathTo,
  siteLanguages,
  stockAlertAcceptedSchema,
  stockAlertLinkParam,
  stockAlertRequestSchema,
  type SiteLang,
  text,
} from '@mdc/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiErrorBody } from '../../plugins/error-handler.ts';
import { visitorFormLimitHook } from '../../plugins/visitor-form-limits.ts';
import { apiErrorSchema } from '../api-error-schema.ts';
import { formErrorResponses, sendCaptchaRejection } from '../captcha/form-answers.ts';

/** The links come from e-mails: whatever their query holds, the visitor lands on a page. */
const linkQuerySchema = z.object({
  token: text().optional().catch(undefined),
  lang: z.enum(siteLanguages).optional().catch(undefined),
});

const refusals = {
  unknown_wine: { status: 400, message: 'is not a wine of the shop' },
  in_stock: { status: 409, message: 'is in stock: it can be ordered now' },
} as const;

/**
 * 303 to the wine's shop page (or the shop, when the link was not recognised or the wine left
 * it), in the alert's language, where the page shows the outcome.
 */
function redirectToShop(reply: FastifyReply, result: StockAlertLinkResult, fallback: SiteLang) {
  const lang = result.lang ?? fallback;
  const page = result.productUrl
    ? pathTo('shopProduct', lang, { productUrl: result.productUrl })
    : pathTo('shop', lang);
  reply.header('cache-control', 'no-store');
  return reply.redirect(`${page}?${stockAlertLinkParam}=${result.outcome}`, 303);
}

/**
 * "Tell me when it is back" (decision 072): a visitor's request for a sold-out wine, answered
 * alike whoever asks, and the confirm and cancel links of its e-mails.
 */
export const stockAlertRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'stockAlerts'>;
}> = async (app, { services }) => {
  app.post(
    '/api/stock-alerts/',
    {
      // As many as the newsletter's form allows (decision 012), one counter with the product
      // page's action (decision 127).
      onRequest: visitorFormLimitHook(app, 'stockAlert'),
      schema: {
        body: stockAlertRequestSchema,
        response: { 202: stockAlertAcceptedSchema, ...formErrorResponses, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const result = await services.stockAlerts.request(request.body, { remoteIp: request.ip });
      if (result.ok) return reply.status(202).send({ status: 'accepted' as const });
      if ('reason' in result) return sendCaptchaRejection(reply, result.reason);
      const refusal = refusals[result.refusal];
      return reply.status(refusal.status).send({
        error: refusal.status === 400 ? 'Bad Request' : 'Conflict',
        message: `product_url: ${refusal.message}`,
        fields: { product_url: refusal.message },
      } satisfies ApiErrorBody);
    },
  );

  for (const action of ['confirm', 'cancel'] as const) {
    app.get(
      `/api/stock-alerts/${action}/`,
      { schema: { querystring: linkQuerySchema } },
      async (request, reply) =>
        redirectToShop(
          reply,
          await services.stockAlerts[action](request.query.token),
          request.query.lang ?? defaultLang,
        ),
    );
  }
};
