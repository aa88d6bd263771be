import type { Services } from '@mdc/core';
import type { AccountRefusalCode, User } from '@mdc/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../plugins/error-handler.ts';

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

/** The account of a valid bearer token, or null for a guest (or a token no longer valid). */
export async function bearerUser(
  request: FastifyRequest,
  services: Pick<Services, 'accounts'>,
): Promise<User | null> {
  const token = bearerToken(request);
  return token ? services.accounts.authenticate(token) : null;
}

function unauthorized(reply: FastifyReply, code: AccountRefusalCode, message: string) {
  return reply
    .status(401)
    .header('www-authenticate', 'Bearer')
    .send({ error: 'Unauthorized', message, code } satisfies ApiErrorBody);
}

/** The OpenAPI security requirement of a bearer access token (the `bearer` scheme of /api/docs). */
export const bearerSecurity = [{ bearer: [] }];

/**
 * Makes the scope it is called on authenticated: every route in it answers 401 without a valid
 * bearer access token, and finds the account in `request.user`. The API document says so of
 * each of its routes.
 */
export function requireUser(scope: FastifyInstance, services: Pick<Services, 'accounts'>): void {
  scope.decorateRequest('user', null);
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: bearerSecurity };
  });
  scope.addHook('onRequest', async (request, reply) => {
    const token = bearerToken(request);
    if (!token) {
      return unauthorized(reply, 'not_signed_in', 'Authentication credentials were not provided.');
    }
    const user = await services.accounts.authenticate(token);
    if (!user) {
      return unauthorized(
        reply,
        'session_expired',
        'Your session has expired; please log in again.',
      );
    }
    request.user = user;
  });
}

/** The signed-in account of a request on an authenticated scope. */
export function signedIn(request: FastifyRequest): User {
  if (!request.user) throw new Error('signedIn() outside an authenticated scope');
  return request.user;
}
