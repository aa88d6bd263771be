import { vatContained, type SiteLang } from '@mdc/shared';
import type { OrderForEmail } from './order-emails.ts';

/**
 * A paid order of two wines, one on sale, with a discount code: 2 × Exmo at 24.00 and Talha
 * Branco on sale at 13.90 instead of 16.50, code −6.19, shipping 7.50. The e-mail previews show
 * it, and the order e-mails' tests read it.
 */
export function demoOrder(lang: SiteLang): OrderForEmail {
  return {
    orderNumber: 'MDC-1042',
    lang,
    orderedAt: new Date('2026-07-02T13:32:00Z'),
    firstName: 'Ana',
    email: 'ana@example.com',
    paymentMethod: 'card',
    phone: '+351 912 345 678',
    deliveryPhone: '+351 266 111 222',
    lines: [
      {
        title: 'Exmo 2021',
        quantity: 2,
        unitPriceCents: 2400,
        lineCents: 4800,
        beforeCents: null,
        savingsCents: 0,
      },
      {
        title: 'Talha Branco 2023',
        quantity: 1,
        unitPriceCents: 1390,
        lineCents: 1390,
        beforeCents: 1650,
        savingsCents: 260,
      },
    ],
    shippingOptionName: 'Envio standard',
    shippingCostCents: 750,
    beforeSaleCents: 6450,
    subtotalCents: 6190,
    discountCode: 'BEMVINDO10',
    discountCents: 619,
    totalCents: 6321,
    vatCents: vatContained(6321, 1300),
    vatRateBp: 1300,
    billingAddress: ['Ana Sousa', 'Rua das Flores 12', '1200-195 Lisboa', 'Portugal'],
    shippingAddress: ['João Sousa', 'Rua Direita 3', '7050-100 Montemor-o-Novo', 'Portugal'],
  };
}
