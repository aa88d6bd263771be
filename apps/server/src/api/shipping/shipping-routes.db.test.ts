import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingCountries, shippingOptions, shippingRegions, testDatabaseKinds } from '@mdc/db';
import {
  shippingCalculationSchema,
  shippingCountryListSchema,
  type ShippingCountry,
  type ShippingOptionResult,
} from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

describe.each(testDatabaseKinds)('shipping API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const results = async <T>(url: string): Promise<T[]> => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    return res.json().results;
  };
  /** Runs a change to the shipping data, then puts it back, with the caches cleared both ways. */
  async function withChange(change: () => Promise<unknown>, undo: () => Promise<unknown>) {
    await change();
    await t.app.services.invalidateCaches();
    return async () => {
      await undo();
      await t.app.services.invalidateCaches();
    };
  }

  it('lists every ISO country in the asked language, with regions where we have them', async () => {
    const res = await get('/api/shipping/all-countries-regions/?lang=pt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('s-maxage');
    const { results: list } = shippingCountryListSchema.parse(res.json());
    expect(list.length).toBeGreaterThanOrEqual(249);
    const pt = list.find((c) => c.code === 'PT');
    expect(pt).toMatchObject({ name: 'Portugal', name_pt: 'Portugal', name_en: 'Portugal' });
    expect(pt?.regions).toHaveLength(20);
    expect(pt?.regions).toContainEqual({
      code: 'PT-11',
      name: 'Lisboa',
      name_pt: 'Lisboa',
      name_en: 'Lisbon',
      countryCode: 'PT',
    });
    const es = list.find((c) => c.code === 'ES');
    expect(es).toMatchObject({ name: 'Espanha', name_en: 'Spain' });
    // Billing addresses may be in unserved regions, so these are listed here.
    expect(es?.regions.map((r) => r.code)).toEqual(
      expect.arrayContaining(['ES-CN', 'ES-CE', 'ES-ML']),
    );
    expect(es?.regions).toHaveLength(19);
    // A country without regions of its own gets one for the whole country, so an address there
    // can still name its region.
    expect(list.find((c) => c.code === 'FR')).toMatchObject({
      name: 'França',
      regions: [
        { code: 'FR-ALL', name: 'França', name_pt: 'França', name_en: 'France', countryCode: 'FR' },
      ],
    });

    const en = (
      await results<ShippingCountry>('/api/shipping/all-countries-regions/?lang=en')
    ).find((c) => c.code === 'DE');
    expect(en).toMatchObject({ name: 'Germany', name_pt: 'Alemanha', name_en: 'Germany' });
  });

  it('sorts countries and regions by their name in the asked language', async () => {
    const list = await results<ShippingCountry>('/api/shipping/all-countries-regions/?lang=pt');
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('pt-PT').compare));
    const regions = list.find((c) => c.code === 'PT')?.regions.map((r) => r.name) ?? [];
    expect(regions.slice(0, 3)).toEqual(['Aveiro', 'Beja', 'Braga']);
  });

  it('lists only shipping countries with their shippable regions', async () => {
    const list = await results<ShippingCountry>('/api/shipping/countries/?lang=en');
    expect(list.map((c) => c.code)).toEqual(['PT', 'ES']);
    expect(list[0]?.name).toBe('Portugal');
    expect(list[0]?.regions).toHaveLength(20);
    const spanish = list[1]?.regions.map((r) => r.code) ?? [];
    expect(spanish).toHaveLength(16);
    expect(spanish).not.toContain('ES-CN');
    expect(spanish).not.toContain('ES-CE');
    expect(spanish).not.toContain('ES-ML');
  });

  it("answers a country's shippable regions, accepting a lower-case code", async () => {
    const regions = await results<{ code: string; name: string }>(
      '/api/shipping/regions/pt/?lang=en',
    );
    expect(regions).toHaveLength(20);
    expect(regions.find((r) => r.code === 'PT-20')?.name).toBe('Autonomous Region of the Azores');
    expect(await results('/api/shipping/regions/FR/')).toEqual([]);
  });

  it('answers 404 JSON for a code that is no country', async () => {
    const res = await get('/api/shipping/regions/XX/?lang=pt');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'País desconhecido' });
  });

  it('prices mainland Portugal by band, across the 6 → 7 bottle boundary', async () => {
    const six = await results<ShippingOptionResult>('/api/shipping/calculate/PT/PT-11/6/');
    expect(() => shippingCalculationSchema.parse({ results: six })).not.toThrow();
    expect(six).toHaveLength(1);
    const [option] = six;
    expect(option).toMatchObject({
      name: 'Envio standard (2–4 dias úteis)',
      price: '7.50',
      allow_free_shipping: true,
      free_shipping_from: '100.00',
      option: { region_code: 'PT-11', allow_free_shipping: true, free_shipping_from: '100.00' },
    });
    expect(option?.option.id).toBe(option?.id);
    expect(option).not.toHaveProperty('cost');

    const price = async (url: string) =>
      (await results<ShippingOptionResult>(url)).map((o) => o.price);
    expect(await price('/api/shipping/calculate/PT/PT-11/1/')).toEqual(['7.50']);
    expect(await price('/api/shipping/calculate/PT/PT-11/7/')).toEqual(['9.90']);
    expect(await price('/api/shipping/calculate/PT/PT-11/12/')).toEqual(['9.90']);
    expect(await price('/api/shipping/calculate/PT/PT-11/13/')).toEqual(['12.90']);
    expect(await price('/api/shipping/calculate/PT/PT-11/24/')).toEqual(['14.90']);
    // The last band is open (decision 107): 25 bottles and more, at the zone's own price.
    expect(await price('/api/shipping/calculate/PT/PT-11/25/')).toEqual(['17.90']);
    expect(await price('/api/shipping/calculate/PT/PT-07/30/')).toEqual(['17.90']);
    expect(await price('/api/shipping/calculate/PT/PT-30/30/')).toEqual(['33.90']);
    expect(await price('/api/shipping/calculate/ES/ES-MD/1000/')).toEqual(['25.90']);
    expect(await price('/api/shipping/calculate/pt/pt-20/7/')).toEqual(['19.90']);
    expect(await price('/api/shipping/calculate/ES/ES-AN/6/?lang=en')).toEqual(['12.90']);
  });

  it('adds the cost for a subtotal: free from the threshold, never for the islands', async () => {
    const cost = async (url: string) =>
      (await results<ShippingOptionResult>(url)).map((o) => o.cost);
    expect(await cost('/api/shipping/calculate/PT/PT-11/6/?subtotal=99.99')).toEqual(['7.50']);
    expect(await cost('/api/shipping/calculate/PT/PT-11/6/?subtotal=100')).toEqual(['0.00']);
    expect(await cost('/api/shipping/calculate/PT/PT-11/6/?subtotal=100.00')).toEqual(['0.00']);
    expect(await cost('/api/shipping/calculate/ES/ES-MD/7/?subtotal=149.99')).toEqual(['16.90']);
    expect(await cost('/api/shipping/calculate/ES/ES-MD/7/?subtotal=150.00')).toEqual(['0.00']);
    const islands = await results<ShippingOptionResult>(
      '/api/shipping/calculate/PT/PT-30/6/?subtotal=500.00&lang=en',
    );
    expect(islands).toEqual([
      expect.objectContaining({
        name: 'Island delivery (5–8 working days)',
        price: '14.90',
        cost: '14.90',
        allow_free_shipping: false,
        free_shipping_from: '0.00',
      }),
    ]);
  });

  it.each([
    ['/api/shipping/calculate/ES/ES-CN/6/', 'an unserved region'],
    ['/api/shipping/calculate/FR/FR-IDF/6/', 'an unshippable country'],
    ['/api/shipping/calculate/ES/PT-11/6/', 'a region of another country'],
    ['/api/shipping/calculate/PT/PT-99/6/', 'an unknown region'],
  ])('answers an empty list for %s (%s)', async (url) => {
    expect(await results(url)).toEqual([]);
  });

  it('stops offering a region, or a country, that staff switch off', async () => {
    const { db } = t.app.database;
    let restore = await withChange(
      () =>
        db.update(shippingRegions).set({ enabled: false }).where(eq(shippingRegions.code, 'PT-07')),
      () =>
        db.update(shippingRegions).set({ enabled: true }).where(eq(shippingRegions.code, 'PT-07')),
    );
    try {
      expect(await results('/api/shipping/calculate/PT/PT-07/6/')).toEqual([]);
      const regions = await results<{ code: string }>('/api/shipping/regions/PT/');
      expect(regions.map((r) => r.code)).not.toContain('PT-07');
    } finally {
      await restore();
    }
    restore = await withChange(
      () =>
        db
          .update(shippingCountries)
          .set({ enabled: false })
          .where(eq(shippingCountries.code, 'ES')),
      () =>
        db.update(shippingCountries).set({ enabled: true }).where(eq(shippingCountries.code, 'ES')),
    );
    try {
      const list = await results<ShippingCountry>('/api/shipping/countries/');
      expect(list.map((c) => c.code)).toEqual(['PT']);
      expect(await results('/api/shipping/regions/ES/')).toEqual([]);
    } finally {
      await restore();
    }
  });

  it('quotes from the database for checkout, ignoring disabled options', async () => {
    const [option] = await results<ShippingOptionResult>('/api/shipping/calculate/PT/PT-13/7/');
    const optionId = option?.id ?? 0;
    const request = { country: 'PT', region: 'PT-13', optionId, bottles: 7, subtotalCents: 9_000 };
    const { shipping } = t.app.services;
    expect(await shipping.quote(request)).toEqual({
      optionId,
      name: { pt: 'Envio standard (2–4 dias úteis)', en: 'Standard delivery (2–4 working days)' },
      priceCents: 990,
      costCents: 990,
      allowFreeShipping: true,
      freeShippingFromCents: 10_000,
    });
    expect(await shipping.quote({ ...request, subtotalCents: 10_000 })).toMatchObject({
      priceCents: 990,
      costCents: 0,
    });
    // Any region of the option's zone, and only those (decision 107).
    expect(await shipping.quote({ ...request, region: 'PT-11' })).toMatchObject({
      priceCents: 990,
    });
    expect(await shipping.quote({ ...request, region: 'PT-20' })).toBeNull();
    expect(await shipping.quote({ ...request, country: 'ES', region: 'ES-MD' })).toBeNull();
    expect(await shipping.quote({ ...request, bottles: 30 })).toMatchObject({ priceCents: 1790 });

    const { db } = t.app.database;
    const restore = await withChange(
      () =>
        db.update(shippingOptions).set({ enabled: false }).where(eq(shippingOptions.id, optionId)),
      () =>
        db.update(shippingOptions).set({ enabled: true }).where(eq(shippingOptions.id, optionId)),
    );
    try {
      expect(await shipping.quote(request)).toBeNull();
    } finally {
      await restore();
    }
  });

  it('answers the shipping details text in each language', async () => {
    const pt = await get('/api/shipping/shipping-details/');
    expect(pt.statusCode).toBe(200);
    const [detailsPt] = pt.json();
    expect(detailsPt.title).toBe('Envio e entrega');
    expect(detailsPt.description).toContain('2 a 4 dias úteis');
    const [detailsEn] = (await get('/api/shipping/shipping-details/?lang=en')).json();
    expect(detailsEn.title).toBe('Shipping and delivery');
    expect(detailsEn.description).toContain('signs for the delivery');
  });

  it.each([
    ['/api/shipping/all-countries-regions/?lang=de', 'lang'],
    ['/api/shipping/countries/?lang=xx', 'lang'],
    ['/api/shipping/shipping-details/?lang=fr', 'lang'],
    ['/api/shipping/regions/POR/', 'country'],
    ['/api/shipping/regions/P1/', 'country'],
    ['/api/shipping/calculate/PRT/PT-11/6/', 'country'],
    ['/api/shipping/calculate/PT/Lisboa/6/', 'region'],
    ['/api/shipping/calculate/PT/PT-11/0/', 'totalBottles'],
    ['/api/shipping/calculate/PT/PT-11/1001/', 'totalBottles'],
    ['/api/shipping/calculate/PT/PT-11/six/', 'totalBottles'],
    ['/api/shipping/calculate/PT/PT-11/6.5/', 'totalBottles'],
    ['/api/shipping/calculate/PT/PT-11/6/?subtotal=-5', 'subtotal'],
    ['/api/shipping/calculate/PT/PT-11/6/?subtotal=12,50', 'subtotal'],
    ['/api/shipping/calculate/PT/PT-11/6/?lang=es', 'lang'],
  ])('rejects %s with a 400 naming %s', async (url, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.fields)).toContain(field);
    expect(body.message).toContain(field);
  });
});
