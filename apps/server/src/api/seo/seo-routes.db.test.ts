import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@mdc/db';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

describe.each(testDatabaseKinds)('sitemap and robots on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://www.example.pt' });
  });
  afterAll(async () => t?.close());

  it('lists every public page and wine in both languages with alternates', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    for (const path of [
      '/',
      '/en',
      '/sobre-nos',
      '/en/about-us',
      '/lista-de-vinhos',
      '/vinhos/exmo',
      '/en/wines/avo-zeca',
      '/shop',
    ]) {
      expect(xml).toContain(`<loc>https://www.example.pt${path}</loc>`);
    }
    expect(xml).toContain('hreflang="x-default"');
    expect(xml).not.toContain('/shop/cart');
  });

  it('points robots at the sitemap and keeps personal pages out', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sitemap: https://www.example.pt/sitemap.xml');
    expect(res.body).toContain('Disallow: /api/');
  });
});
