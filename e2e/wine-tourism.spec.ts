import type { Locator, Page } from '@playwright/test';
import { addDays, lisbonToday } from '@mdc/shared';
import {
  expect,
  expectNoAxeViolations,
  onPhoneInPortuguese,
  test,
  waitForHydration,
} from './fixtures';
import { adminServerUrl, signInToAdmin } from './support/admin';
import { decodedEmail, newestEmailTo, uniqueEmail } from './support/outbox';

/**
 * The wine-tourism booking request (docs/decisions/073-wine-tourism-booking.md): a visitor sends
 * it from the wine-tourism page in Portuguese or English and gets a receipt by e-mail; a date
 * sooner than the lead time is refused on the page; staff accept it in the admin and the visitor
 * gets the confirmation in their language.
 */

type Lang = 'pt' | 'en';

const text = {
  pt: {
    path: '/pagina-de-enoturismo',
    firstName: 'Nome',
    lastName: 'Apelido',
    email: 'E-mail',
    experience: 'Experiência',
    experienceChoice: 'Passeio na vinha e prova na adega',
    visitDate: 'Data da visita',
    visitDateHint: 'Pelo menos 6 dias a partir de hoje.',
    people: 'Número de pessoas',
    language: 'Língua da visita',
    message: 'Mensagem',
    robot: 'Não sou um robô',
    verified: 'Verificado',
    submit: 'Enviar Pedido',
    heading: 'Pedido de reserva de enoturismo',
    success: /^Pedido de enoturismo enviado!/,
    tooSoon:
      'As reservas fazem-se com pelo menos 6 dias de antecedência: escolha uma data a partir de daqui a 6 dias (e no máximo daqui a dois anos).',
    receipt: /Obrigado pelo seu pedido de reserva de enoturismo/,
  },
  en: {
    path: '/en/wine-tourism',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail',
    experience: 'Experience',
    experienceChoice: 'Vineyard walk and cellar tasting',
    visitDate: 'Date of the visit',
    visitDateHint: 'At least 6 days from today.',
    people: 'Number of people',
    language: 'Language of the visit',
    message: 'Message',
    robot: "I'm not a robot",
    verified: 'Verified',
    submit: 'Send Request',
    heading: 'Wine tourism booking request',
    success: /^Wine tourism request sent!/,
    tooSoon:
      'Bookings must be made at least 6 days ahead: choose a date 6 or more days from today (and at most two years ahead).',
    receipt: /This e-mail does not confirm the visit yet/,
  },
} as const;

/** A date some days from today in the estate's calendar (YYYY-MM-DD). */
const daysFromToday = (days: number) => addDays(lisbonToday(new Date()), days);

/** A family name of this journey's own, so the admin list shows its request alone. */
const uniqueName = () => `Lopes ${Math.random().toString(36).slice(2, 8)}`;

async function openForm(page: Page, lang: Lang): Promise<Locator> {
  await page.goto(text[lang].path);
  await waitForHydration(page);
  const form = page.getByTestId('wine-tourism-form');
  await form.scrollIntoViewIfNeeded();
  return form;
}

/** Fills every field; the visit `days` from today. */
async function fillRequest(
  form: Locator,
  lang: Lang,
  request: { email: string; lastName: string; days: number },
) {
  const t = text[lang];
  await form.getByLabel(t.firstName).fill('Ana');
  await form.getByLabel(t.lastName).fill(request.lastName);
  await form.getByLabel(t.email).fill(request.email);
  await form.getByLabel(t.experience).selectOption({ label: t.experienceChoice });
  const visitDate = form.getByLabel(t.visitDate);
  // The earliest day the page offers is the lead time ahead, in Lisbon.
  await expect(visitDate).toHaveAttribute('min', daysFromToday(6));
  await visitDate.fill(daysFromToday(request.days));
  await form.getByLabel(t.people).selectOption('4');
  // The language of the visit starts as the page's.
  await expect(form.getByLabel(t.language)).toHaveValue(lang);
  await form.getByLabel(t.message).fill('We are two adults and two teenagers.');
}

/** Ticks the robot check by keyboard and waits until the browser has solved it. */
async function solveCaptcha(page: Page, form: Locator, lang: Lang) {
  await form.getByRole('checkbox', { name: text[lang].robot }).focus();
  await page.keyboard.press('Space');
  await expect(form.locator('altcha-widget label')).toHaveText(text[lang].verified);
}

/**
 * The accessibility scan once the page's scroll reveals have finished fading in: a card caught
 * half-transparent would read as low contrast.
 */
async function expectAccessible(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .filter((animation) => animation instanceof CSSTransition)
      .every((animation) => animation.playState !== 'running'),
  );
  await expectNoAxeViolations(page);
}

/** Sends a complete request from the page and waits for the success message. */
async function sendRequest(page: Page, lang: Lang, request: { email: string; lastName: string }) {
  let payload: Record<string, unknown> = {};
  page.on('request', (sent) => {
    if (sent.url().endsWith('/api/bookings/wine-tourism/')) payload = sent.postDataJSON();
  });
  const form = await openForm(page, lang);
  await fillRequest(form, lang, { ...request, days: 21 });
  await solveCaptcha(page, form, lang);
  await form.getByRole('button', { name: text[lang].submit }).click();
  await expect(page.locator('[data-toast="success"]')).toHaveText(text[lang].success);
  expect(payload).toMatchObject({
    experience: 'vineyard_cellar',
    visit_date: daysFromToday(21),
    people: 4,
    activity_language: lang,
    lang,
  });
  return form;
}

