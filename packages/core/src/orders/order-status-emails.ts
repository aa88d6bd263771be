import { formatPrice, type DeliverStatus, type SiteLang } from '@mdc/shared';
import { emailTexts, composeEmail, signOff, type OutgoingEmail } from '../mail/index.ts';

/** What the buyer is told when staff move their order along (pending is never a change). */
type NoticeStatus = Exclude<DeliverStatus, 'pending'>;

/** The buyer's notice of a new deliver_status, in the order's language. */
export function orderStatusEmail(input: {
  to: string;
  lang: SiteLang;
  firstName: string;
  orderNumber: string;
  status: NoticeStatus;
  estateName: string;
  /** The thank-you page of the order, as the confirmation e-mail links it. */
  orderUrl: string;
  trackingUrl: string | null;
  refundedCents: number;
  /** The refund's credit note (its PDF by the order's code), linked when money went back. */
  creditNoteUrl?: string | null;
}): OutgoingEmail {
  const t = emailTexts(input.lang);
  const showTracking =
    input.trackingUrl !== null && ['shipped', 'on_the_way'].includes(input.status);
  const paragraphs = [
    input.firstName ? t('common.helloName', { name: input.firstName }) : '',
    t(`orderStatus.body.${input.status}`),
  ];
  if (input.refundedCents > 0)
    paragraphs.push(
      t('orderStatus.refunded', { amount: formatPrice(input.refundedCents, input.lang) }),
    );
  const body = composeEmail({
    lang: input.lang,
    paragraphs: paragraphs.filter(Boolean),
    facts: [[t('common.order'), input.orderNumber]],
    action: showTracking
      ? { label: t('orderStatus.track'), url: input.trackingUrl! }
      : { label: t('common.view'), url: input.orderUrl },
    closing: [signOff(input.lang, input.estateName)],
    footer: [
      ...(showTracking
        ? [{ text: t('common.details'), link: { label: t('common.view'), url: input.orderUrl } }]
        : []),
      // The credit note of the refund (issue 29, point 17; decision 109).
      ...(input.refundedCents > 0 && input.creditNoteUrl
        ? [
            {
              text: t('orderStatus.creditNote'),
              link: { label: t('orderStatus.creditNoteLink'), url: input.creditNoteUrl },
            },
          ]
        : []),
    ],
  });
  return {
    to: input.to,
    subject: t('orderStatus.subject', {
      number: input.orderNumber,
      status: t(`orderStatus.status.${input.status}`),
      estate: input.estateName,
    }),
    ...body,
  };
}
