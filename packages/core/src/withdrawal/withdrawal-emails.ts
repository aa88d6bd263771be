import {
  calendarDay,
  formatPrice,
  lisbonDateTime,
  lisbonToday,
  withdrawalPeriodDays,
  type SiteLang,
} from '@mdc/shared';
import { composeEmail, signOff } from '../mail/email-layout.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';

/**
 * The withdrawal's e-mails (decision 070): the buyer's acknowledgement on a durable medium, with
 * the content of their statement and the date and time they sent it (Directive 2011/83/EU art.
 * 11a(3)); the estate's notice; and the buyer's word that the refund was made.
 */

/** The withdrawal statement as the e-mails repeat it. */
export interface WithdrawalStatement {
  lang: SiteLang;
  orderNumber: string;
  orderedAt: Date;
  firstName: string;
  buyerName: string;
  email: string;
  lines: Array<{ title: string; quantity: number }>;
  reason: string;
  requestedAt: Date;
  refundDueCents: number;
  /** The bottles have not left the estate yet: nothing to send back. */
  notShipped: boolean;
}

const days = withdrawalPeriodDays;

const copy = {
  pt: {
    subject: (number: string, estate: string) =>
      `Livre resolução da encomenda ${number} recebida — ${estate}`,
    hello: (name: string) => (name ? `Olá ${name},` : 'Olá,'),
    received: (number: string) =>
      `Recebemos a sua declaração de livre resolução: desistiu do contrato de compra da encomenda ${number}. Este e-mail é o aviso de receção, com o conteúdo da sua declaração e a data e hora em que a enviou.`,
    order: 'Encomenda',
    orderedOn: 'Data da encomenda',
    name: 'Nome',
    confirmationTo: 'Confirmação enviada para',
    sentAt: 'Declaração enviada em',
    lisbonTime: 'hora de Lisboa',
    reason: 'Motivo indicado:',
    next: 'O que acontece agora:',
    notShipped:
      'A encomenda ainda não saiu da herdade: não a enviaremos e não tem nada a devolver.',
    sendBack: `Devolva-nos as garrafas, fechadas e como as recebeu, no prazo de ${days} dias a contar de hoje. Responda a este e-mail e indicamos-lhe a morada e a forma de devolução; o custo da devolução fica a seu cargo.`,
    refund: (amount: string) =>
      `Reembolsamos todos os pagamentos recebidos (${amount}), incluindo os portes de envio iniciais, no prazo de ${days} dias a contar da receção desta declaração, pelo mesmo meio de pagamento que usou.`,
    wait: 'Podemos reter o reembolso até recebermos as garrafas ou até nos comprovar que as enviou, consoante o que acontecer primeiro.',
    view: 'Ver a encomenda',
    details: 'Todos os detalhes da encomenda:',
    bottles: (n: number) => `${n} ${n === 1 ? 'garrafa' : 'garrafas'}`,
    refundSubject: (number: string, estate: string) =>
      `Reembolso da encomenda ${number} — ${estate}`,
    refunded: (amount: string, number: string) =>
      `Devolvemos ${amount} ao seu meio de pagamento pela livre resolução da encomenda ${number}. Pode levar até 10 dias úteis a aparecer.`,
  },
  en: {
    subject: (number: string, estate: string) =>
      `Withdrawal from order ${number} received — ${estate}`,
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    received: (number: string) =>
      `We received your withdrawal statement: you withdrew from the contract of order ${number}. This e-mail acknowledges it, with the content of your statement and the date and time you sent it.`,
    order: 'Order',
    orderedOn: 'Order date',
    name: 'Name',
    confirmationTo: 'Confirmation sent to',
    sentAt: 'Statement sent on',
    lisbonTime: 'Lisbon time',
    reason: 'Reason given:',
    next: 'What happens next:',
    notShipped:
      'Your order has not left the estate yet: we will not send it, and you have nothing to return.',
    sendBack: `Please send the bottles back to us, unopened and as you received them, within ${days} days from today. Reply to this e-mail and we will tell you where and how; the cost of returning them is yours.`,
    refund: (amount: string) =>
      `We refund all payments received (${amount}), including the original delivery cost, within ${days} days of receiving this statement, to the payment method you used.`,
    wait: 'We may withhold the refund until we have the bottles back or you have shown us that you sent them, whichever comes first.',
    view: 'View your order',
    details: 'All the details of your order:',
    bottles: (n: number) => `${n} ${n === 1 ? 'bottle' : 'bottles'}`,
    refundSubject: (number: string, estate: string) => `Refund of order ${number} — ${estate}`,
    refunded: (amount: string, number: string) =>
      `We refunded ${amount} to your payment method for your withdrawal from order ${number}. It can take up to 10 working days to show.`,
  },
} satisfies Record<SiteLang, unknown>;

