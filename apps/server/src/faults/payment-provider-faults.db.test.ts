import { discountCodes, testDatabaseKinds } from '@mdc/db';
import { eq } from 'drizzle-orm';
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
  intentsOfCheckout,
  intentUrl,
  setStock,
  unkeyedPosts,
  type StripeTestApp,
} from './fault-test-support.ts';

const unreachable = {
  pt: 'Não foi possível contactar o serviço de pagamento; por favor tente novamente dentro de momentos.',
  en: 'The payment service could not be reached; please try again in a moment.',
};

/**
 * Issue 8, "payment provider slow, failing (500) or timing out after doing the work": the real
 * Stripe SDK against a fake Stripe that misbehaves on purpose. The buyer is told in their own
 * language (a 502, never a 500), no order gets a second payable intent, and a reservation left
 * behind by a failed call gives its bottles and its discount-code use back when it expires.
 */
describe.each(testDatabaseKinds)('payment provider faults on %s', (kind) => {
  let t: StripeTestApp;
  const db = () => t.app.database.db;
  beforeAll(async () => {
    t = await createStripeTestApp(kind);
    await setStock(db(), t.ids.exmo, 1000);
  });
  afterEach(() => t.stripe.clearFaults());
  afterAll(async () => t?.close());

  const inEnglish = () => {
    const request = oneExmoToEvora(t.ids);
    return { ...request, customer: { ...customerInEvora, preferred_language: 'en' } };
  };
  const creates = (checkoutId: string) =>
    intentsOfCheckout(t.stripe, checkoutId).map((intent) => intent.id);
  const keysOfCreates = () =>
    t.stripe.requests
      .filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents')
      .map((r) => r.idempotencyKey);

  it('slow provider: the buyer waits and gets the intent; a second call meanwhile gets the same one', async () => {
    const request = oneExmoToEvora(t.ids);
    t.stripe.inject('create', { kind: 'slow', ms: 300 });
    // The page's refresh and the Pay button, both for the same checkout, while Stripe is slow.
    const [first, second] = await Promise.all([
      post(t.app, intentUrl, request),
      post(t.app, intentUrl, request),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().paymentIntentId).toBe(first.json().paymentIntentId);
    expect(creates(request.checkout_id)).toEqual([first.json().paymentIntentId]);
    const order = await orderOfCheckout(db(), request.checkout_id);
    expect(order).toMatchObject({
      paymentStatus: 'awaiting_payment',
      paymentIntentId: first.json().paymentIntentId,
    });
  });

  it('a 500 from Stripe is a 502 in the buyer’s language; the retry takes a new key and pays', async () => {
    const request = inEnglish();
    // Stripe keeps a 500 under its idempotency key and replays it to every retry with that key.
    t.stripe.inject('create', { kind: 'error' });
    const failed = await post(t.app, intentUrl, request);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(unreachable.en);
    const order = await orderOfCheckout(db(), request.checkout_id);
    expect(order).toMatchObject({ paymentStatus: 'awaiting_payment', paymentIntentId: null });
    const keyThatFailed = keysOfCreates().at(-1);
    // Keyed by order, attempt and the digest of the terms (decision 095).
    expect(keyThatFailed).toMatch(new RegExp(`^order-${order!.id}-0-[\\w-]{32}$`));

    const retried = await post(t.app, intentUrl, request);
    expect(retried.statusCode).toBe(200);
    expect(keysOfCreates().at(-1)).toBe(keyThatFailed!.replace(`-0-`, `-1-`));
    expect(creates(request.checkout_id)).toEqual([retried.json().paymentIntentId]);
  });

  it('Portuguese buyers are told in Portuguese', async () => {
    t.stripe.inject('create', { kind: 'error' });
    const failed = await post(t.app, intentUrl, oneExmoToEvora(t.ids));
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ error: 'Bad Gateway', message: unreachable.pt });
  });

  it('the work done but the answer lost: the SDK retries with the same key and gets the same intent', async () => {
    const request = oneExmoToEvora(t.ids);
    t.stripe.inject('create', { kind: 'drop' });
    const res = await post(t.app, intentUrl, request);
    expect(res.statusCode).toBe(200);
    expect(creates(request.checkout_id)).toEqual([res.json().paymentIntentId]);
    const order = await orderOfCheckout(db(), request.checkout_id);
    const key = keysOfCreates().at(-1)!;
    expect(key).toMatch(new RegExp(`^order-${order!.id}-0-`));
    // The first attempt and the SDK's retry, one key.
    expect(keysOfCreates().filter((k) => k === key)).toHaveLength(2);
    expect(unkeyedPosts(t.stripe)).toEqual([]);
  });

  it('every answer after the client timeout: a 502; the buyer’s retry gets the intent Stripe made, not a second one', async () => {
    const request = inEnglish();
    // Three attempts (the first and the SDK's two retries), each answered too late.
    t.stripe.inject('create', { kind: 'hang' }, 3);
    const failed = await post(t.app, intentUrl, request);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(unreachable.en);
    const made = creates(request.checkout_id);
    expect(made).toHaveLength(1);
    expect(await orderOfCheckout(db(), request.checkout_id)).toMatchObject({
      paymentIntentId: null,
    });

    const retried = await post(t.app, intentUrl, request);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().paymentIntentId).toBe(made[0]);
    expect(creates(request.checkout_id)).toEqual(made);
    expect(unkeyedPosts(t.stripe)).toEqual([]);
  });

  it('confirm-order while Stripe times out: a 502; paying again finds the payment instead of taking a second', async () => {
    const request = oneExmoToEvora(t.ids);
    const { paymentIntentId } = (await post(t.app, intentUrl, request)).json();
    t.stripe.succeed(paymentIntentId);
    t.stripe.inject('retrieve', { kind: 'hang' }, 3);
    const body = confirmBodyFor(request, paymentIntentId);
    const failed = await post(t.app, confirmUrl, body);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe(unreachable.pt);
    expect(await orderOfCheckout(db(), request.checkout_id)).toMatchObject({
      paymentStatus: 'awaiting_payment',
    });

    // The page says the order was not saved and offers Pay again: the server settles the
    // payment it already has (410 "already paid") and makes no second intent.
    const payAgain = await post(t.app, intentUrl, request);
    expect(payAgain.statusCode).toBe(410);
    expect(creates(request.checkout_id)).toEqual([paymentIntentId]);
    const order = await orderOfCheckout(db(), request.checkout_id);
    expect(order).toMatchObject({ paymentStatus: 'paid' });
    const retried = await post(t.app, confirmUrl, body);
    expect(retried.json()).toEqual({ success: true, code: order!.code });
  });

  describe('no leaked stock', () => {
    /** 1 × Exmo (24.00) − 5.00 with the code, plus 7.50 shipping. */
    const withCode = (code: string) => ({
      ...oneExmoToEvora(t.ids),
      subtotal: '24.00',
      total: '26.50',
      discount_code: code,
    });
    async function addCode(code: string) {
      const [row] = await db()
        .insert(discountCodes)
        .values({ code: code.toUpperCase(), kind: 'fixed', amountCents: 500, usageLimit: 10 })
        .returning();
      return row!.id;
    }
    const usedCount = async (id: number) =>
      (await db().select().from(discountCodes).where(eq(discountCodes.id, id)))[0]!.usedCount;
    const afterReservation = () => new Date(Date.now() + 31 * 60_000);
    /** Releases what earlier tests left reserved, so the sweep under test sees one order. */
    async function startFrom(stock: number) {
      await t.app.services.checkout.expireReservations(afterReservation());
      await setStock(db(), t.ids.exmo, stock);
    }

    it('a reservation left by a failed payment call gives back bottles and code use when it expires', async () => {
      const codeId = await addCode(`FAULT-A-${kind}`);
      await startFrom(20);
      const request = withCode(`fault-a-${kind}`);
      // The provider makes the intent, but no answer ever arrives.
      t.stripe.inject('create', { kind: 'drop' }, 3);
      const failed = await post(t.app, intentUrl, request);
      expect(failed.statusCode).toBe(502);
      expect(await stockOf(db(), t.ids.exmo)).toBe(19);
      expect(await usedCount(codeId)).toBe(1);

      await t.app.services.checkout.expireReservations(afterReservation());
      expect(await orderOfCheckout(db(), request.checkout_id)).toMatchObject({
        paymentStatus: 'expired',
      });
      expect(await stockOf(db(), t.ids.exmo)).toBe(20);
      expect(await usedCount(codeId)).toBe(0);
      // The intent Stripe made was never handed to the buyer: nobody can pay it.
      const [orphan] = intentsOfCheckout(t.stripe, request.checkout_id);
      expect(orphan!.status).toBe('requires_payment_method');
    });

    it('a sweep while Stripe is down keeps the reservation (the payment may still succeed); the next one releases it', async () => {
      const codeId = await addCode(`FAULT-B-${kind}`);
      await startFrom(20);
      const request = withCode(`fault-b-${kind}`);
      const { paymentIntentId } = (await post(t.app, intentUrl, request)).json();
      expect(await stockOf(db(), t.ids.exmo)).toBe(19);

      t.stripe.inject('cancel', { kind: 'error' });
      t.stripe.inject('retrieve', { kind: 'error' });
      const down = await t.app.services.checkout.expireReservations(afterReservation());
      expect(down).toEqual({ expired: 0, paid: 0 });
      expect(await stockOf(db(), t.ids.exmo)).toBe(19);
      expect(await usedCount(codeId)).toBe(1);

      t.stripe.clearFaults();
      await t.app.services.checkout.expireReservations(afterReservation());
      expect(t.stripe.intents.get(paymentIntentId)!.status).toBe('canceled');
      expect(await orderOfCheckout(db(), request.checkout_id)).toMatchObject({
        paymentStatus: 'expired',
      });
      expect(await stockOf(db(), t.ids.exmo)).toBe(20);
      expect(await usedCount(codeId)).toBe(0);
    });
  });
});
