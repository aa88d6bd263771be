import type { Services } from '@mdc/core';
import {
  defaultLang,
  newsletterSubscribeSchema,
  pathTo,
  siteLanguages,
  newsletterLinkParam,
  type NewsletterLinkOutcome,
  type SiteLang,
  text,
} from '@mdc/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiErrorBody } from '../../plugins/error-handler.ts';
import { visitorFormLimitHook } from '../../plugins/visitor-form-limits.ts';
import { apiErrorSchema } from '../api-error-schema.ts';
import { formErrorResponses, sendCaptchaRejection } from '../captcha/form-answers.ts';

/** docs/product/api.md#site-api: a rejected address answers `status: 'invalid'` beside the usual error fields. */
const subscribeErrorSchema = apiErrorSchema.extend({ status: z.literal('invalid').optional() });

/**
 * The links come from e-mails: whatever their query holds, the visitor lands on the home page
 * with a message, never on a JSON error.
 */
const linkQuerySchema = z.object({
  token: text().optional().catch(undefined),
  lang: z.enum(siteLanguages).optional().catch(undefined),
});

function isEmailFieldError(payload: unknown): payload is ApiErrorBody {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    'fields' in payload &&
    typeof payload.fields === 'object' &&
    payload.fields !== null &&
    'email' in payload.fields
  );
}

/** Marks the validation answer for a bad e-mail the way the page reads it. */
async function markInvalidEmail(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  return reply.statusCode === 400 && isEmailFieldError(payload)
    ? { status: 'invalid' as const, ...payload }
    : payload;
}

/** 303 to the home page in the subscriber's language, where the page shows a toast. */
function redirectHome(reply: FastifyReply, outcome: NewsletterLinkOutcome, lang: SiteLang) {
  reply.header('cache-control', 'no-store');
  return reply.redirect(`${pathTo('home', lang)}?${newsletterLinkParam}=${outcome}`, 303);
}

/** docs/product/api.md#site-api subscribe, with double opt-in confirm and one-click unsubscribe links. */
export const newsletterRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'newsletter'>;
}> = async (app, { services }) => {
  app.addHook('preSerialization', markInvalidEmail);

  app.post(
    '/api/newsletter/subscribe/',
    {
      // The same counter as the home page's action (decision 127).
      onRequest: visitorFormLimitHook(app, 'newsletter'),
      schema: {
        body: newsletterSubscribeSchema,
        response: {
          200: z.object({ status: z.enum(['success', 'duplicate']) }),
          ...formErrorResponses,
          400: subscribeErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await services.newsletter.subscribe(request.body, { remoteIp: request.ip });
      if (!result.ok) return sendCaptchaRejection(reply, result.reason);
      return { status: result.status };
    },
  );

  // The links of the confirmation e-mail.
  for (const action of ['confirm', 'unsubscribe'] as const) {
    app.get(
      `/api/newsletter/${action}/`,
      { schema: { querystring: linkQuerySchema } },
      async (request, reply) => {
        const { outcome, lang } = await services.newsletter[action](request.query.token);
        return redirectHome(reply, outcome, lang ?? request.query.lang ?? defaultLang);
      },
    );
  }

  // RFC 8058 one-click: mail programs POST "List-Unsubscribe=One-Click" as a form, which this
  // scope accepts (and ignores: the token in the URL is what counts).
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    oneClick.removeAllContentTypeParsers();
    oneClick.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 4096 }, (_r, _body, done) =>
      done(null, undefined),
    );
    oneClick.post(
      '/api/newsletter/unsubscribe/',
      {
        schema: {
          querystring: linkQuerySchema,
          response: { 200: z.object({ status: z.literal('unsubscribed') }), 400: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const { outcome } = await services.newsletter.unsubscribe(request.query.token);
        if (outcome === 'unsubscribed') return { status: 'unsubscribed' as const };
        return reply.status(400).send({
          error: 'Bad Request',
          message: 'token: this unsubscribe link is not valid',
          fields: { token: 'is not valid' },
        });
      },
    );
  });
};
