import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPanel } from './admin-panel.ts';
import { securityHeaders } from './security-headers.ts';

/** The shape of the admin's Vite build: an entry, chunks it preloads, and one it imports later. */
const page = `<!doctype html>
<html lang="pt">
  <head>
    <meta name="csp-nonce" content="%CSP_NONCE%" />
    <script type="module" crossorigin src="/admin/assets/index-Ab12Cd34.js"></script>
    <link rel="modulepreload" crossorigin href="/admin/assets/vendor-Ef56Gh78.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('admin panel', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'admin-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), page);
    writeFileSync(
      join(dist, 'assets', 'index-Ab12Cd34.js'),
      'import("./orders-screens-Ij90Kl12.js")',
    );
    writeFileSync(join(dist, 'assets', 'vendor-Ef56Gh78.js'), 'export const vendor = 1;');
    writeFileSync(join(dist, 'assets', 'orders-screens-Ij90Kl12.js'), 'export const screen = 1;');
    app = Fastify();
    await app.register(securityHeaders, { dev: false });
    await app.register(adminPanel, { distDir: dist });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('gives the entry script this response’s nonce and lets it import our own chunks later', async () => {
    const res = await app.inject('/admin/orders/7/show');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`<script nonce="${nonce}" type="module"`);
    // Chunks imported with import() carry no nonce: 'self' admits them, and 'strict-dynamic'
    // (which would switch 'self' off) is absent.
    expect(scriptSrc.split(' ')).toContain("'self'");
    expect(scriptSrc).not.toContain("'strict-dynamic'");
  });

  it('serves a chunk loaded on demand as JavaScript cached for a year', async () => {
    for (const file of ['orders-screens-Ij90Kl12.js', 'vendor-Ef56Gh78.js']) {
      const res = await app.inject(`/admin/assets/${file}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript\b/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('answers a chunk of an older build with 404, not with the page', async () => {
    const res = await app.inject('/admin/assets/orders-screens-Old00000.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/html/);
  });
});
