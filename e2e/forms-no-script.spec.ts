import type { Locator, Page } from '@playwright/test';
import { solveAltchaChallenge } from '@mdc/core';
import { lisbonToday } from '@mdc/shared';
import { expect, test } from './fixtures';
import { uniqueEmail } from './support/outbox';

/**
 * The visitor forms with JavaScript off (docs/decisions/127-visitor-forms-as-route-actions.md):
 * each posts to its page's action, which answers the page again with the refused fields beside
 * them and what was typed, or with its success message, in the page's language. The self-hosted
 * ALTCHA cannot run without scripts (the page says so); for the journeys that send a form whole,
 * a solved answer stands in, put into the form as Google's reCAPTCHA fallback puts its code.
 */

test.use({ javaScriptEnabled: false });

const badEmail = 'ana@';
const emailLabel = 'E-mail';

/** A date some days from today in the estate's calendar (YYYY-MM-DD). */
function daysFromToday(days: number): string {
  const today = Date.parse(`${lisbonToday(new Date())}T00:00:00Z`);
  return new Date(today + days * 86_400_000).toISOString().slice(0, 10);
}

/** Puts a solved robot check into the form, as the widget (scripts on) would have. */
async function addSolvedRobotCheck(page: Page, form: Locator) {
  const challenge = await (await page.request.get('/api/captcha/challenge/')).json();
  const token = await solveAltchaChallenge(challenge);
  await form.evaluate((node, value) => {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = 'recaptcha_token';
    input.value = value;
    node.append(input);
  }, token);
}

/** Submits the form as the browser does without scripts; returns the answer's status. */
async function submit(page: Page, form: Locator): Promise<number> {
  const answer = page.waitForResponse(
    (res) => res.request().method() === 'POST' && res.request().isNavigationRequest(),
  );
  await form.locator('button[type="submit"]').click();
  const status = (await answer).status();
  await page.waitForLoadState('domcontentloaded');
  return status;
}

