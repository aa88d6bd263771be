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
