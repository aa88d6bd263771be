import type { Page } from '@playwright/test';
import { expect, onPhone, test, waitForHydration } from './fixtures';
import { shopText } from './support/shop';

/**
 * The cart lives in the browser, so the cart and checkout pages learn what to show only after
 * hydration. Whatever they show then (the lines, the form, or the empty-cart message) must not
 * push what the visitor already sees: the layout shift score stays within Google's "good" 0.1.
 */

const goodCls = 0.1;

/** Sums the page's layout shifts not caused by input, from its first paint on. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

function layoutShiftScore(page: Page) {
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

/** One bottle of Exmo in the stored cart, put there the way a visitor does. */
async function putWineInCart(page: Page) {
  await page.goto(shopText.pt.product('exmo'));
  await waitForHydration(page);
  await page.getByRole('button', { name: shopText.pt.addToCart }).click();
  await expect(page.getByRole('link', { name: /Carrinho, 1 artigo/ })).toBeVisible();
}

test.describe('pages filled from the stored cart keep still', () => {
  test('the cart page, empty and with a wine', onPhone, async ({ page }) => {
    await watchLayoutShifts(page);
    await page.goto('/shop/cart');
    await expect(page.getByText('O seu carrinho está vazio.')).toBeVisible();
    expect(await layoutShiftScore(page)).toBeLessThanOrEqual(goodCls);

    await putWineInCart(page);
    await page.goto('/shop/cart');
    await expect(page.getByRole('link', { name: shopText.pt.toCheckout })).toBeVisible();
    expect(await layoutShiftScore(page)).toBeLessThanOrEqual(goodCls);
  });

  test('the checkout page, empty and with a wine', onPhone, async ({ page }) => {
    await watchLayoutShifts(page);
    await page.goto('/shop/checkout/');
    await expect(page.getByText(/carrinho está vazio/)).toBeVisible();
    expect(await layoutShiftScore(page)).toBeLessThanOrEqual(goodCls);

    await putWineInCart(page);
    await page.goto('/shop/checkout/');
    // The card form waits for the payment intent: seconds on a busy machine.
    await expect(page.locator('#checkout-card-number')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('#checkout-country option')).not.toHaveCount(0);
    expect(await layoutShiftScore(page)).toBeLessThanOrEqual(goodCls);
  });
});
