import { siteLanguages, pathTo } from '@mdc/shared';

/**
 * Whether a submission went to the cart's action (docs/decisions/129-cart-in-a-cookie.md): the
 * pages that do not show the cart's lines (the root data, the product page, the shop list) need
 * not load their data again after it; the cart page and the checkout do.
 */
export function isCartEdit(formAction: string | undefined): boolean {
  return siteLanguages.some((lang) => formAction === pathTo('cart', lang));
}
