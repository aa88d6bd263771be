import { paymentEvents, testDatabaseKinds } from '@mdc/db';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  customerInEvora,
  oneExmoToEvora,
  orderOfCheckout,
  post,
  stockOf,
} from '../api/checkout/checkout-test-support.ts';
import {
  confirmBodyFor,
  confirmUrl,
  createStripeTestApp,
  emailsAbout,
  intentUrl,
  ordersPaidFor,
  refundsOf,
  sendWebhook,
  setStock,
  type StripeTestApp,
} from './fault-test-support.ts';

const estate = 'geral@montedascegonhas.test';
const afterReservation = () => new Date(Date.now() + 31 * 60_000);

/**
 * Issue 8, "webhooks duplicated and out of order": Stripe delivers at least once, in any order,
 * sometimes twice at the same moment. Whatever arrives, an order is paid once, its bottles are
 * taken once (at the reservation), and one confirmation and one estate notice are queued; money
 * that cannot be honoured is given back once.
 */
describe.each(testDatabaseKinds)('webhook faults on %s', (kind) => {
  let t: StripeTestApp;
  const db = () => t.app.database.db;
  beforeAll(async () => {
    t = await createStripeTestApp(kind);
  });
  afterEach(() => {
    t.stripe.clearFaults();
    t.stripe.refundOutage = false;
  });
  afterAll(async () => t?.close());

  /** A checkout of one bottle for a buyer of its own, its reservation made. */
  async function reserved(buyer: string) {
    const request = {
      ...oneExmoToEvora(t.ids),
      customer: { ...customerInEvora, email: `${buyer}-${kind}@example.com` },
    };
    const res = await post(t.app, intentUrl, request);
    expect(res.statusCode).toBe(200);
    const paymentIntentId: string = res.json().paymentIntentId;
    const order = (await orderOfCheckout(db(), request.checkout_id))!;
    return { request, paymentIntentId, order };
  }

  it('payment_failed delivered after payment_succeeded changes nothing: paid once, one of each e-mail', async () => {
    await setStock(db(), t.ids.exmo, 50);
    const { request, paymentIntentId, order } = await reserved('late-failure');
    expect(await stockOf(db(), t.ids.exmo)).toBe(49);
    // The first card is declined, the second goes through; Stripe delivers the events reversed.
    t.stripe.fail(paymentIntentId, 'Your card was declined.');
    const failed = t.stripe.webhook('payment_intent.payment_failed', paymentIntentId);
    t.stripe.succeed(paymentIntentId);
    const succeeded = t.stripe.webhook('payment_intent.succeeded', paymentIntentId);

    expect((await sendWebhook(t.app, succeeded)).json()).toEqual({
      received: true,
      duplicate: false,
    });
    expect((await sendWebhook(t.app, failed)).statusCode).toBe(200);
    expect((await sendWebhook(t.app, succeeded)).json()).toEqual({
      received: true,
      duplicate: true,
    });

    expect(await orderOfCheckout(db(), request.checkout_id)).toMatchObject({
      paymentStatus: 'paid',
      lastPaymentError: null,
    });
    expect(await stockOf(db(), t.ids.exmo)).toBe(49);
    expect(await emailsAbout(db(), order.orderNumber)).toEqual(
      [estate, request.customer.email].sort(),
    );
  });

  it('payment_succeeded after the reservation expired: not paid, stock not taken again, refunded once however often it comes', async () => {
    await setStock(db(), t.ids.exmo, 50);
    const { request, paymentIntentId, order } = await reserved('after-expiry');
    await t.app.services.checkout.expireReservations(afterReservation());
    expect(await orderOfCheckout(db(), request.checkout_id)).toMatchObject({
      paymentStatus: 'expired',
    });
    expect(await stockOf(db(), t.ids.exmo)).toBe(50);

    // Money taken anyway (a capture that raced the cancellation at the provider): the event
    // twice at once, a second event about it, and the buyer's page confirming, all together.
    t.stripe.succeed(paymentIntentId);
    const event = t.stripe.webhook('payment_intent.succeeded', paymentIntentId);
    const other = t.stripe.webhook('payment_intent.succeeded', paymentIntentId);
    const [confirm, ...deliveries] = await Promise.all([
      post(t.app, confirmUrl, confirmBodyFor(request, paymentIntentId)),
      sendWebhook(t.app, event),
      sendWebhook(t.app, event),
      sendWebhook(t.app, other),
    ]);
    expect(deliveries.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect([404, 409]).toContain(confirm.statusCode);

    expect(refundsOf(t.stripe, paymentIntentId)).toHaveLength(1);
    expect(refundsOf(t.stripe, paymentIntentId)[0]!.amount).toBe(order.totalCents);
    expect(await orderOfCheckout(db(), request.checkout_id)).toMatchObject({
      paymentStatus: 'expired',
      paymentIntentId: null,
      lastPaymentError: expect.stringMatching(/^Refunded: paid after the order was expired/),
    });
    expect(await stockOf(db(), t.ids.exmo)).toBe(50);
    expect(await emailsAbout(db(), order.orderNumber)).toEqual([]);
    // Stripe's later retries of the same events change nothing.
    for (const again of [event, other]) {
      expect((await sendWebhook(t.app, again)).json()).toMatchObject({ duplicate: true });
    }
    expect(refundsOf(t.stripe, paymentIntentId)).toHaveLength(1);
  });

  it('a refund that fails while the webhook is handled is answered 502, so Stripe’s retry of the event refunds', async () => {
    const { request, paymentIntentId } = await reserved('refund-outage');
    await t.app.services.checkout.expireReservations(afterReservation());
    t.stripe.succeed(paymentIntentId);
    const event = t.stripe.webhook('payment_intent.succeeded', paymentIntentId);

    t.stripe.refundOutage = true;
    const during = await sendWebhook(t.app, event);
    expect(during.statusCode).toBe(502);
    expect(refundsOf(t.stripe, paymentIntentId)).toEqual([]);
    const [recorded] = await db()
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.providerEventId, JSON.parse(event.payload).id));
    expect(recorded).toBeUndefined();

    t.stripe.refundOutage = false;
    const retried = await sendWebhook(t.app, event);
    expect(retried.json()).toEqual({ received: true, duplicate: false });
    expect(refundsOf(t.stripe, paymentIntentId)).toHaveLength(1);
    expect(await orderOfCheckout(db(), request.checkout_id)).toMatchObject({
      paymentStatus: 'expired',
      paymentIntentId: null,
    });
    expect((await sendWebhook(t.app, event)).json()).toMatchObject({ duplicate: true });
    expect(refundsOf(t.stripe, paymentIntentId)).toHaveLength(1);
  });

  it('an event about a payment no order knows is acknowledged and changes nothing', async () => {
    const { paymentIntentId } = await reserved('unknown');
    // An intent of another shop on the same Stripe account, say.
    const foreign = t.stripe.intents.get(paymentIntentId)!;
    t.stripe.intents.set('pi_foreign', { ...foreign, id: 'pi_foreign', metadata: {} });
    t.stripe.succeed('pi_foreign');
    const res = await sendWebhook(
      t.app,
      t.stripe.webhook('payment_intent.succeeded', 'pi_foreign'),
    );
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(refundsOf(t.stripe, 'pi_foreign')).toEqual([]);
  });
});

