import type { Page } from '@playwright/test';
import { wineTourismPeople } from '@mdc/shared';
import { expect, onPhone, test, waitForHydration } from './fixtures';

/**
 * Pictures and wine tourism (docs/decisions/105-pictures-and-tourism.md): the gallery lightbox
 * closes on a pull down, by touch on a phone and by a mouse drag on a desktop; the wine-tourism
 * page states the group size its booking form offers.
 */

/** Drags from the image straight down, by touch where the device has it. */
async function pullDown(page: Page, isMobile: boolean) {
  const { width, height } = page.viewportSize()!;
  const x = Math.round(width / 2);
  const startY = Math.round(height * 0.4);
  // A natural short swipe: 100 px in four moves. The library alone needed 30 px to notice the
  // gesture and 60 px more after that, so this swipe did not close the lightbox.
  const distance = 100;
  const steps = 4;
  if (isMobile) {
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
      });
    await touch('touchStart', startY);
    for (let step = 1; step <= steps; step += 1) {
      await touch('touchMove', startY + (distance * step) / steps);
    }
    await touch('touchEnd', startY + distance);
    await cdp.detach();
  } else {
    await page.mouse.move(x, startY);
    await page.mouse.down();
    await page.mouse.move(x, startY + distance, { steps });
    await page.mouse.up();
  }
}

test(
  'a pull down closes the gallery lightbox and focus returns to the image',
  onPhone,
  async ({ page, isMobile }) => {
    await page.goto('/');
    await waitForHydration(page);
    const second = page.getByRole('button', {
      name: 'Ampliar imagem: Cegonhas no ninho da chaminé',
    });
    await second.scrollIntoViewIfNeeded();
    await second.click();
    const lightbox = page.getByRole('dialog');
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByText('2 / 6')).toBeVisible();
    await expect(page).toHaveURL(/\/#gallery-2$/);

    await pullDown(page, isMobile);
    await expect(lightbox).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(second).toBeFocused();
  },
);

const tourism = {
  pt: {
    path: '/pagina-de-enoturismo',
    people: 'Número de pessoas',
    groupSize: `Grupos de ${wineTourismPeople.min} a ${wineTourismPeople.max} pessoas`,
    oldWays: /por telefone ou por e-mail/,
    bookHere: /formulário de pedido de reserva desta página/,
  },
  en: {
    path: '/en/wine-tourism',
    people: 'Number of people',
    groupSize: `Groups of ${wineTourismPeople.min} to ${wineTourismPeople.max} people`,
    oldWays: /by phone or by e-mail/,
    bookHere: /booking request form on this page/,
  },
} as const;

for (const lang of ['pt', 'en'] as const) {
  test(`the wine-tourism page (${lang}) states the group size its form offers`, async ({
    page,
  }) => {
    const t = tourism[lang];
    // The estate's stated offer: groups of 2 to 12.
    expect(wineTourismPeople).toEqual({ min: 2, max: 12 });
    await page.goto(t.path);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(page.getByTestId('wine-tourism-group-size')).toContainText(t.groupSize);
    // The page names one group size only, and books through its own form.
    await expect(main.getByText(/\b\d+\s*(a|to|–)\s*\d+\s*(pessoas|people)/)).toHaveCount(1);
    await expect(main.getByText(t.oldWays)).toHaveCount(0);
    await expect(main.getByText(t.bookHere)).toBeVisible();

    const form = page.getByTestId('wine-tourism-form');
    const options = await form
      .getByLabel(t.people)
      .locator('option')
      .evaluateAll((elements) =>
        elements.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
      );
    const expected = Array.from(
      { length: wineTourismPeople.max - wineTourismPeople.min + 1 },
      (_, i) => String(wineTourismPeople.min + i),
    );
    expect(options).toEqual(expected);
  });
}
