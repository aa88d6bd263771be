import { discountCodes, emails, orders, testDatabaseKinds } from '@mdc/db';
import {
  createPaymentIntentResponseSchema,
  discountCodeCheckResponseSchema,
  orderSchema,
} from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { newVisitorIp } from '../captcha/form-test-support.ts';
import {
  customerInEvora,
  newCheckoutId,
  orderOfCheckout,
  post,
  stockOf,
  checkoutUrls,
  createCheckoutTestApp,
  type DemoIds,
} from './checkout-test-support.ts';

const checkUrl = '/api/shop/discount-codes/check/';
const { intent: intentUrl, confirm: confirmUrl, card: cardUrl } = checkoutUrls;

const day = 86_400_000;
let codes = 0;
/** A code no other test uses. */
const uniqueCode = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${++codes}`.toUpperCase();

describe.each(testDatabaseKinds)('discount codes at checkout on %s', (kind) => {
  let t: TestApp;
  let ids: DemoIds;
  const db = () => t.app.database.db;
  beforeAll(async () => {
    ({ t, ids } = await createCheckoutTestApp(kind, { PUBLIC_URL: 'https://vinhos.example' }));
  });
  afterAll(async () => t?.close());

  /** Stores a code: 10 % from 30 € unless told otherwise. */
  async function addCode(values: Partial<typeof discountCodes.$inferInsert> = {}) {
    const [row] = await db()
      .insert(discountCodes)
      .values({
        code: uniqueCode('TEST'),
        kind: 'percent',
        percent: 10,
        minOrderCents: 3000,
        ...values,
      })
      .returning();
    return row!;
  }
  const usedCount = async (id: number) =>
    (await db().select().from(discountCodes).where(eq(discountCodes.id, id)))[0]!.usedCount;

  /** 2 × Exmo (24.00) + 1 × Bosque Destinto on sale (13.90): goods 61.90. */
  const cart = () => [
    { id: ids.exmo, quantity: 2 },
    { id: ids.bosque, quantity: 1 },
  ];
  const check = (discount_code: unknown, extra: Record<string, unknown> = {}, ip?: string) =>
    post(t.app, checkUrl, { discount_code, cart: cart(), language: 'pt', ...extra }, ip);

  /** The intent for that cart to Évora (7.50 shipping) with a code and the page's figures. */
  const intentBody = (discount_code: string | null, total: string, extra = {}) => ({
    checkout_id: newCheckoutId(),
    cart: cart(),
    shipping_option_id: ids.optionFor('PT-07'),
    subtotal: '61.90',
    shipping_cost: '7.50',
    total,
    language: 'pt',
    customer: customerInEvora,
    adult_confirmed: true,
    discount_code,
    ...extra,
  });

  describe('the check route', () => {
    it('applies the demo code to the goods after sale prices, however it was typed', async () => {
      const res = await check('  bemvindo10 ');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(discountCodeCheckResponseSchema.parse(res.json())).toEqual({
        discount_code: 'BEMVINDO10',
        kind: 'percent',
        percent: 10,
        amount: null,
        min_order: '30.00',
        subtotal: '61.90',
        discount_amount: '6.19',
      });
    });

    it('caps a fixed amount at the goods', async () => {
      const { code } = await addCode({
        kind: 'fixed',
        percent: null,
        amountCents: 10_000,
        minOrderCents: 0,
      });
      expect((await check(code)).json()).toMatchObject({
        kind: 'fixed',
        amount: '100.00',
        discount_amount: '61.90',
      });
    });

    it('refuses with the reason in the buyer’s language, naming discount_code', async () => {
      const unknown = await check('NAO-EXISTE');
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().fields.discount_code).toMatch(/^Não conhecemos este código/);
      expect((await check('não é código')).json().fields).toEqual(unknown.json().fields);

      // A switched-off code reads exactly like one that never existed.
      const off = await addCode({ active: false });
      expect((await check(off.code)).json().fields).toEqual(unknown.json().fields);

      const expired = await addCode({ endsAt: new Date(Date.now() - day) });
      expect((await check(expired.code)).json().fields.discount_code).toBe(
        'Este código de desconto já expirou.',
      );
      expect((await check(expired.code, { language: 'en' })).json().fields.discount_code).toBe(
        'This discount code has expired.',
      );

      const later = await addCode({ startsAt: new Date('2099-07-01T00:00:00+01:00') });
      expect((await check(later.code)).json().fields.discount_code).toBe(
        'Este código de desconto só é válido a partir de 1 de julho de 2099.',
      );
      expect((await check(later.code, { language: 'en' })).json().fields.discount_code).toBe(
        'This discount code is valid from July 1, 2099.',
      );

      const full = await addCode({ usageLimit: 2, usedCount: 2 });
      expect((await check(full.code)).json().fields.discount_code).toBe(
        'Este código de desconto já foi usado o número máximo de vezes.',
      );

      const big = await addCode({ minOrderCents: 10_000 });
      const below = await check(big.code);
      expect(below.statusCode).toBe(422);
      expect(below.json().fields.discount_code).toMatch(
        /^Este código de desconto é válido para compras a partir de 100,00\s€ \(sem contar os portes\)\.$/u,
      );
      expect((await check(big.code, { language: 'en' })).json().fields.discount_code).toBe(
        'This discount code applies to orders of €100.00 or more (before shipping).',
      );
    });

    it('answers 400 naming the field for bad input', async () => {
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ cart: cart() }, 'discount_code'],
        [{ discount_code: '', cart: cart() }, 'discount_code'],
        [{ discount_code: 42, cart: cart() }, 'discount_code'],
        [{ discount_code: 'BEMVINDO10' }, 'cart'],
        [{ discount_code: 'BEMVINDO10', cart: [] }, 'cart'],
        [{ discount_code: 'BEMVINDO10', cart: cart(), language: 'fr' }, 'language'],
        [{ discount_code: 'BEMVINDO10', cart: cart(), checkout_id: '../x' }, 'checkout_id'],
      ];
      for (const [body, field] of cases) {
        const res = await post(t.app, checkUrl, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(res.json().fields ?? {}).join(), JSON.stringify(body)).toContain(field);
      }
    });

    it('stops an address that tries too many codes', async () => {
      const ip = newVisitorIp();
      const answers = [];
      for (let i = 0; i < 21; i += 1) answers.push((await check(`GUESS-${i}`, {}, ip)).statusCode);
      expect(answers.slice(0, 20).every((status) => status === 422)).toBe(true);
      expect(answers[20]).toBe(429);
      // Even the right code: a guesser learns nothing more from this address for a while.
      const right = await check('BEMVINDO10', {}, ip);
      expect(right.statusCode).toBe(429);
      expect(right.json()).toMatchObject({ error: 'Too Many Requests' });
      // New codes at payment time count too.
      const pay = await post(t.app, intentUrl, intentBody('BEMVINDO10', '63.21'), ip);
      expect(pay.statusCode).toBe(429);
    });
  });

  describe('paying with a code', () => {
    it('takes the code off the goods, prices shipping and VAT on the rest, and stores it', async () => {
      const { id } = (
        await db().select().from(discountCodes).where(eq(discountCodes.code, 'BEMVINDO10'))
      )[0]!;
      const used = await usedCount(id);
      const request = intentBody('bemvindo10', '63.21');
      const res = await post(t.app, intentUrl, request);
      expect(res.statusCode).toBe(200);
      expect(createPaymentIntentResponseSchema.parse(res.json())).toMatchObject({
        subtotal: '61.90',
        discount_amount: '6.19',
        shipping_cost: '7.50',
        total: '63.21',
      });
      expect(await orderOfCheckout(db(), request.checkout_id)).toMatchObject({
        subtotalCents: 6190,
        discountCents: 619,
        discountCode: 'BEMVINDO10',
        discountCodeId: id,
        shippingCostCents: 750,
        totalCents: 6321,
        // 63.21 contains 13 % VAT: 63.21 × 13 / 113.
        vatCents: 727,
      });
      expect(await usedCount(id)).toBe(used + 1);
    });

    it('checks the browser’s figures against its own: a total without the code is refused', async () => {
      const code = await addCode();
      const exmo = await stockOf(db(), ids.exmo);
      const request = intentBody(code.code, '69.40');
      const res = await post(t.app, intentUrl, request);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        error: 'prices_changed',
        subtotal: '61.90',
        discount_amount: '6.19',
        total: '63.21',
      });
      expect(await orderOfCheckout(db(), request.checkout_id)).toBeUndefined();
      expect(await stockOf(db(), ids.exmo)).toBe(exmo);
      expect(await usedCount(code.id)).toBe(0);
    });

    it('refuses a code the order may not use with 422 naming discount_code, reserving nothing', async () => {
      const big = await addCode({ minOrderCents: 10_000 });
      const exmo = await stockOf(db(), ids.exmo);
      const request = intentBody(big.code, '63.21', {
        language: 'en',
        customer: { ...customerInEvora, preferred_language: 'en' },
      });
      const res = await post(t.app, intentUrl, request);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        fields: {
          discount_code:
            'This discount code applies to orders of €100.00 or more (before shipping).',
        },
      });
      expect(await orderOfCheckout(db(), request.checkout_id)).toBeUndefined();
      expect(await stockOf(db(), ids.exmo)).toBe(exmo);
    });

    it('compares the free-shipping threshold with the goods after the code', async () => {
      // 5 × Exmo = 120.00; mainland shipping is free from 100.00, else 7.50 for up to 6 bottles.
      const fiveExmo = [{ id: ids.exmo, quantity: 5 }];
      const fixed = await addCode({ kind: 'fixed', percent: null, amountCents: 2500 });
      const percent = await addCode({ percent: 10 });
      const base = { ...intentBody(null, ''), cart: fiveExmo, subtotal: '120.00' };
      const underThreshold = await post(t.app, intentUrl, {
        ...base,
        checkout_id: newCheckoutId(),
        discount_code: fixed.code,
        shipping_cost: '7.50',
        total: '102.50',
      });
      expect(underThreshold.statusCode).toBe(200);
      expect(underThreshold.json()).toMatchObject({
        discount_amount: '25.00',
        shipping_cost: '7.50',
      });
      const stillFree = await post(t.app, intentUrl, {
        ...base,
        checkout_id: newCheckoutId(),
        discount_code: percent.code,
        shipping_cost: '0.00',
        total: '108.00',
      });
      expect(stillFree.statusCode).toBe(200);
      expect(stillFree.json()).toMatchObject({ discount_amount: '12.00', total: '108.00' });
    });

    it('holds one use per checkout; changing or dropping the code gives it back', async () => {
      const first = await addCode({ usageLimit: 5 });
      const second = await addCode({ kind: 'fixed', percent: null, amountCents: 500 });
      const request = intentBody(first.code, '63.21');
      expect((await post(t.app, intentUrl, request)).statusCode).toBe(200);
      expect((await post(t.app, intentUrl, request)).statusCode).toBe(200);
      expect(await usedCount(first.id)).toBe(1);

      const changed = { ...request, discount_code: second.code, total: '64.40' };
      expect((await post(t.app, intentUrl, changed)).statusCode).toBe(200);
      expect([await usedCount(first.id), await usedCount(second.id)]).toEqual([0, 1]);

      const dropped = { ...request, discount_code: null, total: '69.40' };
      expect((await post(t.app, intentUrl, dropped)).statusCode).toBe(200);
      expect(await usedCount(second.id)).toBe(0);
      expect(await orderOfCheckout(db(), request.checkout_id)).toMatchObject({
        discountCodeId: null,
        discountCode: null,
        discountCents: 0,
        totalCents: 6940,
      });
    });

    it('never goes over the usage limit; the checkout holding the last use may still check it', async () => {
      const last = await addCode({ usageLimit: 1 });
      const holder = intentBody(last.code, '63.21');
      expect((await post(t.app, intentUrl, holder)).statusCode).toBe(200);
      expect(await usedCount(last.id)).toBe(1);

      const exmo = await stockOf(db(), ids.exmo);
      const other = intentBody(last.code, '63.21');
      const refused = await post(t.app, intentUrl, other);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().fields.discount_code).toBe(
        'Este código de desconto já foi usado o número máximo de vezes.',
      );
      expect(await orderOfCheckout(db(), other.checkout_id)).toBeUndefined();
      expect(await stockOf(db(), ids.exmo)).toBe(exmo);

      // The holder reloads its checkout page: the use it holds is its own.
      expect((await check(last.code, { checkout_id: holder.checkout_id })).statusCode).toBe(200);
      expect((await check(last.code)).statusCode).toBe(422);
      expect(await usedCount(last.id)).toBe(1);
    });

    it('gives the use back when the reservation expires, and takes it again on return', async () => {
      const last = await addCode({ usageLimit: 1 });
      const first = intentBody(last.code, '63.21');
      expect((await post(t.app, intentUrl, first)).statusCode).toBe(200);
      const report = await t.app.services.checkout.expireReservations(
        new Date(Date.now() + 31 * 60_000),
      );
      expect(report.expired).toBeGreaterThanOrEqual(1);
      expect(await usedCount(last.id)).toBe(0);

      const second = intentBody(last.code, '63.21');
      expect((await post(t.app, intentUrl, second)).statusCode).toBe(200);
      expect(await usedCount(last.id)).toBe(1);
      // The first buyer comes back: the last use is gone meanwhile.
      const back = await post(t.app, intentUrl, first);
      expect(back.statusCode).toBe(422);
      expect(await usedCount(last.id)).toBe(1);
      expect(await orderOfCheckout(db(), first.checkout_id)).toMatchObject({
        paymentStatus: 'expired',
      });
    });

    it('shows the code on the paid order: the thank-you order and the e-mail', async () => {
      const email = `desconto-${Date.now()}@example.com`;
      const request = intentBody('BEMVINDO10', '63.21', {
        customer: { ...customerInEvora, email },
      });
      const intent = (await post(t.app, intentUrl, request)).json();
      const card = { ...intent, card_number: '4242424242424242', expiry: '12/39', cvc: '123' };
      expect((await post(t.app, cardUrl, card)).json()).toEqual({ status: 'succeeded' });
      const saved = await post(t.app, confirmUrl, {
        cart: request.cart,
        customer: request.customer,
        paymentIntentId: intent.paymentIntentId,
        shipping_option_id: request.shipping_option_id,
        language: 'pt',
      });
      expect(saved.statusCode).toBe(200);
      const { code } = saved.json();

      const read = await t.app.inject({
        method: 'GET',
        url: `/api/checkout/orders/by-code/${code}/`,
        headers: { 'x-forwarded-for': newVisitorIp() },
      });
      expect(orderSchema.parse(read.json())).toMatchObject({
        subtotal: '61.90',
        discount_code: 'BEMVINDO10',
        discount_amount: '6.19',
        shipping_cost: '7.50',
        total_amount: '63.21',
        vat_amount: '7.27',
      });
      const [mail] = await db().select().from(emails).where(eq(emails.to, email));
      expect(mail!.text).toContain('Desconto (código BEMVINDO10)');
      expect(mail!.text).toMatch(/Desconto \(código BEMVINDO10\): −6,19\s€/u);
      expect(mail!.text).toMatch(/Total \(IVA incluído\): 63,21\s€/u);

      const [paid] = await db().select().from(orders).where(eq(orders.code, code));
      expect(paid).toMatchObject({ paymentStatus: 'paid', discountCents: 619 });
    });

    it('an order without a code reads discount_code null and 0.00', async () => {
      const request = intentBody(null, '69.40');
      expect((await post(t.app, intentUrl, request)).json()).toMatchObject({
        discount_amount: '0.00',
        total: '69.40',
      });
    });
  });
});
