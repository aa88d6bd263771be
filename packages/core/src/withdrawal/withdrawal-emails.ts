import {
  calendarDay,
  formatPrice,
  lisbonDateTime,
  lisbonToday,
  withdrawalPeriodDays,
  type SiteLang,
} from '@mdc/shared';
import {
  type EmailT,
  emailTexts,
  estateTexts,
  composeEmail,
  signOff,
  type OutgoingEmail,
} from '../mail/index.ts';

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

/** "2 de julho de 2026, 14:32 (hora de Lisboa)" */
const sentAt = (at: Date, lang: SiteLang) =>
  `${lisbonDateTime(at, lang)} (${emailTexts(lang)('common.lisbonTime')})`;

const hello = (t: EmailT, name: string) =>
  name ? t('common.helloName', { name }) : t('common.hello');

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
  const t = emailTexts(lang);
  const amount = formatPrice(s.refundDueCents, lang);
  const body = composeEmail({
    lang,
    paragraphs: [hello(t, s.firstName), t('withdrawal.received', { number: s.orderNumber })],
    facts: [
      [t('common.order'), s.orderNumber],
      [t('withdrawal.orderedOn'), calendarDay(lisbonToday(s.orderedAt), lang)],
      ...s.lines.map((line): [string, string] => [
        line.title,
        t('withdrawal.bottles', { count: line.quantity }),
      ]),
      [t('withdrawal.name'), s.buyerName || '—'],
      [t('withdrawal.confirmationTo'), s.email],
      [t('withdrawal.sentAt'), sentAt(s.requestedAt, lang)],
    ],
    ...(s.reason && { quote: { label: t('withdrawal.reason'), text: s.reason } }),
    closing: [
      t('withdrawal.next'),
      s.notShipped ? t('withdrawal.notShipped') : t('withdrawal.sendBack', { days }),
      t('withdrawal.refund', { amount, days }),
      ...(s.notShipped ? [] : [t('withdrawal.wait')]),
      signOff(lang, input.estateName),
    ],
    footer: [{ text: t('common.details'), link: { label: t('common.view'), url: input.orderUrl } }],
  });
  return {
    to: input.to,
    replyTo: input.replyTo,
    subject: t('withdrawal.subject', { number: s.orderNumber, estate: input.estateName }),
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
  const t = estateTexts();
  const amount = formatPrice(s.refundDueCents, 'pt');
  const status = `withdrawalNotice.deliverStatuses.${input.deliverStatus}`;
  const body = composeEmail({
    lang: 'pt',
    paragraphs: [
      t('withdrawalNotice.withdrew', { number: s.orderNumber, at: sentAt(s.requestedAt, 'pt') }),
      s.notShipped
        ? t('withdrawalNotice.notShipped', { amount })
        : t('withdrawalNotice.refund', { amount, days }),
    ],
    facts: [
      [t('withdrawalNotice.order'), s.orderNumber],
      [t('withdrawalNotice.customer'), s.buyerName || '—'],
      [t('email'), s.email || '—'],
      [t('withdrawalNotice.language'), t(`languages.${s.lang}`)],
      [t('withdrawalNotice.deliverStatus'), t(status, { defaultValue: input.deliverStatus })],
      ...s.lines.map((line): [string, string] => [
        line.title,
        emailTexts('pt')('withdrawal.bottles', { count: line.quantity }),
      ]),
    ],
    ...(s.reason && { quote: { label: t('reason'), text: s.reason } }),
    action: { label: t('withdrawalNotice.open'), url: input.adminUrl },
  });
  return {
    to: input.to,
    replyTo: s.email || undefined,
    subject: t('withdrawalNotice.subject', { number: s.orderNumber, amount }),
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
  const t = emailTexts(input.lang);
  const amount = formatPrice(input.amountCents, input.lang);
  const body = composeEmail({
    lang: input.lang,
    paragraphs: [
      hello(t, input.firstName),
      t('withdrawal.refunded', { amount, number: input.orderNumber }),
    ],
    action: { label: t('common.view'), url: input.orderUrl },
    closing: [signOff(input.lang, input.estateName)],
  });
  return {
    to: input.to,
    subject: t('withdrawal.refundSubject', { number: input.orderNumber, estate: input.estateName }),
    ...body,
  };
}
