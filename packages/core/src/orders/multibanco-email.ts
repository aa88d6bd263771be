import { formatPrice, type SiteLang } from '@mdc/shared';
import { composeEmail, signOff } from '../mail/email-layout.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';

const copy = {
  pt: {
    subject: (number: string) => `Encomenda ${number}: referência Multibanco para pagamento`,
    hello: (name: string) => `Olá ${name},`,
    intro:
      'Obrigado pela sua encomenda. Para a concluir, pague a referência Multibanco abaixo num caixa automático ou no homebanking.',
    hold: (date: string) =>
      `Guardamos os vinhos para si até ${date}. Se a referência não for paga até lá, a encomenda é cancelada e os vinhos voltam a ficar disponíveis.`,
    after: 'Assim que o pagamento for recebido, enviamos a confirmação da encomenda.',
    entity: 'Entidade',
    reference: 'Referência',
    amount: 'Montante',
    expires: 'Pagar até',
    order: 'Encomenda',
    view: 'Ver a encomenda',
    voucher: 'Ver o talão Multibanco',
  },
  en: {
    subject: (number: string) => `Order ${number}: Multibanco reference to pay`,
    hello: (name: string) => `Hello ${name},`,
    intro:
      'Thank you for your order. To complete it, pay the Multibanco reference below at a cash machine (ATM) or in your home banking.',
    hold: (date: string) =>
      `We hold the wines for you until ${date}. If the reference is not paid by then, the order is cancelled and the wines go back on sale.`,
    after: 'As soon as the payment arrives, we send you the order confirmation.',
    entity: 'Entity',
    reference: 'Reference',
    amount: 'Amount',
    expires: 'Pay by',
    order: 'Order',
    view: 'View your order',
    voucher: 'View the Multibanco voucher',
  },
} satisfies Record<SiteLang, unknown>;

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
 * by, in the order's language, sent once when the voucher is issued.
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
  const t = copy[input.lang];
  const until = estateDateTime(input.expiresAt, input.lang);
  const body = composeEmail({
    lang: input.lang,
    paragraphs: [input.firstName ? t.hello(input.firstName) : '', t.intro].filter(Boolean),
    facts: [
      [t.entity, input.entity],
      [t.reference, groupedReference(input.reference)],
      [t.amount, formatPrice(input.amountCents, input.lang)],
      [t.expires, until],
      [t.order, input.orderNumber],
    ],
    action: input.voucherUrl
      ? { label: t.voucher, url: input.voucherUrl }
      : { label: t.view, url: input.orderUrl },
    closing: [t.hold(until), t.after, signOff(input.lang, input.estateName)],
  });
  return { to: input.to, subject: t.subject(input.orderNumber), ...body };
}
