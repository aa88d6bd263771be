import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  newVisitorAddress,
  onPhoneInPortuguese,
  test,
  waitForHydration,
} from './fixtures';
import { decodedEmail, newestEmailTo, uniqueEmail } from './support/outbox';
import { fillCart, payWithCard, shopText, type Lang } from './support/shop';

/**
 * A customer's life with an account, in two journeys: register, complete the profile, buy with a
 * prefilled checkout, find the order in the profile and log out; then, for an account made
 * through the API, reset the forgotten password through the e-mailed link, log in and delete it.
 */

const text = {
  pt: {
    login: '/shop/login',
    profile: /\/shop\/user-profile$/,
    createOne: 'Criar uma',
    username: 'Nome de utilizador',
    password: 'Palavra-passe',
    password2: 'Confirmar a palavra-passe',
    register: 'Criar conta',
    logIn: 'Entrar',
    welcome: (name: string) => `Bem-vindo(a), ${name}!`,
    greeting: (name: string) => `Olá, ${name}`,
    edit: 'Editar perfil',
    save: 'Guardar alterações',
    saved: 'Perfil atualizado com sucesso!',
    invalidNif: 'NIF / n.º de IVA inválido: confirme os algarismos (o último é de controlo).',
    noChanges: 'Não foram feitas alterações no formulário.',
    firstName: 'Nome',
    pending: 'Pendente',
    logout: 'Terminar sessão',
    loggedOut: (name: string) => `Sessão terminada. Até breve, ${name}!`,
    forgot: 'Esqueceu-se da palavra-passe?',
    sendReset: 'Enviar instruções',
    resetSent: 'As instruções para repor a palavra-passe foram enviadas para o seu e-mail!',
    newPassword: 'Nova palavra-passe',
    newPassword2: 'Confirmar a nova palavra-passe',
    saveNewPassword: 'Guardar a nova palavra-passe',
    resetDone: 'A sua palavra-passe foi alterada. Já pode entrar.',
    deleteOpen: 'Eliminar a minha conta',
    deleteWord: 'eliminar',
    deletePrompt: /Escreva ELIMINAR para confirmar/,
    deleteConfirm: 'Eliminar definitivamente',
    deleted: 'Conta eliminada com sucesso. Lamentamos vê-lo partir!',
    shopHome: /\/shop$/,
  },
  en: {
    login: '/en/shop/login',
    profile: /\/en\/shop\/user-profile$/,
    createOne: 'Create one',
    username: 'Username',
    password: 'Password',
    password2: 'Confirm the password',
    register: 'Create account',
    logIn: 'Log in',
    welcome: (name: string) => `Welcome, ${name}!`,
    greeting: (name: string) => `Hello, ${name}`,
    edit: 'Edit profile',
    save: 'Save changes',
    saved: 'Profile updated successfully!',
    invalidNif:
      'Invalid NIF / VAT number: please check the digits (the last one is a check digit).',
    noChanges: 'Nothing was changed in the form',
    firstName: 'First name',
    pending: 'Pending',
    logout: 'Log out',
    loggedOut: (name: string) => `Session ended. See you soon, ${name}!`,
    forgot: 'Forgot your password?',
    sendReset: 'Send instructions',
    resetSent: 'Password reset instructions sent to your email!',
    newPassword: 'New password',
    newPassword2: 'Confirm the new password',
    saveNewPassword: 'Save the new password',
    resetDone: 'Your password has been changed. You can now log in.',
    deleteOpen: 'Delete my account',
    deleteWord: 'DELETE',
    deletePrompt: /Type DELETE to confirm/,
    deleteConfirm: 'Delete for good',
    deleted: "Account deleted successfully. We're sorry to see you go!",
    shopHome: /\/en\/shop$/,
  },
} as const;

/** A label's exact text; a required field's label ends with a '*' that screen readers skip. */
const exactly = (label: string) => new RegExp(`^${label}\\*?$`);

async function register(page: Page, lang: Lang, email: string, username: string) {
  const t = text[lang];
  await page.goto(t.login);
  await waitForHydration(page);
  await page
    .getByRole('button', { name: t.createOne })
    .or(page.getByRole('link', { name: t.createOne }))
    .click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(t.username).fill(username);
  await page.getByLabel(exactly(t.password)).fill('vinho-tinto-alentejo');
  await page.getByLabel(t.password2).fill('vinho-tinto-alentejo');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: t.register }).click();
  await expect(page.getByText(t.welcome(username))).toBeVisible();
  await expect(page).toHaveURL(t.profile);
  await expect(page.getByRole('link', { name: t.greeting(username) })).toBeVisible();
}

