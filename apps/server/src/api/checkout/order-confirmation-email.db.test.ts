import { emails, testDatabaseKinds, winePriceHistory, wines } from '@mdc/db';
import { escapeHtml } from '@mdc/core';
import { formatPrice, vatContained, type SiteLang } from '@mdc/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import {
  customerInEvora,
  newCheckoutId,
  post,
  checkoutUrls,
  createCheckoutTestApp,
  type DemoIds,
} from './checkout-test-support.ts';

/**
 * The order confirmation as the buyer gets it (docs/decisions/094-order-confirmation-email.md):
 * an order paid through the API with a wine on sale, a discount code and a delivery address of
 * its own, then the queued e-mail read from the outbox, in Portuguese and in English.
 */

const { intent: intentUrl, confirm: confirmUrl, card: cardUrl } = checkoutUrls;
const estateEmail = 'encomendas@montedascegonhas.test';
const script = '<script>alert("x")</script>';

const words = {
  pt: {
    subject: /^Encomenda MDC-\d+ confirmada — /,
    orderPath: '/shop/obrigado/',
    termsPath: '/politica-privacidade-cookies#termsConditions',
    before: 'antes',
    saving: 'Poupa',
    vat: 'IVA incluído no total (13%)',
    withdrawal: [
      'Direito de livre resolução',
      'Pode desistir desta compra no prazo de 14 dias',
      'Os custos diretos da devolução ficam a seu cargo',
      'no prazo de 14 dias a contar do dia em que recebermos a sua declaração',
      'Modelo de formulário de livre resolução',
      '(*) Riscar o que não interessa.',
    ],
  },
  en: {
    subject: /^Order MDC-\d+ confirmed — /,
    orderPath: '/en/shop/thank-you/',
    termsPath: '/en/privacy-policy-cookies#termsConditions',
    before: 'before',
    saving: 'You save',
    vat: 'VAT included in the total (13%)',
    withdrawal: [
      'Right of withdrawal',
      'You may withdraw from this purchase within 14 days',
      'You bear the direct cost of returning them',
      'within 14 days of the day we receive your statement',
      'Model withdrawal form',
      '(*) Delete as appropriate.',
    ],
  },
} as const;

