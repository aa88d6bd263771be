import { createHash, randomBytes } from 'node:crypto';
import { accessTokenAudience, accessTokenKey, createAccessTokens } from '@mdc/core';
import {
  emails,
  loginThrottles,
  orderItems,
  orders,
  passwordResetTokens,
  testDatabaseKinds,
  users,
} from '@mdc/db';
import {
  accountExportSchema,
  profileLimits,
  registrationResponseSchema,
  tokenPairSchema,
  userOrdersSchema,
  userSchema,
} from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { newVisitorIp } from '../captcha/form-test-support.ts';
import { orderOfCheckout } from '../checkout/checkout-test-support.ts';
import {
  buyOneBottle,
  call,
  goodPassword,
  latestLink,
  newEmail,
  registerAccount,
  testJwtSecret,
  testPublicUrl,
} from './account-test-support.ts';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(testDatabaseKinds)('accounts API on %s', (kind) => {
  let t: TestApp;
  const app = () => t.app;
  const db = () => t.app.database.db;
  const userRow = async (email: string) =>
    (await db().select().from(users).where(eq(users.email, email)))[0];
  const throttleOf = async (email: string) =>
    (
      await db()
        .select()
        .from(loginThrottles)
        .where(
          eq(
            loginThrottles.emailKey,
            createHash('sha256').update(email.toLowerCase()).digest('hex'),
          ),
        )
    )[0];
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: testPublicUrl });
  });
  afterAll(async () => t?.close());

  describe('registration', () => {
    const register = (body: Record<string, unknown>) =>
      call(app(), 'POST', '/api/auth/registration/', { body });
    const valid = () => ({
      email: newEmail(),
      username: 'Ana',
      password1: goodPassword,
      password2: goodPassword,
      lang: 'pt',
    });

    it('names every missing field', async () => {
      const res = await register({});
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(
        expect.arrayContaining(['email', 'username', 'password1', 'password2']),
      );
    });

    it.each([
      ['a short password', { password1: 'Ab3$xyz', password2: 'Ab3$xyz' }, 'password1'],
      ['a common password', { password1: 'qwertyuiop', password2: 'qwertyuiop' }, 'password1'],
      ['a different confirmation', { password2: `${goodPassword}!` }, 'password2'],
      ['a malformed e-mail', { email: 'not-an-address' }, 'email'],
      ['a long username', { username: 'x'.repeat(51) }, 'username'],
    ])('refuses %s with a field message', async (_, change, field) => {
      const res = await register({ ...valid(), ...change });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(Object.keys(body.fields)).toEqual([field]);
      expect(body.message).toBe(`${field}: ${body.fields[field]}`);
    });

    it('says the exact messages of docs/product/accounts.md for a mismatch and a common password', async () => {
      const mismatch = await register({ ...valid(), password2: 'something-else' });
      expect(mismatch.json().fields.password2).toBe('Passwords do not match!');
      const common = await register({ ...valid(), password1: 'Password1', password2: 'Password1' });
      expect(common.json().fields.password1).toBe('This password is too common.');
    });

    it('creates the account signed in, stores argon2id and sends the welcome e-mail', async () => {
      const body = { ...valid(), email: newEmail('Maria').toUpperCase(), lang: 'en' };
      const res = await register(body);
      expect(res.statusCode).toBe(201);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const answer = registrationResponseSchema.parse(res.json());
      expect(answer.user).toEqual({ username: 'Ana' });
      const row = await userRow(body.email.toLowerCase());
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row!.passwordHash).not.toContain(goodPassword);
      const { mail, url } = await latestLink(app(), row!.email, /https:\/\/\S+verify\S+/);
      expect(mail.subject).toMatch(/^Welcome to the /);
      expect(url.pathname).toBe('/api/auth/email/verify/');
      const me = await call(app(), 'GET', '/api/users/me/', { token: answer.access });
      expect(me.statusCode).toBe(200);
      expect(userSchema.parse(me.json())).toMatchObject({
        email: row!.email,
        username: 'Ana',
        phone_prefix: '+351',
        is_staff: false,
      });
    });

    it('accepts a long passphrase (64+ characters)', async () => {
      const long = 'correct horse battery staple '.repeat(4);
      const res = await register({ ...valid(), password1: long, password2: long });
      expect(res.statusCode).toBe(201);
    });

    it('refuses an address already registered, in any letter case, on the e-mail field', async () => {
      const first = valid();
      await register(first);
      const again = await register({ ...valid(), email: first.email.toUpperCase() });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        error: 'Bad Request',
        message: 'email: A user is already registered with this e-mail address.',
        fields: { email: 'A user is already registered with this e-mail address.' },
        field_codes: { email: 'email_taken' },
      });
    });
  });

  describe('login and tokens', () => {
    const login = (email: string, password: string, ip = newVisitorIp()) =>
      call(app(), 'POST', '/api/users/token/', { body: { email, password }, ip });

    it('answers a token pair for the right password', async () => {
      const account = await registerAccount(app());
      const res = await login(account.email.toUpperCase(), account.password);
      expect(res.statusCode).toBe(200);
      const pair = tokenPairSchema.parse(res.json());
      expect(Object.keys(res.json()).sort()).toEqual(['access', 'refresh']);
      expect(pair.refresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [, payload] = pair.access.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      expect(claims).toMatchObject({ iss: testPublicUrl, aud: `${testPublicUrl}/api` });
      expect(claims.exp - claims.iat).toBeLessThanOrEqual(15 * 60);
    });

    it('gives a wrong password and an unknown e-mail the same answer', async () => {
      // Both spend one argon2id verification (packages/core/src/accounts/tokens.test.ts counts
      // them); timing them here only measured how busy the machine was.
      const account = await registerAccount(app());
      for (const email of [account.email, newEmail('nobody')]) {
        const res = await login(email, 'Not-the-password-1');
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          error: 'Unauthorized',
          message: 'Incorrect email or password.',
          code: 'invalid_credentials',
        });
      }
    });

    it('refuses expired, forged, unsigned and foreign tokens with a 401', async () => {
      const account = await registerAccount(app());
      const row = await userRow(account.email);
      const id = row!.id;
      const goodTokens = createAccessTokens({ secret: testJwtSecret, issuer: testPublicUrl });
      const key = accessTokenKey(testJwtSecret);
      const claims = (overrides: Record<string, unknown> = {}) => ({
        sub: String(id),
        ver: 0,
        iss: testPublicUrl,
        aud: accessTokenAudience(testPublicUrl),
        iat: Math.floor(Date.now() / 1000),
        exp: Math.floor(Date.now() / 1000) + 600,
        ...overrides,
      });
      const signed = (payload: object, signingKey: Uint8Array = key) =>
        new SignJWT(payload as Record<string, unknown>)
          .setProtectedHeader({ alg: 'HS256' })
          .sign(signingKey);
      const cases: Array<[string, string | undefined]> = [
        ['no token', undefined],
        ['garbage', 'not-a-token'],
        ['expired', await goodTokens.sign(id, 0, new Date(Date.now() - 16 * 60_000))],
        ['alg none', `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims())}.`],
        ['wrong key', await signed(claims(), new TextEncoder().encode('x'.repeat(48)))],
        [
          'the raw JWT_SECRET as key',
          await signed(claims(), new TextEncoder().encode(testJwtSecret)),
        ],
        ['wrong audience', await signed(claims({ aud: 'https://elsewhere.example/api' }))],
        ['wrong issuer', await signed(claims({ iss: 'https://elsewhere.example' }))],
        ['no expiry', await signed({ ...claims(), exp: undefined })],
        ['exp too far away', await signed(claims({ iat: Math.floor(Date.now() / 1000) - 3600 }))],
        ['an old session version', await signed(claims({ ver: 7 }))],
        ['a user that does not exist', await signed(claims({ sub: '999999' }))],
      ];
      // The control: a token made the same way with the right claims works.
      expect(
        (await call(app(), 'GET', '/api/users/me/', { token: await signed(claims()) })).statusCode,
      ).toBe(200);
      for (const [name, token] of cases) {
        const res = await call(app(), 'GET', '/api/users/me/', token ? { token } : {});
        expect(res.statusCode, name).toBe(401);
        expect(res.json(), name).toEqual({
          error: 'Unauthorized',
          message: expect.any(String),
          code: token ? 'session_expired' : 'not_signed_in',
        });
        expect(res.headers['www-authenticate']).toBe('Bearer');
      }
    });

    it('rotates refresh tokens and revokes the family when a used one comes back', async () => {
      const account = await registerAccount(app());
      const refresh = (token: string) =>
        call(app(), 'POST', '/api/users/token/refresh/', { body: { refresh: token } });
      const first = await refresh(account.refresh);
      expect(first.statusCode).toBe(200);
      const second = tokenPairSchema.parse(first.json());
      expect(second.refresh).not.toBe(account.refresh);
      const third = tokenPairSchema.parse((await refresh(second.refresh)).json());
      expect((await call(app(), 'GET', '/api/users/me/', { token: third.access })).statusCode).toBe(
        200,
      );

      // Another session of the same account is untouched by what follows.
      const other = tokenPairSchema.parse((await login(account.email, account.password)).json());
      // The first token, already rotated, is replayed: the whole family ends.
      const replay = await refresh(account.refresh);
      expect(replay.statusCode).toBe(401);
      expect((await refresh(third.refresh)).statusCode).toBe(401);
      expect((await refresh(other.refresh)).statusCode).toBe(200);
      expect((await refresh('x'.repeat(43))).statusCode).toBe(401);
    });

    it('ends the session on logout', async () => {
      const account = await registerAccount(app());
      const out = await call(app(), 'POST', '/api/users/logout/', {
        body: { refresh: account.refresh },
      });
      expect(out.json()).toEqual({ detail: 'Successfully logged out.' });
      const res = await call(app(), 'POST', '/api/users/token/refresh/', {
        body: { refresh: account.refresh },
      });
      expect(res.statusCode).toBe(401);
    });

    it('locks an account for a minute after 10 failures, then lets the owner in', async () => {
      const account = await registerAccount(app());
      for (let i = 0; i < 10; i += 1) {
        expect((await login(account.email, `wrong-password-${i}`)).statusCode).toBe(401);
      }
      const locked = await login(account.email, account.password);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toMatch(/try again in 1 minute/);
      const row = await throttleOf(account.email);
      const lockMs = row!.lockedUntil!.getTime() - Date.now();
      expect(lockMs).toBeGreaterThan(50_000);
      expect(lockMs).toBeLessThanOrEqual(60_000);

      // The lock ends by itself; success clears the count.
      await db()
        .update(loginThrottles)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(loginThrottles.emailKey, row!.emailKey));
      expect((await login(account.email, account.password)).statusCode).toBe(200);
      expect(await throttleOf(account.email)).toBeUndefined();
    });

    it('answers an unknown e-mail exactly as a locked account (decision 099)', async () => {
      const account = await registerAccount(app());
      const unknown = `nobody-${randomBytes(4).toString('hex')}@example.com`;
      const answers = async (email: string) => {
        const statuses: number[] = [];
        for (let i = 0; i < 11; i += 1) {
          statuses.push((await login(email, `wrong-password-${i}`)).statusCode);
        }
        const last = await login(email, `wrong-password-again`);
        return { statuses, last: { status: last.statusCode, body: last.json() } };
      };
      const known = await answers(account.email);
      expect(known.statuses).toEqual([...Array(10).fill(401), 429]);
      expect(await answers(unknown)).toEqual(known);
      // Nothing of the address itself is kept, only its hash.
      expect((await throttleOf(unknown))!.emailKey).toMatch(/^[0-9a-f]{64}$/);
    });

    it('never locks for longer than 15 minutes', async () => {
      const account = await registerAccount(app());
      await login(account.email, 'wrong-password');
      const { emailKey } = (await throttleOf(account.email))!;
      await db()
        .update(loginThrottles)
        .set({ failures: 40, lastFailedAt: new Date() })
        .where(eq(loginThrottles.emailKey, emailKey));
      await login(account.email, 'wrong-password');
      const row = await throttleOf(account.email);
      expect(row!.lockedUntil!.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
      expect(row!.lockedUntil!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    });

    it('rate-limits logins per address and per account', async () => {
      const ip = newVisitorIp();
      const answers = [];
      for (let i = 0; i < 21; i += 1)
        answers.push((await login(newEmail(), 'x-password', ip)).statusCode);
      expect(answers.slice(0, 20).every((status) => status === 401)).toBe(true);
      expect(answers[20]).toBe(429);

      // One e-mail from many addresses: locked after ten failures, known or not (decision 099),
      // and the per-account limit (30 in 15 minutes) behind it.
      const target = newEmail('target');
      const perAccount = [];
      for (let i = 0; i < 31; i += 1)
        perAccount.push((await login(target, 'x-password')).statusCode);
      expect(perAccount).toEqual([...Array(10).fill(401), ...Array(21).fill(429)]);
    });

    it('rate-limits registration per address', async () => {
      const ip = newVisitorIp();
      const statuses = [];
      for (let i = 0; i < 6; i += 1) {
        const res = await call(app(), 'POST', '/api/auth/registration/', { body: {}, ip });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    });
  });

  describe('password reset', () => {
    const reset = (email: string, lang = 'pt') =>
      call(app(), 'POST', '/api/auth/password/reset/', { body: { email, lang } });
    const confirm = (body: Record<string, unknown>) =>
      call(app(), 'POST', '/api/auth/password/reset/confirm/', { body });
    const resetLink = (email: string) => latestLink(app(), email, /https:\/\/\S+uid=\S+/);

    it('answers the same for an unknown address and e-mails a link to a known one', async () => {
      const account = await registerAccount(app());
      const known = await reset(account.email, 'en');
      const unknown = await reset(newEmail('nobody'), 'en');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      const { mail, url } = await resetLink(account.email);
      expect(mail.subject).toMatch(/^Reset your password/);
      expect(`${url.origin}${url.pathname}`).toBe(`${testPublicUrl}/en/shop/login`);
      expect(url.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [stored] = await db()
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, Number(url.searchParams.get('uid'))));
      expect(stored!.tokenHash).not.toBe(url.searchParams.get('token'));
      expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);

      await reset(account.email, 'pt');
      const pt = await resetLink(account.email);
      expect(pt.mail.subject).toMatch(/^Redefinir a palavra-passe/);
      expect(pt.url.pathname).toBe('/shop/login');
    });

    it('sets the password once, ends every session, and refuses the link again', async () => {
      const account = await registerAccount(app());
      await reset(account.email);
      const { url } = await resetLink(account.email);
      const link = { uid: url.searchParams.get('uid'), token: url.searchParams.get('token') };
      const common = await confirm({
        ...link,
        new_password1: 'password1',
        new_password2: 'password1',
      });
      expect(common.json()).toMatchObject({
        fields: { new_password1: 'This password is too common.' },
        field_codes: { new_password1: 'password_too_common' },
      });
      const mismatch = await confirm({
        ...link,
        new_password1: 'Nova-Senha-2024',
        new_password2: 'x',
      });
      expect(mismatch.json()).toMatchObject({
        fields: { new_password2: 'Passwords do not match!' },
        field_codes: { new_password2: 'password_mismatch' },
      });

      const done = await confirm({
        ...link,
        new_password1: 'Nova-Senha-2024',
        new_password2: 'Nova-Senha-2024',
      });
      expect(done.statusCode).toBe(200);
      const again = await confirm({
        ...link,
        new_password1: 'Outra-Senha-2024',
        new_password2: 'Outra-Senha-2024',
      });
      expect(again.statusCode).toBe(400);
      expect(Object.keys(again.json().fields)).toEqual(['token']);

      // Old sessions are over: the refresh token and the access token.
      const refreshed = await call(app(), 'POST', '/api/users/token/refresh/', {
        body: { refresh: account.refresh },
      });
      expect(refreshed.statusCode).toBe(401);
      expect(
        (await call(app(), 'GET', '/api/users/me/', { token: account.access })).statusCode,
      ).toBe(401);
      const login = (password: string) =>
        call(app(), 'POST', '/api/users/token/', { body: { email: account.email, password } });
      expect((await login(account.password)).statusCode).toBe(401);
      expect((await login('Nova-Senha-2024')).statusCode).toBe(200);
    });

    it('refuses an expired link, a link of another account and a newer link supersedes older', async () => {
      const account = await registerAccount(app());
      const other = await registerAccount(app());
      await reset(account.email);
      const first = await resetLink(account.email);
      await reset(account.email);
      const second = await resetLink(account.email);
      const password = { new_password1: 'Nova-Senha-2024', new_password2: 'Nova-Senha-2024' };
      const link = (url: URL) => ({
        uid: url.searchParams.get('uid'),
        token: url.searchParams.get('token'),
      });
      expect((await confirm({ ...link(first.url), ...password })).statusCode).toBe(400);
      const otherId = (await userRow(other.email))!.id;
      expect(
        (await confirm({ ...link(second.url), uid: String(otherId), ...password })).statusCode,
      ).toBe(400);
      await db()
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.userId, (await userRow(account.email))!.id));
      expect((await confirm({ ...link(second.url), ...password })).statusCode).toBe(400);
    });

    it('rate-limits reset requests per account', async () => {
      const email = newEmail('reset');
      const statuses = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await reset(email)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it("serves the back end's own reset page in both languages, without scripts", async () => {
      const account = await registerAccount(app());
      const en = await call(app(), 'GET', '/accounts/password/reset/?lang=en');
      expect(en.statusCode).toBe(200);
      expect(en.headers['content-type']).toContain('text/html');
      expect(en.body).toContain('<html lang="en">');
      expect(en.body).toContain('Reset your password');
      expect(en.body).not.toContain('<script');
      const nonce = /<style nonce="([^"]+)"/.exec(en.body)![1];
      expect(en.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}'`);
      const pt = await call(app(), 'GET', '/accounts/password/reset/');
      expect(pt.body).toContain('Redefinir a palavra-passe');

      const form = (email: string) =>
        app().inject({
          method: 'POST',
          url: '/accounts/password/reset/?lang=en',
          payload: `email=${encodeURIComponent(email)}`,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': newVisitorIp(),
          },
        });
      const known = await form(account.email);
      const unknown = await form(newEmail('nobody'));
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(
        unknown.body.replace(/nonce="[^"]+"/, /nonce="[^"]+"/.exec(known.body)![0]),
      );
      expect(known.body).toContain('If an account exists');
      await resetLink(account.email);
      const bad = await form('<script>');
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('&lt;script&gt;');
      expect(bad.body).not.toContain('<script>');
    });
  });

  describe('profile', () => {
    const put = (token: string, body: Record<string, unknown>) =>
      call(app(), 'PUT', '/api/users/me/', { token, body });
    const profile = (email: string) => ({
      first_name: 'Maria',
      last_name: 'Silva',
      email,
      username: 'maria',
      phone: '912345678',
      phone_prefix: '+351',
      address: 'Rua das Flores',
      address_2: '2.º esq.',
      city: 'Évora',
      postal_code: '7000-100',
      house_number: '12',
      country_code: 'PT',
      country_name: 'Portugal',
      region_code: 'PT-07',
      region_name: 'Évora',
    });

    it('saves the docs/product/accounts.md#account-data fields and answers the profile', async () => {
      const account = await registerAccount(app());
      const res = await put(account.access, profile(account.email));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ...profile(account.email),
        id: expect.any(Number),
        nif: '',
        company_name: '',
        is_staff: false,
      });
      const me = await call(app(), 'GET', '/api/users/me/', { token: account.access });
      expect(me.json()).toEqual(res.json());
    });

    it.each(Object.entries(profileLimits))(
      'refuses %s longer than %i characters',
      async (field, max) => {
        const account = await registerAccount(app());
        const value =
          field === 'email' ? `${'a'.repeat(max - 11)}@example.com` : 'a'.repeat(max + 1);
        const res = await put(account.access, { ...profile(account.email), [field]: value });
        expect(res.statusCode).toBe(400);
        expect(Object.keys(res.json().fields)).toEqual([field]);
        const ok = field === 'email' ? `${'a'.repeat(max - 12)}@example.com` : 'a'.repeat(max);
        if (field !== 'phone') {
          expect(
            (await put(account.access, { ...profile(account.email), [field]: ok })).statusCode,
          ).toBe(200);
        }
      },
    );

    it('keeps a NIF and company the buyer edits, and refuses a wrong check digit naming nif', async () => {
      const account = await registerAccount(app());
      const wrong = await put(account.access, { ...profile(account.email), nif: '123456780' });
      expect(wrong.statusCode).toBe(400);
      expect(Object.keys(wrong.json().fields)).toEqual(['nif']);
      const saved = await put(account.access, {
        ...profile(account.email),
        nif: 'PT 123 456 789',
        company_name: 'Tasca do Monte, Lda.',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        nif: 'PT123456789',
        company_name: 'Tasca do Monte, Lda.',
      });
      // A Spanish VAT number is checked against the profile's country, not as a Portuguese NIF.
      const spanish = await put(account.access, {
        ...profile(account.email),
        country_code: 'ES',
        region_code: '',
        nif: 'ESB12345678',
      });
      expect(spanish.statusCode).toBe(200);
    });

    it('keeps e-mails unique and asks to verify a new one', async () => {
      const account = await registerAccount(app());
      const other = await registerAccount(app());
      const taken = await put(account.access, profile(other.email.toUpperCase()));
      expect(taken.statusCode).toBe(400);
      expect(taken.json().fields).toEqual({
        email: 'A user is already registered with this e-mail address.',
      });
      const fresh = newEmail('novo');
      expect((await put(account.access, profile(fresh))).statusCode).toBe(200);
      const row = await userRow(fresh);
      expect(row!.emailVerifiedAt).toBeNull();
      const { mail } = await latestLink(app(), fresh, /https:\/\/\S+verify\S+/);
      expect(mail.subject).toMatch(/^Confirme o seu e-mail/);
    });
  });

  describe('orders, verification, export and deletion', () => {
    it('gives an order placed with a bearer token to the account, whatever the body says', async () => {
      const account = await registerAccount(app());
      const intruder = await registerAccount(app());
      const intruderId = (await userRow(intruder.email))!.id;
      const mine = await buyOneBottle(app(), { token: account.access });
      const row = await orderOfCheckout(db(), mine.checkoutId);
      expect(row!.userId).toBe((await userRow(account.email))!.id);

      // A guest naming someone's user_id in the body is still a guest.
      const guest = await buyOneBottle(app(), { customer: { email: 'guest@example.com' } });
      const guestRow = await orderOfCheckout(db(), guest.checkoutId);
      expect(guestRow!.userId).toBeNull();
      expect(guestRow!.userId).not.toBe(intruderId);

      const second = await buyOneBottle(app(), { token: account.access });
      const list = await call(app(), 'GET', '/api/checkout/orders/by-user/', {
        token: account.access,
      });
      expect(list.statusCode).toBe(200);
      expect(list.headers['cache-control']).toBe('private, no-store');
      const mineList = userOrdersSchema.parse(list.json());
      expect(mineList.map((o) => o.code)).toEqual([second.code, mine.code]);
      expect(mineList[0]!.items).toHaveLength(1);
      expect(mineList[0]!.items[0]!.product_url).toBe('exmo');
    });

    it('links earlier guest orders only once the e-mail is verified', async () => {
      const email = newEmail('convidada');
      const guest = await buyOneBottle(app(), { customer: { email: email.toUpperCase() } });
      const someoneElse = await buyOneBottle(app(), { customer: { email: newEmail('outra') } });
      const account = await registerAccount(app(), { email });
      const orderList = async () =>
        (
          await call(app(), 'GET', '/api/checkout/orders/by-user/', { token: account.access })
        ).json();
      expect(await orderList()).toEqual([]);

      const bad = await call(
        app(),
        'GET',
        '/api/auth/email/verify/?uid=1&token=nonsense-token-value',
      );
      expect(bad.statusCode).toBe(303);
      expect(bad.headers.location).toBe('/shop/login?email=invalid-link');
      const { url } = await latestLink(app(), email, /https:\/\/\S+verify\S+/);
      const res = await call(app(), 'GET', `${url.pathname}${url.search}`);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/shop/login?email=verified');
      expect((await orderList()).map((o: { code: string }) => o.code)).toEqual([guest.code]);
      expect((await orderOfCheckout(db(), someoneElse.checkoutId))!.userId).toBeNull();
      // A link works once.
      const again = await call(app(), 'GET', `${url.pathname}${url.search}`);
      expect(again.headers.location).toBe('/shop/login?email=invalid-link');
    });

    it('exports the account and switches the newsletter', async () => {
      const account = await registerAccount(app());
      await buyOneBottle(app(), { token: account.access });
      const news = (subscribed?: boolean) =>
        call(app(), subscribed === undefined ? 'GET' : 'PUT', '/api/users/me/newsletter/', {
          token: account.access,
          ...(subscribed !== undefined && { body: { subscribed } }),
        });
      expect((await news()).json()).toEqual({ status: 'none', subscribed: false });
      // Not verified yet: the usual confirmation e-mail.
      expect((await news(true)).json()).toEqual({ status: 'pending', subscribed: false });
      const { url } = await latestLink(app(), account.email, /https:\/\/\S+confirm\S+/);
      expect(url.pathname).toBe('/api/newsletter/confirm/');
      // Verified: the owner's own request is the consent.
      await db()
        .update(users)
        .set({ emailVerifiedAt: new Date() })
        .where(eq(users.email, account.email));
      expect((await news(true)).json()).toEqual({ status: 'confirmed', subscribed: true });
      expect((await news(false)).json()).toEqual({ status: 'unsubscribed', subscribed: false });

      const res = await call(app(), 'GET', '/api/users/me/export/', { token: account.access });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('attachment');
      const data = accountExportSchema.parse(res.json());
      expect(data.account.email).toBe(account.email);
      expect(data.orders).toHaveLength(1);
      expect(data.newsletter.status).toBe('unsubscribed');
      expect(data.addresses.map((a) => a.source)).toEqual([
        'profile',
        expect.stringMatching(/^order MDC-\d+ \(billing\)$/),
      ]);
      expect(JSON.stringify(data)).not.toMatch(/argon2|password_hash|token_hash/);
    });

    it('deletes the account and keeps its orders without personal data', async () => {
      const account = await registerAccount(app());
      const { checkoutId } = await buyOneBottle(app(), {
        token: account.access,
        customer: { email: account.email },
      });
      await call(app(), 'PUT', '/api/users/me/newsletter/', {
        token: account.access,
        body: { subscribed: true },
      });
      const before = await orderOfCheckout(db(), checkoutId);
      await t.app.services.mail.flush();
      const res = await call(app(), 'DELETE', '/api/users/delete-account/', {
        token: account.access,
      });
      expect(res.statusCode).toBe(200);
      expect(await userRow(account.email)).toBeUndefined();

      const after = await orderOfCheckout(db(), checkoutId);
      expect(after).toMatchObject({
        userId: null,
        email: '',
        firstName: '',
        orderNumber: before!.orderNumber,
        totalCents: before!.totalCents,
        vatCents: before!.vatCents,
        paymentStatus: 'paid',
      });
      expect(after!.createdAt).toEqual(before!.createdAt);
      const stored = JSON.stringify(after!.customer);
      for (const personal of [
        'Maria',
        'Silva',
        'Rua das Flores',
        '912 345 678',
        account.email,
        '7050-100',
      ]) {
        expect(stored).not.toContain(personal);
      }
      expect(after!.customer).toMatchObject({ country: 'PT', region: 'PT-07' });
      const items = await db().select().from(orderItems).where(eq(orderItems.orderId, after!.id));
      expect(items).toHaveLength(1);
      // The messages already sent to the address went with it.
      expect(await db().select().from(emails).where(eq(emails.to, account.email))).toEqual([]);
      const [anyOrder] = await db().select().from(orders).where(eq(orders.email, account.email));
      expect(anyOrder).toBeUndefined();

      // Everything of the account stops working.
      expect(
        (await call(app(), 'GET', '/api/users/me/', { token: account.access })).statusCode,
      ).toBe(401);
      const refreshed = await call(app(), 'POST', '/api/users/token/refresh/', {
        body: { refresh: account.refresh },
      });
      expect(refreshed.statusCode).toBe(401);
      const login = await call(app(), 'POST', '/api/users/token/', {
        body: { email: account.email, password: account.password },
      });
      expect(login.statusCode).toBe(401);
    });

    it('has no Google route without GOOGLE_CLIENT_ID', async () => {
      const res = await call(app(), 'POST', '/api/users/social/google/', {
        body: { access_token: 'x' },
      });
      expect(res.statusCode).toBe(404);
      expect(t.app.services.accounts.publicConfig()).toEqual({ googleClientId: null });
      const page = await call(app(), 'GET', '/accounts/password/reset/');
      expect(page.headers['content-security-policy']).not.toContain('accounts.google.com');
    });
  });
});
