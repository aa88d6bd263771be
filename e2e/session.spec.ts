import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { decodedEmail, newestEmailTo, uniqueEmail } from './support/outbox';

/**
 * The signed-in session in an httpOnly cookie (docs/decisions/131-cookie-session.md) and the
 * account forms as route actions that work without scripts (decision 131), with the cross-site
 * and CSRF refusals of docs/decisions/132-csrf.md.
 */

const password = 'Cegonha-Secreta-4821';
const exactly = (text: string) => new RegExp(`^${text}\\*?$`);

/** The newest password-reset link e-mailed to an address (the welcome mail has a uid= too). */
const resetLinkFor = (email: string) => () =>
  /https?:\/\/\S+?\/shop\/login\?uid=[^\s"<>]+/
    .exec(decodedEmail(newestEmailTo(email) ?? ''))?.[0]
    ?.replace(/&amp;/g, '&');

/** Everything the page's scripts could read in web storage, keys and values. */
const webStorage = (page: Page) =>
  page.evaluate(() =>
    [window.localStorage, window.sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
    ),
  );

/**
 * A refused form answers 4xx (the quality rules), which Chromium logs as a failed load of the
 * page: those the journey caused on purpose are taken out of the console check.
 */
function expectRefusedLoads(errors: string[], path: RegExp) {
  const kept = errors.filter((error) => !(/status of 40[01]/.test(error) && path.test(error)));
  errors.splice(0, errors.length, ...kept);
}

/** A second browser with a copy of the first one's cookies: a thief's. */
async function thiefOf(browser: Browser, victim: BrowserContext, baseURL: string) {
  const thief = await browser.newContext({ baseURL });
  await thief.addCookies(await victim.cookies());
  return thief;
}

/** Whether a browser context is signed in, as the API sees its cookie. */
const signedInAs = async (context: BrowserContext) => {
  const answer = await context.request.get('/api/users/me/');
  return answer.ok() ? ((await answer.json()) as { email: string }).email : answer.status();
};

test('no token in web storage after sign-in; a stolen cookie is useless after sign-out and after a password change', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('cookie');
  await page.goto('/en/shop/login?mode=register');
  await waitForHydration(page);
  // Old tokens of an earlier version of the site go on the first load.
  await page.evaluate(() => window.localStorage.setItem('accessToken', 'old.token.value'));
  await page.reload();
  await waitForHydration(page);
  expect(await webStorage(page)).not.toContainEqual(expect.stringMatching(/^accessToken=/));

  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Username').fill('Rita');
  await page.getByLabel(exactly('Password')).fill(password);
  await page.getByLabel(exactly('Confirm the password')).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/en\/shop\/user-profile$/);
  await expect(page.getByText(email).first()).toBeVisible();

  // The session is an httpOnly cookie: no script reads it, nothing is kept in web storage.
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name.endsWith('mdc_session'));
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(await page.evaluate(() => document.cookie)).not.toContain(session!.value);
  const stored = await webStorage(page);
  for (const entry of stored) {
    expect(entry).not.toMatch(/accessToken|refreshToken|eyJ/);
    expect(entry).not.toContain(session!.value);
  }

  // A copy of the cookie works while the session lasts…
  const thief = await thiefOf(browser, page.context(), baseURL!);
  expect(await signedInAs(thief)).toBe(email);
  // …and not after the customer signs out.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en\/shop\/login/);
  expect(await signedInAs(thief)).toBe(401);
  await thief.close();

  // Signed in again (the id rotates), then the password changes through an e-mailed link.
  await page.goto('/en/shop/login');
  await waitForHydration(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(exactly('Password')).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/shop\/user-profile$/);
  const second = (await page.context().cookies()).find((c) => c.name.endsWith('mdc_session'));
  expect(second!.value).not.toBe(session!.value);
  const thief2 = await thiefOf(browser, page.context(), baseURL!);
  expect(await signedInAs(thief2)).toBe(email);
  // The site's own page sends its Origin: a cookie-carrying write without it is refused (132).
  const own = { origin: new URL(baseURL!).origin };
  const reset = await page.request.post('/api/auth/password/reset/', {
    data: { email, lang: 'en' },
    headers: own,
  });
  expect(reset.status()).toBe(200);
  await expect.poll(resetLinkFor(email)).toBeTruthy();
  const link = new URL(resetLinkFor(email)()!);
  const confirmed = await page.request.post('/api/auth/password/reset/confirm/', {
    data: {
      uid: link.searchParams.get('uid'),
      token: link.searchParams.get('token'),
      new_password1: 'Nova-Colheita-2026',
      new_password2: 'Nova-Colheita-2026',
    },
    headers: own,
  });
  expect(confirmed.status()).toBe(200);
  expect(await signedInAs(thief2)).toBe(401);
  expect(await signedInAs(page.context())).toBe(401);
  await thief2.close();
});

