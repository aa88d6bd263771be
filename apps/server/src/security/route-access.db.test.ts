import { randomBytes } from 'node:crypto';
import { discountCodes, testDatabaseKinds, users, wines } from '@mdc/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyOneBottle,
  call,
  goodPassword,
  newEmail,
  registerAccount,
  type TestAccount,
} from '../api/accounts/account-test-support.ts';
import {
  createFormTestApp,
  newVisitorIp,
  type FormTestApp,
} from '../api/captcha/form-test-support.ts';

/**
 * Brute force, enumeration and IDOR across every route outside /api/admin (admin-guard.db.test.ts
 * covers that scope: staff only). Every route the app registers is classified below; a new route
 * fails "classifies every route" until someone decides how it is reached, whether it is
 * rate-limited, and whether its answer can tell who has an account.
 *
 * access:
 * - public: reads or accepts nothing personal of someone else;
 * - account: the bearer token's own data only (no id of another customer in path, query or body
 *   is read; account-isolation.db.test.ts checks each one with two customers);
 * - capability: a secret the owner received is the key (an order code of 128 random bits in the
 *   thank-you link, a 256-bit token in an e-mail link): a guess answers 404/400 with nothing in it.
 * - operator: the machine's own Prometheus (a direct connection from loopback) or METRICS_TOKEN;
 *   anyone else gets 404 (metrics.db.test.ts checks it; decision 125).
 * limited: the per-IP rate limit that stops a script, or why the route needs none.
 * enumeration: 'same' when known and unknown e-mails/codes get the same answer (checked below),
 * or why the answer differs by design.
 */
type Access = 'public' | 'account' | 'capability' | 'catch-all' | 'operator';
interface Rule {
  access: Access;
  limited: true | string;
  enumeration?: 'same' | string;
}

