import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '@mdc/core';
import { readCookie, sessionCookieNames } from '@mdc/shared';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a write comes from this site's own pages (docs/decisions/132-csrf.md). The browser's
 * Sec-Fetch-Site decides where it is sent; else the Origin header must be the site's (its public
 * address, or the address the request came to). A request with neither header is no browser's
 * page: it passes unless it carries the session cookie (`strict`).
 */
export function isSameOrigin(request: FastifyRequest, publicUrl: string, strict: boolean) {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string' && site !== '') return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === '') return !strict;
  const own = [new URL(publicUrl).origin, `${request.protocol}://${request.host}`];
  return own.includes(origin);
}

/**
 * Refuses with 403 `cross_site_request` every write that carries the site's session cookie, and
 * every form posted to a page (route actions), when it does not come from the site itself.
 * Bearer-token API clients and the payment provider's webhooks carry no cookie and pass.
 */
export const sameOrigin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  const names = sessionCookieNames(opts.publicUrl);
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    const cookie = readCookie(request.headers.cookie, names.session) !== null;
    const page = !request.url.startsWith('/api/') && !request.url.startsWith('/admin');
    if (!cookie && !page) return;
    if (isSameOrigin(request, opts.publicUrl, cookie)) return;
    request.log.warn({ origin: request.headers.origin }, 'cross-site write refused');
    // The one error handler answers it, in the request's language (decision 135).
    throw new DomainError(403, 'cross_site_request');
  });
});
