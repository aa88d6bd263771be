import { pathTo, siteLanguages } from '@mdc/shared';

/** True on the checkout page (either language), which has the focused shell (decision 110). */
export function isCheckoutPath(pathname: string): boolean {
  const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return siteLanguages.some((lang) => path === pathTo('checkout', lang));
}