const byLink = 'a 256-bit single-use token from an e-mail: guessing is hopeless';
const readOnly = 'public, read-only, cacheable';
const rules: Record<string, Rule> = {
  'GET /api/health': { access: 'public', limited: readOnly },
  'GET /api/ready': { access: 'public', limited: readOnly },
  'GET /api/docs': { access: 'public', limited: readOnly },
  'GET /api/docs/json': { access: 'public', limited: readOnly },
  'GET /api/docs/yaml': { access: 'public', limited: readOnly },
  'GET /api/docs/static/*': { access: 'public', limited: readOnly },
  'GET /api/docs/*': { access: 'public', limited: readOnly },
  'GET /metrics': {
    access: 'operator',
    limited: 'counts and ages only, nothing personal; refused to the outside',
  },
  'GET /api/shop/shop-settings/': { access: 'public', limited: readOnly },
  'GET /api/shop/products/': { access: 'public', limited: readOnly },
  'GET /api/shop/products/:product_url/': { access: 'public', limited: readOnly },
  'GET /media/technical-sheets/:lang/:file': { access: 'public', limited: readOnly },
  'GET /media/:id/:file': { access: 'public', limited: readOnly },
  'GET /media/:file': { access: 'public', limited: readOnly },
  'GET /share/photo/:file': { access: 'public', limited: readOnly },
  'GET /share/images/*': { access: 'public', limited: readOnly },
  'GET /api/shipping/all-countries-regions/': { access: 'public', limited: readOnly },
  'GET /api/shipping/countries/': { access: 'public', limited: readOnly },
  'GET /api/shipping/regions/:country/': { access: 'public', limited: readOnly },
  'GET /api/shipping/calculate/:country/:region/:totalBottles/': {
    access: 'public',
    limited: readOnly,
  },
  'GET /api/shipping/shipping-details/': { access: 'public', limited: readOnly },
  'GET /sitemap.xml': { access: 'public', limited: readOnly },
  'GET /robots.txt': { access: 'public', limited: readOnly },
  'GET /vinhos/:productUrl/rotulo': { access: 'public', limited: readOnly },
  'GET /en/wines/:productUrl/label': { access: 'public', limited: readOnly },
  'GET /accounts/password/reset/': { access: 'public', limited: readOnly },
  'GET /api/captcha/challenge/': { access: 'public', limited: true },
  // Forms: a solved robot check on each, plus the per-IP limit.
  'POST /api/contact_form/submit/': { access: 'public', limited: true },
  'POST /api/bookings/house/': { access: 'public', limited: true },
  'POST /api/bookings/wine-tourism/': { access: 'public', limited: true },
  'POST /api/newsletter/subscribe/': {
    access: 'public',
    limited: true,
    enumeration:
      'docs/product/api.md#site-api answers success | duplicate | invalid: a confirmed address says duplicate (an unknown and a pending one answer alike, checked below)',
  },
  'POST /api/stock-alerts/': { access: 'public', limited: true, enumeration: 'same' },
  'GET /api/newsletter/confirm/': { access: 'capability', limited: byLink },
  'GET /api/newsletter/unsubscribe/': { access: 'capability', limited: byLink },
  'POST /api/newsletter/unsubscribe/': { access: 'capability', limited: byLink },
  'GET /api/stock-alerts/confirm/': { access: 'capability', limited: byLink },
  'GET /api/stock-alerts/cancel/': { access: 'capability', limited: byLink },
  // Checkout: the server prices everything; the payment's client secret is the key to confirm.
  'POST /api/shop/discount-codes/check/': {
    access: 'public',
    limited: true,
    enumeration:
      'decision 074: the buyer is told why a code is refused (expired, used up…); an unknown and a malformed code answer alike (checked below); guessing is bounded by 20 tries per 15 minutes',
  },
  'POST /api/checkout/create-payment-intent/': { access: 'public', limited: true },
  'POST /api/checkout/offline-payments/confirm/': { access: 'capability', limited: true },
  'POST /api/checkout/offline-payments/authenticate/': { access: 'capability', limited: true },
  'POST /api/checkout/confirm-order/': {
    access: 'capability',
    limited: 'needs a paid payment intent and its client secret; the order is made once',
  },
  'POST /api/checkout/stripe-webhook/': {
    access: 'capability',
    limited: 'Stripe-signed (HMAC of the exact body); refused unsigned before any work',
  },
  'GET /api/checkout/orders/by-code/:code/': { access: 'capability', limited: true },
  // Invoices (decision 109): the order's secret code is the key, as for the order page.
  'GET /api/checkout/orders/by-code/:code/invoices/:kind.pdf': {
    access: 'capability',
    limited: true,
  },
  // MB WAY and Multibanco (decision 110): the payment's client secret is the key.
  'POST /api/checkout/awaiting-payment/': { access: 'capability', limited: true },
  'POST /api/checkout/offline-payments/mb-way/': { access: 'capability', limited: true },
  'POST /api/checkout/offline-payments/state/': { access: 'capability', limited: true },
  'POST /api/checkout/offline-payments/multibanco/': { access: 'capability', limited: true },
  'POST /api/checkout/orders/by-code/:code/withdrawal/': { access: 'capability', limited: true },
  // Accounts (decision 050).
  'POST /api/auth/registration/': {
    access: 'public',
    limited: true,
    enumeration:
      'decision 050: registration tells that an address already has an account (the form needs it); rate-limited per IP and per address',
  },
  'POST /api/users/token/': { access: 'public', limited: true, enumeration: 'same' },
  'POST /api/users/token/refresh/': { access: 'capability', limited: true },
  'POST /api/users/logout/': { access: 'capability', limited: true },
  // The site's cookie session (decision 131): the same rules as the token routes above.
  'GET /api/session/': { access: 'account', limited: 'own session, behind a valid cookie' },
  'POST /api/session/': { access: 'public', limited: true, enumeration: 'same' },
  'POST /api/session/registration/': {
    access: 'public',
    limited: true,
    enumeration:
      'decision 050: registration tells that an address already has an account (the form needs it); rate-limited per IP and per address',
  },
  'POST /api/session/google/': { access: 'public', limited: true },
  'DELETE /api/session/': {
    access: 'capability',
    limited: 'ends only the session of its own cookie',
  },
  'POST /api/auth/password/reset/': { access: 'public', limited: true, enumeration: 'same' },
  'POST /accounts/password/reset/': { access: 'public', limited: true, enumeration: 'same' },
  'POST /api/auth/password/reset/confirm/': { access: 'capability', limited: true },
  'GET /api/auth/email/verify/': { access: 'capability', limited: true },
  'POST /api/auth/email/verify/': { access: 'capability', limited: true },
  'POST /api/users/social/google/': { access: 'public', limited: true },
  'GET /api/users/me/': { access: 'account', limited: 'own data, behind a valid token' },
  'PUT /api/users/me/': { access: 'account', limited: 'own data, behind a valid token' },
  'DELETE /api/users/delete-account/': { access: 'account', limited: 'own account only' },
  'GET /api/checkout/orders/by-user/': { access: 'account', limited: 'own data' },
  'GET /api/users/me/export/': { access: 'account', limited: 'own data' },
  'GET /api/users/me/newsletter/': { access: 'account', limited: 'own data' },
  'PUT /api/users/me/newsletter/': { access: 'account', limited: 'own data' },
  // The API's JSON 404 for every other /api path.
  'GET /api/*': { access: 'catch-all', limited: 'answers 404 only' },
  'POST /api/*': { access: 'catch-all', limited: 'answers 404 only' },
  'PUT /api/*': { access: 'catch-all', limited: 'answers 404 only' },
  'PATCH /api/*': { access: 'catch-all', limited: 'answers 404 only' },
  'DELETE /api/*': { access: 'catch-all', limited: 'answers 404 only' },
  'OPTIONS /api/*': { access: 'catch-all', limited: 'answers 404 only' },
  'TRACE /api/*': { access: 'catch-all', limited: 'answers 404 only' },
  'QUERY /api/*': { access: 'catch-all', limited: 'answers 404 only' },
};

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const unknownCode = () => randomBytes(16).toString('base64url');
const filled = (url: string) =>
  url.replace(/:(\w+)/g, (_m, name: string) =>
    name === 'code' ? unknownCode() : name === 'country' ? 'PT' : 'x',
  );
