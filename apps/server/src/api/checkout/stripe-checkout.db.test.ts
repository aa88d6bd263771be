import { emails, orders, paymentEvents, testDatabaseKinds } from '@mdc/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../test-support/fake-stripe.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  customerInEvora,
  demoIds,
  oneExmoToEvora,
  orderOfCheckout,
  post,
  stockOf,
  checkoutUrls,
  createCheckoutTestApp,
  type DemoIds,
} from './checkout-test-support.ts';

const { intent: intentUrl, confirm: confirmUrl, stripeWebhook: webhookUrl } = checkoutUrls;

describe.each(testDatabaseKinds)('checkout with Stripe (SDK against a fake) on %s', (kind) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let ids: DemoIds;
  const db = () => t.app.database.db;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    ({ t, ids } = await createCheckoutTestApp(kind, {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      ESTATE_EMAIL: 'geral@montedascegonhas.test',
    }));
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const body = (overrides: Record<string, unknown> = {}) => ({
    ...oneExmoToEvora(ids),
    ...overrides,
  });
  const confirmBody = (request: ReturnType<typeof body>, paymentIntentId: string) => ({
    cart: request.cart,
    customer: request.customer,
    paymentIntentId,
    shipping_option_id: request.shipping_option_id,
    language: 'pt',
  });
  const sendWebhook = (payload: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: webhookUrl,
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  const emailsTo = async (to: string) =>
    (await db().select({ value: count() }).from(emails).where(eq(emails.to, to)))[0]!.value;

  it('uses Stripe for the page, and offers no offline card form', async () => {
    expect(t.app.services.checkout.paymentConfig()).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_fake',
    });
    const res = await post(t.app, checkoutUrls.card, {});
    expect(res.statusCode).toBe(404);
  });

  it('creates the intent at Stripe for the database total, with an idempotency key, once', async () => {
    const request = body();
    const res = await post(t.app, intentUrl, request);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.provider).toBe('stripe');
    const intent = stripe.intents.get(answer.paymentIntentId)!;
    const order = await orderOfCheckout(db(), request.checkout_id);
    expect(intent.amount).toBe(order!.totalCents);
    expect(intent).toMatchObject({ currency: 'eur', metadata: { order_id: String(order!.id) } });
    // The intent names the terms it was made for (decision 095).
    expect(intent.metadata.terms).toMatch(/^[\w-]{32}$/);
    expect(answer.clientSecret).toBe(intent.client_secret);
    const creates = () =>
      stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    const made = creates().length;
    expect(creates().at(-1)!.idempotencyKey).toBe(`order-${order!.id}-0-${intent.metadata.terms}`);

    const again = await post(t.app, intentUrl, request);
    expect(again.json().paymentIntentId).toBe(answer.paymentIntentId);
    expect(creates()).toHaveLength(made);
  });

  it('charges the database total whatever total the browser sends', async () => {
    const request = body({ total: '3.15' });
    const made = stripe.intents.size;
    const res = await post(t.app, intentUrl, request);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'prices_changed', total: '31.50' });
    expect(stripe.intents.size).toBe(made);
    // The page corrects its figures; the intent is for what the database says.
    const fixed = await post(t.app, intentUrl, { ...request, total: res.json().total });
    expect(stripe.intents.get(fixed.json().paymentIntentId)!.amount).toBe(3150);
  });

  it('a changed cart cancels the Stripe intent first and makes one for the new terms', async () => {
    const request = body();
    const first = (await post(t.app, intentUrl, request)).json();
    const res = await post(t.app, intentUrl, {
      ...request,
      cart: [{ id: ids.exmo, quantity: 2 }],
      subtotal: '48.00',
      total: '55.50',
    });
    const second = res.json();
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    expect(stripe.intents.get(first.paymentIntentId)!.status).toBe('canceled');
    expect(stripe.intents.get(second.paymentIntentId)!.amount).toBe(5550);
  });

  it('a webhook for an intent whose order changed terms meanwhile refunds instead of paying', async () => {
    const request = body();
    const { paymentIntentId } = (await post(t.app, intentUrl, request)).json();
    await db()
      .update(orders)
      .set({ shippingCostCents: 0 })
      .where(eq(orders.checkoutId, request.checkout_id));
    stripe.succeed(paymentIntentId);
    const event = stripe.webhook('payment_intent.succeeded', paymentIntentId);
    expect((await sendWebhook(event.payload, event.signature)).statusCode).toBe(200);
    const order = await orderOfCheckout(db(), request.checkout_id);
    expect(order!.paymentStatus).toBe('awaiting_payment');
    expect(stripe.refunds.filter((r) => r.payment_intent === paymentIntentId)).toEqual([
      expect.objectContaining({ amount: 3150 }),
    ]);
  });

  it('answers 402 while the payment has not succeeded', async () => {
    const request = body();
    const { paymentIntentId } = (await post(t.app, intentUrl, request)).json();
    stripe.fail(paymentIntentId, 'Your card has insufficient funds.');
    const res = await post(t.app, confirmUrl, confirmBody(request, paymentIntentId));
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toContain('Your card has insufficient funds.');
  });

  it('confirm + 5 duplicate webhooks: one paid transition and one customer e-mail', async () => {
    const email = 'joana@example.com';
    const request = body({ customer: { ...customerInEvora, email } });
    const { paymentIntentId } = (await post(t.app, intentUrl, request)).json();
    stripe.succeed(paymentIntentId);
    const event = stripe.webhook('payment_intent.succeeded', paymentIntentId);
    const other = stripe.webhook('payment_intent.succeeded', paymentIntentId);
    const answers = await Promise.all([
      post(t.app, confirmUrl, confirmBody(request, paymentIntentId)),
      ...Array.from({ length: 5 }, () => sendWebhook(event.payload, event.signature)),
      sendWebhook(other.payload, other.signature),
    ]);
    const order = await orderOfCheckout(db(), request.checkout_id);
    expect(answers[0]!.json()).toEqual({ success: true, code: order!.code });
    expect(answers.slice(1).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.slice(1, 6).filter((r) => r.json().duplicate === false)).toHaveLength(1);
    expect(order!.paymentStatus).toBe('paid');
    expect(await emailsTo(email)).toBe(1);
    const events = await db().select({ value: count() }).from(paymentEvents);
    expect(events[0]!.value).toBeGreaterThanOrEqual(2);
  });

  it('a bad webhook signature is a 400 and writes nothing', async () => {
    const request = body();
    const { paymentIntentId } = (await post(t.app, intentUrl, request)).json();
    stripe.succeed(paymentIntentId);
    const event = stripe.webhook('payment_intent.succeeded', paymentIntentId);
    const before = (await db().select({ value: count() }).from(paymentEvents))[0]!.value;
    for (const signature of [
      // One hex digit changed (never to itself, or the signature would still be valid).
      event.signature.replace(/v1=([0-9a-f])/, (_, d: string) => `v1=${d === '0' ? '1' : '0'}`),
      't=1,v1=deadbeef',
      '',
    ]) {
      const res = await sendWebhook(event.payload, signature);
      expect(res.statusCode).toBe(400);
    }
    const tampered = await sendWebhook(
      event.payload.replace('"amount":3150', '"amount":1'),
      event.signature,
    );
    expect(tampered.statusCode).toBe(400);
    expect((await db().select({ value: count() }).from(paymentEvents))[0]!.value).toBe(before);
    expect(await orderOfCheckout(db(), request.checkout_id)).toMatchObject({
      paymentStatus: 'awaiting_payment',
    });
  });

  it('a failed payment is recorded and the order stays payable; the webhook then pays it', async () => {
    const request = body();
    const { paymentIntentId } = (await post(t.app, intentUrl, request)).json();
    stripe.fail(paymentIntentId);
    const failed = stripe.webhook('payment_intent.payment_failed', paymentIntentId);
    expect((await sendWebhook(failed.payload, failed.signature)).statusCode).toBe(200);
    expect(await orderOfCheckout(db(), request.checkout_id)).toMatchObject({
      paymentStatus: 'awaiting_payment',
      lastPaymentError: 'Your card was declined.',
    });
    // Another card; the tab closes before confirm-order: the webhook alone completes the order.
    stripe.succeed(paymentIntentId);
    const paid = stripe.webhook('payment_intent.succeeded', paymentIntentId);
    expect((await sendWebhook(paid.payload, paid.signature)).statusCode).toBe(200);
    expect(await orderOfCheckout(db(), request.checkout_id)).toMatchObject({
      paymentStatus: 'paid',
      email: customerInEvora.email,
    });
  });

  it('a payment that does not match the order total is refunded, not accepted', async () => {
    const request = body();
    const { paymentIntentId } = (await post(t.app, intentUrl, request)).json();
    stripe.intents.get(paymentIntentId)!.amount = 100;
    stripe.succeed(paymentIntentId);
    const res = await post(t.app, confirmUrl, confirmBody(request, paymentIntentId));
    expect(res.statusCode).toBe(409);
    expect(stripe.refunds.map((r) => r.payment_intent)).toContain(paymentIntentId);
    const order = await orderOfCheckout(db(), request.checkout_id);
    expect(order).toMatchObject({ paymentStatus: 'awaiting_payment', paymentIntentId: null });
    // Paying again makes a fresh intent for the right amount.
    const retry = await post(t.app, intentUrl, request);
    expect(stripe.intents.get(retry.json().paymentIntentId)!.amount).toBe(3150);
  });

  it('the reservation sweep cancels the intent at Stripe and returns the stock', async () => {
    const request = body();
    const { paymentIntentId } = (await post(t.app, intentUrl, request)).json();
    const stock = await stockOf(db(), ids.exmo);
    await t.app.services.checkout.expireReservations(new Date(Date.now() + 31 * 60_000));
    expect(stripe.intents.get(paymentIntentId)!.status).toBe('canceled');
    expect(await stockOf(db(), ids.exmo)).toBeGreaterThanOrEqual(stock + 1);
    expect(await orderOfCheckout(db(), request.checkout_id)).toMatchObject({
      paymentStatus: 'expired',
    });
  });

  it('the sweep marks paid an order whose payment succeeded at Stripe', async () => {
    const request = body();
    const { paymentIntentId } = (await post(t.app, intentUrl, request)).json();
    stripe.succeed(paymentIntentId);
    await t.app.services.checkout.expireReservations(new Date(Date.now() + 31 * 60_000));
    expect(stripe.intents.get(paymentIntentId)!.status).toBe('succeeded');
    const [row] = await db()
      .select({ status: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.paymentIntentId, paymentIntentId));
    expect(row!.status).toBe('paid');
  });
});

describe('checkout while Stripe cannot be reached', () => {
  it('answers 502 (never a 500) and keeps the reservation for a retry', async () => {
    const gone = await startFakeStripe();
    await gone.close();
    const t = await createTestApp('pglite', {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: gone.webhookSecret,
      STRIPE_API_URL: gone.url,
    });
    try {
      const ids = await demoIds(t.app.database.db);
      const request = oneExmoToEvora(ids);
      const res = await post(t.app, intentUrl, request);
      expect(res.statusCode).toBe(502);
      // In the buyer's language.
      expect(res.json().message).toMatch(/contactar o serviço de pagamento/);
      expect(await orderOfCheckout(t.app.database.db, request.checkout_id)).toMatchObject({
        paymentStatus: 'awaiting_payment',
        paymentIntentId: null,
      });
    } finally {
      await t.close();
    }
  });
});
