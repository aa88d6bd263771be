import { siteLanguages, type CompanyContact, type SiteLang } from '@mdc/shared';
import { passwordResetMessage, verifyEmailMessage } from './accounts/index.ts';
import {
  houseBookingAcknowledgementEmail,
  houseBookingNoticeEmail,
  wineTourismAcceptedEmail,
  wineTourismAcknowledgementEmail,
  wineTourismDeclinedEmail,
  wineTourismNoticeEmail,
} from './bookings/index.ts';
import { contactAcknowledgementEmail, contactNoticeEmail } from './contact/index.ts';
import { withSubjectAsTitle, type OutgoingEmail } from './mail/index.ts';
import { newsletterConfirmationEmail, newsletterLinks } from './newsletter/index.ts';
import {
  demoOrder,
  orderLapsedEmail,
  multibancoVoucherEmail,
  orderConfirmationEmail,
  orderNoticeEmail,
  orderStatusEmail,
} from './orders/index.ts';
import { sellerOf } from './settings/index.ts';
import {
  stockAlertConfirmationEmail,
  stockAlertLinks,
  stockAlertNoticeEmail,
} from './stock-alerts/index.ts';
import {
  withdrawalAcknowledgementEmail,
  withdrawalNoticeEmail,
  withdrawalRefundEmail,
  type WithdrawalStatement,
} from './withdrawal/index.ts';

/**
 * Every e-mail the site sends, in every language it is sent in, built with demo data by the same
 * functions the features call: `npm run emails:preview` writes them out (README.md), and a unit
 * test checks that each one resolves every text of the catalogues
 * (docs/decisions/106-one-i18n-and-email-templates.md).
 */
export interface EmailPreview {
  /** A file name: the e-mail and its variant, e.g. `order-status-shipped`. */
  name: string;
  lang: SiteLang;
  email: OutgoingEmail;
}

const site = 'vinhos.example';
const publicUrl = `https://${site}`;
const estateName = 'Monte das Cegonhas';
const estateEmail = 'geral@vinhos.example';

const contact: CompanyContact = {
  contact_phone: '+351 266 000 125',
  contact_mobile: '+351 912 000 125',
  phone_legal_info_pt: 'Chamada para a rede fixa nacional',
  phone_legal_info_en: 'Call to a national landline',
  contact_email: estateEmail,
  contact_adress_1: 'Herdade do Monte das Cegonhas',
  contact_adress_2: 'Estrada Nacional 114',
  contact_adress_3: '7050-472 Montemor-o-Novo',
  social_url: '',
  social_name: '',
  latitude: 38.6466,
  longitude: -8.2161,
  rental_listing_url: '',
  rental_room_id: '',
  legal_name: 'Monte das Cegonhas, Lda.',
  tax_id: '516123459',
  complaints_book_url: 'https://www.livroreclamacoes.pt',
  arbitration_name: 'CNIACC',
  arbitration_url: 'https://www.cniacc.pt',
  share_capital_eur: 5000,
  developer_name: '',
  developer_url: '',
};

function statement(lang: SiteLang, notShipped: boolean): WithdrawalStatement {
  return {
    lang,
    orderNumber: 'MDC-1042',
    orderedAt: new Date('2026-07-02T13:32:00Z'),
    firstName: 'Ana',
    buyerName: 'Ana Sousa',
    email: 'ana@example.com',
    lines: [
      { title: 'Exmo 2021', quantity: 2 },
      { title: 'Talha Branco 2023', quantity: 1 },
    ],
    reason: 'Mudei de ideias.',
    requestedAt: new Date('2026-07-05T09:10:00Z'),
    refundDueCents: 6321,
    notShipped,
  };
}

const person = (lang: SiteLang) => ({
  first_name: 'Ana',
  last_name: 'Sousa',
  email: 'ana@example.com',
  phone: '+351 912 345 678',
  recaptcha_token: 'demo',
  lang,
});