// Real concurrency needs real connections: PGlite runs one query at a time.
const hasPostgres = testDatabaseKinds.includes('postgres');

describe.skipIf(!hasPostgres).each(['postgres'] as const)('a webhook storm on %s', (kind) => {
  let t: StripeTestApp;
  const db = () => t.app.database.db;
  beforeAll(async () => {
    t = await createStripeTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('10 copies of one event, 5 other events, 3 confirm calls, a late failure and a sweep at once: paid once', async () => {
    await setStock(db(), t.ids.exmo, 30);
    const request = {
      ...oneExmoToEvora(t.ids),
      customer: { ...customerInEvora, email: `storm-${kind}@example.com` },
    };
    const { paymentIntentId } = (await post(t.app, intentUrl, request)).json();
    const order = (await orderOfCheckout(db(), request.checkout_id))!;
    expect(await stockOf(db(), t.ids.exmo)).toBe(29);

    t.stripe.fail(paymentIntentId);
    const lateFailure = t.stripe.webhook('payment_intent.payment_failed', paymentIntentId);
    t.stripe.succeed(paymentIntentId);
    const event = t.stripe.webhook('payment_intent.succeeded', paymentIntentId);
    const others = Array.from({ length: 5 }, () =>
      t.stripe.webhook('payment_intent.succeeded', paymentIntentId),
    );
    const eventIds = [event, ...others, lateFailure].map(
      (one) => JSON.parse(one.payload).id as string,
    );

    // The reservation sweep runs too (as if the buyer had taken 31 minutes): it must not undo it.
    const sweep = t.app.services.checkout.expireReservations(afterReservation());
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => sendWebhook(t.app, event)),
      ...others.map((one) => sendWebhook(t.app, one)),
      ...Array.from({ length: 3 }, () =>
        post(t.app, confirmUrl, confirmBodyFor(request, paymentIntentId)),
      ),
      sendWebhook(t.app, lateFailure),
    ]);
    const swept = await sweep;

    expect(answers.map((r) => r.statusCode)).toEqual(Array.from({ length: 19 }, () => 200));
    expect(answers.slice(0, 10).filter((r) => r.json().duplicate === false)).toHaveLength(1);
    for (const confirm of answers.slice(15, 18)) {
      expect(confirm.json()).toEqual({ success: true, code: order.code });
    }
    expect(swept.expired).toBe(0);
    expect(await ordersPaidFor(db(), request.checkout_id)).toBe(1);
    expect(await orderOfCheckout(db(), request.checkout_id)).toMatchObject({
      paymentStatus: 'paid',
      lastPaymentError: null,
    });
    expect(await stockOf(db(), t.ids.exmo)).toBe(29);
    expect(await emailsAbout(db(), order.orderNumber)).toEqual(
      [estate, request.customer.email].sort(),
    );
    expect(refundsOf(t.stripe, paymentIntentId)).toEqual([]);
    const recorded = await db()
      .select({ id: paymentEvents.providerEventId })
      .from(paymentEvents)
      .where(inArray(paymentEvents.providerEventId, eventIds));
    expect(recorded.map((row) => row.id).sort()).toEqual([...eventIds].sort());
  });
});