/** The newest e-mail to an address, decoded, once one that matches `expected` is in the outbox. */
async function emailTo(address: string, expected: RegExp, dataDir?: string) {
  const newest = () => decodedEmail(newestEmailTo(address, dataDir) ?? '');
  await expect.poll(newest, { timeout: 20_000 }).toMatch(expected);
  return newest();
}

for (const lang of ['pt', 'en'] as const) {
  test.describe(`wine-tourism booking request (${lang})`, () => {
    test('sends the request, clears the form and e-mails the visitor a receipt', async ({
      page,
    }) => {
      const email = uniqueEmail(`wine-tourism-${lang}`);
      const form = await sendRequest(page, lang, { email, lastName: uniqueName() });
      // Success clears the fields and the robot check; the language goes back to the page's.
      await expect(form.getByLabel(text[lang].firstName)).toHaveValue('');
      await expect(form.getByLabel(text[lang].visitDate)).toHaveValue('');
      await expect(form.getByLabel(text[lang].language)).toHaveValue(lang);
      await expect(form.getByRole('checkbox', { name: text[lang].robot })).not.toBeChecked();

      const receipt = await emailTo(email, text[lang].receipt);
      expect(receipt).not.toContain('two teenagers');
    });

    test('refuses a date sooner than 6 days ahead, on the page, with the rule', async ({
      page,
    }) => {
      const calls: string[] = [];
      page.on('request', (sent) => {
        if (sent.url().endsWith('/api/bookings/wine-tourism/')) calls.push(sent.method());
      });
      const form = await openForm(page, lang);
      await fillRequest(form, lang, {
        email: uniqueEmail('too-soon'),
        lastName: uniqueName(),
        days: 5,
      });
      await form.getByRole('button', { name: text[lang].submit }).click();
      const visitDate = form.getByLabel(text[lang].visitDate);
      await expect(visitDate).toBeFocused();
      await expect(visitDate).toHaveAttribute('aria-invalid', 'true');
      // The field's hint, then its error.
      await expect(visitDate).toHaveAccessibleDescription(
        `${text[lang].visitDateHint} ${text[lang].tooSoon}`,
      );
      await expectAccessible(page);

      // Six days ahead is accepted by the page: the next step is the robot check.
      await visitDate.fill(daysFromToday(6));
      await form.getByRole('button', { name: text[lang].submit }).click();
      await expect(visitDate).not.toHaveAttribute('aria-invalid');
      expect(calls).toEqual([]);
    });

    test(
      'the page and its form have no accessibility violations',
      onPhoneInPortuguese(lang),
      async ({ page }) => {
        const form = await openForm(page, lang);
        await expect(page.getByRole('heading', { name: text[lang].heading })).toBeVisible();
        await expect(form.locator('altcha-widget input[type="checkbox"]')).toBeVisible();
        await expectAccessible(page);
      },
    );
  });

  test.describe(`staff answer a wine-tourism request (${lang})`, () => {
    // The request is sent and answered on the admin server, whose outbox the journey reads.
    test.use({ baseURL: adminServerUrl() });

    test('staff accept it in the admin and the visitor is e-mailed the confirmation', async ({
      page,
    }) => {
      const email = uniqueEmail(`wine-tourism-accept-${lang}`);
      const lastName = uniqueName();
      await sendRequest(page, lang, { email, lastName });

      await signInToAdmin(page, lang);
      await page.goto(
        `/admin/booking-requests?${new URLSearchParams({ filter: JSON.stringify({ q: email }) })}`,
      );
      await page
        .getByRole('link', { name: new RegExp(`Ana ${lastName}`) })
        .first()
        .click();
      const answer = lang === 'pt' ? 'Aceitar' : 'Accept';
      await page.getByRole('button', { name: answer, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByLabel(
          lang === 'pt' ? 'Mensagem ao visitante (opcional)' : 'Message to the visitor (optional)',
        )
        .fill('We meet at 10:30 by the winery gate.');
      await expectAccessible(page);
      await dialog
        .getByRole('button', {
          name: lang === 'pt' ? 'Aceitar e enviar e-mail' : 'Accept and send e-mail',
        })
        .click();
      await expect(
        page.getByText(lang === 'pt' ? 'Pedido aceite.' : 'Request accepted.', { exact: false }),
      ).toBeVisible();
      // Answered once: the buttons go and the answer shows.
      await expect(page.getByRole('button', { name: answer, exact: true })).toHaveCount(0);
      await expect(
        page.getByText(lang === 'pt' ? 'Aceite' : 'Accepted', { exact: true }),
      ).toBeVisible();

      const confirmation = await emailTo(
        email,
        lang === 'pt'
          ? /Temos o prazer de confirmar a sua visita/
          : /We are delighted to confirm your visit/,
        process.env.E2E_ADMIN_DATA_DIR,
      );
      expect(confirmation).toContain('We meet at 10:30 by the winery gate.');
      expect(confirmation).toContain('Estrada Nacional 114');
    });
  });
}
