import { shopSettings, testDatabaseKinds, wines } from '@mdc/db';
import { pages, pathTo, siteLanguages, type PageKey } from '@mdc/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyOneBottle, call, registerAccount } from '../api/accounts/account-test-support.ts';
import { staffAccount } from '../api/admin/admin-test-support.ts';
import { newVisitorIp } from '../api/captcha/form-test-support.ts';
import type { TestApp } from '../test-support/test-app.ts';
import { createPageTestApp } from './page-test-app.ts';

/**
 * Headers on every HTML response the site can send (decision 005): every page of the route table
 * in both languages with real parameters from the demo catalogue, the guest pages, not-found and
 * error pages, the e-labels, the staff back end and the password-reset form. Every response:
 * a CSP with a fresh nonce that every script carries, object-src and base-uri 'none',
 * frame-ancestors, HSTS of at least a year, nosniff and a Referrer-Policy. JSON answers: nosniff,
 * a policy that allows nothing, and personal ones never cached. Cookies: the design sets none (tokens and consent live in the
 * browser's storage, decision 050), so no response may carry Set-Cookie.
 */

const oneYear = 31_536_000;
const strictReferrers = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

const nonceOf = (values: string[] | undefined) =>
  values?.find((v) => v.startsWith("'nonce-"))?.slice(7, -1);

