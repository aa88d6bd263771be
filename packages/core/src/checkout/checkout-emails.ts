import { formatPrice, type SiteLang } from '@mdc/shared';
import { composeEmail, receiptNotice, signOff } from '../mail/email-layout.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';

/** What the order e-mails show: the order as it was paid. */
export interface OrderForEmail {
  orderNumber: string;
  lang: SiteLang;
  firstName: string;
  email: string;
  phone: string;
  lines: Array<{ title: string; quantity: number; unitPriceCents: number }>;
  shippingOptionName: string;
  shippingCostCents: number;
  /** The discount code used and what it took off the goods (decision 074). */
  discountCode: string | null;
  discountCents: number;
  totalCents: number;
  vatCents: number;
  shippingAddress: string[];
  billingAddress: string[];
}

const copy = {
  pt: {
    subject: (number: string, estate: string) => `Encomenda ${number} confirmada — ${estate}`,
    hello: (name: string) => `Olá ${name},`,
    thanks:
      'Obrigado pela sua encomenda. Recebemos o pagamento e vamos prepará-la para envio. ' +
      'A entrega é feita contra assinatura de um adulto (maior de 18 anos).',
    order: 'Encomenda',
    discount: (code: string) => `Desconto (código ${code})`,
    shipping: 'Envio',
    free: 'Grátis',
    total: 'Total (IVA incluído)',
    vat: 'IVA',
    address: 'Morada de entrega',
    view: 'Ver a encomenda',
  },
  en: {
    subject: (number: string, estate: string) => `Order ${number} confirmed — ${estate}`,
    hello: (name: string) => `Hello ${name},`,
    thanks:
      'Thank you for your order. We received your payment and will prepare it for shipping. ' +
      'An adult (18 or older) signs for the delivery.',
    order: 'Order',
    discount: (code: string) => `Discount (code ${code})`,
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total (VAT included)',
    vat: 'VAT',
    address: 'Delivery address',
    view: 'View your order',
  },
} satisfies Record<SiteLang, unknown>;

function lineFacts(order: OrderForEmail, lang: SiteLang): Array<[string, string]> {
  return order.lines.map((line) => [
    `${line.quantity} × ${line.title}`,
    formatPrice(line.unitPriceCents * line.quantity, lang),
  ]);
}

/** The discount code's line, when the order used one. */
function discountFacts(order: OrderForEmail, lang: SiteLang): Array<[string, string]> {
  if (!order.discountCode || order.discountCents <= 0) return [];
  return [[copy[lang].discount(order.discountCode), `−${formatPrice(order.discountCents, lang)}`]];
}

/** The buyer's confirmation, in the order's language, with the thank-you page link. */
export function orderConfirmationEmail(input: {
  order: OrderForEmail;
  estateName: string;
  thankYouUrl: string;
  site: string;
}): OutgoingEmail {
  const { order } = input;
  const lang = order.lang;
  const t = copy[lang];
  const body = composeEmail({
    lang,
    paragraphs: [t.hello(order.firstName), t.thanks],
    facts: [
      [t.order, order.orderNumber],
      ...lineFacts(order, lang),
      ...discountFacts(order, lang),
      [
        `${t.shipping} (${order.shippingOptionName})`,
        order.shippingCostCents === 0 ? t.free : formatPrice(order.shippingCostCents, lang),
      ],
      [t.total, formatPrice(order.totalCents, lang)],
      [t.vat, formatPrice(order.vatCents, lang)],
      [t.address, order.shippingAddress.join(', ')],
    ],
    action: { label: t.view, url: input.thankYouUrl },
    closing: [signOff(lang, input.estateName)],
    footer: [{ text: receiptNotice(lang, input.site) }],
  });
  return { to: order.email, subject: t.subject(order.orderNumber, input.estateName), ...body };
}

/** The estate's notice of a paid order (in Portuguese): what to pack and where it goes. */
export function orderNoticeEmail(input: { to: string; order: OrderForEmail }): OutgoingEmail {
  const { order } = input;
  const body = composeEmail({
    lang: 'pt',
    paragraphs: [`Nova encomenda paga na loja online: ${order.orderNumber}.`],
    facts: [
      ['Cliente', order.billingAddress[0] ?? order.firstName],
      ['E-mail', order.email],
      ['Telefone', order.phone || '—'],
      ...order.lines.map((line): [string, string] => [
        line.title,
        `${line.quantity} garrafa(s) a ${formatPrice(line.unitPriceCents, 'pt')}`,
      ]),
      ...discountFacts(order, 'pt'),
      ['Envio', `${order.shippingOptionName}: ${formatPrice(order.shippingCostCents, 'pt')}`],
      ['Total', formatPrice(order.totalCents, 'pt')],
      ['IVA incluído', formatPrice(order.vatCents, 'pt')],
    ],
    quote: {
      label: 'Morada de entrega:',
      text: order.shippingAddress.join('\n'),
    },
    footer: [{ text: `Faturação: ${order.billingAddress.join(', ')}` }],
  });
  return {
    to: input.to,
    replyTo: order.email || undefined,
    subject: `Nova encomenda ${order.orderNumber} — ${formatPrice(order.totalCents, 'pt')}`,
    ...body,
  };
}
