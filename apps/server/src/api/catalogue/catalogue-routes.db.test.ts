import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, wines } from '@mdc/db';
import { wineSchema } from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

describe.each(testDatabaseKinds)('catalogue API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers the shop setting', async () => {
    const res = await get('/api/shop/shop-settings/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ shop_enabled: true });
  });

  it('lists the three demo wines in Portuguese with every field', async () => {
    const res = await get('/api/shop/products/?lang=pt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('s-maxage');
    const list = res.json();
    expect(list.map((w: { product_url: string }) => w.product_url)).toEqual([
      'exmo',
      'bosque-destinto',
      'avo-zeca',
    ]);
    for (const wine of list) expect(() => wineSchema.parse(wine)).not.toThrow();
    const [exmo, destinto, avoZeca] = list;
    expect(exmo).toMatchObject({
      product_title: 'Exmo',
      year: 2023,
      alcohol: 14.5,
      wine_type: 'Tinto',
      grapes: 'Touriga Nacional, Alicante Bouschet e Tinta Barroca',
      soils_type: 'Pardos mediterrânicos de materiais não calcários',
      serving_temp: '16–18 °C',
      capacity: 750,
      wine_doc: 'Vinho Regional Alentejano',
      product_pdf: '/media/technical-sheets/pt/exmo.pdf',
      price: '24.00',
      new_price: null,
      show_catalog: true,
      show_shop: true,
    });
    expect(destinto).toMatchObject({ product_title: 'Destinto', new_price: '13.90' });
    expect(avoZeca).toMatchObject({ product_title: 'Avó Zeca', alcohol: 14 });
    expect(avoZeca.bottles_quantity).toBeLessThanOrEqual(10);
  });

  it('sends the list compressed to a browser that asks, the same JSON once decoded', async () => {
    const plain = await get('/api/shop/products/?lang=pt');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/shop/products/?lang=pt',
        headers: { 'accept-encoding': `${encoding}, identity;q=0.5` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['content-type']).toBe(plain.headers['content-type']);
      expect(res.headers['cache-control']).toBe(plain.headers['cache-control']);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(decode(res.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
  });

  it('answers English texts for lang=en', async () => {
    const res = await get('/api/shop/products/exmo/?lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ wine_type: 'Red', product_subtitle_1: 'Reserve Red 2023' });
  });

  it('defaults to Portuguese without lang', async () => {
    const res = await get('/api/shop/products/exmo/');
    expect(res.json().wine_type).toBe('Tinto');
  });

  it('answers 404 JSON for an unknown wine, in the asked language', async () => {
    const pt = await get('/api/shop/products/nao-existe/?lang=pt');
    expect(pt.statusCode).toBe(404);
    expect(pt.json()).toMatchObject({ message: 'Vinho não encontrado' });
    const en = await get('/api/shop/products/nao-existe/?lang=en');
    expect(en.json()).toMatchObject({ message: 'Wine not found' });
  });

  it.each([
    ['/api/shop/products/?lang=de', 'lang', 'invalid'],
    ['/api/shop/products/exmo/?lang=xx', 'lang', 'invalid'],
    ['/api/shop/products/?lang=pt&shop=maybe', 'shop', 'invalid'],
    ['/api/shop/products/Exmo!/?lang=pt', 'product_url', 'invalid'],
    [`/api/shop/products/${'a'.repeat(200)}/`, 'product_url', 'too_long'],
  ])('rejects %s with a 400 naming %s (%s)', async (url, field, code) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.fields)).toContain(field);
    expect(body.message).toContain(field);
    // Decision 092: the query and path parts get their codes as the body does.
    expect(body.field_codes[field]).toBe(code);
  });

  it('answers unknown API paths with JSON 404, never a page', async () => {
    const res = await get('/api/no/such/thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    const post = await t.app.inject({ method: 'POST', url: '/api/shop/products/' });
    expect(post.statusCode).toBe(404);
  });

  it('hides wines by channel: show_catalog for the catalogue, show_shop for shop=true', async () => {
    const { db } = t.app.database;
    await db.update(wines).set({ showCatalog: false }).where(eq(wines.slug, 'avo-zeca'));
    await db.update(wines).set({ showShop: false }).where(eq(wines.slug, 'exmo'));
    await t.app.services.invalidateCaches();
    try {
      const catalogue = (await get('/api/shop/products/?lang=pt')).json();
      expect(catalogue.map((w: { product_url: string }) => w.product_url)).toEqual([
        'exmo',
        'bosque-destinto',
      ]);
      const shop = (await get('/api/shop/products/?lang=pt&shop=true')).json();
      expect(shop.map((w: { product_url: string }) => w.product_url)).toEqual([
        'bosque-destinto',
        'avo-zeca',
        'avo-zeca-2022',
      ]);
      expect((await get('/api/shop/products/avo-zeca/?lang=en')).statusCode).toBe(404);
      expect((await get('/api/shop/products/avo-zeca/?lang=en&shop=true')).statusCode).toBe(200);
      expect((await get('/api/shop/products/exmo/?lang=pt&shop=true')).statusCode).toBe(404);
    } finally {
      await db.update(wines).set({ showCatalog: true }).where(eq(wines.slug, 'avo-zeca'));
      await db.update(wines).set({ showShop: true }).where(eq(wines.slug, 'exmo'));
      await t.app.services.invalidateCaches();
    }
  });

  it('never lists archived wines', async () => {
    const { db } = t.app.database;
    await db.update(wines).set({ archivedAt: new Date() }).where(eq(wines.slug, 'exmo'));
    await t.app.services.invalidateCaches();
    try {
      expect((await get('/api/shop/products/exmo/?lang=pt')).statusCode).toBe(404);
      const shop = (await get('/api/shop/products/?lang=pt&shop=true')).json();
      expect(shop.map((w: { product_url: string }) => w.product_url)).toEqual([
        'bosque-destinto',
        'avo-zeca',
        'avo-zeca-2022',
      ]);
    } finally {
      await db.update(wines).set({ archivedAt: null });
      await t.app.services.invalidateCaches();
    }
  });

  it('refuses negative stock at the database', async () => {
    const { db } = t.app.database;
    await expect(
      db.update(wines).set({ stock: -1 }).where(eq(wines.slug, 'exmo')),
    ).rejects.toThrow();
  });

  it('serves a one-page technical sheet PDF per wine and language', async () => {
    const res = await get('/media/technical-sheets/pt/exmo.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // A wine sold in the shop only (not on the wine list) has its sheet too: its page links it.
    for (const lang of ['pt', 'en']) {
      const shopOnly = await get(`/media/technical-sheets/${lang}/avo-zeca-2022.pdf`);
      expect(shopOnly.statusCode, lang).toBe(200);
      expect(shopOnly.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await get('/media/technical-sheets/en/unknown.pdf')).statusCode).toBe(404);
    expect((await get('/media/technical-sheets/de/exmo.pdf')).statusCode).toBe(400);
  });
});
