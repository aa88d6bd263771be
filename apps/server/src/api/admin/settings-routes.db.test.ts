import { seedDemoContent, siteDocuments, testDatabaseKinds } from '@mdc/db';
import { siteDocumentKeys, type ShopSettingsAdmin } from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoIds, oneExmoToEvora, post } from '../checkout/checkout-test-support.ts';
import { adminTestApp, call } from './admin-test-support.ts';

const path = '/api/admin/settings/shop/';

describe.each(testDatabaseKinds)('admin shop settings on %s', (kind) => {
  const test = adminTestApp(kind);

  const db = test.db;
  const get = async () => {
    const res = await test.api('GET', path);
    expect(res.statusCode).toBe(200);
    return res.json() as ShopSettingsAdmin;
  };
  const put = (body: unknown) => test.api('PUT', path, body);
  const lastAudit = async () => (await test.auditOf('settings', 'shop'))[0];

  it('answers the seeded settings: open shop, shipping texts and the three banners', async () => {
    const settings = await get();
    expect(settings.id).toBe('shop');
    expect(settings.shop_enabled).toBe(true);
    expect(settings.shipping_details.pt.title).not.toBe('');
    expect(settings.shipping_details.en.title).not.toBe('');
    expect(settings.banners).toHaveLength(3);
    expect(settings.banners[0]).toMatchObject({
      image_url: '/images/shop/banner-cellar.svg',
      title: { pt: 'Da nossa adega para a sua mesa', en: 'From our cellar to your table' },
      link: null,
    });
  });

  it('closes the shop at once for visitors and checkout, with an audit row, and reopens it', async () => {
    const settings = await get();
    // Warm the public cache first: the save must clear it.
    const before = await call(test.app, 'GET', '/api/shop/shop-settings/');
    expect(before.json()).toEqual({ shop_enabled: true });

    const closed = await put({ ...settings, shop_enabled: false });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().shop_enabled).toBe(false);
    try {
      const publicAnswer = await call(test.app, 'GET', '/api/shop/shop-settings/');
      expect(publicAnswer.json()).toEqual({ shop_enabled: false });
      const checkout = await post(
        test.app,
        '/api/checkout/create-payment-intent/',
        oneExmoToEvora(await demoIds(db())),
      );
      expect(checkout.statusCode).toBe(403);
      const audit = await lastAudit();
      expect(audit?.action).toBe('update');
      expect(audit?.changes).toEqual({ shop_enabled: [true, false] });
    } finally {
      expect((await put({ ...settings, shop_enabled: true })).statusCode).toBe(200);
    }
    const reopened = await call(test.app, 'GET', '/api/shop/shop-settings/');
    expect(reopened.json()).toEqual({ shop_enabled: true });
  });

  it('saves the shipping text sanitised and shows it on the public API at once', async () => {
    const settings = await get();
    await call(test.app, 'GET', '/api/shipping/shipping-details/?lang=en'); // warm the cache
    const res = await put({
      ...settings,
      shipping_details: {
        ...settings.shipping_details,
        en: {
          title: 'Delivery',
          description: '<p onclick="x()">In <strong>2 days</strong></p><script>alert(1)</script>',
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json() as ShopSettingsAdmin;
    expect(saved.shipping_details.en.description).toBe('<p>In <strong>2 days</strong></p>');
    const details = await call(test.app, 'GET', '/api/shipping/shipping-details/?lang=en');
    expect(details.json()).toEqual([
      { title: 'Delivery', description: '<p>In <strong>2 days</strong></p>' },
    ]);
    expect(Object.keys((await lastAudit())!.changes)).toEqual(['shipping_details']);
  });

  it('round-trips the banners into what the shop page loader reads', async () => {
    const settings = await get();
    const banners = settings.banners.map((banner, i) =>
      i === 1
        ? {
            ...banner,
            image_url: '/media/abc123/talha.webp',
            title: { pt: 'Talha nova', en: 'New talha' },
            link: '/shop/vinho/exmo',
          }
        : { ...banner, link: '' },
    );
    const res = await put({ ...settings, banners });
    expect(res.statusCode).toBe(200);
    expect((res.json() as ShopSettingsAdmin).banners[1]).toMatchObject({
      image_url: '/media/abc123/talha.webp',
      title: { pt: 'Talha nova', en: 'New talha' },
      link: '/shop/vinho/exmo',
    });
    expect((res.json() as ShopSettingsAdmin).banners[0]!.link).toBeNull();
    // The shop page's loader reads the banners through the settings service.
    const shown = await test.app.services.settings.getShopBanners();
    expect(shown).toHaveLength(3);
    expect(shown[1]).toMatchObject({ title: { en: 'New talha' }, link: '/shop/vinho/exmo' });
    expect(shown[0]).not.toHaveProperty('link');
    const audit = await lastAudit();
    expect(Object.keys(audit!.changes)).toEqual(['banners']);
  });

  it('answers 400 naming the field for bad input, and changes nothing', async () => {
    const settings = await get();
    const cases: Array<[unknown, string]> = [
      [{ ...settings, banners: settings.banners.slice(0, 2) }, 'banners'],
      [
        {
          ...settings,
          banners: settings.banners.map((b, i) =>
            i === 0 ? { ...b, image_url: 'javascript:alert(1)' } : b,
          ),
        },
        'banners.0.image_url',
      ],
      [
        {
          ...settings,
          banners: settings.banners.map((b, i) =>
            i === 2 ? { ...b, title: { pt: ' ', en: 'x' } } : b,
          ),
        },
        'banners.2.title.pt',
      ],
      [
        {
          ...settings,
          banners: settings.banners.map((b) => ({ ...b, link: '//evil.example' })),
        },
        'banners.0.link',
      ],
      [
        { ...settings, shipping_details: { ...settings.shipping_details, pt: { title: '' } } },
        'shipping_details.pt.title',
      ],
      [{ ...settings, shop_enabled: 'yes' }, 'shop_enabled'],
    ];
    for (const [body, field] of cases) {
      const res = await put(body);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields), field).toContain(field);
    }
    expect(await get()).toEqual(settings);
  });

  it('seeds the banners into an existing database that lacks them, never over staff edits', async () => {
    await db().delete(siteDocuments).where(eq(siteDocuments.key, siteDocumentKeys.shopBanners));
    await test.app.services.invalidateCaches();
    expect(await test.app.services.settings.getShopBanners()).toEqual([]);
    expect(await seedDemoContent(db())).toBe(true);
    await test.app.services.invalidateCaches();
    const seeded = await get();
    expect(seeded.banners.map((b) => b.image_url)).toEqual([
      '/images/shop/banner-cellar.svg',
      '/images/shop/banner-talha.svg',
      '/images/shop/banner-gift.svg',
    ]);

    const edited = seeded.banners.map((b) => ({ ...b, title: { pt: 'Editado', en: 'Edited' } }));
    expect((await put({ ...seeded, banners: edited })).statusCode).toBe(200);
    expect(await seedDemoContent(db())).toBe(false);
    expect((await get()).banners.every((b) => b.title.en === 'Edited')).toBe(true);
  });
});
