import { shopSettings, testDatabaseKinds } from '@mdc/db';
import { pathTo } from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageTestApp } from '../security/page-test-app.ts';
import type { TestApp } from '../test-support/test-app.ts';

/** The page's structured data, as a crawler reads it. */
async function jsonLdOf(t: TestApp, url: string): Promise<Record<string, unknown>> {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'user-agent': 'Mozilla/5.0' } });
  expect(res.statusCode, url).toBe(200);
  const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(res.body)?.[1];
  expect(json, `${url} has no JSON-LD`).toBeDefined();
  return JSON.parse(json!) as Record<string, unknown>;
}

// The loaders build the structured data on the server (docs/decisions/112-fast-public-pages.md):
// the rendered page must carry it whole, with the estate's name and the shop's offer.
describe.each(testDatabaseKinds)('structured data of the public pages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPageTestApp(kind);
  }, 120_000);
  afterAll(() => t?.close());

  const setShop = async (enabled: boolean) => {
    await t.app.database.db
      .update(shopSettings)
      .set({ shopEnabled: enabled })
      .where(eq(shopSettings.id, 1));
    t.app.services.invalidateCaches();
  };

  it('the wine page and the product page describe the wine, its brand and its offer', async () => {
    const estate = await t.app.services.settings.getEstate();
    for (const url of ['/vinhos/exmo', '/en/shop/wine/exmo']) {
      const product = await jsonLdOf(t, url);
      expect(product, url).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Exmo',
        sku: 'exmo',
        image: 'https://vinhos.example/images/wines/exmo.svg',
        brand: { '@type': 'Brand', name: estate.name },
        offers: { '@type': 'Offer', priceCurrency: 'EUR' },
      });
      expect((product.offers as { price: string }).price, url).toMatch(/^\d+\.\d\d$/);
    }
    expect(((await jsonLdOf(t, '/vinhos/exmo')).offers as { url: string }).url).toBe(
      'https://vinhos.example/shop/vinho/exmo',
    );
  });

  it('a shop product page names the wine page canonical, unless the wine is in the shop only', async () => {
    // One canonical page per wine (docs/decisions/120-what-validators-check.md).
    const linksOf = async (url: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'user-agent': 'Mozilla/5.0' },
      });
      expect(res.statusCode, url).toBe(200);
      const href = (rel: string) =>
        new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`).exec(res.body)?.[1];
      const en = /<link rel="alternate" hrefLang="en" href="([^"]+)"/i.exec(res.body)?.[1];
      return { canonical: href('canonical'), en };
    };
    expect(await linksOf('/shop/vinho/exmo')).toEqual({
      canonical: 'https://vinhos.example/vinhos/exmo',
      en: 'https://vinhos.example/en/wines/exmo',
    });
    expect(await linksOf('/en/shop/wine/avo-zeca-2022')).toEqual({
      canonical: 'https://vinhos.example/en/shop/wine/avo-zeca-2022',
      en: 'https://vinhos.example/en/shop/wine/avo-zeca-2022',
    });
  });

  it('the wine page offers nothing while the shop is closed', async () => {
    await setShop(false);
    try {
      const product = await jsonLdOf(t, '/en/wines/exmo');
      expect(product).toMatchObject({ '@type': 'Product', name: 'Exmo' });
      expect(product).not.toHaveProperty('offers');
    } finally {
      await setShop(true);
    }
  });

  it('the home page describes the winery in the page language', async () => {
    const estate = await t.app.services.settings.getEstate();
    const winery = await jsonLdOf(t, '/en');
    expect(winery).toMatchObject({
      '@type': 'Winery',
      '@id': 'https://vinhos.example/en#winery',
      name: estate.name,
      url: 'https://vinhos.example/en',
      address: { '@type': 'PostalAddress', addressCountry: 'PT' },
    });
    // Winery has no inLanguage (schema.org): the page's language is its <html lang>.
    expect(winery).not.toHaveProperty('inLanguage');
    expect(String(winery.image)).toMatch(/^https:\/\/vinhos\.example\/images\//);
  });

  it('the house page describes the lodging with its address and amenities', async () => {
    const estate = await t.app.services.settings.getEstate();
    const lodging = await jsonLdOf(t, pathTo('house', 'en'));
    expect(lodging).toMatchObject({
      '@type': 'LodgingBusiness',
      address: { '@type': 'PostalAddress', addressCountry: 'PT', addressRegion: estate.region },
      geo: { '@type': 'GeoCoordinates' },
    });
    expect(String(lodging.name)).toContain(estate.name);
    expect(String(lodging.image)).toMatch(/^https:\/\/vinhos\.example\/images\//);
    expect((lodging.amenityFeature as unknown[]).length).toBeGreaterThan(0);
  });
});
