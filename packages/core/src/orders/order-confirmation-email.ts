import {
  formatPrice,
  lisbonDateTime,
  localeOf,
  summaryRows,
  type SiteLang,
  type SummaryRow,
} from '@mdc/shared';
import {
  type EmailT,
  emailTexts,
  composeEmail,
  signOff,
  type EmailSection,
  type EmailTable,
  type OutgoingEmail,
} from '../mail/index.ts';
import type { Seller } from '../settings/index.ts';
import { withdrawalInformation } from '../withdrawal/index.ts';
import { invoiceEmailSection, type InvoiceEmailInput } from '../invoices/index.ts';
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

type Copy = EmailT;

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
      return { label: t('orderConfirmation.beforeSale'), value: amount };
    case 'savings':
      return { label: t('orderConfirmation.savings'), value: `−${amount}` };
    case 'subtotal':
      return { label: t('orderConfirmation.subtotal'), value: amount };
    case 'discount':
      return {
        label: order.discountCode
          ? t('orderConfirmation.discountCode', { code: order.discountCode })
          : t('orderConfirmation.discount'),
        value: `−${amount}`,
      };
    case 'shipping':
      return {
        label: t('orderConfirmation.shipping'),
        value: row.cents ? amount : t('orderConfirmation.free'),
      };
    case 'total':
      return { label: t('orderConfirmation.total'), value: amount, strong: true };
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
    columns: (['wine', 'unitPrice', 'quantity', 'total'] as const).map((column) =>
      t(`orderConfirmation.columns.${column}`),
    ),
    struckLabel: t('orderConfirmation.before'),
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
      ...(line.savingsCents > 0 && {
        note: t('orderConfirmation.saving', { amount: formatPrice(line.savingsCents, lang) }),
      }),
    })),
    totals: [
      ...rows.map((row) => totalRow(row, order, t)),
      {
        label: vatLabel(ratePercent(order.vatRateBp, lang), t),
        value: formatPrice(order.vatCents, lang),
      },
    ],
  };
}

/** The billing and delivery addresses, each with its phone, and how it travels. */
function addressSections(order: OrderForEmail, t: Copy): EmailSection[] {
  return [
    {
      heading: t('orderConfirmation.billing'),
      lines: order.billingAddress,
      facts: [
        [t('common.phone'), order.phone || '—'],
        [t('common.email'), order.email],
      ],
    },
    {
      heading: t('orderConfirmation.delivery'),
      lines: order.shippingAddress,
      facts: [
        [t('common.phone'), order.deliveryPhone || order.phone || '—'],
        [t('orderConfirmation.method'), order.shippingOptionName || '—'],
      ],
    },
  ];
}

/** The VAT line's label, with the rate when it is known. */
const vatLabel = (rate: string, t: Copy) =>
  rate ? t('orderConfirmation.vatRate', { rate }) : t('orderConfirmation.vat');

/** The legal guarantee, where to complain, and who sells with their contacts. */
function sellerSections(seller: Seller, lang: SiteLang, t: Copy): EmailSection[] {
  const phoneNote = seller.phoneNote[lang];
  return [
    {
      heading: t('orderConfirmation.guarantee'),
      paragraphs: [t('orderConfirmation.conformity')],
      links: [
        ...(seller.complaintsBookUrl
          ? [{ label: t('orderConfirmation.complaintsBook'), url: seller.complaintsBookUrl }]
          : []),
        ...(seller.arbitration?.url
          ? [
              {
                label: t('orderConfirmation.arbitration', { name: seller.arbitration.name }),
                url: seller.arbitration.url,
              },
            ]
          : []),
      ],
    },
    {
      heading: t('orderConfirmation.seller'),
      lines: [seller.legalName, ...seller.address],
      facts: [
        ...(seller.taxId ? [[t('orderConfirmation.taxId'), seller.taxId] as [string, string]] : []),
        ...(seller.phone
          ? [
              [t('common.phone'), phoneNote ? `${seller.phone} (${phoneNote})` : seller.phone] as [
                string,
                string,
              ],
            ]
          : []),
        [t('common.email'), seller.email],
      ],
    },
  ];
}

/** The buyer's confirmation of a paid order, in the order's language. */
export function orderConfirmationEmail(input: OrderConfirmationInput): OutgoingEmail {
  const { order, seller } = input;
  const lang = order.lang;
  const t = emailTexts(lang);
  const body = composeEmail({
    lang,
    logo: { url: input.logoUrl, alt: seller.name, width: 240, height: 64 },
    paragraphs: [
      t('common.helloName', { name: order.firstName }),
      t('orderConfirmation.thanks'),
      t('orderConfirmation.keep'),
    ],
    facts: [
      [t('common.order'), order.orderNumber],
      [
        t('orderConfirmation.date'),
        `${lisbonDateTime(order.orderedAt, lang)} (${t('common.lisbonTime')})`,
      ],
      [t('orderConfirmation.payment'), t(`orderConfirmation.paidBy.${order.paymentMethod}`)],
    ],
    sections: [
      { heading: t('orderConfirmation.lines'), table: linesTable(order, t) },
      ...addressSections(order, t),
      ...(input.invoice ? [invoiceEmailSection(lang, input.invoice)] : []),
    ],
    action: { label: t('common.view'), url: input.orderUrl },
    closing: [
      seller.phone
        ? t('orderConfirmation.questionsPhone', { phone: seller.phone })
        : t('orderConfirmation.questions'),
      signOff(lang, seller.name),
    ],
    appendix: [
      ...withdrawalInformation(lang, {
        seller,
        orderUrl: input.orderUrl,
        termsUrl: input.termsUrl,
      }),
      ...sellerSections(seller, lang, t),
    ],
    footer: [
      { text: t('orderConfirmation.footer', { number: order.orderNumber, site: input.site }) },
    ],
  });
  return {
    to: order.email,
    subject: t('orderConfirmation.subject', { number: order.orderNumber, estate: seller.name }),
    ...body,
  };
}
