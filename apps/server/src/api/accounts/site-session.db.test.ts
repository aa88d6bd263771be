import { siteSessions, testDatabaseKinds, users } from '@mdc/db';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { newVisitorIp } from '../captcha/form-test-support.ts';
import {
  goodPassword,
  latestLink,
  newEmail,
  registerAccount,
  testPublicUrl,
} from './account-test-support.ts';

const cookieName = '__Host-mdc_session';
const sameSite = { origin: testPublicUrl, 'sec-fetch-site': 'same-origin' };

/** The session cookie's value in an answer's Set-Cookie, or undefined. */
const cookieOf = (res: LightMyRequestResponse) =>
  res.cookies.find((c) => c.name === cookieName)?.value;

/**
 * The site's cookie session (docs/decisions/131-cookie-session.md) and its CSRF defences
 * (docs/decisions/132-csrf.md), on both database kinds.
 */
describe.each(testDatabaseKinds)('site session on %s', (kind) => {
  let t: TestApp;
  const app = () => t.app;
  const db = () => t.app.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: testPublicUrl });
  });
  afterAll(async () => t?.close());

  const request = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) =>
    app().inject({
      method,
      url,
      ...(options.body !== undefined && { payload: options.body as object }),
      headers: {
        'x-forwarded-for': newVisitorIp(),
        ...(options.cookie && { cookie: `${cookieName}=${options.cookie}` }),
        ...(options.headers ?? sameSite),
      },
    });
  const signIn = (email: string, password = goodPassword, cookie?: string) =>
    request('POST', '/api/session/', { body: { email, password }, ...(cookie && { cookie }) });
  const me = (cookie: string) => request('GET', '/api/users/me/', { cookie });

  it('signs in with an httpOnly, Secure, SameSite=Lax cookie whose id is stored only hashed', async () => {
    const account = await registerAccount(app());
    const res = await signIn(account.email);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.email).toBe(account.email);
    expect(body.csrf).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(body)).not.toMatch(/access|refresh/);
    const cookie = res.cookies.find((c) => c.name === cookieName)!;
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.cookies.find((c) => c.name === 'mdc_signed_in')?.httpOnly).toBeFalsy();
    const rows = await db().select().from(siteSessions);
    expect(rows.some((row) => row.idHash === cookie.value)).toBe(false);
    const mine = await me(cookie.value);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().email).toBe(account.email);
    const current = await request('GET', '/api/session/', { cookie: cookie.value });
    expect(current.json()).toEqual(body);
  });

  it('refuses a wrong password as the token API does, and locks the e-mail after ten', async () => {
    const account = await registerAccount(app());
    const wrong = await signIn(account.email, 'Wrong-Password-99');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('invalid_credentials');
    expect(cookieOf(wrong)).toBeUndefined();
    for (let i = 1; i < 10; i++) await signIn(account.email, 'Wrong-Password-99');
    const locked = await signIn(account.email);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('account_locked');
    // The token API shares the lockout: one rule, one place (decision 099).
    const viaTokens = await request('POST', '/api/users/token/', {
      body: { email: account.email, password: goodPassword },
    });
    expect(viaTokens.statusCode).toBe(429);
  });

  it('rotates the id on sign-in: the session the browser came with ends', async () => {
    const account = await registerAccount(app());
    const first = cookieOf(await signIn(account.email))!;
    const second = cookieOf(await signIn(account.email, goodPassword, first))!;
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('ends the session on sign-out for every copy of the cookie', async () => {
    const account = await registerAccount(app());
    const cookie = cookieOf(await signIn(account.email))!;
    const out = await request('DELETE', '/api/session/', { cookie });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === cookieName)?.maxAge).toBe(0);
    const stolen = await me(cookie);
    expect(stolen.statusCode).toBe(401);
    expect(stolen.json().code).toBe('session_expired');
  });

  it('ends after the idle window and at the absolute expiry', async () => {
    const account = await registerAccount(app());
    const idle = cookieOf(await signIn(account.email))!;
    const old = cookieOf(await signIn(account.email))!;
    const [user] = await db().select().from(users).where(eq(users.email, account.email));
    const rows = await db().select().from(siteSessions).where(eq(siteSessions.userId, user!.id));
    expect(rows).toHaveLength(2);
    expect((await me(idle)).statusCode).toBe(200);
    const day = 24 * 3_600_000;
    // Which row is which: the one created first.
    const [a, b] = rows.sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
    await db()
      .update(siteSessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * day) })
      .where(eq(siteSessions.idHash, a!.idHash));
    await db()
      .update(siteSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(siteSessions.idHash, b!.idHash));
    expect((await me(idle)).statusCode).toBe(401);
    expect((await me(old)).statusCode).toBe(401);
  });

  it('ends every session of the account when the password is reset', async () => {
    const account = await registerAccount(app());
    const one = cookieOf(await signIn(account.email))!;
    const two = cookieOf(await signIn(account.email))!;
    await request('POST', '/api/auth/password/reset/', {
      body: { email: account.email, lang: 'pt' },
    });
    const { url } = await latestLink(app(), account.email, /https:\/\/\S+uid=\S+/);
    const set = await request('POST', '/api/auth/password/reset/confirm/', {
      body: {
        uid: url.searchParams.get('uid'),
        token: url.searchParams.get('token'),
        new_password1: 'Outra-Cegonha-2025',
        new_password2: 'Outra-Cegonha-2025',
      },
    });
    expect(set.statusCode).toBe(200);
    expect((await me(one)).statusCode).toBe(401);
    expect((await me(two)).statusCode).toBe(401);
    expect((await signIn(account.email, 'Outra-Cegonha-2025')).statusCode).toBe(200);
  });

  it('registers with a session cookie, and the token API stays for API clients', async () => {
    const email = newEmail();
    const res = await request('POST', '/api/session/registration/', {
      body: {
        email,
        username: 'Ana',
        password1: goodPassword,
        password2: goodPassword,
        lang: 'en',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.email).toBe(email);
    expect((await me(cookieOf(res)!)).statusCode).toBe(200);
    const tokens = await request('POST', '/api/users/token/', {
      body: { email, password: goodPassword },
      headers: {},
    });
    expect(Object.keys(tokens.json()).sort()).toEqual(['access', 'refresh']);
  });

  it('refuses a cookie-authenticated write from another site with 403 cross_site_request', async () => {
    const account = await registerAccount(app());
    const cookie = cookieOf(await signIn(account.email))!;
    const { id: _id, is_staff: _staff, ...profile } = (await me(cookie)).json();
    const body = { ...profile, first_name: 'Mallory' };
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ];
    for (const headers of foreign) {
      const res = await request('PUT', '/api/users/me/', { cookie, body, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().code).toBe('cross_site_request');
    }
    const out = await request('DELETE', '/api/session/', {
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(out.statusCode).toBe(403);
    expect((await me(cookie)).json().first_name).not.toBe('Mallory');
    // The site's own page passes, by Origin alone or by Sec-Fetch-Site.
    const own = await request('PUT', '/api/users/me/', {
      cookie,
      body,
      headers: { origin: testPublicUrl },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().first_name).toBe('Mallory');
    // A bearer client carries no cookie and sends no Origin: it is not a browser's page.
    const tokens = (
      await request('POST', '/api/users/token/', {
        body: { email: account.email, password: goodPassword },
        headers: {},
      })
    ).json();
    const api = await app().inject({
      method: 'PUT',
      url: '/api/users/me/',
      payload: { ...profile, first_name: 'Bea' },
      headers: { authorization: `Bearer ${tokens.access}`, 'x-forwarded-for': newVisitorIp() },
    });
    expect(api.statusCode).toBe(200);
  });

  it('ends the sessions of an account whose staff rights change', async () => {
    const account = await registerAccount(app());
    const cookie = cookieOf(await signIn(account.email))!;
    const [user] = await db().select().from(users).where(eq(users.email, account.email));
    const staff = await registerAccount(app());
    const [staffRow] = await db().select().from(users).where(eq(users.email, staff.email));
    await db().update(users).set({ isStaff: true }).where(eq(users.id, staffRow!.id));
    await app().services.customerAdmin.setStaff(
      { id: staffRow!.id, email: staff.email },
      user!.id,
      true,
    );
    expect((await me(cookie)).statusCode).toBe(401);
    const again = cookieOf(await signIn(account.email))!;
    expect(again).not.toBe(cookie);
    expect((await me(again)).json().is_staff).toBe(true);
  });
});
