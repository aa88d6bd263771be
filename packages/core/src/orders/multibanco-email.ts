import { formatPrice, type SiteLang } from '@mdc/shared';
import { emailTexts, composeEmail, signOff, type OutgoingEmail } from '../mail/index.ts';

/** "123 456 789": how banks and ATMs show a Multibanco reference. */
export const groupedReference = (reference: string) =>
  reference.replace(/\s/g, '').replace(/(\d{3})(?=\d)/g, '$1 ');

/** A date and time as the buyer reads it, in Portugal's time zone. */
export function estateDateTime(at: Date, lang: SiteLang): string {
  return new Intl.DateTimeFormat(lang === 'pt' ? 'pt-PT' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Lisbon',
  }).format(at);
}

/**
 * The buyer's Multibanco voucher (decision 110): entity, reference, amount and the time to pay
 * by, in the order's language, sent once when the voucher is issued. Texts: `multibanco.*` of the
 * e-mail catalogues (docs/decisions/106-one-i18n-and-email-templates.md).
 */
export function multibancoVoucherEmail(input: {
  to: string;
  lang: SiteLang;
  firstName: string;
  orderNumber: string;
  estateName: string;
  entity: string;
  reference: string;
  amountCents: number;
  expiresAt: Date;
  orderUrl: string;
  voucherUrl: string | null;
}): OutgoingEmail {
  const t = emailTexts(input.lang);
  const until = estateDateTime(input.expiresAt, input.lang);
  const body = composeEmail({
    lang: input.lang,
    paragraphs: [
      input.firstName ? t('common.helloName', { name: input.firstName }) : '',
      t('multibanco.intro'),
    ].filter(Boolean),
    facts: [
      [t('multibanco.entity'), input.entity],
      [t('multibanco.reference'), groupedReference(input.reference)],
      [t('multibanco.amount'), formatPrice(input.amountCents, input.lang)],
      [t('multibanco.expires'), until],
      [t('common.order'), input.orderNumber],
    ],
    action: input.voucherUrl
      ? { label: t('multibanco.voucher'), url: input.voucherUrl }
      : { label: t('common.view'), url: input.orderUrl },
    closing: [
      t('multibanco.hold', { date: until }),
      t('multibanco.after'),
      signOff(input.lang, input.estateName),
    ],
  });
  return { to: input.to, subject: t('multibanco.subject', { number: input.orderNumber }), ...body };
}
