import { testDatabaseKinds, wines } from '@mdc/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoIds, type DemoIds } from '../api/checkout/checkout-test-support.ts';
import { createPageTestApp } from '../security/page-test-app.ts';
import type { TestApp } from '../test-support/test-app.ts';

/**
 * The cart's route action and its cookie through the page renderer
 * (docs/decisions/129-cart-in-a-cookie.md): junk is refused with 4xx naming the field in the
 * page's language, never a 500; the server decides stock and wines, whatever the cookie says.
 */
describe.each(testDatabaseKinds)('the cart action and cookie on %s', (kind) => {
  let t: TestApp;
  let ids: DemoIds;
  beforeAll(async () => {
    t = await createPageTestApp(kind);
    ids = await demoIds(t.app.database.db);
  }, 60_000);
  afterAll(async () => t?.close());

  // A browser's post from the site itself (React Router refuses an action from another origin).
  const sameSite = {
    host: 'vinhos.example',
    'x-forwarded-proto': 'https',
    origin: 'https://vinhos.example',
    'sec-fetch-site': 'same-origin',
  };
  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...sameSite, ...headers },
      payload,
    });
  const cookieOf = (res: { headers: Record<string, unknown> }) => {
    const all = [res.headers['set-cookie'] ?? []].flat() as string[];
    return all.find((cookie) => cookie.startsWith('cart='));
  };

  it('refuses junk with 4xx and a message naming the field, in pt and en', async () => {
    const cases: [string, string, number, RegExp][] = [
      ['/shop/cart', '', 400, /intent/],
      ['/shop/cart', 'intent=drop-table&id=1', 400, /intent/],
      ['/shop/cart', 'intent=add&id=-4', 400, /\(id\)/],
      ['/shop/cart', `intent=add&id=${'9'.repeat(5000).slice(0, 3000)}`, 400, /\(id\)/],
      ['/shop/cart', 'intent=add&id=1e9', 400, /\(id\)/],
      ['/shop/cart', 'intent=add&id=2147483647&quantity=1', 404, /não existe/],
      ['/en/shop/cart', 'intent=set&id=7&quantity=0', 400, /quantity/],
      ['/en/shop/cart', 'intent=add&id=7&quantity=NaN', 400, /quantity/],
      ['/en/shop/cart', 'intent=add&id=7&quantity=1000', 400, /quantity/],
      ['/en/shop/cart', 'intent=add&id=7&id=8&quantity=%00', 400, /quantity/],
    ];
    for (const [url, payload, status, message] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, payload).toBe(status);
      expect(res.body, payload).toMatch(message);
      expect(cookieOf(res) ?? 'cart=', payload).toMatch(/^cart=(;|$)/);
    }
    const json = await post('/shop/cart', '{"intent":"add"}', {
      'content-type': 'application/json',
    });
    expect(json.statusCode).toBe(415);
    const huge = await post('/shop/cart', `intent=add&id=1&pad=${'x'.repeat(100_000)}`);
    expect(huge.statusCode).toBe(413);
    const broken = await post('/shop/cart', '--x\r\nnot multipart', {
      'content-type': 'multipart/form-data; boundary=zzz',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('adds without scripts: 303 to the cart, capped at the stock', async () => {
    const added = await post('/shop/cart', `intent=add&id=${ids.exmo}&quantity=2&redirect=cart`);
    expect(added.statusCode).toBe(303);
    expect(added.headers.location).toBe('/shop/cart');
    const cookie = cookieOf(added)!;
    expect(cookie).toMatch(
      new RegExp(`^cart=${ids.exmo}:2; Path=/; Max-Age=\\d+; SameSite=Lax; Secure`),
    );
    const again = await post(`/en/shop/cart`, `intent=add&id=${ids.exmo}&quantity=999`, {
      cookie: cookie.split(';')[0]!,
    });
    expect(again.statusCode).toBe(200);
    const [row] = await t.app.database.db
      .select({ stock: wines.stock })
      .from(wines)
      .where(eq(wines.id, ids.exmo));
    expect(cookieOf(again)).toMatch(new RegExp(`^cart=${ids.exmo}:${Math.min(row!.stock, 999)};`));
  });

  it('renders the cart from the cookie with prices from the database, correcting a hostile cookie', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/en/shop/cart',
      headers: { cookie: `cart=${ids.bosque}:3|2147483000:5|${ids.bosque}:9|x:y` },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('Destinto');
    expect(page.body).toContain('value="3"');
    // The unknown wine and the junk go from the cookie.
    expect(cookieOf(page)).toMatch(new RegExp(`^cart=${ids.bosque}:3;`));
    for (const cookie of [`cart=${'1:1|'.repeat(20_000)}`, 'cart=%E0%A4%A', 'cart="[{}]"']) {
      const res = await t.app.inject({ method: 'GET', url: '/shop/cart', headers: { cookie } });
      expect(res.statusCode, cookie.slice(0, 20)).toBe(200);
      expect(res.body).toContain('O seu carrinho está vazio');
    }
  });

  it('refuses a sold-out wine and takes it out of the cart', async () => {
    await t.app.database.db.update(wines).set({ stock: 0 }).where(eq(wines.id, ids.avoZeca));
    await t.app.services.invalidateCaches();
    const res = await post('/shop/cart', `intent=add&id=${ids.avoZeca}&quantity=1`, {
      cookie: `cart=${ids.avoZeca}:1|${ids.exmo}:1`,
    });
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatch(/esgotado/);
    expect(cookieOf(res)).toMatch(new RegExp(`^cart=${ids.exmo}:1;`));
  });
});
