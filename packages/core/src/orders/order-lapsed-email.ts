import type { PaymentMethod, SiteLang } from '@mdc/shared';
import { emailTexts, composeEmail, signOff, type OutgoingEmail } from '../mail/index.ts';
import { estateDateTime } from './multibanco-email.ts';

/**
 * The buyer's notice that an MB WAY or Multibanco order lapsed unpaid
 * (docs/decisions/117-payment-lapse-and-invoice-lookup.md): which payment did not arrive, that
 * nothing was charged and the wines are free again, a voucher no longer to be paid, and a link to
 * order again. Texts: `orderLapsed.*` of the e-mail catalogues (decision 106).
 */
export function orderLapsedEmail(input: {
  to: string;
  lang: SiteLang;
  firstName: string;
  orderNumber: string;
  estateName: string;
  method: Exclude<PaymentMethod, 'card'>;
  /** When the hold ended (the voucher's expiry for Multibanco). */
  lapsedAt: Date;
  shopUrl: string;
  orderUrl: string;
}): OutgoingEmail {
  const t = emailTexts(input.lang);
  const number = input.orderNumber;
  const date = estateDateTime(input.lapsedAt, input.lang);
  const body = composeEmail({
    lang: input.lang,
    paragraphs: [
      input.firstName ? t('common.helloName', { name: input.firstName }) : t('common.hello'),
      input.method === 'mb_way'
        ? t('orderLapsed.mbWay', { number })
        : t('orderLapsed.multibanco', { number, date }),
      t('orderLapsed.nothingCharged'),
      ...(input.method === 'multibanco' ? [t('orderLapsed.doNotPay')] : []),
      t('orderLapsed.again'),
    ],
    facts: [[t('common.order'), number]],
    action: { label: t('orderLapsed.orderAgain'), url: input.shopUrl },
    closing: [signOff(input.lang, input.estateName)],
    footer: [
      {
        text: t('orderLapsed.footer', { number }),
        link: { label: t('common.view'), url: input.orderUrl },
      },
    ],
  });
  return {
    to: input.to,
    subject: t('orderLapsed.subject', { number, estate: input.estateName }),
    ...body,
  };
}
