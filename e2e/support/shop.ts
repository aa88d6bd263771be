import type { Page } from '@playwright/test';
import { expect, waitForHydration } from '../fixtures';

/** Steps of the shop journeys that several specs take: fill the cart, the billing form, pay. */

export type Lang = 'pt' | 'en';

export const shopText = {
  pt: {
    product: (slug: string) => `/shop/vinho/${slug}`,
    quantity: 'Quantidade',
    addToCart: 'Adicionar ao carrinho',
    buyNow: 'Comprar agora',
    toCheckout: 'Finalizar compra',
    adult: 'Confirmo que tenho 18 anos ou mais',
    pay: /^Pagar/,
    thankYou: 'Obrigado pela sua encomenda!',
    thankYouPath: /\/shop\/obrigado\/[A-Za-z0-9_-]{22,}$/,
    cartEmpty: /Carrinho, 0 artigos/,
    declined: 'O seu cartão foi recusado.',
    unshippable: /Desculpe, não fazemos envios para esta região/,
    subject: /Encomenda|encomenda/,
  },
  en: {
    product: (slug: string) => `/en/shop/wine/${slug}`,
    quantity: 'Quantity',
    addToCart: 'Add to cart',
    buyNow: 'Buy now',
    toCheckout: 'Proceed to checkout',
    adult: 'I confirm I am 18 or older',
    pay: /^Pay/,
    thankYou: 'Thank you for your order!',
    thankYouPath: /\/en\/shop\/thank-you\/[A-Za-z0-9_-]{22,}$/,
    cartEmpty: /Cart, 0 items/,
    declined: 'Your card was declined.',
    unshippable: /Sorry, we do not ship to this region/,
    subject: /Order|order/,
  },
} as const;

/** Two bottles of Exmo and one of Destinto, then on to the checkout from the cart. */
export async function fillCart(page: Page, lang: Lang) {
  const t = shopText[lang];
  await page.goto(t.product('exmo'));
  await waitForHydration(page);
  await page.getByLabel(t.quantity).selectOption('2');
  await page.getByRole('button', { name: t.addToCart }).click();
  await page.goto(t.product('bosque-destinto'));
  await waitForHydration(page);
  await page.getByRole('button', { name: t.buyNow }).click();
  await expect(page).toHaveURL(lang === 'pt' ? /\/shop\/cart$/ : /\/en\/shop\/cart$/);
  await expect(
    page.getByRole('link', { name: lang === 'pt' ? /Carrinho, 3/ : /Cart, 3/ }),
  ).toBeVisible();
  await page.getByRole('link', { name: t.toCheckout }).click();
  // The client router changes the URL once the checkout's code and data have loaded: on a busy CI
  // machine that has taken longer than the default 5 s.
  await expect(page).toHaveURL(/\/shop\/checkout\/$/, { timeout: 15_000 });
}

export interface Address {
  country: string;
  region: string;
}

export async function fillBilling(page: Page, email: string, { country, region }: Address) {
  await page.locator('#checkout-firstName').fill('Maria');
  await page.locator('#checkout-lastName').fill('Silva');
  await page.locator('#checkout-address').fill('Rua das Flores 12');
  await page.locator('#checkout-address_line2').fill('Bairro Alto');
  await page.locator('#checkout-postalCode').fill('1200-195');
  await page.locator('#checkout-house_number').fill('12, 2.º Esq.');
  await page.locator('#checkout-city').fill('Lisboa');
  await page.locator('#checkout-phone').fill('912345678');
  await page.locator('#checkout-email').fill(email);
  await page.locator('#checkout-country').selectOption(country);
  await page.locator('#checkout-region').selectOption(region);
}

export async function payWithCard(page: Page, lang: Lang, cardNumber: string) {
  const t = shopText[lang];
  await page.getByLabel(t.adult).check();
  await page.locator('#checkout-card-number').fill(cardNumber);
  await page.locator('#checkout-card-expiry').fill('12/34');
  await page.locator('#checkout-card-cvc').fill('123');
  await page.getByRole('button', { name: t.pay }).click();
}
