import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testDatabaseKinds, users } from '@mdc/db';
import { googleLoginResponseSchema } from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { buyOneBottle, call, newEmail, registerAccount } from './account-test-support.ts';

const clientId = '1234567890-test.apps.googleusercontent.com';

/** A local stand-in for Google's JWKS endpoint, serving one RSA public key. */
async function startFakeGoogleKeys() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    privateKey,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseKinds)('Google sign-in on %s', (kind) => {
  let t: TestApp;
  let keys: Awaited<ReturnType<typeof startFakeGoogleKeys>>;
  const app = () => t.app;
  const db = () => t.app.database.db;

  beforeAll(async () => {
    keys = await startFakeGoogleKeys();
    t = await createTestApp(kind, { GOOGLE_CLIENT_ID: clientId, GOOGLE_JWKS_URL: keys.url });
  });
  afterAll(async () => {
    await t?.close();
    await keys?.close();
  });

  const idToken = async (
    claims: Record<string, unknown> = {},
    options: { key?: CryptoKey; expiresIn?: string | number } = {},
  ) =>
    new SignJWT({ email_verified: true, name: 'Joana Google', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer((claims.iss as string | undefined) ?? 'https://accounts.google.com')
      .setAudience((claims.aud as string | undefined) ?? clientId)
      .setSubject((claims.sub as string | undefined) ?? `sub-${Math.random()}`)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key ?? keys.privateKey);
  const signIn = async (token: string) =>
    call(app(), 'POST', '/api/users/social/google/', { body: { access_token: token } });

  it('creates an account from a verified Google identity, and signs it in again', async () => {
    const email = newEmail('joana');
    const token = await idToken({ email, sub: 'google-joana' });
    const res = await signIn(token);
    expect(res.statusCode).toBe(200);
    const answer = googleLoginResponseSchema.parse(res.json());
    expect(answer.user).toEqual({ username: 'Joana Google' });
    const me = await call(app(), 'GET', '/api/users/me/', { token: answer.access });
    expect(me.json().email).toBe(email);
    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ googleSub: 'google-joana', passwordHash: null });
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);

    const again = await signIn(
      await idToken({ email, sub: 'google-joana', iss: 'accounts.google.com' }),
    );
    expect(again.statusCode).toBe(200);
    expect((await db().select().from(users).where(eq(users.email, email))).length).toBe(1);
  });

  it.each([
    ['another audience', { aud: 'someone-else.apps.googleusercontent.com' }, {}],
    ['another issuer', { iss: 'https://evil.example' }, {}],
    ['an unverified e-mail', { email_verified: false }, {}],
    ['an expired token', {}, { expiresIn: Math.floor(Date.now() / 1000) - 600 }],
  ])('refuses %s', async (_, claims, options) => {
    const res = await signIn(await idToken({ email: newEmail(), ...claims }, options));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: 'Unauthorized',
      message: 'Google login failed.',
      code: 'google_failed',
    });
  });

  it('refuses a token signed with a key that is not Google’s, and junk', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    expect(
      (await signIn(await idToken({ email: newEmail() }, { key: privateKey }))).statusCode,
    ).toBe(401);
    expect((await signIn('not.a.token')).statusCode).toBe(401);
  });

  it('links an account with the same e-mail and its guest orders', async () => {
    const account = await registerAccount(app());
    const guest = await buyOneBottle(app(), { customer: { email: account.email } });
    const res = await signIn(await idToken({ email: account.email, sub: 'google-linked' }));
    expect(res.statusCode).toBe(200);
    const { access } = res.json();
    const orders = await call(app(), 'GET', '/api/checkout/orders/by-user/', { token: access });
    expect(orders.json().map((o: { code: string }) => o.code)).toEqual([guest.code]);
    // The address was never verified before: a password someone else may have set is dropped,
    // with the sessions it opened.
    const [row] = await db().select().from(users).where(eq(users.email, account.email));
    expect(row).toMatchObject({ googleSub: 'google-linked', passwordHash: null });
    expect((await call(app(), 'GET', '/api/users/me/', { token: account.access })).statusCode).toBe(
      401,
    );
  });

  it('keeps the password of an account whose e-mail was verified', async () => {
    const account = await registerAccount(app());
    await db()
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.email, account.email));
    expect((await signIn(await idToken({ email: account.email }))).statusCode).toBe(200);
    const login = await call(app(), 'POST', '/api/users/token/', {
      body: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('tells the pages the client id and allows the Google script in the CSP', async () => {
    expect(t.app.services.accounts.publicConfig()).toEqual({ googleClientId: clientId });
    const page = await call(app(), 'GET', '/accounts/password/reset/');
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src [^;]*https:\/\/accounts\.google\.com\/gsi\/client/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/accounts\.google\.com\/gsi\//);
  });
});
