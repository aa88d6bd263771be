import {
  emails,
  offlinePaymentIntents,
  orderItems,
  orders,
  shopSettings,
  testDatabaseKinds,
  wines,
} from '@mdc/db';
import {
  checkoutConflictSchema,
  checkoutCustomerSchema,
  createPaymentIntentResponseSchema,
  orderSchema,
  reservationRules,
  wineSchema,
} from '@mdc/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { junkRequests, newVisitorIp } from '../captcha/form-test-support.ts';
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

const { intent: intentUrl, confirm: confirmUrl, card: cardUrl } = checkoutUrls;
const estateEmail = 'geral@montedascegonhas.test';

describe.each(testDatabaseKinds)('checkout API with the offline provider on %s', (kind) => {
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

  /** 2 × Exmo (24.00) + 1 × Bosque Destinto on sale (13.90), standard shipping to Évora. */
  const body = (overrides: Record<string, unknown> = {}) => ({
    checkout_id: newCheckoutId(),
    cart: [
      { id: ids.exmo, quantity: 2 },
      { id: ids.bosque, quantity: 1 },
    ],
    shipping_option_id: ids.optionFor('PT-07'),
    subtotal: '61.90',
    shipping_cost: '7.50',
    total: '69.40',
    language: 'pt',
    customer: customerInEvora,
    adult_confirmed: true,
    ...overrides,
  });
  const card = (intent: { paymentIntentId: string; clientSecret: string }, number: string) => ({
    ...intent,
    card_number: number,
    expiry: '12/39',
    cvc: '123',
  });
  const emailsTo = async (to: string) =>
    (await db().select().from(emails).where(eq(emails.to, to))).length;

  it('reserves the stock, prices from the database and answers the intent', async () => {
    const before = { exmo: await stockOf(db(), ids.exmo), bosque: await stockOf(db(), ids.bosque) };
    const request = body();
    const res = await post(t.app, intentUrl, request);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const intent = createPaymentIntentResponseSchema.parse(res.json());
    expect(intent).toMatchObject({
      provider: 'offline',
      subtotal: '61.90',
      shipping_cost: '7.50',
      total: '69.40',
    });
    expect(intent.clientSecret).toContain(intent.paymentIntentId);
    expect(await stockOf(db(), ids.exmo)).toBe(before.exmo - 2);
    expect(await stockOf(db(), ids.bosque)).toBe(before.bosque - 1);

    const order = await orderOfCheckout(db(), request.checkout_id);
    expect(order).toMatchObject({
      paymentStatus: 'awaiting_payment',
      deliverStatus: 'pending',
      totalCents: 6940,
      subtotalCents: 6190,
      totalWithoutDiscountCents: 2 * 2400 + 1650,
      shippingCostCents: 750,
      // 69.40 contains 13 % VAT: 69.40 × 13 / 113.
      vatCents: 798,
      firstName: 'Maria',
      email: 'maria.silva@example.com',
      preferredLanguage: 'pt',
      paymentProvider: 'offline',
      paymentIntentId: intent.paymentIntentId,
    });
    expect(order!.code).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(order!.orderNumber).toMatch(/^MDC-\d+$/);
    expect(order!.adultConfirmedAt).toBeInstanceOf(Date);
    // Held for the stated time only (decision 095), by a client key, never the raw address.
    const held = order!.reservedUntil.getTime() - Date.now();
    expect(held).toBeGreaterThan((reservationRules.holdMinutes - 1) * 60_000);
    expect(held).toBeLessThanOrEqual(reservationRules.holdMinutes * 60_000);
    expect(order!.reservationClient).toMatch(/^ip:[\w-]{32}$/);

    // The amount at the provider is the database's total.
    const [stored] = await db()
      .select()
      .from(offlinePaymentIntents)
      .where(eq(offlinePaymentIntents.id, intent.paymentIntentId));
    expect(stored!.amountCents).toBe(6940);
  });

  it('gives the same order and intent for the same cart, without reserving again', async () => {
    const request = body();
    const first = (await post(t.app, intentUrl, request)).json();
    const stock = await stockOf(db(), ids.exmo);
    const again = await post(t.app, intentUrl, request);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(await stockOf(db(), ids.exmo)).toBe(stock);
    const [counted] = await db()
      .select({ value: count() })
      .from(orders)
      .where(eq(orders.checkoutId, request.checkout_id));
    expect(counted!.value).toBe(1);
  });

  it('a changed cart holds the new bottles and replaces the intent: the old one can no longer be paid', async () => {
    const request = body();
    const first = (await post(t.app, intentUrl, request)).json();
    const stock = await stockOf(db(), ids.exmo);
    const changed = {
      ...request,
      cart: [{ id: ids.exmo, quantity: 5 }],
      subtotal: '120.00',
      shipping_cost: '0.00',
      total: '120.00',
    };
    const res = await post(t.app, intentUrl, changed);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second).toMatchObject({ total: '120.00', shipping_cost: '0.00' });
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(await stockOf(db(), ids.exmo)).toBe(stock - 3);
    const order = await orderOfCheckout(db(), request.checkout_id);
    expect(order!.paymentIntentId).toBe(second.paymentIntentId);
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    expect(items.map((i) => [i.wineId, i.quantity])).toEqual([[ids.exmo, 5]]);
    const intentRow = async (id: string) =>
      (await db().select().from(offlinePaymentIntents).where(eq(offlinePaymentIntents.id, id)))[0]!;
    expect((await intentRow(first.paymentIntentId)).status).toBe('canceled');
    expect((await intentRow(second.paymentIntentId)).amountCents).toBe(12000);
    // Paying the old intent is refused; the same terms again reuse the new intent.
    const old = await post(t.app, cardUrl, {
      paymentIntentId: first.paymentIntentId,
      clientSecret: first.clientSecret,
      card_number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(old.json()).toMatchObject({ status: 'requires_payment_method' });
    const again = await post(t.app, intentUrl, changed);
    expect(again.json().paymentIntentId).toBe(second.paymentIntentId);
  });

  it.each([
    ['customer', { customer: undefined }],
    ['adult_confirmed', { adult_confirmed: undefined }],
    ['adult_confirmed', { adult_confirmed: false }],
    ['shipping_option_id', { shipping_option_id: null }],
  ])('holds nothing without %s (400 naming it)', async (field, overrides) => {
    const stock = await stockOf(db(), ids.exmo);
    const request = body(overrides);
    const res = await post(t.app, intentUrl, request);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields ?? {})).toContain(field);
    expect(await stockOf(db(), ids.exmo)).toBe(stock);
    expect(await orderOfCheckout(db(), request.checkout_id)).toBeUndefined();
  });

  it('refuses a tampered total with 409 prices_changed and reserves nothing', async () => {
    const stock = await stockOf(db(), ids.exmo);
    const request = body({ total: '1.00' });
    const res = await post(t.app, intentUrl, request);
    expect(res.statusCode).toBe(409);
    const conflict = checkoutConflictSchema.parse(res.json());
    expect(conflict).toMatchObject({ error: 'prices_changed', total: '69.40', subtotal: '61.90' });
    // Said in the buyer's language (preferred_language pt), the code beside it (decision 135).
    expect(conflict.code).toBe('prices_changed');
    expect(conflict.message).toMatch(
      /^Os preços mudaram: o total é agora 69,40\s€, e não 1,00\s€\.$/,
    );
    const english = await post(t.app, intentUrl, {
      ...body({ total: '1.00' }),
      customer: { ...customerInEvora, preferred_language: 'en' },
    });
    expect(english.json().message).toBe('Prices changed: the total is now €69.40, not €1.00.');
    expect(conflict.items).toContainEqual({
      id: ids.bosque,
      price: '16.50',
      new_price: '13.90',
      // The demo sale began 10 days ago, after 60 days at 16.50 (what it is announced against).
      lowest_price_30_days: '16.50',
      bottles_quantity: await stockOf(db(), ids.bosque),
    });
    expect(await stockOf(db(), ids.exmo)).toBe(stock);
    expect(await orderOfCheckout(db(), request.checkout_id)).toBeUndefined();
  });

  it('takes no new order while the shop is closed, and reserves nothing', async () => {
    const stock = await stockOf(db(), ids.exmo);
    await db().update(shopSettings).set({ shopEnabled: false });
    await t.app.services.invalidateCaches();
    try {
      const request = body();
      const res = await post(t.app, intentUrl, request);
      expect(res.statusCode).toBe(403);
      // Said in the buyer's language (the customer's preferred_language, pt: decision 135).
      expect(res.json()).toMatchObject({
        code: 'shop_closed',
        message: 'A loja está fechada de momento; não aceita novas encomendas.',
      });
      expect(await stockOf(db(), ids.exmo)).toBe(stock);
      expect(await orderOfCheckout(db(), request.checkout_id)).toBeUndefined();
    } finally {
      await db().update(shopSettings).set({ shopEnabled: true });
      await t.app.services.invalidateCaches();
    }
  });

  it('answers 409 sold_out naming the wine when fewer bottles are left', async () => {
    const left = await stockOf(db(), ids.avoZeca);
    const res = await post(
      t.app,
      intentUrl,
      body({
        cart: [{ id: ids.avoZeca, quantity: left + 1 }],
        subtotal: '0.00',
        shipping_cost: '0.00',
        total: '0.00',
      }),
    );
    expect(res.statusCode).toBe(409);
    const conflict = checkoutConflictSchema.parse(res.json());
    expect(conflict.error).toBe('sold_out');
    expect(conflict.message).toMatch(
      left === 1
        ? /^Só resta 1 garrafa de .+\.$/
        : new RegExp(`^Só restam ${left} garrafas de .+\\.$`),
    );
    expect(conflict.items).toEqual([expect.objectContaining({ bottles_quantity: left })]);
  });

  it('answers 409 shipping_unavailable when the option does not serve the delivery region', async () => {
    const res = await post(
      t.app,
      intentUrl,
      body({
        customer: { ...customerInEvora, region: 'PT-20', region_name: 'Açores' },
      }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'shipping_unavailable',
      field_codes: { shipping_option_id: 'invalid' },
    });
    expect(res.json().fields.shipping_option_id).toContain('PT-20');
    expect(res.json().message).toContain('PT-20');
  });

  it('takes a 30-bottle order: the open "25 or more" band prices it (decision 107)', async () => {
    const request = body({
      cart: [{ id: ids.bosque, quantity: 30 }],
      customer: { ...customerInEvora, region: 'PT-30', region_name: 'Madeira' },
      shipping_option_id: ids.optionFor('PT-30'),
    });
    const priced = await post(t.app, intentUrl, { ...request, subtotal: '0.00' });
    expect(priced.statusCode).toBe(409);
    const conflict = checkoutConflictSchema.parse(priced.json());
    expect(conflict.shipping_cost).toBe('33.90');
    const res = await post(t.app, intentUrl, {
      ...request,
      subtotal: conflict.subtotal,
      shipping_cost: conflict.shipping_cost,
      total: conflict.total,
    });
    expect(res.statusCode).toBe(200);
    const order = await orderOfCheckout(db(), request.checkout_id);
    expect(order).toMatchObject({ shippingCostCents: 3390 });
  });

  it('charges the Azores VAT rate for an Azores delivery', async () => {
    const request = body({
      customer: { ...customerInEvora, region: 'PT-20', region_name: 'Açores' },
      shipping_option_id: ids.optionFor('PT-20'),
      shipping_cost: '14.90',
      total: '76.80',
    });
    const res = await post(t.app, intentUrl, request);
    expect(res.statusCode).toBe(200);
    const order = await orderOfCheckout(db(), request.checkout_id);
    expect(order).toMatchObject({ vatRateBp: 900, vatCents: Math.round((7680 * 900) / 10900) });
  });

  it.each([
    ['adult_confirmed', { adult_confirmed: false }],
    ['adult_confirmed', { adult_confirmed: undefined }],
    ['shipping_option_id', { shipping_option_id: null, shipping_cost: '0.00', total: '61.90' }],
    ['checkout_id', { checkout_id: 'short' }],
    ['cart', { cart: [] }],
    ['cart.0.quantity', { cart: [{ id: 1, quantity: 0 }] }],
    ['total', { total: 'lots' }],
    // Money is "61.90" on the wire (decision 137): a JSON number or an exponent is refused.
    ['total', { total: 61.9 }],
    ['subtotal', { subtotal: '5.4e1' }],
    ['customer.email', { customer: { ...customerInEvora, email: 'nope' } }],
    ['customer.phone', { customer: { ...customerInEvora, phone: '12' } }],
  ])('answers 400 naming %s', async (field, overrides) => {
    const res = await post(t.app, intentUrl, body(overrides));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
  });

  // What PostgreSQL cannot store, in requests otherwise good enough to reach it: a 400 naming the
  // field on every kind (docs/decisions/098-input-bytes-and-integers.md).
  const customerFields = Object.keys(checkoutCustomerSchema.shape).filter(
    (field) => field !== 'sameAsBilling',
  );
  const confirmBody = (overrides: Record<string, unknown> = {}) => {
    const { cart, customer, shipping_option_id } = body();
    return {
      cart,
      customer,
      user_id: null,
      paymentIntentId: 'pi_offline_unknown',
      shipping_option_id,
      language: 'pt',
      ...overrides,
    };
  };
  /** Built in the test: the bodies need the demo ids. */
  const unusualRequests = () => {
    const unusual: [string, string, Record<string, unknown>][] = [];
    for (const [url, make] of [
      [intentUrl, body],
      [confirmUrl, confirmBody],
    ] as const) {
      for (const field of customerFields) {
        for (const value of ['\ud800', 'a\udfffb', 'a\u0000b']) {
          unusual.push([
            url,
            `customer.${field}`,
            make({ customer: { ...customerInEvora, [field]: value } }),
          ]);
        }
      }
      for (const id of [2 ** 31, 2 ** 53]) {
        unusual.push([url, 'cart.0.id', make({ cart: [{ id, quantity: 1 }] })]);
        unusual.push([url, 'shipping_option_id', make({ shipping_option_id: id })]);
      }
    }
    unusual.push(
      [intentUrl, 'checkout_id', body({ checkout_id: `${newCheckoutId()}\u0000` })],
      [intentUrl, 'discount_code', body({ discount_code: 'VERAO\ud800' })],
      [
        intentUrl,
        'cart.0.product_title',
        body({ cart: [{ id: ids.exmo, quantity: 1, product_title: '\ud800' }] }),
      ],
      [confirmUrl, 'paymentIntentId', confirmBody({ paymentIntentId: 'pi\u0000' })],
      [confirmUrl, 'paymentIntentId', confirmBody({ paymentIntentId: 'pi\ud800' })],
      [confirmUrl, 'user_id', confirmBody({ user_id: 2 ** 31 })],
      [
        cardUrl,
        'paymentIntentId',
        {
          paymentIntentId: 'pi\u0000',
          clientSecret: 's',
          card_number: '4242 4242 4242 4242',
          expiry: '12/39',
          cvc: '123',
        },
      ],
      [
        cardUrl,
        'clientSecret',
        {
          paymentIntentId: 'pi_x',
          clientSecret: 's\ud800',
          card_number: '4242 4242 4242 4242',
          expiry: '12/39',
          cvc: '123',
        },
      ],
    );

    return unusual;
  };

  it('refuses NUL, lone surrogates and ids beyond int4 with a 400 naming the field', async () => {
    const failures: string[] = [];
    const unusual = unusualRequests();
    for (const [url, field, payload] of unusual) {
      const res = await post(t.app, url, payload);
      const fields = res.statusCode === 400 ? Object.keys(res.json().fields ?? {}) : [];
      if (!fields.includes(field)) {
        failures.push(`${url} ${field} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(unusual.length).toBeGreaterThan(150);
    expect(failures).toEqual([]);
  });

  it('never answers 5xx to junk', async () => {
    for (const url of [intentUrl, confirmUrl, cardUrl]) {
      for (const request of junkRequests(url)) {
        const res = await t.app.inject(request);
        expect(res.statusCode, `${url} ${String(request.payload).slice(0, 40)}`).toBeLessThan(500);
      }
    }
  });

  it('a declined card leaves the order payable; a good card pays it once, with one e-mail each', async () => {
    const request = body({ customer: { ...customerInEvora, email: 'ana@example.com' } });
    const intent = (await post(t.app, intentUrl, request)).json();

    const declined = await post(t.app, cardUrl, card(intent, '4000 0000 0000 0002'));
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toEqual({
      status: 'requires_payment_method',
      error_message: 'Your card was declined.',
    });
    const confirm = {
      cart: request.cart,
      customer: request.customer,
      user_id: null,
      paymentIntentId: intent.paymentIntentId,
      shipping_option_id: request.shipping_option_id,
      language: 'pt',
    };
    const early = await post(t.app, confirmUrl, confirm);
    expect(early.statusCode).toBe(402);
    expect(early.json().message).toContain('Your card was declined.');
    expect(await orderOfCheckout(db(), request.checkout_id)).toMatchObject({
      paymentStatus: 'awaiting_payment',
      lastPaymentError: 'Your card was declined.',
    });

    const paid = await post(t.app, cardUrl, card(intent, '4242424242424242'));
    expect(paid.json()).toEqual({ status: 'succeeded' });
    const saved = await post(t.app, confirmUrl, confirm);
    expect(saved.statusCode).toBe(200);
    const order = await orderOfCheckout(db(), request.checkout_id);
    expect(saved.json()).toEqual({ success: true, code: order!.code });
    expect(order).toMatchObject({ paymentStatus: 'paid' });
    expect(order!.paidAt).toBeInstanceOf(Date);

    // A second confirm (a reload) answers the same code and sends nothing more.
    const again = await post(t.app, confirmUrl, confirm);
    expect(again.json()).toEqual({ success: true, code: order!.code });
    expect(await emailsTo('ana@example.com')).toBe(1);
    const [mail] = await db().select().from(emails).where(eq(emails.to, 'ana@example.com'));
    expect(mail!.subject).toMatch(/^Encomenda MDC-\d+ confirmada — /);
    expect(mail!.text).toContain(`https://vinhos.example/shop/obrigado/${order!.code}`);
    const notices = await db().select().from(emails).where(eq(emails.to, estateEmail));
    const notice = notices.find((m) => m.subject.includes(order!.orderNumber));
    expect(notice!.text).toContain('Rua das Flores 12');
    expect(notice!.text).toContain('Exmo');

    // The paid checkout is closed: its id cannot start another payment.
    expect((await post(t.app, intentUrl, request)).statusCode).toBe(410);

    const byCode = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/orders/by-code/${order!.code}/`,
      headers: { 'x-forwarded-for': newVisitorIp() },
    });
    expect(byCode.statusCode).toBe(200);
    expect(byCode.headers['cache-control']).toBe('private, no-store');
    const read = orderSchema.parse(byCode.json());
    expect(read).toMatchObject({
      order_number: order!.orderNumber,
      first_name: 'Maria',
      total_amount: '69.40',
      subtotal: '61.90',
      shipping_cost: '7.50',
      vat_amount: '7.98',
      total_without_discount: '64.50',
      shipping_option_name: 'Envio standard (2–4 dias úteis)',
      allow_free_shipping: true,
      free_shipping_from: '100.00',
      deliver_status: 'pending',
      payment_status: 'paid',
      preferred_language: 'pt',
      shipping_address: {
        name: 'Maria Silva',
        lines: ['Rua das Flores 12', '2.º esq.', '7050-100 Montemor-o-Novo'],
        country_name: 'Portugal',
        region_name: 'Évora',
      },
    });
    expect(read.items).toEqual([
      expect.objectContaining({ id: ids.exmo, price: '24.00', new_price: null, quantity: 2 }),
      expect.objectContaining({ id: ids.bosque, price: '16.50', new_price: '13.90', quantity: 1 }),
    ]);
  });

  it('tells the other test cards apart and checks the client secret', async () => {
    const intent = (await post(t.app, intentUrl, body())).json();
    const outcome = async (overrides: Record<string, string>) =>
      (await post(t.app, cardUrl, { ...card(intent, '4242424242424242'), ...overrides })).json();
    expect(await outcome({ card_number: '4000 0027 6000 3184' })).toEqual({
      status: 'requires_action',
    });
    expect(await outcome({ card_number: '1234 5678 9012 3456' })).toEqual({
      status: 'requires_payment_method',
      error_message: 'Your card number is incorrect.',
    });
    expect((await outcome({ expiry: '01/20' })).error_message).toMatch(/expiration/);
    expect((await outcome({ cvc: '12' })).error_message).toMatch(/security code/);
    const wrong = await post(t.app, cardUrl, {
      ...card(intent, '4242424242424242'),
      clientSecret: 'x',
    });
    expect(wrong.statusCode).toBe(404);
    const missing = await post(t.app, cardUrl, { paymentIntentId: intent.paymentIntentId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('clientSecret');
  });

  it('answers 404 for a confirm of an unknown payment and for an unknown order code', async () => {
    const res = await post(t.app, confirmUrl, {
      cart: [{ id: ids.exmo, quantity: 1 }],
      customer: customerInEvora,
      paymentIntentId: 'pi_nothing',
      shipping_option_id: ids.optionFor('PT-07'),
    });
    expect(res.statusCode).toBe(404);
    const get = (code: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/checkout/orders/by-code/${code}/`,
        headers: { 'x-forwarded-for': newVisitorIp() },
      });
    expect((await get('A'.repeat(22))).statusCode).toBe(404);
    const bad = await get('not-a-code');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('code');
  });

  it('rate-limits order lookups per address', async () => {
    const ip = newVisitorIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/checkout/orders/by-code/${'B'.repeat(22)}/`,
        headers: { 'x-forwarded-for': ip },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('refuses webhooks: the offline provider sends none', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: checkoutUrls.stripeWebhook,
      payload: '{"id":"evt_1","type":"payment_intent.succeeded"}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('expires unpaid reservations: the intent is cancelled and the stock returns', async () => {
    const request = body();
    const intent = (await post(t.app, intentUrl, request)).json();
    const stock = await stockOf(db(), ids.exmo);
    const later = new Date(Date.now() + 31 * 60_000);
    const report = await t.app.services.checkout.expireReservations(later);
    expect(report.expired).toBeGreaterThanOrEqual(1);
    expect(await stockOf(db(), ids.exmo)).toBeGreaterThanOrEqual(stock + 2);
    expect(await orderOfCheckout(db(), request.checkout_id)).toMatchObject({
      paymentStatus: 'expired',
    });
    const [stored] = await db()
      .select()
      .from(offlinePaymentIntents)
      .where(eq(offlinePaymentIntents.id, intent.paymentIntentId));
    expect(stored!.status).toBe('canceled');
    // Paying the cancelled intent is refused.
    const late = await post(t.app, cardUrl, card(intent, '4242424242424242'));
    expect(late.json().status).toBe('requires_payment_method');

    // The buyer comes back to the same page: the order is taken up again with a new intent.
    const stockNow = await stockOf(db(), ids.exmo);
    const back = await post(t.app, intentUrl, request);
    expect(back.statusCode).toBe(200);
    expect(back.json().paymentIntentId).not.toBe(intent.paymentIntentId);
    expect(await stockOf(db(), ids.exmo)).toBe(stockNow - 2);
    expect(await orderOfCheckout(db(), request.checkout_id)).toMatchObject({
      paymentStatus: 'awaiting_payment',
      paymentAttempt: 1,
    });
  });

  it('pays an order whose intent succeeded though the tab closed before confirming', async () => {
    const request = body();
    const intent = (await post(t.app, intentUrl, request)).json();
    await post(t.app, cardUrl, card(intent, '4242424242424242'));
    const report = await t.app.services.checkout.expireReservations(
      new Date(Date.now() + 31 * 60_000),
    );
    expect(report.paid).toBe(1);
    expect(await orderOfCheckout(db(), request.checkout_id)).toMatchObject({
      paymentStatus: 'paid',
    });
  });

  it('shows the lowest price of the 30 days before a sale next to it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shop/products/?lang=pt&shop=true' });
    const list = wineSchema.array().parse(res.json());
    const bosque = list.find((w) => w.product_url === 'bosque-destinto');
    expect(bosque).toMatchObject({ new_price: '13.90', lowest_price_30_days: '16.50' });
    expect(list.find((w) => w.product_url === 'exmo')?.lowest_price_30_days).toBeNull();
    // Stock moves do not touch the price history.
    const before = await db().select({ value: count() }).from(wines);
    expect(before[0]!.value).toBe(4);
  });
});
