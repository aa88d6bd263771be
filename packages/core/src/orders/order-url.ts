import { pathTo, type SiteLang } from '@mdc/shared';
import type { OrderRow } from './order-rows.ts';

/** The buyer's page of the order (the thank-you page its e-mails link to). */
export function orderUrl(
  publicUrl: string,
  order: Pick<OrderRow, 'preferredLanguage' | 'code'>,
): string {
  const lang = order.preferredLanguage as SiteLang;
  return `${publicUrl}${pathTo('thankYou', lang, { code: order.code })}`;
}
