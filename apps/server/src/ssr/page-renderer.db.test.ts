import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { testDatabaseKinds } from '@mdc/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPageTestApp,
  noProductionBuild,
  productionBuildExists,
} from '../security/page-test-app.ts';
import type { TestApp } from '../test-support/test-app.ts';
import { webRoot } from './page-renderer.ts';

const assetsDir = join(webRoot, 'build', 'client', 'assets');
const builtAsset = () => readdirSync(assetsDir).find((name) => name.endsWith('.js'));

describe.each(testDatabaseKinds)('static files of the web build on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPageTestApp(kind);
  }, 60_000);
  afterAll(async () => t?.close());

  // Without a build the pages come from Vite's development server, which has no hashed files.
  it('hashed assets are cached for a year, other files for a day', async (context) => {
    context.skip(!productionBuildExists, noProductionBuild);
    const asset = await t.app.inject({ method: 'GET', url: `/assets/${builtAsset()}` });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe(
      'public, max-age=86400, stale-while-revalidate=604800',
    );
  });
});

describe.each(testDatabaseKinds)('a page while the database is away on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPageTestApp(kind);
    // Nothing was read yet, so no cache can answer for the database.
    await t.app.database.close();
  }, 60_000);
  afterAll(async () => t?.close());

  it('answers 503 with Retry-After and the error page in the visitor language', async () => {
    for (const [url, lang] of [
      ['/shop', 'pt-PT'],
      ['/en/wines-list', 'en'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe('5');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain(`<html lang="${lang}`);
    }
  });
});

describe.each(testDatabaseKinds)('forms sent to a page without scripts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPageTestApp(kind);
  }, 60_000);
  afterAll(async () => t?.close());

  // Decision 121: the forms post; a page has no action yet, so the post is dropped unread and the
  // browser loads the page again (never a 405 error page, never the fields in an address).
  it('answers a form posted to a page with 303 back to that page', async () => {
    // The login page (decision 131) and the visitor forms (decision 127) have actions: pages without one.
    for (const url of ['/en/wines-list', '/lista-de-vinhos?x=1']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'email=ana%40example.pt&password=hunter22',
      });
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location, url).toBe(url);
      expect(res.body, url).not.toContain('hunter22');
    }
    const away = await t.app.inject({ method: 'POST', url: '//evil.example/x', payload: '' });
    expect(away.statusCode).toBe(303);
    expect(away.headers.location).toBe('/evil.example/x');
    const leaked = await t.app.inject({
      method: 'POST',
      url: '/shop/login?email=ana%40example.pt&password=hunter22',
      payload: '',
    });
    expect(leaked.statusCode).toBe(303);
    expect(leaked.headers.location).toBe('/shop/login');
  });

  it("answers the login page's form without scripts, and refuses one from another site", async () => {
    const form = (origin?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/en/shop/login',
        headers: {
          // The site behind its TLS proxy: React Router compares the whole origin as well.
          host: 'vinhos.example',
          'x-forwarded-proto': 'https',
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
          ...(origin && { origin }),
        },
        payload: 'mode=login&email=ana%40example.pt&password=hunter22',
      });
    const refused = await form('https://vinhos.example');
    expect(refused.statusCode, refused.body.slice(0, 300)).toBe(401);
    expect(refused.headers['cache-control']).toContain('no-store');
    expect(refused.body).toContain('Incorrect email or password.');
    expect(refused.body).toContain('value="ana@example.pt"');
    expect(refused.body).not.toContain('hunter22');
    expect(refused.headers['set-cookie']).toBeUndefined();
    const foreign = await form('https://evil.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('cross_site_request');
  });

  it('takes a password out of a page address, keeping the reset link', async () => {
    const leaked = await t.app.inject({
      method: 'GET',
      url: '/shop/login?email=ana%40example.pt&password=hunter22',
    });
    expect(leaked.statusCode).toBe(303);
    expect(leaked.headers.location).toBe('/shop/login');
    const reset = await t.app.inject({
      method: 'GET',
      url: '/shop/login?uid=7&token=t-1&password=hunter22&password2=hunter22',
    });
    expect(reset.headers.location).toBe('/shop/login?uid=7&token=t-1');
    const plain = await t.app.inject({ method: 'GET', url: '/shop/login?email=verified' });
    expect(plain.statusCode).toBe(200);
  });
});
