import { testDatabaseKinds, wines } from '@mdc/db';
import { pathTo } from '@mdc/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../api/accounts/account-test-support.ts';
import { staffAccount } from '../api/admin/admin-test-support.ts';
import { demoIds, oneExmoToEvora, post, stockOf } from '../api/checkout/checkout-test-support.ts';
import type { TestAccount } from '../api/accounts/account-test-support.ts';
import {
  createPageTestApp,
  noProductionBuild,
  productionBuildExists,
} from '../security/page-test-app.ts';
import type { TestApp } from '../test-support/test-app.ts';
import { createPageCache, fromTemplate, pageCacheKey, toTemplate } from './page-cache.ts';

/** The CSP nonces of a response, and whether every script and style element carries them. */
function nonces(res: LightMyRequestResponse) {
  const csp = String(res.headers['content-security-policy']);
  const script = /script-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];
  const style = /style-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];
  // JSON-LD is data, never run: it needs no nonce.
  const tags = [...res.body.matchAll(/<(script|style)\b[^>]*>/g)].filter(
    ([tag]) => !tag.includes('application/ld+json'),
  );
  const unsigned = tags.filter(([tag, name]) => {
    const nonce = /nonce="([^"]*)"/.exec(tag)?.[1];
    return nonce !== (name === 'script' ? script : style);
  });
  return { script, style, tags: tags.length, unsigned: unsigned.map(([tag]) => tag) };
}

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'user-agent': 'Mozilla/5.0', ...headers } });

