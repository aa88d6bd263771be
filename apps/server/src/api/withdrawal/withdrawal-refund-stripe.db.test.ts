import { orders, testDatabaseKinds } from '@mdc/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../test-support/fake-stripe.ts';
import { adminTestApp } from '../admin/admin-test-support.ts';
import { demoIds, oneExmoToEvora, post } from '../checkout/checkout-test-support.ts';

describe.each(testDatabaseKinds)(
  'refunding a withdrawal at Stripe (SDK against a fake) on %s',
  (kind) => {
    let stripe: FakeStripe;
    let ids: Awaited<ReturnType<typeof demoIds>>;
    const db = () => test.db();
    const refund = (id: number) =>
      test.api('POST', `/api/admin/orders/${id}/withdrawal-refund/`, {});

    beforeAll(async () => {
      stripe = await startFakeStripe();
    });
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

    /** A paid order, delivered, that its buyer withdrew from. */
    async function withdrawnOrder() {
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
      for (const deliver_status of ['shipped', 'delivered']) {
        const moved = await test.api('POST', `/api/admin/orders/${order!.id}/status/`, {
          deliver_status,
        });
        expect(moved.statusCode).toBe(200);
      }
      const withdrawn = await post(
        test.app,
        `/api/checkout/orders/by-code/${order!.code}/withdrawal/`,
        { confirm: true },
      );
      expect(withdrawn.statusCode).toBe(201);
      return order!;
    }
    const refundsOf = (intentId: string) =>
      stripe.refunds.filter((one) => one.payment_intent === intentId);

    it('refunds what is owed once, with an idempotency key derived from the order', async () => {
      const order = await withdrawnOrder();
      // Two staff members press Refund at once: one refund at Stripe, recorded once.
      const answers = await Promise.all([refund(order.id), refund(order.id)]);
      expect(answers.map((res) => res.statusCode)).toContain(200);
      for (const res of answers) expect([200, 409]).toContain(res.statusCode);
      const refunds = refundsOf(order.paymentIntentId!);
      expect(refunds).toEqual([
        expect.objectContaining({ amount: 3150, payment_intent: order.paymentIntentId }),
      ]);
      const keys = stripe.requests
        .filter((request) => request.path === '/v1/refunds')
        .map((request) => request.idempotencyKey);
      expect(keys).toContain(`order-${order.id}-withdrawal-refund`);
      const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
      expect(after).toMatchObject({
        paymentStatus: 'refunded',
        refundedCents: 3150,
        refundId: refunds[0]!.id,
      });
      expect((await refund(order.id)).statusCode).toBe(409);
      expect(refundsOf(order.paymentIntentId!)).toHaveLength(1);
    });

    it('answers 502 and changes nothing while Stripe is down; the retry refunds once', async () => {
      const order = await withdrawnOrder();
      stripe.refundOutage = true;
      try {
        const res = await refund(order.id);
        expect(res.statusCode).toBe(502);
        expect(res.json()).toMatchObject({ code: 'withdrawal_refund_failed' });
      } finally {
        stripe.refundOutage = false;
      }
      const [unchanged] = await db().select().from(orders).where(eq(orders.id, order.id));
      expect(unchanged).toMatchObject({ paymentStatus: 'paid', refundedCents: 0, refundId: null });
      expect(refundsOf(order.paymentIntentId!)).toEqual([]);

      expect((await refund(order.id)).statusCode).toBe(200);
      expect(refundsOf(order.paymentIntentId!)).toHaveLength(1);
    });
  },
);