/** What is wrong with one HTML response's headers and markup (empty when nothing is). */
function htmlProblems(res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const csp = directives(String(res.headers['content-security-policy'] ?? ''));
  // A directive left out falls back to default-src (the e-label's policy: default-src 'none').
  const effective = (name: string) => (csp.get(name) ?? csp.get('default-src'))?.join(' ');
  const noScripts = effective('script-src') === "'none'";
  const scriptNonce = nonceOf(csp.get('script-src'));
  const styleNonce = nonceOf(csp.get('style-src'));
  if (!noScripts && (!scriptNonce || scriptNonce.length < 16)) {
    problems.push('script-src has no nonce');
  }
  if (effective('object-src') !== "'none'") problems.push("object-src is not 'none'");
  if (csp.get('base-uri')?.join(' ') !== "'none'") problems.push("base-uri is not 'none'");
  const ancestors = csp.get('frame-ancestors')?.join(' ');
  if (ancestors !== "'self'" && ancestors !== "'none'") problems.push('frame-ancestors missing');
  if (csp.get('script-src')?.some((v) => v === "'unsafe-inline'" || v === "'unsafe-eval'")) {
    problems.push('script-src allows inline or eval');
  }
  const hsts = /max-age=(\d+)/.exec(String(res.headers['strict-transport-security'] ?? ''));
  if (!hsts || Number(hsts[1]) < oneYear) problems.push('HSTS below a year');
  if (res.headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  if (!strictReferrers.includes(String(res.headers['referrer-policy']))) {
    problems.push(`referrer-policy ${res.headers['referrer-policy']}`);
  }
  if (res.headers['set-cookie'] !== undefined) problems.push('sets a cookie');
  for (const tag of res.body.match(/<script\b[^>]*>/gi) ?? []) {
    // JSON-LD is a data block: never run, so CSP does not govern it.
    if (/type="application\/ld\+json"/.test(tag) && !noScripts) continue;
    if (noScripts) problems.push(`script on a page whose policy allows none: ${tag}`);
    else if (!tag.includes(`nonce="${scriptNonce}"`)) problems.push(`script without nonce: ${tag}`);
  }
  for (const tag of res.body.match(/<style\b[^>]*>/gi) ?? []) {
    if (!tag.includes(`nonce="${styleNonce}"`)) problems.push(`style without nonce: ${tag}`);
  }
  return problems;
}

describe.each(testDatabaseKinds)('response headers on %s', (kind) => {
  let t: TestApp;
  let urls: string[];
  let staffToken: string;
  let customerToken: string;
  let orderCode: string;

  beforeAll(async () => {
    t = await createPageTestApp(kind);
    const slugs = (await t.app.database.db.select({ slug: wines.slug }).from(wines)).map(
      (w) => w.slug,
    );
    const customer = await registerAccount(t.app);
    customerToken = customer.access;
    staffToken = (await staffAccount(t.app)).access;
    orderCode = (await buyOneBottle(t.app, { token: customerToken })).code;
    const estate = await t.app.services.settings.getEstate();

    const paramSets = (page: PageKey): Record<string, string>[] => {
      const names = [...pages[page].pt.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
      if (names.length === 0) return [{}];
      if (names[0] === 'productUrl')
        return [...slugs, 'nao-existe'].map((productUrl) => ({ productUrl }));
      if (names[0] === 'code') return [{ code: orderCode }, { code: 'nao-existe' }];
      throw new Error(`response-headers: no test parameters for :${names.join(', :')} of ${page}`);
    };
    urls = [
      ...(Object.keys(pages) as PageKey[]).flatMap((page) =>
        siteLanguages.flatMap((lang) => paramSets(page).map((p) => pathTo(page, lang, p))),
      ),
      // The login page in its set-new-password mode (the reset link's target).
      '/shop/login?uid=1&token=abc',
      '/en/shop/login?uid=1&token=abc',
      ...['pt', 'en', 'es', 'fr'].flatMap((lang) => [
        `/${lang}/hellofrom${estate.slug}`,
        `/${lang}/hellofrom${estate.slug}-info`,
      ]),
      // Not-found pages of the site, the shop and the guest pattern.
      '/nao-existe',
      '/en/not-here/at-all',
      '/en/unknown',
      '/shop/nao-existe',
      '/en/shop/nothing',
      '/shop/obrigado',
      '/admin',
      '/admin/orders/1',
      '/accounts/password/reset/',
      '/accounts/password/reset/?lang=en',
      '/sitemap.xml',
      '/robots.txt',
    ];
  });
  afterAll(() => t?.close());

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': newVisitorIp() } });

  it('puts the security headers on every HTML response, with a nonce every script carries', async () => {
    const failures: string[] = [];
    let html = 0;
    for (const url of urls) {
      const res = await get(url);
      if (res.statusCode >= 500) failures.push(`${url}: ${res.statusCode}`);
      if (!String(res.headers['content-type']).includes('text/html')) {
        if (res.headers['set-cookie'] !== undefined) failures.push(`${url}: sets a cookie`);
        if (res.headers['x-content-type-options'] !== 'nosniff')
          failures.push(`${url}: no nosniff`);
        continue;
      }
      html += 1;
      for (const problem of htmlProblems(res))
        failures.push(`${url} (${res.statusCode}): ${problem}`);
    }
    console.info(`response headers on ${kind}: ${urls.length} URLs, ${html} HTML responses`);
    expect(html).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  }, 300_000);

  it('covers the error pages too: a refused form, a page method without an action', async () => {
    const failures: string[] = [];
    // A form posted to a page that has no action yet goes back to the page (303, decision 121),
    // with the same headers as any page answer.
    const postedToPage = await t.app.inject({
      method: 'POST',
      url: '/sobre-nos',
      payload: 'x=1',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': newVisitorIp(),
      },
    });
    expect(postedToPage.statusCode).toBe(303);
    expect(postedToPage.headers.location).toBe('/sobre-nos');
    expect(postedToPage.headers['x-content-type-options']).toBe('nosniff');
    const responses = [
      await t.app.inject({
        method: 'POST',
        url: '/accounts/password/reset/',
        payload: 'email=not-an-address',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': newVisitorIp(),
        },
      }),
      await get('/vinhos/nao-existe/rotulo'),
    ];
    for (const res of responses) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      if (String(res.headers['content-type']).includes('text/html')) {
        for (const problem of htmlProblems(res)) failures.push(`${res.statusCode}: ${problem}`);
      } else {
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    }
    expect(failures).toEqual([]);
  });

  it('gives every response its own nonce', async () => {
    for (const url of ['/', '/en/shop', '/admin', `/shop/obrigado/${orderCode}`]) {
      const [a, b] = [await get(url), await get(url)];
      const nonce = (res: LightMyRequestResponse) =>
        nonceOf(directives(String(res.headers['content-security-policy'])).get('script-src'));
      expect(nonce(a), url).toBeTruthy();
      expect(nonce(a), url).not.toBe(nonce(b));
    }
  });

  it('answers JSON with nosniff and no cookie, and never lets personal answers be cached', async () => {
    const personal = /^\/api\/(users|auth|checkout|admin)\//;
    const failures: string[] = [];
    let checked = 0;
    const routes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') && r.method === 'GET' && !r.url.includes('*'),
    );
    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, (_m, name: string) =>
        name === 'code' ? orderCode : name === 'country' ? 'PT' : name === 'region' ? 'PT-11' : '1',
      );
      const token = url.startsWith('/api/admin/') ? staffToken : customerToken;
      const res = await call(t.app, 'GET', url, { token });
      checked += 1;
      const label = `GET ${url} (${res.statusCode})`;
      if (res.statusCode >= 500) failures.push(`${label}: 5xx`);
      if (res.headers['x-content-type-options'] !== 'nosniff')
        failures.push(`${label}: no nosniff`);
      // Data, never a document: nothing may run or frame it (decision 005).
      const csp = String(res.headers['content-security-policy']);
      if (!url.endsWith('.pdf') && csp !== "default-src 'none'; frame-ancestors 'none'") {
        failures.push(`${label}: policy "${csp}"`);
      }
      if (res.headers['set-cookie'] !== undefined) failures.push(`${label}: sets a cookie`);
      const cache = String(res.headers['cache-control'] ?? '');
      if (personal.test(url) && !/no-store/.test(cache)) {
        failures.push(`${label}: personal answer with cache-control "${cache}"`);
      }
      if (/\bpublic\b/.test(cache) && /^\/api\/(users|checkout\/orders|admin)\//.test(url)) {
        failures.push(`${label}: personal answer marked public`);
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  });

  it('keeps the headers on the shop pages while the shop is switched off', async () => {
    await t.app.database.db.update(shopSettings).set({ shopEnabled: false });
    t.app.services.settings.invalidate();
    try {
      const shopPages = urls.filter((u) => /^\/(en\/)?shop\//.test(u));
      expect(shopPages.length).toBeGreaterThan(10);
      const failures: string[] = [];
      for (const url of shopPages) {
        const res = await get(url);
        if (res.statusCode >= 500) failures.push(`${url}: ${res.statusCode}`);
        if (!String(res.headers['content-type']).includes('text/html')) continue;
        for (const problem of htmlProblems(res)) failures.push(`${url} (shop off): ${problem}`);
      }
      expect(failures).toEqual([]);
    } finally {
      await t.app.database.db.update(shopSettings).set({ shopEnabled: true });
      t.app.services.settings.invalidate();
    }
  });

  it('sets no cookie when signing in, refreshing or registering', async () => {
    const account = await registerAccount(t.app);
    const login = await call(t.app, 'POST', '/api/users/token/', {
      body: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
    const refresh = await call(t.app, 'POST', '/api/users/token/refresh/', {
      body: { refresh: login.json().refresh },
    });
    expect(refresh.statusCode).toBe(200);
    const registration = await call(t.app, 'POST', '/api/auth/registration/', {
      body: {
        email: `cookie.${Date.now()}@example.com`,
        username: 'Cliente',
        password1: account.password,
        password2: account.password,
        lang: 'pt',
      },
    });
    expect(registration.statusCode).toBe(201);
    for (const res of [login, refresh, registration]) {
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toMatch(/no-store/);
    }
  });
});