describe.each(testDatabaseKinds)('page cache on %s (decision 080)', (kind) => {
  let t: TestApp;
  let staff: TestAccount;
  beforeAll(async () => {
    t = await createPageTestApp(kind);
    staff = await staffAccount(t.app);
  }, 120_000);
  afterAll(() => t?.close());

  // The cache is on with the production build only.
  const withBuild = it.skipIf(!productionBuildExists);
  if (!productionBuildExists) console.info(`page cache tests skipped: ${noProductionBuild}`);

  withBuild(
    'serves the second request from the cache, with fresh nonces on every script and style',
    async () => {
      const url = pathTo('home', 'en');
      t.app.services.invalidateCaches();
      const first = await get(t, url);
      const second = await get(t, url);
      const third = await get(t, url);
      expect([first, second, third].map((r) => r.statusCode)).toEqual([200, 200, 200]);
      expect(first.headers['x-page-cache']).toBe('miss');
      expect(second.headers['x-page-cache']).toBe('hit');
      expect(third.headers['x-page-cache']).toBe('hit');
      const seen = [first, second, third].map(nonces);
      for (const n of seen) {
        expect(n.script).toMatch(/^[\w+/=-]{16,}$/);
        expect(n.tags).toBeGreaterThan(0);
        expect(n.unsigned).toEqual([]);
      }
      expect(new Set(seen.map((n) => n.script)).size).toBe(3);
      // The same page apart from the nonces, and no trace of the first visitor's nonces.
      const strip = (r: LightMyRequestResponse, n: { script?: string; style?: string }) =>
        r.body.replaceAll(n.script!, 'N').replaceAll(n.style!, 'N');
      expect(strip(second, seen[1]!)).toBe(strip(first, seen[0]!));
      expect(second.body).not.toContain(seen[0]!.script);
      // The headers the page sends for browsers and CDNs are kept.
      for (const name of ['cache-control', 'content-type'] as const) {
        expect(second.headers[name]).toBe(first.headers[name]);
      }
    },
  );

  withBuild('answers HEAD from the cache without a body', async () => {
    const url = pathTo('region', 'pt');
    await get(t, url);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['x-page-cache']).toBe('hit');
    expect(head.headers['content-security-policy']).toContain("'nonce-");
    expect(head.body).toBe('');
  });

  withBuild('shows a staff save at once: content, then a wine', async () => {
    const about = pathTo('about', 'en');
    await get(t, about);
    expect((await get(t, about)).headers['x-page-cache']).toBe('hit');
    const api = (method: 'GET' | 'PUT', url: string, body?: unknown) =>
      call(t.app, method, url, { token: staff.access, body });
    const [intro] = await t.app.services.content.blocks('about', 'en');
    const record = (await api('GET', `/api/admin/content-blocks/${intro!.id}/`)).json();
    const saved = await api('PUT', `/api/admin/content-blocks/${intro!.id}/`, {
      ...record,
      heading: { ...record.heading, en: 'A heading saved a moment ago' },
    });
    expect(saved.statusCode).toBe(200);
    const after = await get(t, about);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('A heading saved a moment ago');
    await api('PUT', `/api/admin/content-blocks/${intro!.id}/`, record);

    const [wine] = await t.app.database.db
      .select()
      .from(wines)
      .where(and(eq(wines.showCatalog, true), isNull(wines.archivedAt)));
    const page = pathTo('wine', 'en', { productUrl: wine!.slug });
    const list = pathTo('wineList', 'en');
    await get(t, page);
    await get(t, list);
    expect((await get(t, page)).headers['x-page-cache']).toBe('hit');
    const before = (await api('GET', `/api/admin/wines/${wine!.id}/`)).json();
    const put = await api('PUT', `/api/admin/wines/${wine!.id}/`, {
      ...before,
      texts: { ...before.texts, en: { ...before.texts.en, product_subtitle_2: 'Cache-free note' } },
    });
    expect(put.statusCode).toBe(200);
    for (const url of [page, list]) {
      const res = await get(t, url);
      expect(res.headers['x-page-cache']).toBe('miss');
      expect(res.body).toContain('Cache-free note');
    }
    await api('PUT', `/api/admin/wines/${wine!.id}/`, before);
  });

  withBuild('never caches personal pages, nor requests with credentials', async () => {
    const personal = [
      pathTo('cart', 'pt'),
      pathTo('checkout', 'en'),
      pathTo('profile', 'pt'),
      pathTo('login', 'en'),
      pathTo('thankYou', 'pt', { code: 'ABC123' }),
      pathTo('contact', 'en'),
      '/pagina-que-nao-existe',
    ];
    for (const url of personal) {
      await get(t, url);
      const again = await get(t, url);
      expect(again.headers['x-page-cache'], url).toBeUndefined();
    }
    const home = pathTo('home', 'pt');
    await get(t, home);
    expect((await get(t, home)).headers['x-page-cache']).toBe('hit');
    const credentials: Record<string, string>[] = [
      { authorization: `Bearer ${staff.access}` },
      { cookie: 'a=b' },
    ];
    for (const headers of credentials) {
      const res = await get(t, home, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-page-cache']).toBeUndefined();
    }
    // API answers and the admin panel never pass through it.
    const api = await get(t, '/api/shop/products/?lang=pt');
    expect(api.headers['x-page-cache']).toBeUndefined();
  });

  withBuild(
    'keeps the shop list and product pages until an order takes stock (decision 112)',
    async () => {
      const ids = await demoIds(t.app.database.db);
      const product = pathTo('shopProduct', 'pt', { productUrl: 'exmo' });
      const list = pathTo('shop', 'en');
      const home = pathTo('home', 'en');
      await t.app.services.invalidateCaches();
      for (const url of [product, list, home]) {
        expect((await get(t, url)).headers['x-page-cache'], url).toBe('miss');
        expect((await get(t, url)).headers['x-page-cache'], url).toBe('hit');
      }
      const stockBefore = await stockOf(t.app.database.db, ids.exmo);
      const order = await post(t.app, '/api/checkout/create-payment-intent/', oneExmoToEvora(ids));
      expect(order.statusCode, order.body).toBe(200);
      expect(await stockOf(t.app.database.db, ids.exmo)).toBe(stockBefore - 1);
      // Stock moved: the shop's pages render again, with the new figure; other pages stay.
      const again = await get(t, product);
      expect(again.headers['x-page-cache']).toBe('miss');
      expect((await get(t, list)).headers['x-page-cache']).toBe('miss');
      expect((await get(t, home)).headers['x-page-cache']).toBe('hit');
      expect((await get(t, product)).headers['x-page-cache']).toBe('hit');
    },
  );

  it('can be switched off with PAGE_CACHE=false', async () => {
    const off = await createPageTestApp(kind, { PAGE_CACHE: 'false' });
    try {
      const url = pathTo('home', 'en');
      await get(off, url);
      const again = await get(off, url);
      expect(again.statusCode).toBe(200);
      expect(again.headers['x-page-cache']).toBeUndefined();
    } finally {
      await off.close();
    }
  }, 120_000);
});

