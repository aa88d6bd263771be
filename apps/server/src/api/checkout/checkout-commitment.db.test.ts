import { offlinePaymentIntents, orders, testDatabaseKinds } from '@mdc/db';
import { reservationRules } from '@mdc/shared';
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

const {
  intent: intentUrl,
  confirm: confirmUrl,
  card: cardUrl,
  authenticate: authenticateUrl,
} = checkoutUrls;

/**
 * What is paid is what was priced, and only buyers who commit hold stock (decision 095): the
 * order's terms are fixed when its intent is made; confirm-order cannot change them; the intent
 * is paid only for the terms it was made for and with the 18+ confirmation; one client holds a
 * bounded amount; the offline provider's 3-D Secure step is a real step.
 */
describe.each(testDatabaseKinds)('a checkout that cannot be gamed, on %s', (kind) => {
  let t: TestApp;
  let ids: DemoIds;
  const db = () => t.app.database.db;
  beforeAll(async () => {
    ({ t, ids } = await createCheckoutTestApp(kind));
  });
  afterAll(async () => t?.close());

  /** One bottle of Exmo (24.00) to Évora, standard shipping (7.50). */
  const body = (overrides: Record<string, unknown> = {}) => ({
    checkout_id: newCheckoutId(),
    cart: [{ id: ids.exmo, quantity: 1 }],
    shipping_option_id: ids.optionFor('PT-07'),
    subtotal: '24.00',
    shipping_cost: '7.50',
    total: '31.50',
    language: 'pt',
    customer: customerInEvora,
    adult_confirmed: true,
    ...overrides,
  });
  const pay = async (request: ReturnType<typeof body>, card = '4242424242424242') => {
    const intent = (await post(t.app, intentUrl, request)).json();
    const outcome = await post(t.app, cardUrl, {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      card_number: card,
      expiry: '12/39',
      cvc: '123',
    });
    return { intent, outcome: outcome.json() };
  };
  const confirmOf = (request: ReturnType<typeof body>, paymentIntentId: string) => ({
    cart: request.cart,
    customer: request.customer,
    user_id: null,
    paymentIntentId,
    shipping_option_id: request.shipping_option_id,
    language: 'pt',
  });

  it.each([
    ['customer.region', { ...customerInEvora, region: 'PT-20', region_name: 'Açores' }],
    ['customer.country', { ...customerInEvora, country: 'US', region: 'US-CA' }],
    ['customer.email', { ...customerInEvora, email: 'someone.else@example.com' }],
  ])(
    'a paid order cannot be sent elsewhere by confirm-order (%s differs: 409, nothing changes)',
    async (field, customer) => {
      const request = body();
      const { intent, outcome } = await pay(request);
      expect(outcome).toEqual({ status: 'succeeded' });
      const res = await post(t.app, confirmUrl, {
        ...confirmOf(request, intent.paymentIntentId),
        customer,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().fields).toHaveProperty([field]);
      const order = await orderOfCheckout(db(), request.checkout_id);
      expect(order!.paymentStatus).toBe('awaiting_payment');
      expect((order!.customer as { region: string }).region).toBe('PT-07');
      // The payment itself went through: the order is paid as it was priced, to Évora.
      const right = await post(t.app, confirmUrl, confirmOf(request, intent.paymentIntentId));
      expect(right.statusCode).toBe(200);
      expect(await orderOfCheckout(db(), request.checkout_id)).toMatchObject({
        paymentStatus: 'paid',
        shippingCostCents: 750,
        totalCents: 3150,
      });
    },
  );

  it('confirm-order with another cart or shipping option is a 409 naming it', async () => {
    const request = body();
    const { intent } = await pay(request);
    const confirm = confirmOf(request, intent.paymentIntentId);
    const moreWine = await post(t.app, confirmUrl, {
      ...confirm,
      cart: [{ id: ids.exmo, quantity: 6 }],
    });
    expect(moreWine.statusCode).toBe(409);
    expect(moreWine.json().fields).toHaveProperty('cart');
    const otherOption = await post(t.app, confirmUrl, {
      ...confirm,
      shipping_option_id: ids.optionFor('PT-20'),
    });
    expect(otherOption.statusCode).toBe(409);
    expect(otherOption.json().fields).toHaveProperty('shipping_option_id');
  });

  it('pays no order whose terms changed after its intent was made, nor one without the 18+ confirmation: the money goes back', async () => {
    for (const tamper of [{ shippingCostCents: 0 }, { adultConfirmedAt: null }]) {
      const request = body();
      const { intent, outcome } = await pay(request);
      expect(outcome.status).toBe('succeeded');
      // As if the row had been changed behind the checkout's back.
      await db().update(orders).set(tamper).where(eq(orders.checkoutId, request.checkout_id));
      const res = await post(t.app, confirmUrl, confirmOf(request, intent.paymentIntentId));
      expect(res.statusCode).toBe(409);
      const order = await orderOfCheckout(db(), request.checkout_id);
      expect(order!.paymentStatus).toBe('awaiting_payment');
      expect(order!.paymentIntentId).toBeNull();
      const [stored] = await db()
        .select()
        .from(offlinePaymentIntents)
        .where(eq(offlinePaymentIntents.id, intent.paymentIntentId));
      expect(stored!.amountRefundedCents).toBe(stored!.amountCents);
    }
  });

  it('one client holds at most the stated orders and bottles; others are told when to come back', async () => {
    const ip = newVisitorIp();
    const stock = await stockOf(db(), ids.bosque);
    // Destinto on sale at 13.90; mainland bands of 6 bottles, free from 100 €.
    const bottles = (quantity: number) => {
      const subtotal = quantity * 1390;
      const shipping =
        subtotal >= 10_000 ? 0 : [750, 990, 1290, 1490][Math.ceil(quantity / 6) - 1]!;
      const euros = (cents: number) => (cents / 100).toFixed(2);
      return body({
        cart: [{ id: ids.bosque, quantity }],
        subtotal: euros(subtotal),
        shipping_cost: euros(shipping),
        total: euros(subtotal + shipping),
      });
    };
    const first = await post(t.app, intentUrl, bottles(18), ip);
    expect(first.statusCode).toBe(200);
    // Over the bottles one client may hold together.
    const tooMany = await post(
      t.app,
      intentUrl,
      bottles(reservationRules.maxBottlesHeldPerClient - 18 + 1),
      ip,
    );
    expect(tooMany.statusCode).toBe(429);
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0);
    expect(tooMany.json().message).toMatch(/espera de pagamento/);
    const second = await post(t.app, intentUrl, bottles(12), ip);
    expect(second.statusCode).toBe(200);
    // Over the orders one client may hold at once.
    const third = await post(t.app, intentUrl, bottles(1), ip);
    expect(third.statusCode).toBe(429);
    expect(await stockOf(db(), ids.bosque)).toBe(stock - 30);
    // Another client is not affected; once the holds end, this one may pay again.
    expect((await post(t.app, intentUrl, bottles(1))).statusCode).toBe(200);
    await t.app.services.checkout.expireReservations(
      new Date(Date.now() + (reservationRules.holdMinutes + 1) * 60_000),
    );
    expect((await post(t.app, intentUrl, bottles(1), ip)).statusCode).toBe(200);
  });

  it('3-D Secure with the offline provider: the buyer approves, or fails it and may pay again', async () => {
    const request = body();
    const { intent, outcome } = await pay(request, '4000002760003184');
    expect(outcome).toEqual({ status: 'requires_action' });
    const secret = { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret };
    const early = await post(t.app, confirmUrl, confirmOf(request, intent.paymentIntentId));
    expect(early.statusCode).toBe(402);

    const failed = await post(t.app, authenticateUrl, { ...secret, approve: false });
    expect(failed.json()).toEqual({
      status: 'requires_payment_method',
      error_message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
    expect(await orderOfCheckout(db(), request.checkout_id)).toMatchObject({
      paymentStatus: 'awaiting_payment',
      lastPaymentError: expect.stringMatching(/unable to authenticate/),
    });

    const retried = await post(t.app, cardUrl, {
      ...secret,
      card_number: '4000002760003184',
      expiry: '12/39',
      cvc: '123',
    });
    expect(retried.json()).toEqual({ status: 'requires_action' });
    const approved = await post(t.app, authenticateUrl, { ...secret, approve: true });
    expect(approved.json()).toEqual({ status: 'succeeded' });
    const saved = await post(t.app, confirmUrl, confirmOf(request, intent.paymentIntentId));
    expect(saved.statusCode).toBe(200);
    expect(await orderOfCheckout(db(), request.checkout_id)).toMatchObject({
      paymentStatus: 'paid',
    });
    // A wrong secret, or a payment that needs no authentication, changes nothing.
    const wrong = await post(t.app, authenticateUrl, {
      ...secret,
      clientSecret: 'x',
      approve: true,
    });
    expect(wrong.statusCode).toBe(404);
  });
});