/** The buyer's order e-mails (confirmation, Multibanco voucher, status changes), in one language. */
function orderEmails(lang: SiteLang): Array<[string, OutgoingEmail]> {
  const seller = sellerOf(estateName, contact, estateEmail);
  const orderUrl = `${publicUrl}/${lang}/order/demo`;
  const statuses = [
    'processing',
    'shipped',
    'on_the_way',
    'delivered',
    'returned',
    'cancelled',
  ] as const;
  return [
    ...(['card', 'mb_way', 'multibanco'] as const).map((method): [string, OutgoingEmail] => [
      method === 'card' ? 'order-confirmation' : `order-confirmation-${method.replace('_', '-')}`,
      orderConfirmationEmail({
        order: { ...demoOrder(lang), paymentMethod: method },
        seller,
        orderUrl,
        termsUrl: `${publicUrl}/legal#termsConditions`,
        logoUrl: `${publicUrl}/images/logo-email.png`,
        site,
      }),
    ]),
    [
      'order-confirmation-with-invoice',
      orderConfirmationEmail({
        order: demoOrder(lang),
        seller,
        orderUrl,
        termsUrl: `${publicUrl}/legal#termsConditions`,
        logoUrl: `${publicUrl}/images/logo-email.png`,
        site,
        invoice: {
          url: `${orderUrl}/invoices/invoice.pdf`,
          taxId: '123456789',
          company: 'Adega Exemplo, Lda.',
          proForma: true,
        },
      }),
    ],
    ...[null, 'https://payments.example/voucher/MDC-1042'].map(
      (voucherUrl): [string, OutgoingEmail] => [
        voucherUrl ? 'multibanco-voucher-stripe' : 'multibanco-voucher',
        multibancoVoucherEmail({
          to: 'ana@example.com',
          lang,
          firstName: 'Ana',
          orderNumber: 'MDC-1042',
          estateName,
          entity: '12345',
          reference: '123456789',
          amountCents: 6321,
          expiresAt: new Date('2026-12-01T23:59:00Z'),
          orderUrl,
          voucherUrl,
        }),
      ],
    ),
    ...(['mb_way', 'multibanco'] as const).map((method): [string, OutgoingEmail] => [
      `order-lapsed-${method.replace('_', '-')}`,
      orderLapsedEmail({
        to: 'ana@example.com',
        lang,
        firstName: 'Ana',
        orderNumber: 'MDC-1042',
        estateName,
        method,
        lapsedAt: new Date('2026-12-01T23:59:00Z'),
        shopUrl: `${publicUrl}/${lang}/shop`,
        orderUrl,
      }),
    ]),
    ...statuses.map((status): [string, OutgoingEmail] => [
      `order-status-${status}`,
      orderStatusEmail({
        to: 'ana@example.com',
        lang,
        firstName: 'Ana',
        orderNumber: 'MDC-1042',
        status,
        estateName,
        orderUrl,
        trackingUrl: 'https://tracking.example/MDC-1042',
        refundedCents: status === 'cancelled' ? 6321 : 0,
        creditNoteUrl: `${orderUrl}/invoices/credit-note.pdf`,
      }),
    ]),
  ];
}

