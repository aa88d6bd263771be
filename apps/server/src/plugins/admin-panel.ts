import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const adminDist = resolve(dirname(fileURLToPath(import.meta.url)), '../../../admin/dist');

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
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const sendPage = async (_request: unknown, reply: FastifyReply): Promise<unknown> => {
    const nonce = reply.cspNonce.style;
    // The bundle is same-origin ('self' allows it); the nonce too, as on every other page.
    const scripts = `<script nonce="${reply.cspNonce.script}" `;
    return reply
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(page.replaceAll('%CSP_NONCE%', nonce).replaceAll('<script ', scripts));
  };
  app.get('/admin', sendPage);
  app.get('/admin/*', sendPage);
}