const deliverStatusPt: Record<string, string> = {
  pending: 'por preparar',
  processing: 'em preparação',
  shipped: 'enviada',
  on_the_way: 'a caminho',
  delivered: 'entregue',
};

/** "2 de julho de 2026, 14:32 (hora de Lisboa)" */
const sentAt = (at: Date, lang: SiteLang) =>
  `${lisbonDateTime(at, lang)} (${copy[lang].lisbonTime})`;

/** The buyer's acknowledgement, in the order's language. */
export function withdrawalAcknowledgementEmail(input: {
  to: string;
  replyTo: string;
  statement: WithdrawalStatement;
  estateName: string;
  orderUrl: string;
}): OutgoingEmail {
  const s = input.statement;
  const lang = s.lang;
  const t = copy[lang];
  const amount = formatPrice(s.refundDueCents, lang);
  const body = composeEmail({
    lang,
    paragraphs: [t.hello(s.firstName), t.received(s.orderNumber)],
    facts: [
      [t.order, s.orderNumber],
      [t.orderedOn, calendarDay(lisbonToday(s.orderedAt), lang)],
      ...s.lines.map((line): [string, string] => [line.title, t.bottles(line.quantity)]),
      [t.name, s.buyerName || '—'],
      [t.confirmationTo, s.email],
      [t.sentAt, sentAt(s.requestedAt, lang)],
    ],
    ...(s.reason && { quote: { label: t.reason, text: s.reason } }),
    closing: [
      t.next,
      s.notShipped ? t.notShipped : t.sendBack,
      t.refund(amount),
      ...(s.notShipped ? [] : [t.wait]),
      signOff(lang, input.estateName),
    ],
    footer: [{ text: t.details, link: { label: t.view, url: input.orderUrl } }],
  });
  return {
    to: input.to,
    replyTo: input.replyTo,
    subject: t.subject(s.orderNumber, input.estateName),
    ...body,
  };
}

/** The estate's notice (in Portuguese): who withdrew, when, and the refund to make. */
export function withdrawalNoticeEmail(input: {
  to: string;
  statement: WithdrawalStatement;
  deliverStatus: string;
  adminUrl: string;
}): OutgoingEmail {
  const s = input.statement;
  const amount = formatPrice(s.refundDueCents, 'pt');
  const body = composeEmail({
    lang: 'pt',
    paragraphs: [
      `O cliente desistiu do contrato da encomenda ${s.orderNumber} (livre resolução) em ${sentAt(s.requestedAt, 'pt')}.`,
      s.notShipped
        ? `A encomenda ainda não saiu da herdade: cancele-a na administração, o que reembolsa ${amount} e repõe o stock.`
        : `Reembolso a fazer: ${amount}, no prazo de ${days} dias a contar de hoje; pode aguardar a devolução das garrafas ou a prova do envio. O reembolso faz-se na página da encomenda, na administração.`,
    ],
    facts: [
      ['Encomenda', s.orderNumber],
      ['Cliente', s.buyerName || '—'],
      ['E-mail', s.email || '—'],
      ['Língua', s.lang === 'pt' ? 'Português' : 'Inglês'],
      ['Estado da entrega', deliverStatusPt[input.deliverStatus] ?? input.deliverStatus],
      ...s.lines.map((line): [string, string] => [line.title, copy.pt.bottles(line.quantity)]),
    ],
    ...(s.reason && { quote: { label: 'Motivo indicado:', text: s.reason } }),
    action: { label: 'Abrir a encomenda na administração', url: input.adminUrl },
  });
  return {
    to: input.to,
    replyTo: s.email || undefined,
    subject: `Livre resolução: encomenda ${s.orderNumber} — reembolso de ${amount}`,
    ...body,
  };
}

/** The buyer's word that the withdrawal was refunded, in the order's language. */
export function withdrawalRefundEmail(input: {
  to: string;
  lang: SiteLang;
  firstName: string;
  orderNumber: string;
  amountCents: number;
  estateName: string;
  orderUrl: string;
}): OutgoingEmail {
  const t = copy[input.lang];
  const body = composeEmail({
    lang: input.lang,
    paragraphs: [
      t.hello(input.firstName),
      t.refunded(formatPrice(input.amountCents, input.lang), input.orderNumber),
    ],
    action: { label: t.view, url: input.orderUrl },
    closing: [signOff(input.lang, input.estateName)],
  });
  return { to: input.to, subject: t.refundSubject(input.orderNumber, input.estateName), ...body };
}
