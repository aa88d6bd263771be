import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { shopText } from './support/shop';

/**
 * The cart's forms post to its route action and work without scripts; a click on add to cart
 * before the scripts start is not lost (docs/decisions/129-cart-in-a-cookie.md, issue 31 point 1).
 */

const cartText = {
  pt: {
    cart: '/shop/cart',
    list: '/shop',
    empty: 'O seu carrinho está vazio.',
    remove: (title: string) => `Remover ${title} do carrinho`,
    more: (title: string) => `Mais uma garrafa de ${title}`,
    quantityOf: (title: string) => `Quantidade de ${title}`,
    update: (title: string) => `Atualizar a quantidade de ${title}`,
    needsScripts: 'O pagamento precisa do JavaScript ativo',
    addFromList: 'Adicionar ao carrinho Destinto',
  },
  en: {
    cart: '/en/shop/cart',
    list: '/en/shop',
    empty: 'Your cart is empty.',
    remove: (title: string) => `Remove ${title} from the cart`,
    more: (title: string) => `One bottle more of ${title}`,
    quantityOf: (title: string) => `Quantity of ${title}`,
    update: (title: string) => `Update the quantity of ${title}`,
    needsScripts: 'Payment needs JavaScript',
    addFromList: 'Add to cart Destinto',
  },
} as const;

/** The cart cookie as the browser holds it. */
async function cartCookie(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'cart')?.value;
}

/** The quantity box of a line on the cart page. */
const quantityBox = (page: Page, lang: 'pt' | 'en', title: string) =>
  page.getByRole('textbox', { name: cartText[lang].quantityOf(title) });

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['pt', 'en'] as const) {
    test(`adds from the product page and the list, changes and removes (${lang})`, async ({
      page,
    }) => {
      const t = shopText[lang];
      const c = cartText[lang];
      await page.goto(t.product('exmo'));
      const form = page.getByTestId('add-to-cart-form');
      await expect(form).toHaveAttribute('method', 'post');
      await page.getByLabel(t.quantity).selectOption('2');
      await page.getByRole('button', { name: t.addToCart }).click();
      // The action adds and answers with the cart page, rendered on the server.
      await expect(page).toHaveURL(c.cart);
      await expect(quantityBox(page, lang, 'Exmo')).toHaveValue('2');

      await page.goto(c.list);
      await page.getByRole('button', { name: c.addFromList }).click();
      await expect(page).toHaveURL(c.cart);
      await expect(quantityBox(page, lang, 'Destinto')).toHaveValue('1');
      expect(await cartCookie(page)).toMatch(/^\d+:2\|\d+:1$/);

      await page.getByRole('button', { name: c.more('Destinto') }).click();
      await expect(quantityBox(page, lang, 'Destinto')).toHaveValue('2');
      await quantityBox(page, lang, 'Exmo').fill('5');
      await page.getByRole('button', { name: c.update('Exmo') }).click();
      await expect(quantityBox(page, lang, 'Exmo')).toHaveValue('5');

      // Checking out needs scripts, and the page says so.
      const note = page.locator('noscript > p', { hasText: c.needsScripts });
      expect(await note.count()).toBe(1);

      await page.getByRole('button', { name: c.remove('Exmo') }).click();
      await expect(quantityBox(page, lang, 'Exmo')).toHaveCount(0);
      await page.getByRole('button', { name: c.remove('Destinto') }).click();
      await expect(page.getByText(c.empty)).toBeVisible();
      expect(await cartCookie(page)).toBeUndefined();
    });
  }

  test('a typed quantity that is not a number is refused with a message', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(shopText.en.product('exmo'));
    await page.getByRole('button', { name: shopText.en.addToCart }).click();
    await expect(page).toHaveURL('/en/shop/cart');
    await quantityBox(page, 'en', 'Exmo').fill('lots');
    await page.getByRole('button', { name: cartText.en.update('Exmo') }).click();
    await expect(page.getByRole('alert')).toContainText('The quantity must be a whole number');
    await expect(quantityBox(page, 'en', 'Exmo')).toHaveValue('1');
    // The refusal is the page answered 400, which the browser logs.
    const unexpected = consoleErrors.filter((error) => !/status of 400/.test(error));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });
});

test('a click on add to cart before the scripts start is not lost', async ({ page }) => {
  let release = () => {};
  const scripts = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scripts;
    await route.continue();
  });
  await page.goto(shopText.pt.product('exmo'), { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  await page.getByRole('button', { name: shopText.pt.addToCart }).click();
  // The form went to the cart's action, which added the bottle and showed the cart.
  await expect(page).toHaveURL('/shop/cart');
  await expect(quantityBox(page, 'pt', 'Exmo')).toHaveValue('1');
  expect(await cartCookie(page)).toMatch(/^\d+:1$/);
  release();
});

test('with scripts the page stays, the count follows and other tabs hear of it', async ({
  page,
  context,
}) => {
  const t = shopText.en;
  const other = await context.newPage();
  await other.goto('/en/shop');
  await waitForHydration(other);
  await page.goto(t.product('exmo'));
  await waitForHydration(page);
  await page.getByLabel(t.quantity).selectOption('3');
  await page.getByRole('button', { name: t.addToCart }).click();
  await expect(page.getByText('Exmo was added to your cart.')).toBeVisible();
  await expect(page).toHaveURL(t.product('exmo'));
  await expect(page.getByRole('link', { name: /Cart, 3 items/ })).toBeVisible();
  await expect(other.getByRole('link', { name: /Cart, 3 items/ })).toBeVisible();
  // The server agreed: the cookie it wrote back says the same.
  await expect.poll(() => cartCookie(page)).toMatch(/^\d+:3$/);

  await page.getByRole('link', { name: /Cart, 3 items/ }).click();
  await expect(quantityBox(page, 'en', 'Exmo')).toHaveValue('3');
  await page.getByRole('button', { name: cartText.en.more('Exmo') }).click();
  await expect(quantityBox(page, 'en', 'Exmo')).toHaveValue('4');
  await expect(other.getByRole('link', { name: /Cart, 4 items/ })).toBeVisible();
  await page.getByRole('button', { name: cartText.en.remove('Exmo') }).click();
  await expect(page.getByText(cartText.en.empty)).toBeVisible();
  await expect(page).toHaveURL('/en/shop/cart');
});

test('a cart an earlier version kept in localStorage becomes the cookie once', async ({ page }) => {
  await page.goto('/en/shop');
  const [exmo] = await page.evaluate(async () => {
    const answer = await fetch('/api/shop/products/?lang=en&shop=true');
    const wines = (await answer.json()) as { id: number; product_url: string }[];
    return wines.filter((wine) => wine.product_url === 'exmo').map((wine) => wine.id);
  });
  await page.evaluate((id) => {
    const line = {
      id,
      product_title: 'Exmo',
      product_url: 'exmo',
      image_url: null,
      price: '1.00',
      original_price: '1.00',
      new_price: null,
      bottles_quantity: 5,
      quantity: 2,
      sku: 'exmo',
    };
    localStorage.setItem('cart', JSON.stringify([line]));
  }, exmo);
  await page.goto('/en/shop/cart');
  await waitForHydration(page);
  await expect(quantityBox(page, 'en', 'Exmo')).toHaveValue('2');
  expect(await cartCookie(page)).toBe(`${exmo}:2`);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
});
