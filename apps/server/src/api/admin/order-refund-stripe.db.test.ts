import { orders, testDatabaseKinds } from '@mdc/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../test-support/fake-stripe.ts';
import { demoIds, oneExmoToEvora, post, stockOf } from '../checkout/checkout-test-support.ts';
import { adminTestApp } from './admin-test-support.ts';

describe.each(testDatabaseKinds)('cancelling a Stripe order (SDK against a fake) on %s', (kind) => {
  let stripe: FakeStripe;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  const db = () => test.db();
  const cancel = (id: number) =>
    test.api('POST', `/api/admin/orders/${id}/status/`, { deliver_status: 'cancelled' });

  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  // Opens after the fake Stripe above has started, so the app can be pointed at it.
  const test = adminTestApp(kind, () => ({
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
  }));
  beforeAll(async () => {
    ids = await demoIds(db());
  });
  afterAll(() => stripe?.close());

  /** A paid order: the intent at Stripe, the card accepted, the order confirmed. */
  async function paidOrder() {
    const request = oneExmoToEvora(ids);
    const intent = await post(test.app, '/api/checkout/create-payment-intent/', request);
    const { paymentIntentId } = intent.json();
    stripe.succeed(paymentIntentId);
    const confirmed = await post(test.app, '/api/checkout/confirm-order/', {
      cart: request.cart,
      customer: request.customer,
      paymentIntentId,
      shipping_option_id: request.shipping_option_id,
      language: 'pt',
    });
    expect(confirmed.statusCode).toBe(200);
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.paymentIntentId, paymentIntentId));
    return order!;
  }
  const refundsOf = (intentId: string) =>
    stripe.refunds.filter((refund) => refund.payment_intent === intentId);

  it('refunds the whole amount once, with an idempotency key derived from the order', async () => {
    const order = await paidOrder();
    const stock = await stockOf(db(), ids.exmo);
    // Two staff members press Cancel at once: one refund at Stripe, one cancellation.
    const answers = await Promise.all([cancel(order.id), cancel(order.id)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refunds = refundsOf(order.paymentIntentId!);
    expect(refunds).toEqual([
      expect.objectContaining({ amount: 3150, payment_intent: order.paymentIntentId }),
    ]);
    const keys = stripe.requests
      .filter((request) => request.path === '/v1/refunds')
      .map((request) => request.idempotencyKey);
    expect(keys).toContain(`order-${order.id}-cancel-refund`);
    const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({
      deliverStatus: 'cancelled',
      paymentStatus: 'refunded',
      refundedCents: 3150,
      refundId: refunds[0]!.id,
    });
    expect(await stockOf(db(), ids.exmo)).toBe(stock + 1);

    expect((await cancel(order.id)).statusCode).toBe(409);
    expect(refundsOf(order.paymentIntentId!)).toHaveLength(1);
  });

  it('answers 502 and changes nothing while Stripe is down; the retry refunds once', async () => {
    const order = await paidOrder();
    const stock = await stockOf(db(), ids.exmo);
    stripe.refundOutage = true;
    try {
      const res = await cancel(order.id);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/payment service did not refund/);
    } finally {
      stripe.refundOutage = false;
    }
    const [unchanged] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(unchanged).toMatchObject({
      deliverStatus: 'pending',
      paymentStatus: 'paid',
      refundId: null,
    });
    expect(await stockOf(db(), ids.exmo)).toBe(stock);
    expect(refundsOf(order.paymentIntentId!)).toEqual([]);

    expect((await cancel(order.id)).statusCode).toBe(200);
    expect(refundsOf(order.paymentIntentId!)).toHaveLength(1);
    expect(await stockOf(db(), ids.exmo)).toBe(stock + 1);
  });
});
