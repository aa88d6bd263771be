import { describe, expect, it } from 'vitest';
import {
  formatPrice,
  lisbonDateTime,
  vatContained,
  type CompanyContact,
  type SiteLang,
} from '@mdc/shared';
import { escapeHtml } from '../mail/index.ts';
import { sellerOf } from '../settings/index.ts';
import { demoOrder } from './demo-order.ts';
import type { OrderForEmail } from './order-emails.ts';
import { orderConfirmationEmail } from './order-confirmation-email.ts';

const contact = {
  contact_phone: '+351 266 000 125',
  phone_legal_info_pt: 'Chamada para a rede fixa nacional',
  phone_legal_info_en: 'Call to a national landline',
  contact_email: 'geral@adega.example',
  contact_adress_1: 'Herdade do Monte',
  contact_adress_2: 'Estrada Nacional 114',
  contact_adress_3: '7050-472 Montemor-o-Novo',
  legal_name: 'Adega do Monte, Lda.',
  tax_id: '516123459',
  complaints_book_url: 'https://www.livroreclamacoes.pt',
  arbitration_name: 'CNIACC',
  arbitration_url: 'https://www.cniacc.pt',
} as CompanyContact;

const script = '<script>alert(1)</script>';

/** The demo order, with markup typed into the buyer's name and delivery address. */
function order(lang: SiteLang): OrderForEmail {
  return {
    ...demoOrder(lang),
    firstName: `Ana ${script}`,
    shippingAddress: ['João Sousa', `Rua Direita ${script} 3`, '7050-100 Montemor-o-Novo'],
  };
}

function render(lang: SiteLang, seller = sellerOf('Monte', contact, 'inbox@adega.example')) {
  return orderConfirmationEmail({
    order: order(lang),
    seller,
    orderUrl: `https://vinhos.example/${lang}/order/abc?x=1&y=2`,
    termsUrl: 'https://vinhos.example/legal#termsConditions',
    logoUrl: 'https://vinhos.example/images/logo-email.png',
    site: 'vinhos.example',
  });
}

const words = {
  pt: {
    subject: 'Encomenda MDC-1042 confirmada — Monte',
    saving: 'Poupa',
    before: 'antes',
    vat: 'IVA incluído no total (13%)',
    withdrawal: [
      'Direito de livre resolução',
      'no prazo de 14 dias',
      'Decreto-Lei n.º 24/2014',
      '«Livre resolução: desistir do contrato aqui»',
      'Os custos diretos da devolução ficam a seu cargo',
      'reembolsamos todos os pagamentos recebidos, incluindo os portes de envio iniciais, no prazo de 14 dias',
    ],
    form: [
      'Modelo de formulário de livre resolução',
      '— Para Adega do Monte, Lda., Herdade do Monte, Estrada Nacional 114, 7050-472 Montemor-o-Novo, geral@adega.example:',
      'que resolvo/resolvemos (*) do meu/nosso (*) contrato de venda do seguinte bem',
      '— Solicitado em (*)/recebido em (*)',
      '— Assinatura do(s) consumidor(es)',
      '(*) Riscar o que não interessa.',
    ],
    footer: 'Recebeu este e-mail porque fez a encomenda MDC-1042',
  },
  en: {
    subject: 'Order MDC-1042 confirmed — Monte',
    saving: 'You save',
    before: 'before',
    vat: 'VAT included in the total (13%)',
    withdrawal: [
      'Right of withdrawal',
      'within 14 days',
      'Decree-Law 24/2014',
      '"Withdraw from contract here"',
      'You bear the direct cost of returning them',
      'we refund all payments received from you, including the original delivery cost, within 14 days',
    ],
    form: [
      'Model withdrawal form',
      '— To Adega do Monte, Lda., Herdade do Monte, Estrada Nacional 114, 7050-472 Montemor-o-Novo, geral@adega.example:',
      'hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods',
      '— Ordered on (*)/received on (*),',
      '— Signature of consumer(s)',
      '(*) Delete as appropriate.',
    ],
    footer: 'You received this e-mail because you placed order MDC-1042',
  },
} as const;

