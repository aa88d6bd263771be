import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newVisitorAddress, test, waitForHydration } from './fixtures';
import { uniqueEmail } from './support/outbox';

/**
 * Issue 16 point 5 (decision 092): what the server refuses is said under the field it belongs
 * to, in the page's language, never as "password1: This password is too common.".
 */

const text = {
  pt: {
    login: '/shop/login',
    createOne: 'Criar uma',
    username: 'Nome de utilizador',
    password: /^Palavra-passe\*?$/,
    password2: 'Confirmar a palavra-passe',
    register: 'Criar conta',
    checkFields: 'Verifique os campos assinalados e tente novamente.',
    common: 'Esta palavra-passe é demasiado comum. Escolha outra, mais difícil de adivinhar.',
    taken: 'Já existe uma conta com este e-mail. Inicie sessão ou redefina a palavra-passe.',
    badLink: 'Esta ligação é inválida ou expirou. Peça uma nova.',
    newPassword: /^Nova palavra-passe\*?$/,
    newPassword2: 'Confirmar a nova palavra-passe',
    saveNewPassword: 'Guardar a nova palavra-passe',
    profile: /\/shop\/user-profile$/,
    edit: 'Editar perfil',
    save: 'Guardar alterações',
  },
  en: {
    login: '/en/shop/login',
    createOne: 'Create one',
    username: 'Username',
    password: /^Password\*?$/,
    password2: 'Confirm the password',
    register: 'Create account',
    checkFields: 'Please check the highlighted fields and try again.',
    common: 'This password is too common. Please choose one that is harder to guess.',
    taken: 'An account with this e-mail address already exists. Log in, or reset your password.',
    badLink: 'This link is invalid or has expired. Please ask for a new one.',
    newPassword: /^New password\*?$/,
    newPassword2: 'Confirm the new password',
    saveNewPassword: 'Save the new password',
    profile: /\/en\/shop\/user-profile$/,
    edit: 'Edit profile',
    save: 'Save changes',
  },
} as const;

/** The API's field names and the wording of its own texts, none of which a page may show. */
const serverWords =
  /password1|password2|new_password1|\b(token|uid|email):|already registered|expired;/;

/** The 400s these journeys cause on purpose are logged by the browser as failed requests. */
function forgive(consoleErrors: string[], expected: RegExp) {
  const unexpected = consoleErrors.filter((error) => !expected.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
}

async function registerThroughApi(request: APIRequestContext, email: string) {
  const answer = await request.post('/api/auth/registration/', {
    headers: { 'x-forwarded-for': newVisitorAddress() },
    data: {
      email,
      username: 'ocupado',
      password1: 'vinho-tinto-alentejo',
      password2: 'vinho-tinto-alentejo',
      lang: 'pt',
    },
  });
  expect(answer.status()).toBe(201);
}

async function expectOnlyPageWords(page: Page) {
  await expect(page.locator('main')).not.toContainText(serverWords);
}

for (const lang of ['pt', 'en'] as const) {
  test(`registration refusals are said under their fields in the page's language (${lang})`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const t = text[lang];
    const taken = uniqueEmail(`taken-${lang}`);
    await registerThroughApi(request, taken);

    await page.goto(t.login);
    await waitForHydration(page);
    await page
      .getByRole('button', { name: t.createOne })
      .or(page.getByRole('link', { name: t.createOne }))
      .click();
    await page.getByLabel('E-mail').fill(taken);
    await page.getByLabel(t.username).fill('Ana');
    // A common password is refused by the server only (it is long enough for the page).
    await page.getByLabel(t.password).fill('Password1');
    await page.getByLabel(t.password2).fill('Password1');
    await page.getByRole('button', { name: t.register }).click();

    const password = page.getByLabel(t.password);
    await expect(password).toHaveAccessibleDescription(new RegExp(`${t.common}$`));
    await expect(password).toBeFocused();
    await expect(page.getByRole('alert').filter({ hasText: t.checkFields })).toBeVisible();
    await expectOnlyPageWords(page);

    // A better password: now the taken address is refused, under the e-mail.
    await password.fill('vinho-tinto-alentejo');
    await page.getByLabel(t.password2).fill('vinho-tinto-alentejo');
    await page.getByRole('button', { name: t.register }).click();
    const email = page.getByLabel('E-mail');
    await expect(email).toHaveAccessibleDescription(t.taken);
    await expect(email).toBeFocused();
    await expect(password).not.toHaveAttribute('aria-invalid');
    await expectOnlyPageWords(page);

    // A free address: the account is made, and its profile refuses a taken address the same way.
    await email.fill(uniqueEmail(`free-${lang}`));
    await page.getByRole('button', { name: t.register }).click();
    await expect(page).toHaveURL(t.profile);
    await page.getByRole('button', { name: t.edit }).click();
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: t.save }) });
    await form.locator('[name=email]').fill(taken);
    await form.getByRole('button', { name: t.save }).click();
    await expect(form.locator('[name=email]')).toHaveAccessibleDescription(t.taken);
    await expectOnlyPageWords(page);

    forgive(consoleErrors, /status of 400/);
  });

  test(`a used or broken reset link is said in the page's language (${lang})`, async ({
    page,
    consoleErrors,
  }) => {
    const t = text[lang];
    // A link no account has (as a used or expired one answers), and a malformed one.
    for (const query of [`uid=1&token=${'A'.repeat(43)}`, 'uid=x%20y&token=short']) {
      await page.goto(`${t.login}?${query}`);
      await waitForHydration(page);
      await page.getByLabel(t.newPassword).fill('nova-colheita-2026');
      await page.getByLabel(t.newPassword2).fill('nova-colheita-2026');
      await page.getByRole('button', { name: t.saveNewPassword }).click();
      await expect(page.getByRole('alert').filter({ hasText: t.badLink })).toBeVisible();
      await expectOnlyPageWords(page);
    }

    forgive(consoleErrors, /status of 400/);
  });
}

test("the staff sign-in says a wrong password in the admin's language", async ({
  page,
  consoleErrors,
}) => {
  for (const [locale, signIn, refusal] of [
    ['pt', 'Entrar', 'E-mail ou palavra-passe incorretos.'],
    ['en', 'Sign in', 'Incorrect email or password.'],
  ] as const) {
    await page.addInitScript((value) => window.localStorage.setItem('adminLocale', value), locale);
    await page.goto('/admin/');
    await page.getByLabel('E-mail').fill(uniqueEmail('nobody'));
    await page.locator('input[name=password]').fill('not-the-password');
    await page.getByRole('button', { name: signIn }).click();
    await expect(page.getByText(refusal)).toBeVisible({ timeout: 20_000 });
  }
  forgive(consoleErrors, /status of 401/);
});
