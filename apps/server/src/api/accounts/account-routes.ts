import { AccountError, accountMessages, type Services } from '@mdc/core';
import {
  accountExportSchema,
  accountNewsletterSchema,
  accountNewsletterUpdateSchema,
  detailResponseSchema,
  emailVerifySchema,
  googleLoginResponseSchema,
  googleLoginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  pathTo,
  refreshRequestSchema,
  registrationResponseSchema,
  registrationSchema,
  siteLangFromAcceptLanguage,
  siteLanguages,
  tokenPairSchema,
  tokenRequestSchema,
  userOrdersSchema,
  userSchema,
  userUpdateSchema,
  text,
} from '@mdc/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountRateLimits, tooManyRequests } from '../../plugins/rate-limit.ts';
import { apiErrorSchema } from '../api-error-schema.ts';
import { requireUser, signedIn } from './authenticate.ts';
import { siteSessionRoutes } from './session-routes.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema };

/**
 * A second limit keyed by the e-mail typed (after validation, so it is lower-cased), on top of
 * the route's per-IP one.
 */
export function perAccountLimit(
  app: FastifyInstance,
  name: string,
  limit: { max: number; timeWindow: number },
) {
  const check = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `${name}:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const outcome = await check(request);
    if (!outcome.isAllowed && outcome.isExceeded) {
      // Like the per-IP limit's 429: the client is told when to try again.
      reply.header('retry-after', String(outcome.ttlInSeconds));
      throw tooManyRequests(outcome.ttlInSeconds);
    }
  };
}

const verifyLinkQuerySchema = z.object({
  uid: text().max(64).optional().catch(undefined),
  token: text().max(128).optional().catch(undefined),
  lang: z.enum(siteLanguages).optional().catch(undefined),
});

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];
type Accounts = Services['accounts'];

/**
 * docs/product/api.md#accounts-api accounts: registration, tokens, password reset, e-mail verification and Google
 * sign-in in the open; the profile, orders, export, newsletter and deletion on an authenticated
 * scope (requireUser). Every answer is private to one person: never cached.
 */
export const accountRoutes: FastifyPluginAsyncZod<{
  services: Pick<Services, 'accounts' | 'checkout'>;
  publicUrl: string;
}> = async (app, { services, publicUrl }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  signInRoutes(app, services.accounts);
  siteSessionRoutes(app, services, publicUrl);
  accountLinkRoutes(app, services.accounts);
  await app.register(async (scope) => ownAccountRoutes(scope, services));
};

/** Registration, tokens and Google sign-in: in the open, rate-limited per IP and per e-mail. */
function signInRoutes(app: ZodApp, accounts: Accounts) {
  app.post(
    '/api/auth/registration/',
    {
      config: { rateLimit: accountRateLimits.registration },
      preHandler: perAccountLimit(app, 'register', accountRateLimits.registrationPerAccount),
      schema: {
        body: registrationSchema,
        response: { 201: registrationResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await accounts.register(request.body)),
  );

  app.post(
    '/api/users/token/',
    {
      config: { rateLimit: accountRateLimits.token },
      preHandler: perAccountLimit(app, 'login', accountRateLimits.tokenPerAccount),
      schema: { body: tokenRequestSchema, response: { 200: tokenPairSchema, ...errors } },
    },
    async (request) => accounts.login(request.body.email, request.body.password),
  );

  app.post(
    '/api/users/token/refresh/',
    {
      config: { rateLimit: accountRateLimits.refresh },
      schema: { body: refreshRequestSchema, response: { 200: tokenPairSchema, ...errors } },
    },
    async (request) => accounts.refresh(request.body.refresh),
  );

  app.post(
    '/api/users/logout/',
    {
      config: { rateLimit: accountRateLimits.refresh },
      schema: { body: refreshRequestSchema, response: { 200: detailResponseSchema, ...errors } },
    },
    async (request) => {
      await accounts.logout(request.body.refresh);
      return { detail: accountMessages.loggedOut };
    },
  );

  // Without GOOGLE_CLIENT_ID there is no such route: the API's JSON 404 answers.
  if (accounts.publicConfig().googleClientId) {
    app.post(
      '/api/users/social/google/',
      {
        config: { rateLimit: accountRateLimits.links },
        schema: {
          body: googleLoginSchema,
          response: { 200: googleLoginResponseSchema, ...errors },
        },
      },
      async (request) => accounts.googleLogin(request.body.access_token),
    );
  }
}

/** The e-mailed links: password reset and e-mail verification. */
function accountLinkRoutes(app: ZodApp, accounts: Accounts) {
  app.post(
    '/api/auth/password/reset/',
    {
      config: { rateLimit: accountRateLimits.reset },
      preHandler: perAccountLimit(app, 'reset', accountRateLimits.resetPerAccount),
      schema: {
        body: passwordResetRequestSchema,
        response: { 200: detailResponseSchema, ...errors },
      },
    },
    async (request) => {
      await accounts.requestPasswordReset(request.body.email, request.body.lang);
      return { detail: accountMessages.resetSent };
    },
  );

  app.post(
    '/api/auth/password/reset/confirm/',
    {
      config: { rateLimit: accountRateLimits.reset },
      schema: {
        body: passwordResetConfirmSchema,
        response: { 200: detailResponseSchema, ...errors },
      },
    },
    async (request) => {
      await accounts.confirmPasswordReset(request.body);
      return { detail: accountMessages.passwordSet };
    },
  );

  // The e-mail's link: whatever its query holds, the visitor lands on the login page with a note.
  app.get(
    '/api/auth/email/verify/',
    {
      config: { rateLimit: accountRateLimits.links },
      schema: { querystring: verifyLinkQuerySchema },
    },
    async (request, reply) => {
      const { uid, token, lang } = request.query;
      const parsed = emailVerifySchema.safeParse({ uid, token });
      const verified = parsed.success
        ? await accounts.verifyEmail(parsed.data.uid, parsed.data.token)
        : null;
      const outcome = verified ? 'verified' : 'invalid-link';
      const pageLang =
        lang ??
        verified?.lang ??
        siteLangFromAcceptLanguage(request.headers['accept-language']) ??
        'pt';
      return reply.redirect(`${pathTo('login', pageLang)}?email=${outcome}`, 303);
    },
  );

  app.post(
    '/api/auth/email/verify/',
    {
      config: { rateLimit: accountRateLimits.links },
      schema: { body: emailVerifySchema, response: { 200: detailResponseSchema, ...errors } },
    },
    async (request) => {
      if (!(await accounts.verifyEmail(request.body.uid, request.body.token))) {
        throw new AccountError(400, 'invalid_link', 'token');
      }
      return { detail: accountMessages.emailVerified };
    },
  );
}

/** The signed-in person's own account: profile, orders, export, newsletter and deletion. */
function ownAccountRoutes(
  scope: FastifyInstance,
  services: Pick<Services, 'accounts' | 'checkout'>,
) {
  const { accounts } = services;
  requireUser(scope, services);
  const authed = scope.withTypeProvider<ZodTypeProvider>();

  authed.get(
    '/api/users/me/',
    { schema: { response: { 200: userSchema, ...errors } } },
    async (request) => accounts.me(signedIn(request).id),
  );

  authed.put(
    '/api/users/me/',
    { schema: { body: userUpdateSchema, response: { 200: userSchema, ...errors } } },
    async (request) => accounts.updateMe(signedIn(request).id, request.body),
  );

  authed.delete(
    '/api/users/delete-account/',
    { schema: { response: { 200: detailResponseSchema, ...errors } } },
    async (request) => {
      await accounts.deleteAccount(signedIn(request).id);
      return { detail: accountMessages.deleted };
    },
  );

  authed.get(
    '/api/checkout/orders/by-user/',
    { schema: { response: { 200: userOrdersSchema, ...errors } } },
    async (request) => services.checkout.ordersOfUser(signedIn(request).id),
  );

  authed.get(
    '/api/users/me/export/',
    { schema: { response: { 200: accountExportSchema, ...errors } } },
    async (request, reply) => {
      reply.header('content-disposition', 'attachment; filename="my-data.json"');
      return accounts.exportData(signedIn(request).id);
    },
  );

  authed.get(
    '/api/users/me/newsletter/',
    { schema: { response: { 200: accountNewsletterSchema, ...errors } } },
    async (request) => accounts.newsletterOf(signedIn(request).id),
  );

  authed.put(
    '/api/users/me/newsletter/',
    {
      schema: {
        body: accountNewsletterUpdateSchema,
        response: { 200: accountNewsletterSchema, ...errors },
      },
    },
    async (request) => accounts.setNewsletter(signedIn(request).id, request.body.subscribed),
  );
}