describe.each(testDatabaseKinds)('the order confirmation e-mail on %s', (kind) => {
  let t: TestApp;
  let ids: DemoIds;
  const db = () => t.app.database.db;
  beforeAll(async () => {
    ({ t, ids } = await createCheckoutTestApp(kind, {
      ESTATE_EMAIL: estateEmail,
      PUBLIC_URL: 'https://vinhos.example',
    }));
  });
  afterAll(async () => t?.close());

  /** Pays 2 × Exmo and 1 × Bosque Destinto (on sale) with BEMVINDO10, sent to Évora. */
  async function payOrder(lang: SiteLang, email: string) {
    const customer = {
      ...customerInEvora,
      email,
      firstName: `Ana ${script}`,
      preferred_language: lang,
      sameAsBilling: false,
      shipping_first_name: 'João',
      shipping_last_name: 'Sousa',
      shipping_email: email,
      shipping_phone: '+351 266 111 222',
      shipping_address_line1: `Rua Direita ${script}`,
      shipping_house_number: '3',
      shipping_postal_code: '7000-100',
      shipping_city: 'Évora',
      shipping_country: 'PT',
      shipping_country_name: 'Portugal',
      shipping_region: 'PT-07',
      shipping_region_name: 'Évora',
    };
    const request = {
      checkout_id: newCheckoutId(),
      cart: [
        { id: ids.exmo, quantity: 2 },
        { id: ids.bosque, quantity: 1 },
      ],
      shipping_option_id: ids.optionFor('PT-07'),
      subtotal: '61.90',
      shipping_cost: '7.50',
      total: '63.21',
      language: lang,
      customer,
      adult_confirmed: true,
      discount_code: 'BEMVINDO10',
    };
    const intent = await post(t.app, intentUrl, request);
    expect(intent.statusCode, intent.body).toBe(200);
    const { paymentIntentId, clientSecret } = intent.json();
    const card = { paymentIntentId, clientSecret, card_number: '4242424242424242' };
    const paid = await post(t.app, cardUrl, { ...card, expiry: '12/39', cvc: '123' });
    expect(paid.json()).toEqual({ status: 'succeeded' });
    const saved = await post(t.app, confirmUrl, {
      cart: request.cart,
      customer,
      paymentIntentId,
      shipping_option_id: request.shipping_option_id,
      language: lang,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [mail] = await db()
      .select()
      .from(emails)
      .where(and(eq(emails.to, email), eq(emails.replyTo, estateEmail)));
    return { mail: mail!, code: (saved.json() as { code: string }).code };
  }

  /** Pays one bottle of a wine to Évora (standard shipping 7.50), same address for both. */
  async function payOne(wineId: number, unitCents: number, email: string) {
    const customer = { ...customerInEvora, email };
    const request = {
      checkout_id: newCheckoutId(),
      cart: [{ id: wineId, quantity: 1 }],
      shipping_option_id: ids.optionFor('PT-07'),
      subtotal: (unitCents / 100).toFixed(2),
      shipping_cost: '7.50',
      total: ((unitCents + 750) / 100).toFixed(2),
      language: 'pt',
      customer,
      adult_confirmed: true,
    };
    const intent = await post(t.app, intentUrl, request);
    expect(intent.statusCode, intent.body).toBe(200);
    const { paymentIntentId, clientSecret } = intent.json();
    const card = { paymentIntentId, clientSecret, card_number: '4242424242424242' };
    await post(t.app, cardUrl, { ...card, expiry: '12/39', cvc: '123' });
    const saved = await post(t.app, confirmUrl, {
      cart: request.cart,
      customer,
      paymentIntentId,
      shipping_option_id: request.shipping_option_id,
      language: 'pt',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [mail] = await db().select().from(emails).where(eq(emails.to, email));
    return mail!;
  }

  /** Avó Zeca on sale at `saleCents` from list `listCents`, after these bottle prices. */
  async function onSale(listCents: number, saleCents: number, history: Array<[number, number]>) {
    const id = ids.avoZeca;
    await db()
      .update(wines)
      .set({ priceCents: listCents, salePriceCents: saleCents })
      .where(eq(wines.id, id));
    await db().delete(winePriceHistory).where(eq(winePriceHistory.wineId, id));
    await db()
      .insert(winePriceHistory)
      .values(
        history.map(([daysAgo, cents]) => ({
          wineId: id,
          priceCents: listCents,
          unitPriceCents: cents,
          validFrom: new Date(Date.now() - daysAgo * 86_400_000),
        })),
      );
    return id;
  }

  it('strikes the price the sale was announced against, not the list price (DL 109-G/2021)', async () => {
    const price = (cents: number) => formatPrice(cents, 'pt');
    // List 14.00, on sale at 11.50; 12.00 was charged within the 30 days: announced against 12.00.
    const reduced = await payOne(
      await onSale(1400, 1150, [
        [20, 1200],
        [2, 1400],
        [0, 1150],
      ]),
      1150,
      `reference-${kind}@example.com`,
    );
    expect(reduced.text).toContain(`${price(1150)} (antes ${price(1200)})`);
    expect(reduced.text).toContain(`Poupa ${price(50)}`);
    expect(reduced.text).not.toContain(price(1400));

    // 11.00 within the 30 days: 11.50 is no reduction, so nothing is struck and nothing saved.
    const none = await payOne(
      await onSale(1300, 1150, [
        [10, 1100],
        [5, 1300],
        [0, 1150],
      ]),
      1150,
      `no-reduction-${kind}@example.com`,
    );
    expect(none.text).toContain(`Preço unitário: ${price(1150)} · Quantidade: 1`);
    expect(none.text).not.toMatch(/\(antes |Poupa|Preço antes da promoção/);
    expect(none.html).not.toContain('<s>');
  });

  it.each(['pt', 'en'] as const)(
    'is the whole document, in the order’s language (%s)',
    async (lang) => {
      const w = words[lang];
      const { mail, code } = await payOrder(lang, `buyer-${lang}-${kind}@example.com`);
      const html = mail.html ?? '';
      const price = (cents: number) => formatPrice(cents, lang);
      const inBoth = (value: string) => {
        expect(mail.text).toContain(value);
        expect(html).toContain(escapeHtml(value));
      };
      expect(mail.subject).toMatch(w.subject);
      expect(html).toContain(`<html dir="ltr" lang="${lang}">`);

      // Every line: unit price, the struck price before the sale and the saving, line total.
      for (const cents of [2400, 4800, 1390]) inBoth(price(cents));
      expect(mail.text).toContain(`${price(1390)} (${w.before} ${price(1650)})`);
      expect(html).toContain(`${w.before} <s>${escapeHtml(price(1650))}</s>`);
      inBoth(`${w.saving} ${price(260)}`);
      // Totals as the order stored them, and the VAT they contain.
      for (const value of [price(6450), `−${price(260)}`, price(6190), `−${price(619)}`]) {
        inBoth(value);
      }
      for (const value of [price(750), price(6321), w.vat, price(vatContained(6321, 1300))]) {
        inBoth(value);
      }
      inBoth('BEMVINDO10');

      // Billing and delivery addresses with their phones.
      for (const value of [
        'Rua das Flores 12',
        '7050-100 Montemor-o-Novo',
        '+351 912 345 678',
        'João Sousa',
        'Rua Direita',
        '7000-100 Évora',
        '+351 266 111 222',
      ]) {
        inBoth(value);
      }

      // The order page (with the withdrawal button), the terms, the withdrawal information and form.
      const orderUrl = `https://vinhos.example${w.orderPath}${code}`;
      expect(mail.text).toContain(orderUrl);
      expect(html).toContain(`href="${orderUrl}"`);
      expect(html).toContain(`href="https://vinhos.example${w.termsPath}"`);
      for (const value of w.withdrawal) inBoth(value);

      // Who sells, from the company contact record the estate keeps (the demo's here).
      const contact = await t.app.services.content.companyContact();
      expect(contact?.tax_id).toBeTruthy();
      for (const value of [
        contact!.legal_name,
        contact!.tax_id,
        contact!.contact_adress_2,
        contact!.contact_phone,
        contact!.contact_email,
      ]) {
        inBoth(value);
      }
      expect(html).toContain('src="https://vinhos.example/images/logo-email.png"');

      // What the buyer typed is escaped in the HTML and kept as typed in the text.
      expect(html).not.toContain('<script');
      expect(html).toContain(escapeHtml(`Ana ${script}`));
      expect(html).toContain(escapeHtml(`Rua Direita ${script} 3`));
      expect(mail.text).toContain(`Rua Direita ${script} 3`);
    },
  );
});
