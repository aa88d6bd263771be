import { formatPrice, type DeliverStatus, type SiteLang } from '@mdc/shared';
import { composeEmail, signOff } from '../mail/email-layout.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';

/** What the buyer is told when staff move their order along (pending is never a change). */
type NoticeStatus = Exclude<DeliverStatus, 'pending'>;

const copy = {
  pt: {
    subject: {
      processing: 'está a ser preparada',
      shipped: 'foi enviada',
      on_the_way: 'está a caminho',
      delivered: 'foi entregue',
      returned: 'foi devolvida',
      cancelled: 'foi cancelada',
    },
    body: {
      processing: 'Estamos a preparar a sua encomenda para envio.',
      shipped:
        'A sua encomenda foi enviada. A entrega é feita contra assinatura de um adulto (maior de 18 anos).',
      on_the_way: 'A sua encomenda está a caminho.',
      delivered: 'A sua encomenda foi entregue. Esperamos que goste dos nossos vinhos!',
      returned: 'A sua encomenda foi-nos devolvida. Se tiver dúvidas, responda a este e-mail.',
      cancelled: 'A sua encomenda foi cancelada.',
    },
    hello: (name: string) => `Olá ${name},`,
    order: (number: string) => `Encomenda ${number}`,
    refunded: (amount: string) =>
      `Devolvemos ${amount} ao seu meio de pagamento; pode levar até 10 dias úteis a aparecer.`,
    orderLabel: 'Encomenda',
    track: 'Seguir a entrega',
    view: 'Ver a encomenda',
    details: 'Todos os detalhes da encomenda:',
  },
  en: {
    subject: {
      processing: 'is being prepared',
      shipped: 'has shipped',
      on_the_way: 'is on the way',
      delivered: 'was delivered',
      returned: 'was returned',
      cancelled: 'was cancelled',
    },
    body: {
      processing: 'We are preparing your order for shipping.',
      shipped: 'Your order has shipped. An adult (18 or older) signs for the delivery.',
      on_the_way: 'Your order is on the way.',
      delivered: 'Your order was delivered. We hope you enjoy our wines!',
      returned: 'Your order came back to us. If you have any questions, just reply to this e-mail.',
      cancelled: 'Your order was cancelled.',
    },
    hello: (name: string) => `Hello ${name},`,
    order: (number: string) => `Order ${number}`,
    refunded: (amount: string) =>
      `We refunded ${amount} to your payment method; it can take up to 10 working days to show.`,
    orderLabel: 'Order',
    track: 'Track the delivery',
    view: 'View your order',
    details: 'All the details of your order:',
  },
} satisfies Record<SiteLang, unknown>;

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
}): OutgoingEmail {
  const t = copy[input.lang];
  const showTracking =
    input.trackingUrl !== null && ['shipped', 'on_the_way'].includes(input.status);
  const paragraphs = [input.firstName ? t.hello(input.firstName) : '', t.body[input.status]];
  if (input.refundedCents > 0)
    paragraphs.push(t.refunded(formatPrice(input.refundedCents, input.lang)));
  const body = composeEmail({
    lang: input.lang,
    paragraphs: paragraphs.filter(Boolean),
    facts: [[t.orderLabel, input.orderNumber]],
    action: showTracking
      ? { label: t.track, url: input.trackingUrl! }
      : { label: t.view, url: input.orderUrl },
    closing: [signOff(input.lang, input.estateName)],
    ...(showTracking && {
      footer: [{ text: t.details, link: { label: t.view, url: input.orderUrl } }],
    }),
  });
  return {
    to: input.to,
    subject: `${t.order(input.orderNumber)} ${t.subject[input.status]} — ${input.estateName}`,
    ...body,
  };
}
