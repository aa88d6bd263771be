import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { serverRoot } from '../server-root.ts';

export const adminDist = resolve(serverRoot, '../admin/dist');

/**
 * The staff back end's single-page app (apps/admin, built to static files): hashed assets cached
 * for a year, and index.html for every /admin path with this response's CSP nonce written in.
 * Its bundle is requested only here, so the public pages do not carry it.
 */
export async function adminPanel(app: FastifyInstance, { distDir = adminDist } = {}) {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No admin build at ${distDir}: run "npm run build" to serve /admin.`);
    return;
  }
  const page = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: join(distDir, 'assets'),
    prefix: '/admin/assets/',
    decorateReply: false,
    index: false,
    // Every file here has a content hash in its name: the entry, the chunks it preloads and the
    // ones it imports when an area is first opened. Through send's own options: a header set in
    // `setHeaders` is overwritten by send's default `max-age=0`.
    maxAge: 31_536_000_000,
    immutable: true,
  });
  const sendPage = async (_request: unknown, reply: FastifyReply): Promise<unknown> => {
    const nonce = reply.cspNonce.style;
    // The entry script gets the nonce, as on every other page; the chunks it imports later are
    // same-origin, which script-src 'self' allows (the policy has no 'strict-dynamic').
    const scripts = `<script nonce="${reply.cspNonce.script}" `;
    return reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(page.replaceAll('%CSP_NONCE%', nonce).replaceAll('<script ', scripts));
  };
  // The app's pages are not API operations: kept out of /api/docs.
  app.get('/admin', { schema: { hide: true } }, sendPage);
  app.get('/admin/*', sendPage);
}