/** The e-mails to visitors and buyers, in one language. */
function visitorEmails(lang: SiteLang): Array<[string, OutgoingEmail]> {
  const orderUrl = `${publicUrl}/${lang}/order/demo`;
  const alertLinks = stockAlertLinks(publicUrl, 'demo-token', lang);
  const wine = { title: 'Exmo', year: 2021, productUrl: 'exmo-2021' };
  const receipt = { estateName, site };
  const visit = {
    email: 'ana@example.com',
    firstName: 'Ana',
    lang,
    experience: 'vineyard_cellar' as const,
    visitDate: '2026-09-12',
    people: 4,
    activityLanguage: lang,
    decisionNote: lang === 'pt' ? 'Esperamos por si às 10:00.' : 'We expect you at 10:00.',
  };
  const account = {
    to: 'ana@example.com',
    name: 'Ana',
    lang,
    url: `${publicUrl}/demo`,
    estateName,
    site,
  };
  return [
    ...orderEmails(lang),
    [
      'stock-alert-confirmation',
      stockAlertConfirmationEmail({
        to: 'ana@example.com',
        lang,
        wine,
        links: alertLinks,
        estateName,
        site,
      }),
    ],
    [
      'stock-alert-back',
      stockAlertNoticeEmail({
        to: 'ana@example.com',
        lang,
        wine,
        cancelLink: alertLinks.cancel,
        estateName,
        publicUrl,
      }),
    ],
    [
      'stock-alert-next-vintage',
      stockAlertNoticeEmail({
        to: 'ana@example.com',
        lang,
        wine: { ...wine, year: 2022, productUrl: 'exmo-2022' },
        waitedFor: wine,
        cancelLink: alertLinks.cancel,
        estateName,
        publicUrl,
      }),
    ],
    [
      'withdrawal-acknowledgement',
      withdrawalAcknowledgementEmail({
        to: 'ana@example.com',
        replyTo: estateEmail,
        statement: statement(lang, false),
        estateName,
        orderUrl,
      }),
    ],
    [
      'withdrawal-acknowledgement-not-shipped',
      withdrawalAcknowledgementEmail({
        to: 'ana@example.com',
        replyTo: estateEmail,
        statement: statement(lang, true),
        estateName,
        orderUrl,
      }),
    ],
    [
      'withdrawal-refund',
      withdrawalRefundEmail({
        to: 'ana@example.com',
        lang,
        firstName: 'Ana',
        orderNumber: 'MDC-1042',
        amountCents: 6321,
        estateName,
        orderUrl,
      }),
    ],
    [
      'contact-acknowledgement',
      contactAcknowledgementEmail({ to: 'ana@example.com', lang, estateName, site }),
    ],
    [
      'house-booking-acknowledgement',
      houseBookingAcknowledgementEmail({
        booking: {
          ...person(lang),
          guests: 'up_to_6',
          arrival: '2026-09-10',
          departure: '2026-09-13',
          message: '',
        },
        ...receipt,
      }),
    ],
    [
      'wine-tourism-acknowledgement',
      wineTourismAcknowledgementEmail({
        booking: {
          ...person(lang),
          experience: 'talha_tasting',
          visit_date: '2026-09-12',
          people: 2,
          activity_language: lang,
          message: '',
        },
        ...receipt,
      }),
    ],
    [
      'wine-tourism-accepted',
      wineTourismAcceptedEmail(visit, { estateName, estateEmail, publicUrl, contact }),
    ],
    [
      'wine-tourism-declined',
      wineTourismDeclinedEmail(visit, { estateName, estateEmail, publicUrl }),
    ],
    ['account-welcome', verifyEmailMessage({ ...account, welcome: true })],
    ['account-verify', verifyEmailMessage({ ...account, welcome: false })],
    ['account-password-reset', passwordResetMessage(account)],
    [
      'newsletter-confirmation',
      newsletterConfirmationEmail({
        to: 'ana@example.com',
        lang,
        links: newsletterLinks(publicUrl, 'demo-token', lang),
        estateName,
      }),
    ],
  ];
}

/** The notices the estate reads, in Portuguese. */
function estateEmails(): Array<[string, OutgoingEmail]> {
  const message = 'Gostaríamos de visitar a adega.\nSomos quatro.';
  return [
    ['estate-order-notice', orderNoticeEmail({ to: estateEmail, order: demoOrder('en') })],
    [
      'estate-withdrawal-notice',
      withdrawalNoticeEmail({
        to: estateEmail,
        statement: statement('en', false),
        deliverStatus: 'delivered',
        adminUrl: `${publicUrl}/admin/#/orders/1/show`,
      }),
    ],
    [
      'estate-contact-notice',
      contactNoticeEmail({
        to: estateEmail,
        message: { ...person('en'), subject: 'Visita', message },
      }),
    ],
    [
      'estate-house-booking-notice',
      houseBookingNoticeEmail({
        to: estateEmail,
        booking: {
          ...person('en'),
          guests: 'up_to_12',
          arrival: '2026-09-10',
          departure: '2026-09-13',
          message,
          room_id: 'casa-grande',
        },
      }),
    ],
    [
      'estate-wine-tourism-notice',
      wineTourismNoticeEmail({
        to: estateEmail,
        booking: {
          ...person('en'),
          experience: 'harvest_day',
          visit_date: '2026-09-12',
          people: 1,
          activity_language: 'en',
          message,
        },
      }),
    ],
  ];
}

export function emailPreviews(): EmailPreview[] {
  return [
    ...siteLanguages.flatMap((lang) =>
      visitorEmails(lang).map(([name, email]) => ({ name, lang, email })),
    ),
    ...estateEmails().map(([name, email]) => ({ name, lang: 'pt' as const, email })),
  ].map((preview) => ({ ...preview, email: asQueued(preview.email) }));
}

/** The e-mail as the outbox stores and sends it: its subject is its HTML's title. */
const asQueued = (email: OutgoingEmail): OutgoingEmail =>
  email.html ? { ...email, html: withSubjectAsTitle(email.html, email.subject) } : email;