/** Where only a well-formed request counts as a try (others are refused before counting). */
const tryBodies: Record<string, string> = {
  '/api/shop/discount-codes/check/': JSON.stringify({
    discount_code: 'ADIVINHA-1',
    cart: [{ id: 1, quantity: 1 }],
  }),
};
/** The same page for everyone, but for its per-response nonces. */
const withoutNonces = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

describe.each(testDatabaseKinds)('brute force, enumeration and IDOR on %s', (kind) => {
  let t: FormTestApp;
  let alice: TestAccount;
  let bruno: TestAccount;
  let brunoOrder: string;
  const app = () => t.app;
  const routes = () =>
    app().routeTable.filter(
      (r) => r.method !== 'HEAD' && !r.url.startsWith('/api/admin') && r.url !== '/*',
    );

  beforeAll(async () => {
    t = await createFormTestApp(kind, { PUBLIC_URL: 'https://vinhos.example' });
    alice = await registerAccount(app(), { username: 'Alice' });
    bruno = await registerAccount(app(), { username: 'Bruno' });
    brunoOrder = (
      await buyOneBottle(app(), {
        token: bruno.access,
        customer: { email: bruno.email, firstName: 'Bruno', lastName: 'Bexiga' },
      })
    ).code;
  });
  afterAll(() => t?.close());

  it('classifies every route (a new one must be added to the table)', () => {
    const registered = new Set(routes().map(key));
    const unclassified = [...registered].filter((k) => !(k in rules));
    expect(unclassified, 'routes without a rule in route-access.db.test.ts').toEqual([]);
    const stale = Object.keys(rules).filter(
      (k) => !registered.has(k) && !k.startsWith('GET /api/docs') && !k.includes('google'),
    );
    expect(stale, 'rules for routes that no longer exist').toEqual([]);
    for (const [name, rule] of Object.entries(rules)) {
      if (rule.limited !== true) expect(rule.limited.length, name).toBeGreaterThan(5);
    }
  });

  it('answers 401 on every account route without a token, with a forged one and with alg none', async () => {
    const brunoId = (
      await app().database.db.select().from(users).where(eq(users.email, bruno.email))
    )[0]!.id;
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const algNone = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(brunoId), ver: 0 })}.`;
    const tampered = alice.access.replace(
      /\.([^.]+)\./,
      `.${b64({ sub: String(brunoId), ver: 0 })}.`,
    );
    const accountRoutes = routes().filter((r) => rules[key(r)]?.access === 'account');
    expect(accountRoutes.length).toBeGreaterThanOrEqual(7);
    for (const route of accountRoutes) {
      for (const token of [undefined, 'not.a.token', algNone, tampered, bruno.refresh]) {
        const res = await call(app(), route.method as 'GET', route.url, {
          ...(token && { token }),
          body: {},
        });
        expect(res.statusCode, `${key(route)} with ${token?.slice(0, 12)}`).toBe(401);
        expect(res.body).not.toContain(bruno.email);
      }
    }
  });

  it('answers a guessed order code with 404 and nothing of anyone, with or without a token', async () => {
    // The real code is 128 random bits (22 base64url characters).
    expect(brunoOrder).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const codeRoutes = routes().filter((r) => r.url.includes(':code'));
    expect(codeRoutes.length).toBeGreaterThanOrEqual(2);
    for (const route of codeRoutes) {
      for (const token of [undefined, alice.access]) {
        const res = await call(app(), route.method as 'GET', filled(route.url), {
          ...(token && { token }),
          ...(route.method === 'POST' && { body: { confirm: true, lang: 'pt' } }),
        });
        expect([400, 404], `${key(route)} → ${res.statusCode} ${res.body}`).toContain(
          res.statusCode,
        );
        for (const secret of [bruno.email, 'Bexiga', brunoOrder]) {
          expect(res.body).not.toContain(secret);
        }
      }
    }
    // Alice's token on Bruno's order list or export shows nothing of Bruno (by-user reads the
    // token only; account-isolation.db.test.ts covers every account route).
    const list = await call(
      app(),
      'GET',
      `/api/checkout/orders/by-user/?user_id=1&email=${bruno.email}`,
      {
        token: alice.access,
      },
    );
    expect(list.body).not.toContain(brunoOrder);
  });

  it('stops a script on every rate-limited route (429 from one address)', async () => {
    const failures: string[] = [];
    const limited = routes().filter((r) => rules[key(r)]?.limited === true);
    expect(limited.length).toBeGreaterThanOrEqual(20);
    for (const route of limited) {
      const ip = newVisitorIp();
      const statuses: number[] = [];
      for (let i = 0; i < 101 && !statuses.includes(429); i += 1) {
        const res = await app().inject({
          method: route.method as 'GET',
          url: filled(route.url),
          ...(route.method !== 'GET' && {
            payload: route.url.startsWith('/accounts/') ? 'email=' : (tryBodies[route.url] ?? '{}'),
            headers: {
              'x-forwarded-for': ip,
              'content-type': route.url.startsWith('/accounts/')
                ? 'application/x-www-form-urlencoded'
                : 'application/json',
            },
          }),
          ...(route.method === 'GET' && { headers: { 'x-forwarded-for': ip } }),
        });
        statuses.push(res.statusCode);
        if (res.statusCode >= 500) failures.push(`${key(route)}: ${res.statusCode}`);
        if (res.statusCode === 429) {
          if (!res.headers['retry-after']) failures.push(`${key(route)}: 429 without Retry-After`);
        }
      }
      if (!statuses.includes(429)) failures.push(`${key(route)}: no 429 after ${statuses.length}`);
      if (statuses[0] === 429) failures.push(`${key(route)}: the first request is refused`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('limits tries per account across addresses (login and reset)', async () => {
    const target = await registerAccount(app());
    const resets: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      resets.push(
        (
          await call(app(), 'POST', '/api/auth/password/reset/', {
            body: { email: target.email, lang: 'pt' },
          })
        ).statusCode,
      );
    }
    expect(resets.slice(0, 3)).toEqual([200, 200, 200]);
    expect(resets.at(-1)).toBe(429);
    const refused = await call(app(), 'POST', '/api/auth/password/reset/', {
      body: { email: target.email, lang: 'pt' },
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const logins: number[] = [];
    for (let i = 0; i < 40 && !logins.includes(429); i += 1) {
      logins.push(
        (
          await call(app(), 'POST', '/api/users/token/', {
            body: { email: target.email, password: `wrong-${i}-password` },
          })
        ).statusCode,
      );
    }
    // From the 10th failure the account is locked (decision 050): 429 before the 30 per address.
    expect(logins).toContain(429);
    expect(logins.length).toBeLessThanOrEqual(31);
  }, 60_000);

  it('gives the same answer for a known and an unknown e-mail where the design says so', async () => {
    const unknown = newEmail('ninguem');
    const pair = async (send: (email: string) => Promise<{ statusCode: number; body: string }>) => {
      const [known, other] = [await send(alice.email), await send(unknown)];
      return { known, other };
    };
    // Login: a wrong password for an account and any password for no account.
    const login = await pair((email) =>
      call(app(), 'POST', '/api/users/token/', { body: { email, password: 'Wrong-Password-99' } }),
    );
    expect(login.known.statusCode).toBe(401);
    expect(login.known.statusCode).toBe(login.other.statusCode);
    expect(login.known.body).toBe(login.other.body);
    // Password reset, API and the back end's form.
    const reset = await pair((email) =>
      call(app(), 'POST', '/api/auth/password/reset/', { body: { email, lang: 'en' } }),
    );
    expect(reset.known.statusCode).toBe(200);
    expect(reset.known.body).toBe(reset.other.body);
    const form = await pair((email) =>
      app().inject({
        method: 'POST',
        url: '/accounts/password/reset/?lang=en',
        payload: `email=${encodeURIComponent(email)}`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': newVisitorIp(),
        },
      }),
    );
    expect(form.known.statusCode).toBe(form.other.statusCode);
    expect(withoutNonces(form.known.body)).toBe(withoutNonces(form.other.body));
    // Stock alerts: an address already waiting for the wine and a new one.
    const [soldOut] = await app()
      .database.db.select({ slug: wines.slug })
      .from(wines)
      .where(eq(wines.slug, 'avo-zeca-2022'));
    const alert = async (email: string) =>
      t.post('/api/stock-alerts/', {
        email,
        product_url: soldOut?.slug ?? 'avo-zeca-2022',
        lang: 'pt',
        recaptcha_token: await t.captchaToken(),
      });
    const first = await alert(alice.email);
    const again = await pair(alert);
    expect(first.statusCode).toBe(202);
    expect(again.known.statusCode).toBe(again.other.statusCode);
    expect(again.known.body).toBe(again.other.body);
    // Newsletter: a pending address and an unknown one answer alike.
    const subscribe = async (email: string) =>
      t.post('/api/newsletter/subscribe/', {
        email,
        lang: 'pt',
        recaptcha_token: await t.captchaToken(),
      });
    await subscribe(alice.email);
    const news = await pair(subscribe);
    expect(news.known.statusCode).toBe(news.other.statusCode);
    expect(news.known.body).toBe(news.other.body);
    // Registration with a taken address: it tells (decision 050), but never whose account it is.
    const taken = await call(app(), 'POST', '/api/auth/registration/', {
      body: { email: alice.email, username: 'x', password1: goodPassword, password2: goodPassword },
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.body).not.toContain('Alice');
  }, 60_000);

  it('answers an unknown, a malformed and a deactivated discount code alike', async () => {
    await app()
      .database.db.insert(discountCodes)
      .values({ code: 'DESATIVADO-7', kind: 'percent', percent: 10, active: false });
    const [exmo] = await app()
      .database.db.select({ id: wines.id })
      .from(wines)
      .where(eq(wines.slug, 'exmo'));
    const cart = [{ id: exmo!.id, quantity: 1 }];
    const check = (code: string) =>
      call(app(), 'POST', '/api/shop/discount-codes/check/', {
        body: { discount_code: code, cart, language: 'en' },
      });
    const unknown = await check('NAO-EXISTE-123');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields.discount_code).toBeTruthy();
    for (const other of [await check('!!'), await check(' desativado-7 ')]) {
      expect(other.statusCode).toBe(unknown.statusCode);
      expect(other.body).toBe(unknown.body);
    }
  });
});
