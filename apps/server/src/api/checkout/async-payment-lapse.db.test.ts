import { emails, offlinePaymentIntents, orders, testDatabaseKinds } from '@mdc/db';
import { offlineMbWayPhones, orderSchema } from '@mdc/shared';
import { asc, eq, sql } from 'drizzle-orm';
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
const mbWayUrl = '/api/checkout/offline-payments/mb-way/';
const multibancoUrl = '/api/checkout/offline-payments/multibanco/';

/**
 * Issue 29, points 13 and 14 (docs/decisions/117-payment-lapse-and-invoice-lookup.md): an MB WAY
 * approval given in time wins over the expiry even when first read by the sweep; an unpaid MB WAY
 * or Multibanco order that lapses says so on its page and e-mails the buyer once.
 */
describe.each(testDatabaseKinds)('asynchronous payments that lapse, on %s', (kind) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  const db = () => t.app.database.db;
  beforeAll(async () => {
    t = await createTestApp(kind);
    ids = await demoIds(db());
  });
  afterAll(async () => t?.close());

  const mailsTo = (to: string) =>
    db().select().from(emails).where(eq(emails.to, to)).orderBy(asc(emails.id));

  async function startPaying(
    method: 'mb_way' | 'multibanco',
    email: string,
    language: 'pt' | 'en' = 'pt',
  ) {
    const request = oneExmoToEvora(ids);
    request.customer = { ...request.customer, email, preferred_language: language };
    const res = await post(t.app, intentUrl, { ...request, payment_method: method, language });
    expect(res.statusCode).toBe(200);
    const { paymentIntentId, clientSecret } = res.json();
    return { request, paymentIntentId, clientSecret };
  }

  /** The buyer closed the tab: the request's answer and expiry both passed unread. */
  const bothPassed = (id: string) =>
    db()
      .update(offlinePaymentIntents)
      .set({
        answerAt: sql`now() - interval '5 minutes'`,
        actionExpiresAt: sql`now() - interval '1 second'`,
      })
      .where(eq(offlinePaymentIntents.id, id));

  const sweepAfter = async (checkoutId: string) => {
    const order = await orderOfCheckout(db(), checkoutId);
    return t.app.services.checkout.expireReservations(
      new Date(order!.reservedUntil.getTime() + 1000),
    );
  };

  it('MB WAY approved in time, tab closed: the sweep settles it as paid with the confirmation', async () => {
    const pay = await startPaying('mb_way', 'mbway.closed@example.com');
    const started = await post(t.app, mbWayUrl, {
      ...pay,
      phone: `+351 ${offlineMbWayPhones.approves}`,
    });
    expect(started.statusCode).toBe(200);
    await bothPassed(pay.paymentIntentId);
    const report = await sweepAfter(pay.request.checkout_id);
    expect(report.paid).toBeGreaterThanOrEqual(1);
    expect(await orderOfCheckout(db(), pay.request.checkout_id)).toMatchObject({
      paymentStatus: 'paid',
    });
    const mails = await mailsTo('mbway.closed@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/confirmada/);
    expect(mails[0]!.text).toContain('Pago com MB WAY');
  });

  it('MB WAY refused in time, tab closed: the order lapses (refused, not paid)', async () => {
    const pay = await startPaying('mb_way', 'mbway.closed.no@example.com');
    await post(t.app, mbWayUrl, { ...pay, phone: offlineMbWayPhones.refuses });
    await bothPassed(pay.paymentIntentId);
    await sweepAfter(pay.request.checkout_id);
    const order = await orderOfCheckout(db(), pay.request.checkout_id);
    expect(order).toMatchObject({ paymentStatus: 'expired' });
  });

  it('an MB WAY order that lapses says so on its page and e-mails the buyer once, in English', async () => {
    const stock = await stockOf(db(), ids.exmo);
    const pay = await startPaying('mb_way', 'mbway.lapsed@example.com', 'en');
    await post(t.app, mbWayUrl, { ...pay, phone: '919999999' });
    await bothPassed(pay.paymentIntentId);
    const order = await orderOfCheckout(db(), pay.request.checkout_id);
    const at = new Date(order!.reservedUntil.getTime() + 1000);
    // Two instances sweep at the same moment, then one again.
    await Promise.all([
      t.app.services.checkout.expireReservations(at),
      t.app.services.checkout.expireReservations(at),
    ]);
    await t.app.services.checkout.expireReservations(at);
    expect(await orderOfCheckout(db(), pay.request.checkout_id)).toMatchObject({
      paymentStatus: 'expired',
    });
    expect(await stockOf(db(), ids.exmo)).toBe(stock);
    const mails = await mailsTo('mbway.lapsed@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Order ${order!.orderNumber} lapsed — Monte das Cegonhas`);
    expect(mails[0]!.text).toContain('MB WAY');
    expect(mails[0]!.text).toMatch(/https?:\/\/[^\s/]+\/en\/shop\s/);
    expect(mails[0]!.text).toContain(`/en/shop/thank-you/${order!.code}`);
    expect(mails[0]!.text).not.toMatch(/confirmed|Paid by/);

    const read = await t.app.inject({ url: `/api/checkout/orders/by-code/${order!.code}/` });
    const shown = orderSchema.parse(read.json());
    expect(shown).toMatchObject({ payment_status: 'expired', payment_method: 'mb_way' });
  });

  it('a Multibanco voucher that lapses e-mails the buyer once, in Portuguese', async () => {
    const pay = await startPaying('multibanco', 'mb.lapsed@example.com');
    expect((await post(t.app, multibancoUrl, pay)).statusCode).toBe(200);
    const order = await orderOfCheckout(db(), pay.request.checkout_id);
    await t.app.services.checkout.expireReservations(
      new Date(order!.multibancoExpiresAt!.getTime() + 60_000),
    );
    const [voucher, lapsed, ...more] = await mailsTo('mb.lapsed@example.com');
    expect(more).toHaveLength(0);
    expect(voucher!.subject).toMatch(/Multibanco/);
    expect(lapsed!.subject).toBe(`Encomenda ${order!.orderNumber} caducada — Monte das Cegonhas`);
    expect(lapsed!.text).toContain('Multibanco');
    expect(lapsed!.text).toContain('não a pague');
    expect(lapsed!.text).toMatch(/https?:\/\/[^\s/]+\/shop\s/);
    expect(lapsed!.text).toContain(`/shop/obrigado/${order!.code}`);
  });

  it('a card checkout left unpaid lapses without an e-mail', async () => {
    const request = oneExmoToEvora(ids);
    request.customer = { ...request.customer, email: 'card.left@example.com' };
    expect((await post(t.app, intentUrl, request)).statusCode).toBe(200);
    await sweepAfter(request.checkout_id);
    const [row] = await db()
      .select()
      .from(orders)
      .where(eq(orders.checkoutId, request.checkout_id));
    expect(row!.paymentStatus).toBe('expired');
    expect(await mailsTo('card.left@example.com')).toHaveLength(0);
  });
});
