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
    // One page per wine: a wine on the wine list by its wine page (its shop page names that one
    // canonical), a wine sold in the shop only by its shop page.
    expect(xml).toContain('<loc>https://www.example.pt/shop/vinho/avo-zeca-2022</loc>');
    expect(xml).toContain('<loc>https://www.example.pt/en/shop/wine/avo-zeca-2022</loc>');
    expect(xml).not.toContain('/shop/vinho/exmo');
    expect(xml).not.toContain('/vinhos/avo-zeca-2022');
  });

  it('points robots at the sitemap and keeps personal pages out', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sitemap: https://www.example.pt/sitemap.xml');
    expect(res.body).toContain('Disallow: /api/');
  });
});
