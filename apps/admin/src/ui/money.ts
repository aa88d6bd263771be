import { euroWirePattern, eurosToCents, formatPrice, isSiteLang } from '@mdc/shared';
import { useLocale } from 'react-admin';

/**
 * Cents of an amount of the admin API ("31.50", @mdc/shared money.ts, docs/decisions/
 * 137-one-money-form.md), or null for anything else (an empty field, text being typed).
 */
export function centsOf(euros: unknown): number | null {
  return typeof euros === 'string' && euroWirePattern.test(euros) ? eurosToCents(euros) : null;
}

/**
 * Amounts as staff read them in their language: "31,50 €" in Portuguese, "€31.50" in English.
 * `money` takes the API's "31.50", `money.cents` integer cents worked out on the page.
 */
export function useMoney() {
  const locale = useLocale();
  const lang = isSiteLang(locale) ? locale : 'pt';
  const cents = (amount: number) => formatPrice(amount, lang);
  return Object.assign((euros: string) => cents(eurosToCents(euros)), { cents });
}