/** Opens the edit form, fills the address and saves it. */
async function completeProfile(page: Page, lang: Lang) {
  const t = text[lang];
  await page.getByRole('button', { name: t.edit }).click();
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: t.save }) });
  await form.locator('[name=first_name]').fill('Ana');
  await form.locator('[name=last_name]').fill('Costa');
  await form.locator('[name=phone]').fill('912345678');
  await form.locator('[name=address]').fill('Rua do Castelo 5');
  await form.locator('[name=address_2]').fill('Centro');
  await form.locator('[name=house_number]').fill('5');
  await form.locator('[name=postal_code]').fill('7050-100');
  await form.locator('[name=city]').fill('Montemor-o-Novo');
  await form.locator('[name=country_code]').selectOption('PT');
  await form.locator('[name=region_code]').selectOption('PT-07');
  // A NIF with a wrong check digit is refused under its field before anything is sent.
  await form.locator('[name=nif]').fill('123456780');
  await form.getByRole('button', { name: t.save }).click();
  await expect(form.locator('[name=nif]')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(t.invalidNif)).toBeVisible();
  await expect(form.locator('[name=nif]')).toBeFocused();
  await form.locator('[name=nif]').fill('123456789');
  await form.locator('[name=company_name]').fill('Costa & Filhos, Lda.');
  await form.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page.getByText('123456789 · Costa & Filhos, Lda.')).toBeVisible();
}

for (const lang of ['pt', 'en'] as const) {
  test(
    `a customer registers, completes the profile, buys with a prefilled checkout and logs out (${lang})`,
    onPhoneInPortuguese(lang),
    async ({ page }) => {
      const t = text[lang];
      const email = uniqueEmail(`customer-${lang}`);
      const username = `ana${Math.random().toString(36).slice(2, 7)}`;
      await register(page, lang, email, username);
      await completeProfile(page, lang);

      // Saving again without a change only says so.
      if (!(await page.getByRole('button', { name: t.save }).isVisible())) {
        await page.getByRole('button', { name: t.edit }).click();
      }
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByText(t.noChanges)).toBeVisible();
      await expectNoAxeViolations(page);

      // The checkout knows the customer: billing comes from the profile, shipping follows it.
      await fillCart(page, lang);
      await waitForHydration(page);
      await expect(page.locator('#checkout-firstName')).toHaveValue('Ana');
      await expect(page.locator('#checkout-email')).toHaveValue(email);
      await expect(page.locator('#checkout-region')).toHaveValue('PT-07');
      await expect(page.locator('#checkout-nif')).toHaveValue('123456789');
      await expect(page.locator('#checkout-company_name')).toHaveValue('Costa & Filhos, Lda.');
      await expect(page.locator('#checkout-same-as-billing')).toBeChecked();
      await payWithCard(page, lang, '4242 4242 4242 4242');
      await expect(page).toHaveURL(shopText[lang].thankYouPath, { timeout: 30_000 });

      // The order waits in the profile with its status badge.
      await page.getByRole('link', { name: t.greeting(username) }).click();
      await expect(page).toHaveURL(t.profile);
      await expect(page.getByText(t.pending).first()).toBeVisible();

      // Log out through the confirmation dialog.
      await page.getByRole('button', { name: t.logout }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.logout }).click();
      await expect(page.getByText(t.loggedOut(username))).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${t.login}`));
    },
  );

  test(`a customer resets a forgotten password, logs in and deletes the account (${lang})`, async ({
    page,
    request,
  }) => {
    const t = text[lang];
    const email = uniqueEmail(`forgetful-${lang}`);
    const username = `rui${Math.random().toString(36).slice(2, 7)}`;
    const registered = await request.post('/api/auth/registration/', {
      headers: { 'x-forwarded-for': newVisitorAddress() },
      data: {
        email,
        username,
        password1: 'vinho-tinto-alentejo',
        password2: 'vinho-tinto-alentejo',
        lang,
      },
    });
    expect(registered.status()).toBe(201);

    // Forgotten password: the e-mailed link opens the set-new-password mode.
    await page.goto(t.login);
    await waitForHydration(page);
    await page
      .getByRole('button', { name: t.forgot })
      .or(page.getByRole('link', { name: t.forgot }))
      .first()
      .click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: t.sendReset }).click();
    await expect(page.getByText(t.resetSent)).toBeVisible();
    // The welcome e-mail's verification link also carries uid=: wait for the reset link itself.
    const resetLink = () =>
      /https?:\/\/\S+?\/shop\/login\?uid=[^\s"<>]+/.exec(
        decodedEmail(newestEmailTo(email) ?? ''),
      )?.[0];
    await expect.poll(resetLink).toBeTruthy();
    const link = resetLink();
    await page.goto((link ?? '').replace(/&amp;/g, '&'));
    await waitForHydration(page);
    await page.getByLabel(exactly(t.newPassword)).fill('nova-colheita-2026');
    await page.getByLabel(t.newPassword2).fill('nova-colheita-2026');
    await page.getByRole('button', { name: t.saveNewPassword }).click();
    await expect(page.getByText(t.resetDone)).toBeVisible();
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(exactly(t.password)).fill('nova-colheita-2026');
    await page.getByRole('button', { name: t.logIn, exact: true }).click();
    await expect(page).toHaveURL(t.profile);

    // Deleting the account needs the typed word, in any case.
    await page.getByRole('button', { name: t.deleteOpen }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.deletePrompt).fill(t.deleteWord);
    await dialog.getByRole('button', { name: t.deleteConfirm }).click();
    await expect(page.getByText(t.deleted).first()).toBeVisible();
    // 4.2 s later (docs/product/accounts.md#account-deletion) the page goes to the shop.
    await expect(page).toHaveURL(t.shopHome, { timeout: 15_000 });
    await expect(page.getByRole('link', { name: t.greeting(username) })).toHaveCount(0);
  });
}
