import { accountMessages, type Services } from '@mdc/core';
import {
  detailResponseSchema,
  googleLoginSchema,
  registrationSchema,
  sessionClearCookies,
  sessionSetCookies,
  siteSessionSchema,
  tokenRequestSchema,
} from '@mdc/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountRateLimits } from '../../plugins/rate-limit.ts';
import { apiErrorSchema } from '../api-error-schema.ts';
import { AccountError } from '@mdc/core';
import { perAccountLimit } from './account-routes.ts';
import { sessionCookie } from './authenticate.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * The site's own sign-in (docs/decisions/131-cookie-session.md): the same checks, lockout and rate
 * limits as the token API, but the session lives in an httpOnly cookie and the answer carries
 * the account and the session's CSRF token, never a token the page's scripts could keep.
 */
export function siteSessionRoutes(
  app: ZodApp,
  services: Pick<Services, 'accounts'>,
  publicUrl: string,
) {
  const { accounts } = services;
  const started = (
    reply: FastifyReply,
    outcome: { session: { id: string; csrf: string; expiresAt: Date }; user: unknown },
  ) => {
    reply.header(
      'set-cookie',
      sessionSetCookies(publicUrl, outcome.session.id, outcome.session.expiresAt),
    );
    return { user: outcome.user, csrf: outcome.session.csrf } as never;
  };

  app.get(
    '/api/session/',
    { schema: { response: { 200: siteSessionSchema, ...errors } } },
    async (request, reply) => {
      const cookie = sessionCookie(request, services);
      const current = cookie ? await accounts.currentSession(cookie) : null;
      if (!current) {
        // A cookie no longer valid goes, with the hint that made the page ask.
        if (cookie) reply.header('set-cookie', sessionClearCookies(publicUrl));
        throw new AccountError(401, cookie ? 'session_expired' : 'not_signed_in');
      }
      return { user: current.user, csrf: current.csrf };
    },
  );

  app.post(
    '/api/session/',
    {
      config: { rateLimit: accountRateLimits.token },
      preHandler: perAccountLimit(app, 'login', accountRateLimits.tokenPerAccount),
      schema: { body: tokenRequestSchema, response: { 200: siteSessionSchema, ...errors } },
    },
    async (request, reply) =>
      started(
        reply,
        await accounts.signIn(
          request.body.email,
          request.body.password,
          sessionCookie(request, services),
        ),
      ),
  );

  app.post(
    '/api/session/registration/',
    {
      config: { rateLimit: accountRateLimits.registration },
      preHandler: perAccountLimit(app, 'register', accountRateLimits.registrationPerAccount),
      schema: { body: registrationSchema, response: { 201: siteSessionSchema, ...errors } },
    },
    async (request, reply) => {
      const outcome = await accounts.registerWithSession(
        request.body,
        sessionCookie(request, services),
      );
      return reply.status(201).send(started(reply, outcome));
    },
  );

  if (accounts.publicConfig().googleClientId) {
    app.post(
      '/api/session/google/',
      {
        config: { rateLimit: accountRateLimits.links },
        schema: { body: googleLoginSchema, response: { 200: siteSessionSchema, ...errors } },
      },
      async (request, reply) =>
        started(
          reply,
          await accounts.googleSignIn(request.body.access_token, sessionCookie(request, services)),
        ),
    );
  }

  app.delete(
    '/api/session/',
    { schema: { response: { 200: detailResponseSchema, ...errors } } },
    async (request, reply) => {
      const cookie = sessionCookie(request, services);
      if (cookie) await accounts.endSession(cookie);
      reply.header('set-cookie', sessionClearCookies(publicUrl));
      return { detail: accountMessages.loggedOut };
    },
  );
}
