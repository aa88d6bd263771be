import { emails, offlinePaymentIntents, orders, testDatabaseKinds } from '@mdc/db';
import { offlineMbWayPhones, orderSchema } from '@mdc/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import {
  demoIds,
  oneExmoToEvora,
  orderOfCheckout,
  post,
  stockOf,
} from './checkout-test-support.ts';

const intentUrl = '/api/checkout/create-payment-intent/';
const confirmUrl = '/api/checkout/confirm-order/';
const mbWayUrl = '/api/checkout/offline-payments/mb-way/';
const stateUrl = '/api/checkout/offline-payments/state/';
const multibancoUrl = '/api/checkout/offline-payments/multibanco/';
const payUrl = '/api/checkout/offline-payments/multibanco/pay/';
const estateEmail = 'geral@montedascegonhas.test';

describe.each(testDatabaseKinds)(
  'MB WAY and Multibanco with the offline provider on %s',
  (kind) => {
    let t: TestApp;
    let ids: Awaited<ReturnType<typeof demoIds>>;
    const db = () => t.app.database.db;
    beforeAll(async () => {
      t = await createTestApp(kind, { ESTATE_EMAIL: estateEmail });
      ids = await demoIds(db());
    });
    afterAll(async () => t?.close());

    const mailsTo = (to: string) => db().select().from(emails).where(eq(emails.to, to));

    /** Pay pressed with the method: the order holds its bottles and the intent is made. */
    async function startPaying(method: 'mb_way' | 'multibanco', email: string) {
      const request = oneExmoToEvora(ids);
      request.customer = { ...request.customer, email };
      const res = await post(t.app, intentUrl, { ...request, payment_method: method });
      expect(res.statusCode).toBe(200);
      const { paymentIntentId, clientSecret } = res.json();
      return { request, paymentIntentId, clientSecret };
    }

    /** Earlier tests' holds given back, so a test counts only its own bottles. */
    const clearHolds = () =>
      t.app.services.checkout.expireReservations(new Date(Date.now() + 30 * 86_400_000));

    /** The test phone's answer is due now (it comes a few seconds after the request). */
    const answerNow = (id: string) =>
      db()
        .update(offlinePaymentIntents)
        .set({ answerAt: sql`now() - interval '1 second'` })
        .where(eq(offlinePaymentIntents.id, id));

    const confirmBody = (request: ReturnType<typeof oneExmoToEvora>, paymentIntentId: string) => ({
      cart: request.cart,
      customer: request.customer,
      paymentIntentId,
      shipping_option_id: request.shipping_option_id,
      language: 'pt',
    });

    it('MB WAY: the approving test phone pays the order once, with its e-mails', async () => {
      const stock = await stockOf(db(), ids.exmo);
      const pay = await startPaying('mb_way', 'mbway.yes@example.com');
      const started = await post(t.app, mbWayUrl, {
        ...pay,
        phone: `+351 ${offlineMbWayPhones.approves}`,
      });
      expect(started.statusCode).toBe(200);
      expect(started.json().status).toBe('requires_action');
      const expiresAt = new Date(started.json().expires_at).getTime();
      expect(expiresAt - Date.now()).toBeGreaterThan(4 * 60_000);
      const order = await orderOfCheckout(db(), pay.request.checkout_id);
      expect(order).toMatchObject({ paymentMethod: 'mb_way', paymentStatus: 'awaiting_payment' });
      // The hold lasts at least as long as the request may be approved.
      expect(order!.reservedUntil.getTime()).toBeGreaterThanOrEqual(expiresAt);
      expect(await stockOf(db(), ids.exmo)).toBe(stock - 1);

      // Still waiting until the phone answers.
      expect((await post(t.app, stateUrl, pay)).json().status).toBe('requires_action');
      await answerNow(pay.paymentIntentId);
      expect((await post(t.app, stateUrl, pay)).json().status).toBe('succeeded');
      const confirmed = await post(
        t.app,
        confirmUrl,
        confirmBody(pay.request, pay.paymentIntentId),
      );
      expect(confirmed.statusCode).toBe(200);
      const again = await post(t.app, confirmUrl, confirmBody(pay.request, pay.paymentIntentId));
      expect(again.json().code).toBe(confirmed.json().code);
      expect(await orderOfCheckout(db(), pay.request.checkout_id)).toMatchObject({
        paymentStatus: 'paid',
      });
      expect(await mailsTo('mbway.yes@example.com')).toHaveLength(1);
    });

    it('MB WAY: the refusing test phone leaves the order unpaid with the refusal', async () => {
      const pay = await startPaying('mb_way', 'mbway.no@example.com');
      await post(t.app, mbWayUrl, { ...pay, phone: offlineMbWayPhones.refuses });
      await answerNow(pay.paymentIntentId);
      const state = (await post(t.app, stateUrl, pay)).json();
      expect(state).toMatchObject({ status: 'requires_payment_method' });
      expect(state.error_message).toMatch(/refused/);
      const confirmed = await post(
        t.app,
        confirmUrl,
        confirmBody(pay.request, pay.paymentIntentId),
      );
      expect(confirmed.statusCode).toBe(402);
      expect(await orderOfCheckout(db(), pay.request.checkout_id)).toMatchObject({
        paymentStatus: 'awaiting_payment',
      });
      expect(await mailsTo('mbway.no@example.com')).toHaveLength(0);
    });

    it('MB WAY: a request nobody answers expires, and the sweep gives the bottles back', async () => {
      await clearHolds();
      const stock = await stockOf(db(), ids.exmo);
      const pay = await startPaying('mb_way', 'mbway.silent@example.com');
      await post(t.app, mbWayUrl, { ...pay, phone: '919999999' });
      await db()
        .update(offlinePaymentIntents)
        .set({ actionExpiresAt: sql`now() - interval '1 second'` })
        .where(eq(offlinePaymentIntents.id, pay.paymentIntentId));
      const state = (await post(t.app, stateUrl, pay)).json();
      expect(state.status).toBe('requires_payment_method');
      expect(state.error_message).toMatch(/expired/);
      const order = await orderOfCheckout(db(), pay.request.checkout_id);
      await t.app.services.checkout.expireReservations(
        new Date(order!.reservedUntil.getTime() + 1000),
      );
      expect(await orderOfCheckout(db(), pay.request.checkout_id)).toMatchObject({
        paymentStatus: 'expired',
      });
      expect(await stockOf(db(), ids.exmo)).toBe(stock);
    });

    it('refuses an MB WAY number that is not a Portuguese mobile, naming the field', async () => {
      const pay = await startPaying('mb_way', 'mbway.bad@example.com');
      const res = await post(t.app, mbWayUrl, { ...pay, phone: '21 234 5678' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('phone');
    });

    it('Multibanco: the voucher holds the order until it expires, e-mailed once, paid by the test endpoint once', async () => {
      const pay = await startPaying('multibanco', 'mb.voucher@example.com');
      const issued = await post(t.app, multibancoUrl, pay);
      expect(issued.statusCode).toBe(200);
      const { code } = issued.json();
      // Asking again gives the same voucher and no second e-mail.
      expect((await post(t.app, multibancoUrl, pay)).json().code).toBe(code);
      const order = await orderOfCheckout(db(), pay.request.checkout_id);
      expect(order).toMatchObject({
        paymentMethod: 'multibanco',
        paymentStatus: 'awaiting_payment',
      });
      expect(order!.multibancoReference).toMatch(/^\d{9}$/);
      expect(order!.reservedUntil.getTime()).toBe(order!.multibancoExpiresAt!.getTime());
      expect(order!.reservedUntil.getTime() - Date.now()).toBeGreaterThan(2 * 86_400_000);
      const [voucherMail, ...more] = await mailsTo('mb.voucher@example.com');
      expect(more).toHaveLength(0);
      expect(voucherMail!.subject).toMatch(/Multibanco/);
      expect(voucherMail!.text).toContain(order!.multibancoEntity!);
      expect(voucherMail!.text).toContain(order!.multibancoReference!.slice(0, 3));
      expect(voucherMail!.text).toContain('31,50');

      // The thank-you page shows the voucher.
      const read = await t.app.inject({ url: `/api/checkout/orders/by-code/${code}/` });
      const shown = orderSchema.parse(read.json());
      expect(shown).toMatchObject({
        payment_status: 'awaiting_payment',
        payment_method: 'multibanco',
        multibanco: { reference: order!.multibancoReference, amount: '31.50' },
      });

      const paid = await post(t.app, payUrl, { reference: order!.multibancoReference });
      expect(paid.json()).toMatchObject({ result: 'paid', code });
      const twice = await post(t.app, payUrl, { reference: order!.multibancoReference });
      expect(twice.json()).toMatchObject({ result: 'already_paid' });
      expect(await orderOfCheckout(db(), pay.request.checkout_id)).toMatchObject({
        paymentStatus: 'paid',
      });
      // The voucher, then one confirmation.
      expect(await mailsTo('mb.voucher@example.com')).toHaveLength(2);
    });

    it('Multibanco: a voucher that expires unpaid gives the bottles back; paying it later is refused', async () => {
      await clearHolds();
      const stock = await stockOf(db(), ids.exmo);
      const pay = await startPaying('multibanco', 'mb.late@example.com');
      await post(t.app, multibancoUrl, pay);
      expect(await stockOf(db(), ids.exmo)).toBe(stock - 1);
      const order = await orderOfCheckout(db(), pay.request.checkout_id);
      // Before the voucher's expiry the sweep leaves it alone.
      await t.app.services.checkout.expireReservations(new Date(Date.now() + 60 * 60_000));
      expect((await orderOfCheckout(db(), pay.request.checkout_id))!.paymentStatus).toBe(
        'awaiting_payment',
      );
      const report = await t.app.services.checkout.expireReservations(
        new Date(order!.multibancoExpiresAt!.getTime() + 60_000),
      );
      expect(report.expired).toBeGreaterThanOrEqual(1);
      expect(await orderOfCheckout(db(), pay.request.checkout_id)).toMatchObject({
        paymentStatus: 'expired',
      });
      expect(await stockOf(db(), ids.exmo)).toBe(stock);
      const late = await post(t.app, payUrl, { reference: order!.multibancoReference });
      expect(late.statusCode).toBe(404);
      expect(late.json().fields).toHaveProperty('reference');
    });

    it('staff mark a voucher paid from the order screen', async () => {
      const pay = await startPaying('multibanco', 'mb.staff@example.com');
      await post(t.app, multibancoUrl, pay);
      const order = await orderOfCheckout(db(), pay.request.checkout_id);
      const paid = await t.app.services.checkout.markOrderMultibancoPaid(order!.id);
      expect(paid).toMatchObject({ result: 'paid' });
      const [row] = await db().select().from(orders).where(eq(orders.id, order!.id));
      expect(row!.paymentStatus).toBe('paid');
    });
  },
);
