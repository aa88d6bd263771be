import { openDatabase, openTestDatabase, testPostgresUrl, wines } from '@mdc/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, staffAccount } from '../api/admin/admin-test-support.ts';
import type { TestAccount } from '../api/accounts/account-test-support.ts';
import { createTestAppOn, type TestApp } from '../test-support/test-app.ts';

/**
 * Two instances on one PostgreSQL database (docs/decisions/102-fleet-cache-invalidation.md): a
 * staff save on one reaches the other's caches within 2 s, through LISTEN/NOTIFY, and the shop's
 * answers never let a CDN keep prices and stock longer.
 */
describe.skipIf(!testPostgresUrl)('caches of two instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  let staff: TestAccount;
  beforeAll(async () => {
    const first = await openTestDatabase('postgres');
    const second = await openDatabase({ databaseUrl: first.url });
    a = await createTestAppOn(first);
    b = await createTestAppOn(second);
    staff = await staffAccount(a.app);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const shopWine = (t: TestApp) =>
    t.app.inject({ method: 'GET', url: '/api/shop/products/exmo/?lang=pt&shop=true' });
  const within2s = { timeout: 2_000, interval: 50 };

  it('shows a price saved on the other instance within 2 s', async () => {
    expect((await shopWine(b)).json().price).toBe('24.00'); // cached on B now
    const [{ id } = { id: 0 }] = await a.app.database.db
      .select({ id: wines.id })
      .from(wines)
      .where(eq(wines.slug, 'exmo'));
    const wine = (
      await call(a.app, 'GET', `/api/admin/wines/${id}/`, { token: staff.access })
    ).json();
    const saved = await call(a.app, 'PUT', `/api/admin/wines/${id}/`, {
      token: staff.access,
      body: { ...wine, price: '26.00' },
    });
    expect(saved.statusCode).toBe(200);
    await expect.poll(async () => (await shopWine(b)).json().price, within2s).toBe('26.00');
  });

  it('shows a page text saved on the other instance within 2 s', async () => {
    const banner = async (t: TestApp) =>
      (await t.app.inject({ method: 'GET', url: '/api/shop/shop-settings/' })).json();
    const before = await banner(b);
    const settings = await call(a.app, 'GET', '/api/admin/settings/shop/', { token: staff.access });
    expect(settings.statusCode).toBe(200);
    const saved = await call(a.app, 'PUT', '/api/admin/settings/shop/', {
      token: staff.access,
      body: { ...(settings.json() as object), shop_enabled: !before.shop_enabled },
    });
    expect(saved.statusCode).toBe(200);
    await expect
      .poll(async () => (await banner(b)).shop_enabled, within2s)
      .toBe(!before.shop_enabled);
  });

  it('lets a CDN keep the shop’s prices and stock 2 s at most', async () => {
    const res = await shopWine(b);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=2');
    const list = await b.app.inject({
      method: 'GET',
      url: '/api/shop/products/?lang=pt&shop=true',
    });
    expect(list.headers['cache-control']).toBe('public, max-age=0, s-maxage=2');
  });
});
