import { emails, orders, testDatabaseKinds } from '@mdc/db';
import { reservationRules } from '@mdc/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../test-support/fake-stripe.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { newVisitorIp } from '../captcha/form-test-support.ts';
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

  async function pay(method: 'card' | 'multibanco' | 'mb_way', email: string, ip?: string) {
    const request = oneExmoToEvora(ids);
    request.customer = { ...request.customer, email };
    const res = await post(t.app, intentUrl, { ...request, payment_method: method }, ip);
    expect(res.statusCode).toBe(200);
    return { request, intentId: res.json().paymentIntentId as string };
  }

  /** As if the order's hold had started `minutes` earlier than it did. */
  const moveBack = (checkoutId: string, minutes: number) =>
    db()
      .update(orders)
      .set({
        holdStartedAt: sql`${orders.holdStartedAt} - make_interval(mins => ${minutes}::int)`,
        reservedUntil: sql`${orders.reservedUntil} - make_interval(mins => ${minutes}::int)`,
      })
      .where(eq(orders.checkoutId, checkoutId));

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
    });
    // The voucher counts toward its client's caps, and holds for 3 days of Stripe's 7 (dec. 116).
    expect(order!.reservationClient).not.toBeNull();
    const days = reservationRules.multibancoVoucherDays * 86_400_000;
    expect(order!.reservedUntil.getTime() - Date.now()).toBeLessThanOrEqual(days);
    expect(order!.reservedUntil.getTime() - Date.now()).toBeGreaterThan(days - 60_000);
    expect(order!.multibancoExpiresAt!.getTime()).toBe(order!.reservedUntil.getTime());
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

  it('an open Stripe voucher counts for its client: no second voucher, by Pay or by the webhook', async () => {
    const ip = newVisitorIp();
    const first = await pay('multibanco', 'stripe.cap.one@example.com', ip);
    stripe.multibanco(first.intentId, 7);
    await send(stripe.webhook('payment_intent.requires_action', first.intentId));
    expect(
      (await orderOfCheckout(db(), first.request.checkout_id))!.multibancoReference,
    ).not.toBeNull();

    const refused = oneExmoToEvora(ids);
    refused.customer = { ...refused.customer, email: 'stripe.cap.two@example.com' };
    const again = await post(t.app, intentUrl, { ...refused, payment_method: 'multibanco' }, ip);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'voucher_limit' });

    // Pay said card, then Stripe.js was made to show a voucher all the same.
    const sly = await pay('card', 'stripe.cap.three@example.com', ip);
    stripe.multibanco(sly.intentId, 7);
    const hook = await send(stripe.webhook('payment_intent.requires_action', sly.intentId));
    expect(hook.statusCode).toBe(200);
    const order = await orderOfCheckout(db(), sly.request.checkout_id);
    expect(order).toMatchObject({ multibancoReference: null, paymentMethod: 'card' });
    expect(order!.reservedUntil.getTime() - Date.now()).toBeLessThanOrEqual(
      reservationRules.holdMinutes * 60_000,
    );
    expect(await mailsTo('stripe.cap.three@example.com')).toHaveLength(0);
    const page = await post(t.app, '/api/checkout/awaiting-payment/', {
      paymentIntentId: sly.intentId,
      language: 'en',
    });
    expect(page.statusCode).toBe(429);
    expect(page.json()).toMatchObject({ code: 'voucher_limit' });
    expect(page.json().message).toMatch(/Multibanco reference waiting/);
    // Its hold ends as a card's: the sweep cancels the intent, so the voucher cannot be paid.
    await t.app.services.checkout.expireReservations(
      new Date(order!.reservedUntil.getTime() + 1000),
    );
    expect(stripe.intents.get(sly.intentId)!.status).toBe('canceled');
  });

  it('MB WAY: the webhook holds the order while the request may be approved, never past the ceiling', async () => {
    const minute = 60_000;
    const { request, intentId } = await pay('mb_way', 'stripe.mbway@example.com');
    // The request is sent 12 minutes after Pay: 3 minutes of the card's hold would be left.
    await moveBack(request.checkout_id, 12);
    stripe.mbWay(intentId);
    await send(stripe.webhook('payment_intent.requires_action', intentId));
    let order = await orderOfCheckout(db(), request.checkout_id);
    expect(order!.reservedUntil.getTime() - Date.now()).toBeGreaterThan(5.5 * minute);
    // Asked again 5 minutes later: the hold stops at 21 minutes from Pay, not 6 from now.
    await moveBack(request.checkout_id, 5);
    await send(stripe.webhook('payment_intent.requires_action', intentId));
    order = await orderOfCheckout(db(), request.checkout_id);
    expect(order!.reservedUntil.getTime()).toBe(
      order!.holdStartedAt.getTime() + reservationRules.holdCeilingMinutes * minute,
    );
    expect(order!.reservedUntil.getTime() - Date.now()).toBeLessThan(4.5 * minute);

    // A card's 3-D Secure step (requires_action too) waits within the card's 15 minutes.
    const card = await pay('card', 'stripe.3ds@example.com');
    const before = (await orderOfCheckout(db(), card.request.checkout_id))!.reservedUntil;
    stripe.intents.get(card.intentId)!.status = 'requires_action';
    await send(stripe.webhook('payment_intent.requires_action', card.intentId));
    expect((await orderOfCheckout(db(), card.request.checkout_id))!.reservedUntil).toEqual(before);
  });
});
