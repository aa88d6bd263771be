import { testDatabaseKinds, users } from '@mdc/db';
import type { ShippingCountry } from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, goodPassword, registerAccount } from '../api/accounts/account-test-support.ts';
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

  it('keeps every field a partial post leaves out, and names a country chosen without scripts', async (context) => {
    context.skip(!productionBuildExists, noProductionBuild);
    const account = await registerAccount(t.app);
    const stored = {
      email: account.email,
      username: 'Cliente',
      first_name: 'Rosa',
      last_name: 'Caeiro',
      phone_prefix: '+33',
      phone: '612345678',
      address: 'Rue du Vin',
      address_2: 'Bâtiment B',
      house_number: '12',
      postal_code: '75001',
      city: 'Paris',
      country_code: 'FR',
      country_name: 'França',
      region_code: 'FR-ALL',
      region_name: 'França',
      nif: 'FR40303265045',
      company_name: 'Caves Rosa',
    };
    const put = await call(t.app, 'PUT', '/api/users/me/', { body: stored, token: account.access });
    expect(put.statusCode, put.body).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/session/',
      headers: { ...ownPage, 'x-forwarded-for': newVisitorIp() },
      payload: { email: account.email, password: goodPassword },
    });
    const { csrf } = signIn.json();
    const cookie = `__Host-mdc_session=${signIn.cookies.find((c) => c.name === '__Host-mdc_session')!.value}`;
    const post = (url: string, fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: {
          ...ownPage,
          cookie,
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': newVisitorIp(),
        },
        payload: new URLSearchParams({ csrf, ...fields }).toString(),
      });
    const me = async () =>
      (await call(t.app, 'GET', '/api/users/me/', { token: account.access })).json() as Record<
        string,
        unknown
      >;

    // Only the first name: every other field keeps its stored value.
    const partial = await post('/shop/user-profile', { first_name: 'Teresa' });
    expect(partial.statusCode).toBe(303);
    expect(await me()).toMatchObject({ ...stored, first_name: 'Teresa' });

    // The form without scripts sends codes only: the new country is named in the page's
    // language, and the old country's region is dropped, not kept under the new one.
    const moved = await post('/en/shop/user-profile', {
      country_code: 'ES',
      region_code: 'FR-ALL',
      nif: '',
    });
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe('/en/shop/user-profile?saved=1');
    expect(await me()).toMatchObject({
      first_name: 'Teresa',
      city: 'Paris',
      country_code: 'ES',
      country_name: 'Spain',
      region_code: '',
      region_name: '',
    });
    const list = await call(t.app, 'GET', '/api/shipping/all-countries-regions/?lang=pt');
    const spain = (list.json() as { results: ShippingCountry[] }).results.find(
      (country) => country.code === 'ES',
    )!;
    const [first] = spain.regions;
    const region = await post('/shop/user-profile', { region_code: first!.code });
    expect(region.statusCode).toBe(303);
    expect(await me()).toMatchObject({
      country_name: 'Spain',
      region_code: first!.code,
      region_name: first!.name_pt,
    });

    // A refused field leaves everything as it was and gives back what was typed.
    const refused = await post('/shop/user-profile?edit=1', {
      first_name: 'Outra',
      nif: 'ABC',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('value="Outra"');
    expect(await me()).toMatchObject({ first_name: 'Teresa', city: 'Paris' });
  });
});
