import { formatPrice, type PaymentMethod, type SiteLang } from '@mdc/shared';
import { estateTexts, composeEmail, type OutgoingEmail } from '../mail/index.ts';

/** An order line as the e-mails show it, with the prices the order stored. */
export interface OrderLineForEmail {
  title: string;
  quantity: number;
  /** What one bottle cost in this order. */
  unitPriceCents: number;
  lineCents: number;
  /** The price struck beside the unit price (what the sale was announced against), or null. */
  beforeCents: number | null;
  /** What the sale took off this line; 0 without a sale. */
  savingsCents: number;
}

/** What the order e-mails show: the order as it was paid. */
export interface OrderForEmail {
  orderNumber: string;
  lang: SiteLang;
  /** When it was paid (the contract's date), or when it was made. */
  orderedAt: Date;
  firstName: string;
  email: string;
  /** How it was paid: the confirmation names the method (card, MB WAY, Multibanco). */
  paymentMethod: PaymentMethod;
  /** The billing phone, with its country prefix. */
  phone: string;
  /** The phone for the delivery (the billing phone when it goes to the billing address). */
  deliveryPhone: string;
  lines: OrderLineForEmail[];
  shippingOptionName: string;
  shippingCostCents: number;
  /** Σ price before the sale × quantity. */
  beforeSaleCents: number;
  /** Σ price paid × quantity, before the discount code. */
  subtotalCents: number;
  /** The discount code used and what it took off the goods (decision 074). */
  discountCode: string | null;
  discountCents: number;
  totalCents: number;
  /**
   * The VAT the total contains and its rate in basis points
   * (docs/decisions/040-vat-on-orders.md); the rate is 0 when unknown.
   */
  vatCents: number;
  vatRateBp: number;
  shippingAddress: string[];
  billingAddress: string[];
}

/** The discount code's line, when the order used one. */
function discountFacts(order: OrderForEmail): Array<[string, string]> {
  if (!order.discountCode || order.discountCents <= 0) return [];
  const t = estateTexts();
  return [
    [
      t('orderNotice.discount', { code: order.discountCode }),
      `−${formatPrice(order.discountCents, 'pt')}`,
    ],
  ];
}

/** The estate's notice of a paid order (in Portuguese): what to pack and where it goes. */
export function orderNoticeEmail(input: { to: string; order: OrderForEmail }): OutgoingEmail {
  const { order } = input;
  const t = estateTexts();
  const pt = (cents: number) => formatPrice(cents, 'pt');
  const body = composeEmail({
    lang: 'pt',
    paragraphs: [t('orderNotice.intro', { number: order.orderNumber })],
    facts: [
      [t('orderNotice.customer'), order.billingAddress[0] ?? order.firstName],
      [t('email'), order.email],
      [t('phone'), order.phone || '—'],
      ...order.lines.map((line): [string, string] => [
        line.title,
        t('orderNotice.line', { quantity: line.quantity, price: pt(line.unitPriceCents) }),
      ]),
      ...discountFacts(order),
      [
        t('orderNotice.shipping'),
        t('orderNotice.shippingValue', {
          option: order.shippingOptionName,
          price: pt(order.shippingCostCents),
        }),
      ],
      [t('orderNotice.total'), pt(order.totalCents)],
      [t('orderNotice.vat'), pt(order.vatCents)],
    ],
    quote: { label: t('orderNotice.delivery'), text: order.shippingAddress.join('\n') },
    footer: [{ text: t('orderNotice.billing', { address: order.billingAddress.join(', ') }) }],
  });
  return {
    to: input.to,
    replyTo: order.email || undefined,
    subject: t('orderNotice.subject', { number: order.orderNumber, total: pt(order.totalCents) }),
    ...body,
  };
}
