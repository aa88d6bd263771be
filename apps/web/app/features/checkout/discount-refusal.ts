import type { TFunction } from 'i18next';
import { calendarDay, eurosToCents, formatPrice, type SiteLang } from '@mdc/shared';

/** The discount refusals the API names (docs/decisions/135-one-error-model.md). */
const discountRefusalCodes = [
  'discount_unknown',
  'discount_not_yet_valid',
  'discount_expired',
  'discount_used_up',
  'discount_below_minimum',
] as const;
type DiscountRefusalCode = (typeof discountRefusalCodes)[number];

/** A refused discount code as the API names it: its code and the arguments its text needs. */
export interface DiscountRefusal {
  code: string;
  args: Record<string, string | number>;
}

const isDiscountRefusalCode = (code: string): code is DiscountRefusalCode =>
  (discountRefusalCodes as readonly string[]).includes(code);

/**
 * Why the code is refused, in the page's language: the start day and the minimum order the API
 * sends (`starts_day`, `minimum_amount`) written as the page writes dates and prices. A code this
 * page does not know yet says the check failed, never the server's text.
 */
export function discountRefusalText(t: TFunction, refusal: DiscountRefusal, lang: SiteLang) {
  if (!isDiscountRefusalCode(refusal.code)) return t('discountCodes.failed');
  const { starts_day: day, minimum_amount: minimum } = refusal.args;
  return t(`discountCodes.refusals.${refusal.code}`, {
    day: typeof day === 'string' ? calendarDay(day, lang) : '',
    minimum: typeof minimum === 'string' ? formatPrice(eurosToCents(minimum), lang) : '',
  });
}