/** The browser logs the refused post's 400 (its page): expected here, not a fault of the page. */
function forgiveRefusal(consoleErrors: string[]) {
  const others = consoleErrors.filter((error) => !/status of 400/.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

/** The note a refused or accepted form shows above its fields. */
const answerNote = (form: Locator) => form.getByTestId('form-answer');

interface Journey {
  name: string;
  path: string;
  testId: string;
  fill(form: Locator, email: string): Promise<void>;
  success: RegExp;
  refused: RegExp;
  invalidEmail: RegExp;
  kept: [label: string, value: string];
}

const person =
  (labels: { first: string; last: string }) => async (form: Locator, email: string) => {
    await form.getByLabel(labels.first).fill('Ana');
    await form.getByLabel(labels.last).fill('Silva');
    await form.getByLabel(emailLabel).fill(email);
  };
const pt = person({ first: 'Nome', last: 'Apelido' });
const en = person({ first: 'First name', last: 'Last name' });

const journeys: Journey[] = [
  {
    name: 'the contact form (pt)',
    path: '/formulario-contacto',
    testId: 'contact-form',
    async fill(form, email) {
      await pt(form, email);
      await form.getByLabel('Mensagem').fill('Olá, sem JavaScript!');
    },
    success: /^Obrigado pela sua mensagem!/,
    refused: /^❌ Erro ao enviar o formulário/,
    invalidEmail: /^Indique um e-mail válido/,
    kept: ['Mensagem', 'Olá, sem JavaScript!'],
  },
  {
    name: 'the house booking (en)',
    path: '/en/house-accommodation',
    testId: 'booking-form',
    async fill(form, email) {
      await en(form, email);
      await form.getByLabel('Number of guests').selectOption('up_to_6');
      await form.getByLabel('Arrival').fill(daysFromToday(30));
      await form.getByLabel('Departure').fill(daysFromToday(33));
    },
    success: /^Booking sent successfully!/,
    refused: /^❌ Please check the highlighted fields/,
    invalidEmail: /^Please enter a valid e-mail address/,
    kept: ['First name', 'Ana'],
  },
  {
    name: 'the wine-tourism booking (pt)',
    path: '/pagina-de-enoturismo',
    testId: 'wine-tourism-form',
    async fill(form, email) {
      await pt(form, email);
      await form.getByLabel('Experiência').selectOption('talha_tasting');
      await form.getByLabel('Data da visita').fill(daysFromToday(20));
      await form.getByLabel('Número de pessoas').selectOption('2');
    },
    success: /^Pedido de enoturismo enviado!/,
    refused: /^❌/,
    invalidEmail: /^Indique um e-mail válido/,
    kept: ['Apelido', 'Silva'],
  },
  {
    name: 'the newsletter (en)',
    path: '/en',
    testId: 'newsletter-form',
    async fill(form, email) {
      await form.getByLabel(/e-mail/i).fill(email);
    },
    success: /^Almost done/,
    refused: /^Invalid email/,
    invalidEmail: /^Please enter a valid e-mail address/,
    kept: ['', ''],
  },
];

for (const journey of journeys) {
  test.describe(journey.name, () => {
    test('shows a refused field beside it and keeps what was typed', async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(journey.path);
      const form = page.getByTestId(journey.testId);
      await journey.fill(form, badEmail);
      expect(await submit(page, form)).toBe(400);
      await expect(page).toHaveURL(journey.path);
      const again = page.getByTestId(journey.testId);
      await expect(answerNote(again)).toHaveText(journey.refused);
      const email = again.getByRole('textbox', { name: /e-mail/i });
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveValue(badEmail);
      await expect(email).toHaveAccessibleDescription(journey.invalidEmail);
      const [label, value] = journey.kept;
      if (label) await expect(again.getByLabel(label)).toHaveValue(value);
      // The page says why the robot check cannot be passed without scripts.
      const note = again.locator('noscript > p');
      expect(await note.evaluate((node) => node.textContent)).toMatch(/JavaScript/);
      forgiveRefusal(consoleErrors);
    });

    test('sends the form and says so', async ({ page }) => {
      await page.goto(journey.path);
      const form = page.getByTestId(journey.testId);
      await journey.fill(form, uniqueEmail('nojs'));
      await addSolvedRobotCheck(page, form);
      expect(await submit(page, form)).toBe(200);
      const again = page.getByTestId(journey.testId);
      await expect(answerNote(again)).toHaveText(journey.success);
      await expect(again.getByRole('textbox', { name: /e-mail/i })).toHaveValue('');
    });
  });
}

test.describe('the stock alert of a sold-out wine (pt)', () => {
  const path = '/shop/vinho/avo-zeca-2022';
  const form = (page: Page) => page.getByTestId('stock-alert').locator('form');

  test('refuses a bad address, then sends a good one', async ({ page, consoleErrors }) => {
    await page.goto(path);
    await form(page).getByLabel(emailLabel).fill(badEmail);
    expect(await submit(page, form(page))).toBe(400);
    const email = form(page).getByLabel(emailLabel);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue(badEmail);
    await expect(form(page).getByRole('alert')).toHaveText(/^❌ Verifique o campo/);

    await email.fill(uniqueEmail('nojs-alert'));
    await addSolvedRobotCheck(page, form(page));
    expect(await submit(page, form(page))).toBe(200);
    await expect(form(page).getByRole('status')).toHaveText(/^Pedido recebido!/);
    forgiveRefusal(consoleErrors);
  });
});

test('a form posted without its robot check is refused, saying why', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/en/contact-form');
  const form = page.getByTestId('contact-form');
  await en(form, uniqueEmail('nojs-robot'));
  await form.getByLabel('Message').fill('No robot check');
  expect(await submit(page, form)).toBe(400);
  await expect(answerNote(page.getByTestId('contact-form'))).toHaveText(
    /^Confirm that you are not a robot/,
  );
  await expect(page.getByTestId('contact-form').getByLabel('Message')).toHaveValue(
    'No robot check',
  );
  forgiveRefusal(consoleErrors);
});
