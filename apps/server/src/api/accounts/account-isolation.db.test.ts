import { accessTokenAudience, accessTokenKey } from '@mdc/core';
import { orders, testDatabaseKinds, users } from '@mdc/db';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  buyOneBottle,
  call,
  registerAccount,
  testPublicUrl,
  type TestAccount,
} from './account-test-support.ts';

type Method = 'GET' | 'PUT' | 'DELETE';

/** Every route on the authenticated scope; deletion last, since it ends the account. */
const bearerRoutes: Array<{ method: Method; url: string; body?: (email: string) => object }> = [
  { method: 'GET', url: '/api/users/me/' },
  {
    method: 'PUT',
    url: '/api/users/me/',
    body: (email) => ({ email, username: 'Ana', first_name: 'Ana', phone_prefix: '+351' }),
  },
  { method: 'GET', url: '/api/checkout/orders/by-user/' },
  { method: 'GET', url: '/api/users/me/export/' },
  { method: 'GET', url: '/api/users/me/newsletter/' },
  { method: 'PUT', url: '/api/users/me/newsletter/', body: () => ({ subscribed: false }) },
  { method: 'DELETE', url: '/api/users/delete-account/' },
];

describe.each(testDatabaseKinds)('one customer cannot reach another on %s', (kind) => {
  let t: TestApp;
  let a: TestAccount;
  let b: TestAccount;
  let bId: number;
  let bOrder: { code: string; checkoutId: string };
  const app = () => t.app;
  const db = () => t.app.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: testPublicUrl });
    a = await registerAccount(app(), { username: 'Alice' });
    b = await registerAccount(app(), { username: 'Bruno' });
    bId = (await db().select().from(users).where(eq(users.email, b.email)))[0]!.id;
    await call(app(), 'PUT', '/api/users/me/', {
      token: b.access,
      body: { email: b.email, username: 'Bruno', first_name: 'Bruno', last_name: 'Bexiga' },
    });
    await buyOneBottle(app(), {
      token: a.access,
      customer: { email: a.email, firstName: 'Alice' },
    });
    bOrder = await buyOneBottle(app(), {
      token: b.access,
      customer: { email: b.email, firstName: 'Bruno', lastName: 'Bexiga' },
    });
  });
  afterAll(async () => t?.close());

  const send = (route: (typeof bearerRoutes)[number], token?: string, email = a.email) =>
    call(app(), route.method, route.url, {
      ...(token && { token }),
      ...(route.body && { body: route.body(email) }),
    });

  it.each(bearerRoutes)('$method $url answers 401 without a token', async (route) => {
    const res = await send(route);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: 'Unauthorized',
      message: expect.any(String),
      code: 'not_signed_in',
    });
  });

  it.each(bearerRoutes)("$method $url refuses a token forged with B's id", async (route) => {
    const forged = await new SignJWT({ ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(bId))
      .setIssuer(testPublicUrl)
      .setAudience(accessTokenAudience(testPublicUrl))
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(accessTokenKey('another-secret-that-is-long-enough-to-sign-hs256'));
    expect((await send(route, forged)).statusCode).toBe(401);
  });

  it.each(bearerRoutes)(
    "$method $url with A's token shows and changes nothing of B",
    async (route) => {
      const bBefore = (await db().select().from(users).where(eq(users.id, bId)))[0];
      // A's attempts to name B anywhere a client can: B's e-mail in the body, B's id in the query.
      const res = await call(app(), route.method, `${route.url}?user_id=${bId}&id=${bId}`, {
        token: a.access,
        ...(route.body && { body: route.body(a.email) }),
      });
      expect(res.statusCode).toBe(200);
      for (const secret of [b.email, 'Bruno', 'Bexiga', bOrder.code]) {
        expect(res.body).not.toContain(secret);
      }
      const bAfter = (await db().select().from(users).where(eq(users.id, bId)))[0];
      expect(bAfter).toEqual(bBefore);
      const [order] = await db().select().from(orders).where(eq(orders.code, bOrder.code));
      expect(order!.userId).toBe(bId);
      expect(order!.email).toBe(b.email);
    },
  );

  it("A cannot take B's e-mail, nor read B's orders by naming them", async () => {
    const other = await registerAccount(app());
    const res = await call(app(), 'PUT', '/api/users/me/', {
      token: other.access,
      body: { email: b.email, username: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('Bruno');
    const list = await call(app(), 'GET', `/api/checkout/orders/by-user/?user_id=${bId}`, {
      token: other.access,
    });
    expect(list.json()).toEqual([]);
    // B's session still works after everything A did.
    expect((await call(app(), 'GET', '/api/users/me/', { token: b.access })).json().email).toBe(
      b.email,
    );
  });
});
