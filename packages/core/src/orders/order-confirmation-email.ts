import {
  formatPrice,
  lisbonDateTime,
  localeOf,
  summaryRows,
  type SiteLang,
  type SummaryRow,
} from '@mdc/shared';
import { composeEmail, signOff, type EmailSection, type EmailTable } from '../mail/email-layout.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import type { Seller } from '../settings/seller.ts';
import { withdrawalInformation } from '../withdrawal/withdrawal-information.ts';
import { invoiceEmailSection, type InvoiceEmailInput } from '../invoices/invoice-email.ts';
import type { OrderForEmail } from './order-emails.ts';

/**
 * The buyer's order confirmation, the document they keep (Directive 2011/83/EU art. 8(7);
 * docs/decisions/094-order-confirmation-email.md): who sells, the order and its date, every line
 * with its unit price and saving, the totals as the site adds them up with the VAT they contain,
 * both addresses and phones, the order page, the withdrawal information with the model form, the
 * legal guarantee and where to complain. In the order's language, as text and as HTML.
 */

export interface OrderConfirmationInput {
  order: OrderForEmail;
  seller: Seller;
  /** The order page (the thank-you page): the order, its status and the withdrawal button. */
  orderUrl: string;
  /** The terms and conditions on the legal page. */
  termsUrl: string;
  /** The hosted logo, a PNG (mail programs do not show SVG). */
  logoUrl: string;
  /** The site's host, as the footer names it. */
  site: string;
  /** The invoice's download link and buyer (docs/decisions/109-invoice-provider.md). */
  invoice?: InvoiceEmailInput | undefined;
}

const copy = {
  pt: {
    subject: (number: string, estate: string) => `Encomenda ${number} confirmada — ${estate}`,
    hello: (name: string) => `Olá ${name},`,
    thanks:
      'Obrigado pela sua encomenda. Recebemos o pagamento e vamos prepará-la para envio. ' +
      'A entrega é feita contra assinatura de um adulto (maior de 18 anos).',
    keep: 'Guarde este e-mail: é a confirmação do seu contrato de compra.',
    order: 'Encomenda',
    date: 'Data',
    lisbon: 'hora de Lisboa',
    payment: 'Pagamento',
    paid: 'Pago com cartão',
    lines: 'A sua encomenda',
    columns: ['Vinho', 'Preço unitário', 'Quantidade', 'Total'],
    before: 'antes',
    saving: (amount: string) => `Poupa ${amount}`,
    beforeSale: 'Preço antes da promoção',
    savings: 'Poupança',
    subtotal: 'Subtotal',
    discount: (code: string | null) => (code ? `Desconto (código ${code})` : 'Desconto'),
    shipping: 'Envio',
    free: 'Grátis',
    total: 'Total (IVA incluído)',
    vat: (rate: string) => (rate ? `IVA incluído no total (${rate})` : 'IVA incluído no total'),
    billing: 'Morada de faturação',
    delivery: 'Morada de entrega',
    phone: 'Telefone',
    email: 'E-mail',
    method: 'Método de envio',
    view: 'Ver a encomenda',
    questions: (seller: Seller) =>
      `Se tiver alguma pergunta, responda a este e-mail${seller.phone ? ` ou ligue-nos para ${seller.phone}` : ''}.`,
    guarantee: 'Garantia e reclamações',
    conformity:
      'Os vinhos têm a garantia legal de conformidade de 3 anos (Decreto-Lei n.º 84/2021). Se alguma garrafa chegar danificada ou não corresponder à encomenda, responda a este e-mail.',
    complaintsBook: 'Livro de Reclamações Eletrónico',
    arbitration: (name: string) => `Resolução alternativa de litígios: ${name}`,
    seller: 'Vendedor',
    taxId: 'NIF',
    footer: (number: string, site: string) =>
      `Recebeu este e-mail porque fez a encomenda ${number} na loja online de ${site}. ` +
      'É uma mensagem sobre a sua compra, não publicidade.',
  },
  en: {
    subject: (number: string, estate: string) => `Order ${number} confirmed — ${estate}`,
    hello: (name: string) => `Hello ${name},`,
    thanks:
      'Thank you for your order. We received your payment and will prepare it for shipping. ' +
      'An adult (18 or older) signs for the delivery.',
    keep: 'Please keep this e-mail: it confirms your contract of sale.',
    order: 'Order',
    date: 'Date',
    lisbon: 'Lisbon time',
    payment: 'Payment',
    paid: 'Paid by card',
    lines: 'Your order',
    columns: ['Wine', 'Unit price', 'Quantity', 'Total'],
    before: 'before',
    saving: (amount: string) => `You save ${amount}`,
    beforeSale: 'Price before the sale',
    savings: 'Savings',
    subtotal: 'Subtotal',
    discount: (code: string | null) => (code ? `Discount (code ${code})` : 'Discount'),
    shipping: 'Shipping',
    free: 'Free',
    total: 'Total (VAT included)',
    vat: (rate: string) =>
      rate ? `VAT included in the total (${rate})` : 'VAT included in the total',
    billing: 'Billing address',
    delivery: 'Delivery address',
    phone: 'Phone',
    email: 'E-mail',
    method: 'Shipping method',
    view: 'View your order',
    questions: (seller: Seller) =>
      `If you have any questions, reply to this e-mail${seller.phone ? ` or call us on ${seller.phone}` : ''}.`,
    guarantee: 'Guarantee and complaints',
    conformity:
      'The wines carry the 3-year legal guarantee of conformity (Portuguese Decree-Law 84/2021). If a bottle arrives damaged or is not what you ordered, reply to this e-mail.',
    complaintsBook: 'Electronic complaints book (Livro de Reclamações)',
    arbitration: (name: string) => `Alternative dispute resolution: ${name}`,
    seller: 'Seller',
    taxId: 'Tax number (NIF)',
    footer: (number: string, site: string) =>
      `You received this e-mail because you placed order ${number} in the online shop of ${site}. ` +
      'It is about your purchase, not advertising.',
  },
} satisfies Record<SiteLang, unknown>;

