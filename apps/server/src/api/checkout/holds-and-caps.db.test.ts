import { orders, testDatabaseKinds } from '@mdc/db';
import { reservationRules } from '@mdc/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test-support/test-app.ts';
import { newVisitorIp } from '../captcha/form-test-support.ts';
import {
  checkoutUrls,
  createCheckoutTestApp,
  customerInEvora,
  newCheckoutId,
  orderOfCheckout,
  post,
  stockOf,
  type DemoIds,
} from './checkout-test-support.ts';

const mbWayUrl = '/api/checkout/offline-payments/mb-way/';
const multibancoUrl = '/api/checkout/offline-payments/multibanco/';
const minute = 60_000;

/**
 * Issue 29, points 1–3 (decision 116), with the offline provider: an open Multibanco voucher
 * counts toward its client's caps and is itself limited per client and per e-mail; a voucher
 * for many bottles holds them for a day; the caps group an IPv6 client by its /64 as the rate
 * limits do; an MB WAY hold never passes its ceiling, however often the request is sent again.
 */
describe.each(testDatabaseKinds)('holds and the per-client caps on %s', (kind) => {
  let t: TestApp;
  let ids: DemoIds;
  const db = () => t.app.database.db;
  beforeAll(async () => {
    ({ t, ids } = await createCheckoutTestApp(kind));
  });
  afterAll(async () => t?.close());

  /** Earlier tests' holds given back, so each test counts only its own bottles. */
  const clearHolds = () =>
    t.app.services.checkout.expireReservations(new Date(Date.now() + 30 * 86_400_000));

  /** `quantity` bottles of Bosque Destinto (13.90 on sale); mainland bands of 6, free from 100 €. */
  function bosque(quantity: number, method: string, email = customerInEvora.email) {
    const subtotal = quantity * 1390;
    const shipping = subtotal >= 10_000 ? 0 : [750, 990, 1290, 1490][Math.ceil(quantity / 6) - 1]!;
    const euros = (cents: number) => (cents / 100).toFixed(2);
    return {
      checkout_id: newCheckoutId(),
      cart: [{ id: ids.bosque, quantity }],
      shipping_option_id: ids.optionFor('PT-07'),
      subtotal: euros(subtotal),
      shipping_cost: euros(shipping),
      total: euros(subtotal + shipping),
      customer: { ...customerInEvora, email },
      adult_confirmed: true,
      payment_method: method,
    };
  }

  /** Pay, then (when Pay was taken) the offline voucher: both answers. */
  async function voucher(ip: string, quantity: number, method = 'multibanco', email?: string) {
    const request = bosque(quantity, method, email);
    const intent = await post(t.app, checkoutUrls.intent, request, ip);
    if (intent.statusCode !== 200) return { request, intent, issued: null };
    const { paymentIntentId, clientSecret } = intent.json();
    const issued = await post(t.app, multibancoUrl, { paymentIntentId, clientSecret }, ip);
    return { request, intent, issued };
  }

  it('six vouchers of 36 bottles from one address: the first holds, the rest are refused', async () => {
    await clearHolds();
    const stock = await stockOf(db(), ids.bosque);
    const ip = newVisitorIp();
    const rounds = [];
    for (let i = 0; i < 6; i += 1)
      rounds.push(await voucher(ip, 36, 'multibanco', `v${i}@example.com`));
    expect(rounds[0]!.intent.statusCode).toBe(200);
    expect(rounds[0]!.issued!.statusCode).toBe(200);
    for (const round of rounds.slice(1)) {
      expect(round.intent.statusCode).toBe(429);
      expect(round.intent.json().code).toMatch(/^(hold_limit|voucher_limit)$/);
      expect(round.intent.json().message).toMatch(/pagamento|Multibanco/);
      expect(Number(round.intent.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await stockOf(db(), ids.bosque)).toBe(stock - 36);
    // The open voucher still counts for its client: 36 bottles, held for a day, not three.
    const order = await orderOfCheckout(db(), rounds[0]!.request.checkout_id);
    expect(order!.reservationClient).not.toBeNull();
    const held = order!.reservedUntil.getTime() - Date.now();
    expect(held).toBeLessThanOrEqual(reservationRules.largeVoucherHoldHours * 60 * minute);
    expect(held).toBeGreaterThan((reservationRules.largeVoucherHoldHours - 1) * 60 * minute);
    expect(order!.multibancoExpiresAt!.getTime()).toBe(order!.reservedUntil.getTime());
  });

  it('a voucher asked for after a card Pay is still one voucher per client', async () => {
    await clearHolds();
    const ip = newVisitorIp();
    const first = await voucher(ip, 1, 'multibanco', 'first.voucher@example.com');
    expect(first.issued!.statusCode).toBe(200);
    // Pay said card, then the voucher endpoint was called all the same.
    const second = await voucher(ip, 1, 'card', 'second.voucher@example.com');
    expect(second.intent.statusCode).toBe(200);
    expect(second.issued!.statusCode).toBe(429);
    expect(second.issued!.json()).toMatchObject({ code: 'voucher_limit' });
    // The offline voucher call names no language: the refusal is said in English (decision 135).
    expect(second.issued!.json().message).toMatch(/a Multibanco reference waiting/);
    const order = await orderOfCheckout(db(), second.request.checkout_id);
    expect(order).toMatchObject({ multibancoReference: null, paymentMethod: 'card' });
    expect(order!.reservedUntil.getTime() - Date.now()).toBeLessThanOrEqual(
      reservationRules.holdMinutes * minute,
    );
  });

  it('one e-mail address gets one open voucher, whatever the address it is asked from', async () => {
    await clearHolds();
    const email = 'one.inbox@example.com';
    const first = await voucher(newVisitorIp(), 2, 'multibanco', email);
    expect(first.issued!.statusCode).toBe(200);
    const again = await voucher(newVisitorIp(), 2, 'multibanco', email.toUpperCase());
    expect(again.intent.statusCode).toBe(429);
    expect(again.intent.json().code).toBe('voucher_limit');
    const viaCard = await voucher(newVisitorIp(), 2, 'card', email);
    expect(viaCard.issued!.statusCode).toBe(429);
    // Another inbox is not affected.
    expect(
      (await voucher(newVisitorIp(), 2, 'multibanco', 'other.inbox@example.com')).issued!
        .statusCode,
    ).toBe(200);
  });

  it('four addresses of one IPv6 /64 share one client’s caps; IPv4-mapped is the IPv4 client', async () => {
    await clearHolds();
    const prefix = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:7`;
    const answers = [];
    for (const host of ['::1', '::2', '::abcd:1', ':ffff:ffff:ffff:ffff']) {
      const ip = `${prefix}${host}`;
      answers.push((await post(t.app, checkoutUrls.intent, bosque(18, 'card'), ip)).statusCode);
    }
    expect(answers).toEqual([200, 200, 429, 429]);
    const v4 = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
    expect((await post(t.app, checkoutUrls.intent, bosque(18, 'card'), v4)).statusCode).toBe(200);
    expect(
      (await post(t.app, checkoutUrls.intent, bosque(18, 'card'), `::ffff:${v4}`)).statusCode,
    ).toBe(200);
    const third = await post(t.app, checkoutUrls.intent, bosque(1, 'card'), v4);
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('hold_limit');
  });

  it('MB WAY asked again and again: the hold never passes 21 minutes from Pay', async () => {
    await clearHolds();
    const request = bosque(1, 'mb_way');
    const intent = (await post(t.app, checkoutUrls.intent, request)).json();
    const ref = { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret };
    // A number that never answers; five rounds, each 5 minutes after the last (the clock is
    // moved by moving the order's times back).
    for (let round = 0; round < 5; round += 1) {
      const sent = await post(t.app, mbWayUrl, { ...ref, phone: '911111111' });
      expect(sent.statusCode).toBe(200);
      const order = await orderOfCheckout(db(), request.checkout_id);
      const ceiling = order!.holdStartedAt.getTime() + reservationRules.holdCeilingMinutes * minute;
      expect(order!.reservedUntil.getTime()).toBeLessThanOrEqual(ceiling);
      await db()
        .update(orders)
        .set({
          holdStartedAt: sql`${orders.holdStartedAt} - interval '5 minutes'`,
          reservedUntil: sql`${orders.reservedUntil} - interval '5 minutes'`,
        })
        .where(eq(orders.id, order!.id));
    }
    const order = await orderOfCheckout(db(), request.checkout_id);
    // 25 minutes "later" the hold has ended: the sweep gives the bottle back.
    expect(order!.reservedUntil.getTime()).toBeLessThan(Date.now());
    await t.app.services.checkout.expireReservations();
    expect((await orderOfCheckout(db(), request.checkout_id))!.paymentStatus).toBe('expired');
  });

  it('Pay pressed again keeps the hold’s start: no endless renewal of a running hold', async () => {
    await clearHolds();
    const request = bosque(1, 'card');
    const ip = newVisitorIp();
    expect((await post(t.app, checkoutUrls.intent, request, ip)).statusCode).toBe(200);
    const first = await orderOfCheckout(db(), request.checkout_id);
    await db()
      .update(orders)
      .set({
        holdStartedAt: sql`${orders.holdStartedAt} - interval '14 minutes'`,
        reservedUntil: sql`${orders.reservedUntil} - interval '14 minutes'`,
      })
      .where(eq(orders.id, first!.id));
    expect((await post(t.app, checkoutUrls.intent, request, ip)).statusCode).toBe(200);
    const again = await orderOfCheckout(db(), request.checkout_id);
    expect(again!.holdStartedAt.getTime()).toBe(first!.holdStartedAt.getTime() - 14 * minute);
    expect(again!.reservedUntil.getTime()).toBe(
      again!.holdStartedAt.getTime() + reservationRules.holdCeilingMinutes * minute,
    );
  });
});
