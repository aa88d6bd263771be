import { DomainError, type Services } from '@mdc/core';
import { readCookie, type User } from '@mdc/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, set by requireUser on an authenticated scope. */
    user: User | null;
  }
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]{1,4096})\s*$/i.exec(
    request.headers.authorization ?? '',
  );
  return match?.[1] ?? null;
}

/** The value of the site's session cookie (decision 131), or null. */
export function sessionCookie(
  request: FastifyRequest,
  services: Pick<Services, 'accounts'>,
): string | null {
  return readCookie(request.headers.cookie, services.accounts.sessionCookie.session);
}

/**
 * The account of a request: a bearer token's (API clients) or else the site's session cookie's
 * (decision 131); null for a guest, or a token or session no longer valid.
 */
export async function bearerUser(
  request: FastifyRequest,
  services: Pick<Services, 'accounts'>,
): Promise<User | null> {
  const token = bearerToken(request);
  if (token) return services.accounts.authenticate(token);
  const cookie = sessionCookie(request, services);
  return cookie ? ((await services.accounts.currentSession(cookie))?.user ?? null) : null;
}

/** A 401 the one error handler answers, with `www-authenticate: Bearer` (decision 135). */
const unauthorized = (code: 'not_signed_in' | 'session_expired') => new DomainError(401, code);

/** The OpenAPI security requirement of a bearer access token (the `bearer` scheme of /api/docs). */
export const bearerSecurity = [{ bearer: [] }];

/**
 * Makes the scope it is called on authenticated: every route in it answers 401 without a valid
 * bearer access token or site session cookie, and finds the account in `request.user`. The API document says so of
 * each of its routes.
 */
export function requireUser(scope: FastifyInstance, services: Pick<Services, 'accounts'>): void {
  scope.decorateRequest('user', null);
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: bearerSecurity };
  });
  scope.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    const cookie = token ? null : sessionCookie(request, services);
    if (!token && !cookie) throw unauthorized('not_signed_in');
    const user = await bearerUser(request, services);
    if (!user) throw unauthorized('session_expired');
    request.user = user;
  });
}

/** The signed-in account of a request on an authenticated scope. */
export function signedIn(request: FastifyRequest): User {
  if (!request.user) throw new Error('signedIn() outside an authenticated scope');
  return request.user;
}