describe('page cache store', () => {
  const page = (html: string) => ({
    status: 200,
    headers: [],
    parts: [Buffer.from(html)],
    slots: [],
  });

  it('keeps within its byte and entry limits, least recently used out first', () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 4_000, maxEntries: 3 });
    const kb = 'x'.repeat(990);
    expect(cache.set('a', page(kb), 0)).toBe(true);
    cache.set('b', page(kb), 0);
    cache.set('c', page(kb), 0);
    cache.get('a'); // a is now the most recent
    cache.set('d', page(kb), 0);
    expect(cache.size).toBe(3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    for (let i = 0; i < 100; i++) cache.set(`k${i}`, page('y'.repeat(900 + i)), 0);
    expect(cache.bytes).toBeLessThanOrEqual(4_000);
    expect(cache.size).toBeLessThanOrEqual(3);
    // A page bigger than a quarter of the budget is not kept at all.
    expect(cache.set('huge', page('z'.repeat(2_000)), 0)).toBe(false);
  });

  it('expires entries after the TTL and refuses renders that began before a clear', () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 10_000, maxBytes: 1e6, maxEntries: 10, now: () => now });
    cache.set('a', page('<html></html>'), cache.generation);
    now = 9_999;
    expect(cache.get('a')).toBeDefined();
    now = 10_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.bytes).toBe(0);
    const startedAt = cache.generation;
    cache.clear(); // a staff save while that render ran
    expect(cache.set('a', page('stale'), startedAt)).toBe(false);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps the shop pages for their own, shorter time and drops only them on a stock change', () => {
    let now = 0;
    const cache = createPageCache({
      ttlMs: 10_000,
      stockTtlMs: 2_000,
      maxBytes: 1e6,
      maxEntries: 10,
      now: () => now,
    });
    cache.set('web+stock https://x/shop', page('<html></html>'), cache.generation);
    cache.set('web+stock https://x/en/shop', page('<html></html>'), cache.generation);
    cache.set('web https://x/', page('<html></html>'), cache.generation);
    now = 1_999;
    expect(cache.get('web+stock https://x/shop')).toBeDefined();
    now = 2_000;
    expect(cache.get('web+stock https://x/shop')).toBeUndefined();
    expect(cache.get('web https://x/')).toBeDefined();
    const startedAt = cache.generation;
    cache.clearStock(); // an order took bottles while a render ran
    expect(cache.get('web+stock https://x/en/shop')).toBeUndefined();
    expect(cache.get('web https://x/')).toBeDefined();
    expect(cache.set('web+stock https://x/shop', page('stale'), startedAt)).toBe(false);
  });

  it('swaps every nonce for the new response’s', () => {
    const script = 'S'.repeat(32);
    const style = 'T'.repeat(32);
    const html = `<style nonce="${style}"></style><script nonce="${script}">x</script>${script}`;
    const template = toTemplate(html, { script, style });
    expect(template.slots).toEqual(['style', 'script', 'script']);
    expect(Buffer.concat(template.parts).toString()).not.toContain(script);
    const cached = { ...template, status: 200, headers: [], bytes: 0, expiresAt: 0 };
    expect(fromTemplate(cached, { script: 'a'.repeat(32), style: 'b'.repeat(32) }).toString()).toBe(
      `<style nonce="${'b'.repeat(32)}"></style><script nonce="${'a'.repeat(32)}">x</script>${'a'.repeat(32)}`,
    );
  });

  it('keys public pages only, per host, path and query', () => {
    const base = { method: 'GET', host: 'vinhos.example', protocol: 'https', headers: {} };
    expect(pageCacheKey({ ...base, url: '/en' })).toBe('web https://vinhos.example/en');
    expect(pageCacheKey({ ...base, url: '/vinhos/tinto?x=1' })).toContain('/vinhos/tinto?x=1');
    const bot = { ...base, url: '/', headers: { 'user-agent': 'Googlebot/2.1' } };
    expect(pageCacheKey(bot)).toMatch(/^bot /);
    for (const url of [
      '/shop/cart',
      '/en/shop/checkout/',
      '/en/shop/user-profile',
      '/api/x',
      '/%E0%A4%A',
    ]) {
      expect(pageCacheKey({ ...base, url }), url).toBeNull();
    }
    // The shop's list and product pages are marked: orders drop them (decision 112).
    expect(pageCacheKey({ ...base, url: '/shop' })).toBe('web+stock https://vinhos.example/shop');
    expect(pageCacheKey({ ...base, url: '/en/shop/wine/exmo' })).toMatch(/^web\+stock /);
    expect(pageCacheKey({ ...base, method: 'POST', url: '/en' })).toBeNull();
  });
});
