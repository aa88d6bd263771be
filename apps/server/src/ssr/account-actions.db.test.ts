import { testDatabaseKinds, users } from '@mdc/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodPassword, registerAccount } from '../api/accounts/account-test-support.ts';
import { newVisitorIp } from '../api/captcha/form-test-support.ts';
import {
  createPageTestApp,
  noProductionBuild,
  productionBuildExists,
} from '../security/page-test-app.ts';
import type { TestApp } from '../test-support/test-app.ts';

/** The site behind its TLS proxy, as a browser on the site's own page sends a form. */
const ownPage = {
  host: 'vinhos.example',
  'x-forwarded-proto': 'https',
  origin: 'https://vinhos.example',
};

/**
 * The profile's route action (docs/decisions/131-cookie-session.md): the page is rendered from
 * the session cookie, and a save needs the session's CSRF token (docs/decisions/132-csrf.md).
 */
describe.each(testDatabaseKinds)('the profile action on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPageTestApp(kind);
  }, 60_000);
  afterAll(async () => t?.close());

  it('renders the signed-in profile on the server and saves only with the CSRF token', async (context) => {
    context.skip(!productionBuildExists, noProductionBuild);
    const account = await registerAccount(t.app);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/session/',
      headers: { ...ownPage, 'x-forwarded-for': newVisitorIp() },
      payload: { email: account.email, password: goodPassword },
    });
    expect(signIn.statusCode).toBe(200);
    const { csrf } = signIn.json();
    const cookie = `__Host-mdc_session=${signIn.cookies.find((c) => c.name === '__Host-mdc_session')!.value}`;

    const page = await t.app.inject({
      method: 'GET',
      url: '/shop/user-profile',
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.body).toContain(account.email);

    const save = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/shop/user-profile',
        headers: {
          ...ownPage,
          cookie,
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': newVisitorIp(),
        },
        payload: new URLSearchParams({
          email: account.email,
          username: 'Cliente',
          first_name: 'Teresa',
          ...fields,
        }).toString(),
      });
    const firstName = async () =>
      (
        await t.app.database.db
          .select({ firstName: users.firstName })
          .from(users)
          .where(eq(users.email, account.email))
      )[0]!.firstName;

    const tokens: Record<string, string>[] = [{}, { csrf: 'x'.repeat(43) }, { csrf: '' }];
    for (const token of tokens) {
      const refused = await save(token);
      expect(refused.statusCode, JSON.stringify(token)).toBe(403);
      expect(await firstName()).not.toBe('Teresa');
    }
    const refusedField = await save({ csrf, email: 'not-an-address' });
    expect(refusedField.statusCode).toBe(400);
    const saved = await save({ csrf });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe('/shop/user-profile?saved=1');
    expect(await firstName()).toBe('Teresa');
    // Without the cookie there is no session to save to.
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/shop/user-profile',
      headers: { ...ownPage, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `csrf=${csrf}&first_name=Eve`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
