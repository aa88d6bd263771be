import { emails, orders, testDatabaseKinds } from '@mdc/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../test-support/fake-stripe.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  demoIds,
  oneExmoToEvora,
  orderOfCheckout,
  post,
  stockOf,
} from './checkout-test-support.ts';

const intentUrl = '/api/checkout/create-payment-intent/';
const webhookUrl = '/api/checkout/stripe-webhook/';

describe.each(testDatabaseKinds)('Multibanco and MB WAY through Stripe (fake) on %s', (kind) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  const db = () => t.app.database.db;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp(kind, {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      ESTATE_EMAIL: 'geral@montedascegonhas.test',
    });
    ids = await demoIds(db());
  });
  afterAll(async () => {
    await t?.close();
    await stripe?.close();
  });

  const send = ({ payload, signature }: { payload: string; signature: string }) =>
    t.app.inject({
      method: 'POST',
      url: webhookUrl,
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  const mailsTo = (to: string) => db().select().from(emails).where(eq(emails.to, to));

  async function pay(method: 'card' | 'multibanco' | 'mb_way', email: string) {
    const request = oneExmoToEvora(ids);
    request.customer = { ...request.customer, email };
    const res = await post(t.app, intentUrl, { ...request, payment_method: method });
    expect(res.statusCode).toBe(200);
    return { request, intentId: res.json().paymentIntentId as string };
  }

  it('makes every intent for card, MB WAY and Multibanco', async () => {
    const { intentId } = await pay('mb_way', 'stripe.methods@example.com');
    expect(stripe.intents.get(intentId)!.payment_method_types).toEqual([
      'card',
      'mb_way',
      'multibanco',
    ]);
    const order = await orderOfCheckout(
      db(),
      (await pay('card', 'x@example.com')).request.checkout_id,
    );
    expect(order!.paymentMethod).toBe('card');
  });

  it('requires_action with a voucher holds the order until it expires; succeeded pays it once, whatever the duplicates', async () => {
    const { request, intentId } = await pay('multibanco', 'stripe.mb@example.com');
    stripe.multibanco(intentId, 7);
    const action = stripe.webhook('payment_intent.requires_action', intentId);
    expect((await send(action)).json()).toEqual({ received: true, duplicate: false });
    expect((await send(action)).json()).toEqual({ received: true, duplicate: true });
    // The page's own word about the voucher changes nothing more.
    const awaiting = await post(t.app, '/api/checkout/awaiting-payment/', {
      paymentIntentId: intentId,
      language: 'en',
    });
    expect(awaiting.statusCode).toBe(200);
    const order = await orderOfCheckout(db(), request.checkout_id);
    const voucher = stripe.intents.get(intentId)!.next_action!.multibanco_display_details!;
    expect(order).toMatchObject({
      paymentStatus: 'awaiting_payment',
      paymentMethod: 'multibanco',
      multibancoEntity: voucher.entity,
      multibancoReference: voucher.reference,
      multibancoVoucherUrl: voucher.hosted_voucher_url,
      reservationClient: null,
    });
    expect(order!.reservedUntil.getTime()).toBe(voucher.expires_at * 1000);
    expect(awaiting.json().code).toBe(order!.code);
    expect(await mailsTo('stripe.mb@example.com')).toHaveLength(1);

    stripe.succeed(intentId);
    const paid = stripe.webhook('payment_intent.succeeded', intentId);
    const again = stripe.webhook('payment_intent.succeeded', intentId);
    const answers = await Promise.all([send(paid), send(paid), send(again)]);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const [row] = await db().select().from(orders).where(eq(orders.id, order!.id));
    expect(row!.paymentStatus).toBe('paid');
    // The voucher, then one confirmation.
    expect(await mailsTo('stripe.mb@example.com')).toHaveLength(2);
  });

  it('a voucher that expires releases the stock; a payment arriving after that is refunded', async () => {
    await t.app.services.checkout.expireReservations(new Date(Date.now() + 30 * 86_400_000));
    const stock = await stockOf(db(), ids.exmo);
    const { request, intentId } = await pay('multibanco', 'stripe.late@example.com');
    stripe.multibanco(intentId, 1);
    await send(stripe.webhook('payment_intent.requires_action', intentId));
    const order = await orderOfCheckout(db(), request.checkout_id);
    await t.app.services.checkout.expireReservations(
      new Date(order!.reservedUntil.getTime() + 60_000),
    );
    expect(await orderOfCheckout(db(), request.checkout_id)).toMatchObject({
      paymentStatus: 'expired',
    });
    expect(stripe.intents.get(intentId)!.status).toBe('canceled');
    expect(await stockOf(db(), ids.exmo)).toBe(stock);

    // Stripe could not stop a transfer already in flight: it succeeds after all.
    stripe.succeed(intentId);
    const late = await send(stripe.webhook('payment_intent.succeeded', intentId));
    expect(late.statusCode).toBe(200);
    expect(stripe.refunds.filter((r) => r.payment_intent === intentId)).toHaveLength(1);
    expect((await orderOfCheckout(db(), request.checkout_id))!.paymentStatus).toBe('expired');
  });
});
