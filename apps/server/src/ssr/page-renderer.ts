import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { isDatabaseReachable, type Database, type Services } from '@mdc/core';
import type { PageServices, VisitorFormName } from '@mdc/shared';
import type { FastifyInstance } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { AppConfig } from '../config.ts';
import { serverRoot } from '../server-root.ts';
import { databaseRetryAfterSeconds } from '../plugins/error-handler.ts';
import {
  fromTemplate,
  pageCacheKey,
  storableHeaders,
  toTemplate,
  type PageCache,
} from './page-cache.ts';
import { leakedFormRedirect, onThisSite } from './leaked-form-fields.ts';
import { sendWebResponse, toWebRequest } from './web-bridge.ts';
import { accountFormLimits, pageAccount } from './account-actions.ts';

export const webRoot = resolve(serverRoot, '../web');
/** The site's build for browsers: public/ is copied into it, and a server has only the build. */
export const clientDir = join(webRoot, 'build', 'client');
const serverBuildFile = join(webRoot, 'build', 'server', 'index.js');

const oneYear = 'public, max-age=31536000, immutable';
const oneDay = 'public, max-age=86400, stale-while-revalidate=604800';

interface PageRendererOptions {
  /**
   * What the pages' loaders and actions read (docs/decisions/103-layers-enforced.md), and the
   * accounts service the session's page actions bind to each request (decision 131).
   */
  services: PageServices & Pick<Services, 'accounts'>;
  config: AppConfig;
  db: Database;
  dev: boolean;
  /** Rendered public pages (decision 080); without it every page is rendered. */
  pageCache?: PageCache;
}

/**
 * Serves the React Router app: static files from the production build (or Vite in development)
 * and server-rendered pages for every other path. Registered last, so API routes win.
 */
export async function pageRenderer(app: FastifyInstance, opts: PageRendererOptions) {
  const getBuild = opts.dev ? await developmentBuild(app) : await productionBuild(app);

  const handle = createRequestHandler(getBuild, opts.dev ? 'development' : 'production');
  // The account forms' actions count against the API's own limits (decision 131).
  const limits = accountFormLimits(app);

  // Unknown asset paths answer a plain 404 instead of rendering a page.
  app.get('/assets/*', async (_request, reply) => reply.status(404).send('Not found'));

  await app.register(async (scope) => {
    // Page actions read form bodies themselves, so this scope leaves them unparsed.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (request, reply) => {
        const head = request.method === 'HEAD';
        // A password in a page's address: the same page without the form's fields (decision 121).
        // A posted form with such an address is not handled either (an action's page keeps it).
        const clean = leakedFormRedirect(request.url);
        if (clean !== null) return reply.status(303).header('location', clean).send();
        const cache = opts.pageCache;
        const key = cache ? pageCacheKey(request) : null;
        const nonces = reply.cspNonce;
        if (cache && key) {
          const hit = cache.get(key);
          if (hit) {
            // helmet already put this response's nonces in its CSP header; the HTML gets them too.
            reply.status(hit.status);
            for (const [name, value] of hit.headers) reply.header(name, value);
            reply.header('x-page-cache', 'hit');
            return reply.send(head ? undefined : fromTemplate(hit, nonces));
          }
        }
        const startedAt = cache?.generation ?? 0;
        const response = await handle(toWebRequest(request, reply), {
          services: opts.services,
          nonce: nonces.script,
          styleNonce: nonces.style,
          publicUrl: opts.config.publicUrl,
          log: request.log,
          account: pageAccount(request, opts.services, limits, opts.config.publicUrl),
          // The visitor forms' actions: the sender's address and the counters their API routes
          // use (docs/decisions/127-visitor-forms-as-route-actions.md).
          visitor: {
            ip: request.ip,
            tryForm: (form: VisitorFormName) => app.visitorFormLimit(form, request),
          },
        });
        // A form posted to a page that has no action yet (scripts off): nothing is read or kept,
        // the browser loads the page again, whose note says the form needs scripts (decision 121).
        if (request.method === 'POST' && response.status === 405) {
          await response.body?.cancel();
          // A password in its address leaves it here too.
          const back = leakedFormRedirect(request.url) ?? onThisSite(request.url);
          return reply.status(303).header('location', back).send();
        }
        // A page that failed while the database is away says "try again shortly", not "broken".
        if (response.status === 500 && !(await isDatabaseReachable(opts.db))) {
          reply.header('retry-after', String(databaseRetryAfterSeconds));
          return sendWebResponse(reply, response, head, 503);
        }
        const headers = cache && key && !head ? storableHeaders(response) : null;
        if (!cache || !key || !headers || !response.body) {
          return sendWebResponse(reply, response, head);
        }
        // A page worth keeping is read whole, then stored with its nonces taken out.
        const html = await response.text();
        // A render cut short (the visitor left, the stream timed out) is sent but never stored.
        const complete = !reply.raw.destroyed && /<\/html>\s*$/.test(html);
        if (complete) {
          cache.set(key, { status: 200, headers, ...toTemplate(html, nonces) }, startedAt);
        }
        reply.status(200);
        for (const [name, value] of headers) reply.header(name, value);
        reply.header('x-page-cache', 'miss');
        return reply.send(html);
      },
    });
  });
}

async function productionBuild(app: FastifyInstance): Promise<() => Promise<ServerBuild>> {
  if (!existsSync(serverBuildFile)) {
    throw new Error(`No production build at ${serverBuildFile}: run "npm run build" first.`);
  }
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    // Our own Cache-Control below: with send's default it overwrote ours with max-age=0.
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('cache-control', path.includes('/assets/') ? oneYear : oneDay);
    },
  });
  return async () => build;
}

async function developmentBuild(app: FastifyInstance): Promise<() => Promise<ServerBuild>> {
  const { createServer } = await import('vite');
  const { default: middie } = await import('@fastify/middie');
  const vite = await createServer({
    root: webRoot,
    configFile: join(webRoot, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', async () => vite.close());
  return () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
}