describe.each(['pt', 'en'] as const)('the order confirmation in %s', (lang) => {
  const w = words[lang];
  const mail = render(lang);
  const html = mail.html ?? '';
  const price = (cents: number) => formatPrice(cents, lang);
  /** In both parts: as typed in the text, escaped in the HTML. */
  const inBoth = (value: string) => {
    expect(mail.text).toContain(value);
    expect(html).toContain(escapeHtml(value));
  };

  it('is in the order’s language, to the buyer, about the order', () => {
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe(w.subject);
    expect(html).toContain(`<html dir="ltr" lang="${lang}">`);
    inBoth('MDC-1042');
    // Date and time in Lisbon: 13:32 UTC in July is 14:32 there.
    inBoth(lisbonDateTime('2026-07-02T13:32:00Z', lang));
    expect(lisbonDateTime('2026-07-02T13:32:00Z', lang)).toMatch(/14:32|2:32/);
  });

  it('shows every line with its unit price, struck price, saving and line total', () => {
    for (const value of ['Exmo 2021', 'Talha Branco 2023', price(2400), price(4800)]) {
      inBoth(value);
    }
    inBoth(price(1390));
    expect(mail.text).toContain(`${price(1390)} (${w.before} ${price(1650)})`);
    expect(html).toContain(`${w.before} <s>${escapeHtml(price(1650))}</s>`);
    inBoth(`${w.saving} ${price(260)}`);
  });

  it('adds up as printed: before the sale, savings, subtotal, code, shipping, total, VAT', () => {
    for (const cents of [6450, 6190, 750, 6321]) inBoth(price(cents));
    inBoth(`−${price(260)}`);
    inBoth(`−${price(619)}`);
    inBoth('BEMVINDO10');
    // The VAT the total contains, by the shared rule (decision 040).
    inBoth(w.vat);
    inBoth(price(vatContained(6321, 1300)));
    const text = mail.text;
    expect(text.indexOf(price(6450))).toBeLessThan(text.indexOf(`−${price(619)}`));
    expect(text.indexOf(`−${price(619)}`)).toBeLessThan(text.indexOf(price(6321)));
  });

  it('gives both addresses, both phones, the e-mail and the shipping method', () => {
    for (const value of [
      'Ana Sousa',
      'Rua das Flores 12',
      '1200-195 Lisboa',
      'João Sousa',
      '7050-100 Montemor-o-Novo',
      '+351 912 345 678',
      '+351 266 111 222',
      'ana@example.com',
      'Envio standard',
    ]) {
      inBoth(value);
    }
  });

  it('carries the withdrawal information, the order link and the model form', () => {
    for (const value of [...w.withdrawal, ...w.form]) inBoth(value);
    const orderUrl = `https://vinhos.example/${lang}/order/abc?x=1&y=2`;
    expect(mail.text).toContain(orderUrl);
    expect(html).toContain(`href="${escapeHtml(orderUrl)}"`);
    expect(html).toContain('href="https://vinhos.example/legal#termsConditions"');
  });

  it('names the seller: legal name, NIF, address, phone with its call note, e-mail, logo', () => {
    for (const value of [
      'Adega do Monte, Lda.',
      '516123459',
      'Herdade do Monte',
      '+351 266 000 125',
      contact[lang === 'pt' ? 'phone_legal_info_pt' : 'phone_legal_info_en'],
      'geral@adega.example',
      'https://www.livroreclamacoes.pt',
      'CNIACC',
    ]) {
      inBoth(value);
    }
    expect(html).toMatch(
      /<img alt="Monte" height="64" src="https:\/\/vinhos\.example\/images\/logo-email\.png"[^>]* width="240"/,
    );
    // Without images the name still heads the text part.
    expect(mail.text.startsWith('Monte\n')).toBe(true);
  });

  it('ends with a footer about the purchase, not a newsletter or form notice', () => {
    inBoth(w.footer);
    expect(mail.text).not.toMatch(/newsletter|indicado num formulário|entered in a form/i);
  });

  it('escapes what the buyer typed in the HTML and keeps it as typed in the text', () => {
    expect(html).not.toContain('<script');
    expect(html).toContain(escapeHtml(`Ana ${script}`));
    expect(html).toContain(escapeHtml(`Rua Direita ${script} 3`));
    expect(mail.text).toContain(`Rua Direita ${script} 3`);
  });
});

describe('the order confirmation without a company contact record', () => {
  it('signs with the estate name, names the estate inbox and leaves out what is not known', () => {
    const mail = render('en', sellerOf('Monte', null, 'inbox@adega.example'));
    expect(mail.text).toContain('— To Monte, inbox@adega.example:');
    expect(mail.text).not.toContain('NIF');
    expect(mail.text).not.toContain('by letter');
    expect(mail.text).toContain('Kind regards,\nMonte');
  });
});

describe('the confirmation names the way the order was paid (issue 29, point 12)', () => {
  const paidBy = {
    pt: { card: 'Pago com cartão', mb_way: 'Pago com MB WAY', multibanco: 'Pago por Multibanco' },
    en: { card: 'Paid by card', mb_way: 'Paid with MB WAY', multibanco: 'Paid by Multibanco' },
  } as const;
  it.each([
    ['pt', 'card'],
    ['pt', 'mb_way'],
    ['pt', 'multibanco'],
    ['en', 'card'],
    ['en', 'mb_way'],
    ['en', 'multibanco'],
  ] as const)('in %s, paid with %s', (lang, method) => {
    const mail = orderConfirmationEmail({
      order: { ...demoOrder(lang), paymentMethod: method },
      seller: sellerOf('Monte', contact, 'inbox@adega.example'),
      orderUrl: `https://vinhos.example/${lang}/order/abc`,
      termsUrl: 'https://vinhos.example/legal#termsConditions',
      logoUrl: 'https://vinhos.example/images/logo-email.png',
      site: 'vinhos.example',
    });
    expect(mail.text).toContain(paidBy[lang][method]);
    expect(mail.html).toContain(escapeHtml(paidBy[lang][method]));
    // No other method's wording (the card's was printed for every order before).
    for (const other of Object.keys(paidBy[lang]) as Array<keyof (typeof paidBy)[typeof lang]>) {
      if (other !== method) expect(mail.text).not.toContain(paidBy[lang][other]);
    }
  });
});