test('a cookie-authenticated write from another site is refused', async ({ page }) => {
  const email = uniqueEmail('csrf');
  await page.goto('/shop/login?mode=register');
  await waitForHydration(page);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Nome de utilizador').fill('Rui');
  await page.getByLabel(exactly('Palavra-passe')).fill(password);
  await page.getByLabel(exactly('Confirmar a palavra-passe')).fill(password);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/shop\/user-profile$/);
  const answer = await page.request.delete('/api/users/delete-account/', {
    headers: { origin: 'https://evil.example' },
  });
  expect(answer.status()).toBe(403);
  expect((await answer.json()).code).toBe('cross_site_request');
  expect(await signedInAs(page.context())).toBe(email);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('registration, a refused and a right sign-in, and the profile from the server', async ({
    page,
    consoleErrors,
  }) => {
    const email = uniqueEmail('nojs-account');
    await page.goto('/shop/login');
    await page.getByRole('link', { name: 'Criar uma' }).click();
    await expect(page).toHaveURL(/mode=register/);
    const form = page.getByTestId('login-form');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Nome de utilizador').fill('Inês');
    await form.getByLabel(exactly('Palavra-passe')).fill(password);
    await form.getByLabel(exactly('Confirmar a palavra-passe')).fill('outra-coisa-qualquer');
    await form.getByRole('button', { name: 'Criar conta' }).click();
    // Refused: the message under the field, what was typed is kept (passwords never).
    await expect(page.getByText('As palavras-passe não coincidem!').first()).toBeVisible();
    await expect(form.getByLabel('E-mail')).toHaveValue(email);
    await expect(form.getByLabel('Nome de utilizador')).toHaveValue('Inês');
    await form.getByLabel(exactly('Palavra-passe')).fill(password);
    await form.getByLabel(exactly('Confirmar a palavra-passe')).fill(password);
    await form.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page).toHaveURL(/\/shop\/user-profile$/);
    await expect(page.getByText(email).first()).toBeVisible();
    await page.context().clearCookies();

    await page.goto('/shop/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(exactly('Palavra-passe')).fill('Errada-Palavra-99');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByText('E-mail ou palavra-passe incorretos.')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await page.getByLabel(exactly('Palavra-passe')).fill(password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/shop\/user-profile$/);
    await expect(page.getByText(email).first()).toBeVisible();
    expectRefusedLoads(consoleErrors, /\/shop\/login/);
  });

  test('a forgotten password: the request and the new password', async ({ page }) => {
    const email = uniqueEmail('nojs-reset');
    const made = await page.request.post('/api/auth/registration/', {
      data: { email, username: 'Rosa', password1: password, password2: password, lang: 'en' },
    });
    expect(made.status()).toBe(201);
    await page.goto('/en/shop/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send instructions' }).click();
    await expect(page.getByText('Password reset instructions sent to your email!')).toBeVisible();
    await expect.poll(resetLinkFor(email)).toBeTruthy();
    await page.goto(resetLinkFor(email)()!);
    await page.getByLabel(exactly('New password')).fill('Nova-Colheita-2026');
    await page.getByLabel(exactly('Confirm the new password')).fill('Nova-Colheita-2026');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(
      page.getByText('Your password has been changed. You can now log in.'),
    ).toBeVisible();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(exactly('Password')).fill('Nova-Colheita-2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/shop\/user-profile$/);
  });

  const profileTexts = {
    pt: {
      prefix: '',
      signIn: 'Entrar',
      password: 'Palavra-passe',
      open: 'Editar perfil',
      firstName: 'Nome',
      username: 'Nome de utilizador',
      city: 'Localidade',
      country: 'País',
      spain: 'Espanha',
      nif: 'NIF / contribuinte',
      save: 'Guardar alterações',
      failure: 'Erro ao atualizar o perfil',
      nifRefused: 'NIF / n.º de IVA inválido',
      saved: 'Perfil atualizado com sucesso!',
    },
    en: {
      prefix: '/en',
      signIn: 'Log in',
      password: 'Password',
      open: 'Edit profile',
      firstName: 'First name',
      username: 'Username',
      city: 'City',
      country: 'Country',
      spain: 'Spain',
      nif: 'NIF / VAT number',
      save: 'Save changes',
      failure: 'Error updating profile',
      nifRefused: 'Invalid NIF / VAT number',
      saved: 'Profile updated successfully!',
    },
  } as const;

  for (const [lang, text] of Object.entries(profileTexts)) {
    test(`the profile edited without scripts (${lang}): a refused field, then a saved change`, async ({
      page,
      consoleErrors,
    }) => {
      const email = uniqueEmail(`nojs-profile-${lang}`);
      const made = await page.request.post('/api/auth/registration/', {
        data: { email, username: 'Rosa', password1: password, password2: password, lang },
      });
      expect(made.status()).toBe(201);
      await page.goto(`${text.prefix}/shop/login`);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel(exactly(text.password)).fill(password);
      await page.getByRole('button', { name: text.signIn, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${text.prefix}/shop/user-profile$`));

      // The form opens through a link the server answers with the form open and filled.
      await page.getByRole('link', { name: text.open }).click();
      await expect(page).toHaveURL(/\/shop\/user-profile\?edit=1$/);
      const form = page.locator('#profile-edit form');
      await expect(form.getByLabel(exactly(text.username))).toHaveValue('Rosa');
      await expect(form.getByLabel('E-mail')).toHaveValue(email);
      await expect(form.locator('input[name="csrf"]')).toHaveCount(1);

      // A NIF whose check digit is wrong: its message beside it, what was typed kept.
      await form.getByLabel(text.firstName, { exact: true }).fill('Teresa');
      await form.getByLabel(text.city).fill('Évora');
      await form.getByLabel(text.nif).fill('123456780');
      await form.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.failure)).toBeVisible();
      await expect(form.getByText(text.nifRefused)).toBeVisible();
      await expect(form.getByLabel(text.nif)).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel(text.firstName, { exact: true })).toHaveValue('Teresa');
      await expect(form.getByLabel(text.city)).toHaveValue('Évora');
      await expect(form.getByLabel(text.nif)).toHaveValue('123456780');

      // Corrected, with a country from the list the server rendered: saved.
      await form.getByLabel(text.nif).fill('');
      await form.getByLabel(text.country, { exact: true }).selectOption({ label: text.spain });
      await form.getByRole('button', { name: text.save }).click();
      await expect(page).toHaveURL(/\/shop\/user-profile\?saved=1$/);
      await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
      await page.reload();
      const details = page.locator('section[aria-labelledby="profile-details-title"]');
      await expect(details.getByText('Teresa')).toBeVisible();
      await expect(details.getByText(`Évora`)).toBeVisible();
      await expect(details.getByText(text.spain)).toBeVisible();
      expectRefusedLoads(consoleErrors, /\/shop\/user-profile/);
    });
  }
});