type Copy = (typeof copy)[SiteLang];

/** "13 %" from 1300 basis points, in the language's style; '' when the rate is unknown. */
function ratePercent(rateBp: number, lang: SiteLang): string {
  if (rateBp <= 0) return '';
  return new Intl.NumberFormat(localeOf[lang], {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(rateBp / 10_000);
}

/** A total row as the site prints it (the shared order that adds up top to bottom). */
function totalRow(row: SummaryRow, order: OrderForEmail, t: Copy) {
  const amount = formatPrice(row.cents ?? 0, order.lang);
  switch (row.kind) {
    case 'beforeSale':
      return { label: t.beforeSale, value: amount };
    case 'savings':
      return { label: t.savings, value: `−${amount}` };
    case 'subtotal':
      return { label: t.subtotal, value: amount };
    case 'discount':
      return { label: t.discount(order.discountCode), value: `−${amount}` };
    case 'shipping':
      return { label: t.shipping, value: row.cents ? amount : t.free };
    case 'total':
      return { label: t.total, value: amount, strong: true };
  }
}

/** Every line with its unit price (and the struck price before a sale), then the totals. */
function linesTable(order: OrderForEmail, t: Copy): EmailTable {
  const lang = order.lang;
  const rows = summaryRows({
    beforeSaleCents: order.beforeSaleCents,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    shippingCents: order.shippingCostCents,
    totalCents: order.totalCents,
  });
  return {
    columns: t.columns,
    struckLabel: t.before,
    rows: order.lines.map((line) => ({
      cells: [
        line.title,
        {
          value: formatPrice(line.unitPriceCents, lang),
          struck: line.beforeCents === null ? null : formatPrice(line.beforeCents, lang),
        },
        String(line.quantity),
        formatPrice(line.lineCents, lang),
      ],
      ...(line.savingsCents > 0 && { note: t.saving(formatPrice(line.savingsCents, lang)) }),
    })),
    totals: [
      ...rows.map((row) => totalRow(row, order, t)),
      {
        label: t.vat(ratePercent(order.vatRateBp, lang)),
        value: formatPrice(order.vatCents, lang),
      },
    ],
  };
}

/** The billing and delivery addresses, each with its phone, and how it travels. */
function addressSections(order: OrderForEmail, t: Copy): EmailSection[] {
  return [
    {
      heading: t.billing,
      lines: order.billingAddress,
      facts: [
        [t.phone, order.phone || '—'],
        [t.email, order.email],
      ],
    },
    {
      heading: t.delivery,
      lines: order.shippingAddress,
      facts: [
        [t.phone, order.deliveryPhone || order.phone || '—'],
        [t.method, order.shippingOptionName || '—'],
      ],
    },
  ];
}

/** The legal guarantee, where to complain, and who sells with their contacts. */
function sellerSections(seller: Seller, lang: SiteLang, t: Copy): EmailSection[] {
  const phoneNote = seller.phoneNote[lang];
  return [
    {
      heading: t.guarantee,
      paragraphs: [t.conformity],
      links: [
        ...(seller.complaintsBookUrl
          ? [{ label: t.complaintsBook, url: seller.complaintsBookUrl }]
          : []),
        ...(seller.arbitration?.url
          ? [{ label: t.arbitration(seller.arbitration.name), url: seller.arbitration.url }]
          : []),
      ],
    },
    {
      heading: t.seller,
      lines: [seller.legalName, ...seller.address],
      facts: [
        ...(seller.taxId ? [[t.taxId, seller.taxId] as [string, string]] : []),
        ...(seller.phone
          ? [
              [t.phone, phoneNote ? `${seller.phone} (${phoneNote})` : seller.phone] as [
                string,
                string,
              ],
            ]
          : []),
        [t.email, seller.email],
      ],
    },
  ];
}

/** The buyer's confirmation of a paid order, in the order's language. */
export function orderConfirmationEmail(input: OrderConfirmationInput): OutgoingEmail {
  const { order, seller } = input;
  const lang = order.lang;
  const t = copy[lang];
  const body = composeEmail({
    lang,
    logo: { url: input.logoUrl, alt: seller.name, width: 240, height: 64 },
    paragraphs: [t.hello(order.firstName), t.thanks, t.keep],
    facts: [
      [t.order, order.orderNumber],
      [t.date, `${lisbonDateTime(order.orderedAt, lang)} (${t.lisbon})`],
      [t.payment, t.paid],
    ],
    sections: [
      { heading: t.lines, table: linesTable(order, t) },
      ...addressSections(order, t),
      ...(input.invoice ? [invoiceEmailSection(lang, input.invoice)] : []),
    ],
    action: { label: t.view, url: input.orderUrl },
    closing: [t.questions(seller), signOff(lang, seller.name)],
    appendix: [
      ...withdrawalInformation(lang, {
        seller,
        orderUrl: input.orderUrl,
        termsUrl: input.termsUrl,
      }),
      ...sellerSections(seller, lang, t),
    ],
    footer: [{ text: t.footer(order.orderNumber, input.site) }],
  });
  return { to: order.email, subject: t.subject(order.orderNumber, seller.name), ...body };
}
