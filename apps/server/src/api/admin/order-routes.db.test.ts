import {
  emails,
  offlinePaymentIntents,
  orders,
  shippingOptions,
  stockMovements,
  testDatabaseKinds,
} from '@mdc/db';
import { asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyOneBottle, newEmail } from '../accounts/account-test-support.ts';
import {
  customerInEvora,
  demoIds,
  oneExmoToEvora,
  post,
  stockOf,
} from '../checkout/checkout-test-support.ts';
import { adminTestApp, call, customerAccount } from './admin-test-support.ts';

describe.each(testDatabaseKinds)('admin orders on %s', (kind) => {
  const test = adminTestApp(kind);
  let ids: Awaited<ReturnType<typeof demoIds>>;
  const db = test.db;
  const get = (url: string) => test.api('GET', url);
  const setStatus = (id: number, body: unknown) =>
    test.api('POST', `/api/admin/orders/${id}/status/`, body);

  beforeAll(async () => {
    ids = await demoIds(db());
  });

  /** A paid order of one bottle of Exmo, by a buyer of its own. */
  async function paidOrder(customer: Record<string, unknown> = {}, token?: string) {
    const email = newEmail('comprador');
    const { code } = await buyOneBottle(test.app, {
      customer: { email, ...customer },
      ...(token && { token }),
    });
    const [order] = await db().select().from(orders).where(eq(orders.code, code));
    return order!;
  }

  /** An order whose buyer started paying but did not pay: its bottle is reserved. */
  async function unpaidOrder() {
    const request = oneExmoToEvora(ids);
    const res = await post(test.app, '/api/checkout/create-payment-intent/', {
      ...request,
      customer: { ...customerInEvora, email: newEmail('indeciso') },
    });
    expect(res.statusCode).toBe(200);
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.checkoutId, request.checkout_id));
    return order!;
  }

  const mailsTo = (to: string) =>
    db().select().from(emails).where(eq(emails.to, to)).orderBy(asc(emails.id));
  /** An order's audit rows, oldest first. */
  const auditOf = async (id: number) => (await test.auditOf('order', id)).reverse();
  const offlineIntent = async (id: string) =>
    (await db().select().from(offlinePaymentIntents).where(eq(offlinePaymentIntents.id, id)))[0]!;

  describe('list', () => {
    it('lists orders newest first with their buyer, total and statuses', async () => {
      const first = await paidOrder({ firstName: 'Beatriz', lastName: 'Lopes' });
      const second = await paidOrder();
      const res = await get('/api/admin/orders/?per_page=500');
      expect(res.statusCode).toBe(200);
      const { data, total } = res.json();
      expect(total).toBeGreaterThanOrEqual(2);
      const at = (id: number) => data.findIndex((row: { id: number }) => row.id === id);
      expect(at(second.id)).toBeLessThan(at(first.id));
      expect(data[at(first.id)]).toMatchObject({
        order_number: first.orderNumber,
        name: 'Beatriz Lopes',
        email: first.email,
        total_amount: '31.50',
        bottles: 1,
        deliver_status: 'pending',
        payment_status: 'paid',
        paid_at: expect.any(String),
      });
    });

    it('filters by payment, status, buyer, account and dates, and searches', async () => {
      const customer = await customerAccount(test.app);
      const mine = await paidOrder({ lastName: 'Vasconcelos' }, customer.access);
      const unpaid = await unpaidOrder();
      const ids = async (query: string) => {
        const res = await get(`/api/admin/orders/?per_page=500&${query}`);
        expect(res.statusCode, query).toBe(200);
        return res.json().data.map((row: { id: number }) => row.id);
      };
      expect(await ids('paid=yes')).toContain(mine.id);
      expect(await ids('paid=yes')).not.toContain(unpaid.id);
      expect(await ids('paid=no')).toContain(unpaid.id);
      expect(await ids('payment_status=awaiting_payment')).toEqual(
        expect.arrayContaining([unpaid.id]),
      );
      expect(await ids('deliver_status=pending,processing')).toContain(mine.id);
      expect(await ids('deliver_status=shipped')).not.toContain(mine.id);
      const me = (await test.app.services.accounts.authenticate(customer.access))!;
      expect(await ids(`user_id=${me.id}`)).toEqual([mine.id]);
      expect(await ids(`q=${mine.orderNumber}`)).toEqual([mine.id]);
      expect(await ids(`q=${encodeURIComponent(mine.email.toUpperCase())}`)).toEqual([mine.id]);
      expect(await ids('q=Maria%20Vasconcelos')).toEqual([mine.id]);
      const today = new Date().toISOString().slice(0, 10);
      expect(await ids(`created_from=2020-01-01&created_to=2020-12-31`)).toEqual([]);
      expect(await ids(`created_from=${today}`)).toContain(mine.id);
      const sorted = await get('/api/admin/orders/?sort=total_amount&order=asc&per_page=5');
      expect(sorted.statusCode).toBe(200);
    });

    it.each([
      ['deliver_status=lost', 'deliver_status'],
      ['payment_status=free', 'payment_status'],
      ['paid=maybe', 'paid'],
      ['created_from=yesterday', 'created_from'],
      ['created_to=2026-13', 'created_to'],
      ['user_id=abc', 'user_id'],
      ['sort=password_hash', 'sort'],
      ['per_page=100000', 'per_page'],
    ])('answers 400 naming the field for %s', async (query, field) => {
      const res = await get(`/api/admin/orders/?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
    });
  });

  describe('detail', () => {
    it('shows lines, addresses, shipping, totals, payment and the account', async () => {
      const customer = await customerAccount(test.app);
      const order = await paidOrder(
        {
          sameAsBilling: false,
          shipping_first_name: 'Rui',
          shipping_last_name: 'Costa',
          shipping_email: 'rui.costa@example.com',
          shipping_phone: '+351 934 567 890',
          shipping_address_line1: 'Largo do Chafariz',
          shipping_house_number: '3',
          shipping_postal_code: '7000-500',
          shipping_city: 'Évora',
          shipping_country: 'PT',
          shipping_country_name: 'Portugal',
          shipping_region: 'PT-07',
          shipping_region_name: 'Évora',
          preferred_language: 'en',
        },
        customer.access,
      );
      const res = await get(`/api/admin/orders/${order.id}/`);
      expect(res.statusCode).toBe(200);
      const detail = res.json();
      expect(detail).toMatchObject({
        id: order.id,
        order_number: order.orderNumber,
        preferred_language: 'en',
        same_as_billing: false,
        lines: [
          {
            wine_id: ids.exmo,
            title: expect.any(String),
            sku: 'exmo',
            quantity: 1,
            unit_price: '24.00',
            line_total: '24.00',
          },
        ],
        billing_address: {
          name: 'Maria Silva',
          lines: ['Rua das Flores 12', '2.º esq.', '7050-100 Montemor-o-Novo'],
          country_name: 'Portugal',
          region_name: 'Évora',
          phone: '+351 912 345 678',
        },
        shipping_address: {
          name: 'Rui Costa',
          lines: ['Largo do Chafariz 3', '7000-500 Évora'],
          email: 'rui.costa@example.com',
        },
        shipping_option_name: expect.any(String),
        shipping_cost: '7.50',
        subtotal: '24.00',
        total_amount: '31.50',
        vat_amount: expect.stringMatching(/^\d+\.\d{2}$/),
        vat_rate: 13,
        payment: {
          provider: 'offline',
          intent_id: order.paymentIntentId,
          payment_status: 'paid',
          paid_at: expect.any(String),
          refunded_amount: '0.00',
          refund_id: null,
          refunded_at: null,
        },
        tracking_url: null,
        customer_url: `http://localhost:3000/en/shop/thank-you/${order.code}`,
        account: { email: customer.email },
        estate_name: 'Monte das Cegonhas',
      });
      expect(detail).not.toHaveProperty('checkout_id');
    });

    it("names the region and the shipping option in both languages, beside the buyer's words", async () => {
      const order = await paidOrder({ preferred_language: 'en' });
      // An English buyer in Madrid: the order keeps the names their page showed.
      const customer = {
        ...(order.customer as Record<string, unknown>),
        country: 'ES',
        country_name: 'Spain',
        region: 'ES-MD',
        region_name: 'Community of Madrid',
      };
      await db().update(orders).set({ customer }).where(eq(orders.id, order.id));
      const detail = (await get(`/api/admin/orders/${order.id}/`)).json();
      expect(detail.billing_address).toMatchObject({
        country: 'ES',
        region: 'ES-MD',
        region_name: 'Community of Madrid',
        region_names: { pt: 'Comunidade de Madrid', en: 'Community of Madrid' },
      });
      const [option] = await db()
        .select()
        .from(shippingOptions)
        .where(eq(shippingOptions.id, order.shippingOptionId!));
      expect(detail.shipping_option_name).toBe(option!.nameEn);
      expect(detail.shipping_option_names).toEqual({ pt: option!.namePt, en: option!.nameEn });
      expect(option!.namePt).not.toBe(option!.nameEn);

      // A region nobody configured, and an option deleted since: the buyer's words stay.
      await db()
        .update(orders)
        .set({ customer: { ...customer, region: 'ES-ZZ' }, shippingOptionId: null })
        .where(eq(orders.id, order.id));
      const later = (await get(`/api/admin/orders/${order.id}/`)).json();
      expect(later.billing_address).toMatchObject({ region: 'ES-ZZ', region_names: null });
      expect(later.shipping_option_names).toBeNull();
    });

    it('answers 404 for an unknown order and 400 for a malformed id', async () => {
      const missing = await get('/api/admin/orders/999999/');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toMatch(/not found/);
      const bad = await get('/api/admin/orders/abc/');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('id');
    });
  });

  describe('status', () => {
    it('moves an order along, e-mailing the buyer in Portuguese with the tracking link', async () => {
      const order = await paidOrder();
      const before = (await mailsTo(order.email)).length;
      const processing = await setStatus(order.id, { deliver_status: 'processing' });
      expect(processing.statusCode).toBe(200);
      expect(processing.json().deliver_status).toBe('processing');
      const tracking = 'https://track.example.pt/RR123456789PT';
      const shipped = await setStatus(order.id, {
        deliver_status: 'shipped',
        tracking_url: tracking,
      });
      expect(shipped.statusCode).toBe(200);
      expect(shipped.json()).toMatchObject({ deliver_status: 'shipped', tracking_url: tracking });
      for (const step of ['on_the_way', 'delivered']) {
        expect((await setStatus(order.id, { deliver_status: step })).statusCode).toBe(200);
      }

      const mails = (await mailsTo(order.email)).slice(before);
      expect(mails.map((mail) => mail.subject)).toEqual([
        `Encomenda ${order.orderNumber} está a ser preparada — Monte das Cegonhas`,
        `Encomenda ${order.orderNumber} foi enviada — Monte das Cegonhas`,
        `Encomenda ${order.orderNumber} está a caminho — Monte das Cegonhas`,
        `Encomenda ${order.orderNumber} foi entregue — Monte das Cegonhas`,
      ]);
      const orderLink = `http://localhost:3000/shop/obrigado/${order.code}`;
      expect(mails[1]!.text).toContain(tracking);
      expect(mails[1]!.text).toContain(orderLink);
      expect(mails[0]!.text).toContain(orderLink);
      expect(mails[0]!.text).not.toContain(tracking);

      const audit = await auditOf(order.id);
      expect(audit.map((row) => row.action)).toEqual(['status', 'status', 'status', 'status']);
      expect(audit[1]).toMatchObject({
        actor: test.staff.email,
        changes: {
          deliver_status: ['processing', 'shipped'],
          tracking_url: [null, tracking],
        },
      });
    });

    it('e-mails a buyer who chose English in English', async () => {
      const order = await paidOrder({ preferred_language: 'en' });
      const res = await setStatus(order.id, {
        deliver_status: 'shipped',
        tracking_url: 'https://track.example.com/1',
      });
      expect(res.statusCode).toBe(200);
      const [mail] = (await mailsTo(order.email)).slice(-1);
      expect(mail!.subject).toBe(`Order ${order.orderNumber} has shipped — Monte das Cegonhas`);
      expect(mail!.text).toContain('Track the delivery');
      expect(mail!.text).toContain(`http://localhost:3000/en/shop/thank-you/${order.code}`);
    });

    it('refuses moves the order cannot make (409) and bad bodies (400 naming the field)', async () => {
      const order = await paidOrder();
      expect((await setStatus(order.id, { deliver_status: 'delivered' })).statusCode).toBe(409);
      expect((await setStatus(order.id, { deliver_status: 'shipped' })).statusCode).toBe(200);
      const back = await setStatus(order.id, { deliver_status: 'pending' });
      expect(back.statusCode).toBe(409);
      expect(back.json().message).toContain('cannot move to pending');
      const cancel = await setStatus(order.id, { deliver_status: 'cancelled' });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().message).toMatch(/cannot be cancelled.*returned/);
      expect(cancel.json().message).not.toContain('.as(');
      expect(cancel.json().code).toBe('order_left_estate');

      for (const [body, field] of [
        [{}, 'deliver_status'],
        [{ deliver_status: 'lost' }, 'deliver_status'],
        [{ deliver_status: 'on_the_way', tracking_url: 'javascript:alert(1)' }, 'tracking_url'],
        [
          { deliver_status: 'on_the_way', tracking_url: `https://x.pt/${'a'.repeat(600)}` },
          'tracking_url',
        ],
      ] as const) {
        const res = await setStatus(order.id, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().message).toContain(field);
      }
      expect((await setStatus(999999, { deliver_status: 'processing' })).statusCode).toBe(404);
      expect((await auditOf(order.id)).length).toBe(1);
    });
  });

  describe('cancel', () => {
    it('returns the stock, refunds the whole amount and tells the buyer; once', async () => {
      const order = await paidOrder({ preferred_language: 'en' });
      const stock = await stockOf(db(), ids.exmo);
      expect((await setStatus(order.id, { deliver_status: 'processing' })).statusCode).toBe(200);

      const res = await setStatus(order.id, { deliver_status: 'cancelled' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        deliver_status: 'cancelled',
        payment_status: 'refunded',
        payment: {
          payment_status: 'refunded',
          refunded_amount: '31.50',
          refund_id: expect.stringMatching(/^re_offline_/),
          refunded_at: expect.any(String),
        },
      });
      expect(await stockOf(db(), ids.exmo)).toBe(stock + 1);
      const movements = await db()
        .select()
        .from(stockMovements)
        .where(eq(stockMovements.orderId, order.id));
      expect(movements).toEqual([
        expect.objectContaining({
          wineId: ids.exmo,
          change: 1,
          stockAfter: stock + 1,
          reason: 'cancellation',
        }),
      ]);
      expect((await offlineIntent(order.paymentIntentId!)).amountRefundedCents).toBe(3150);
      const [mail] = (await mailsTo(order.email)).slice(-1);
      expect(mail!.subject).toBe(`Order ${order.orderNumber} was cancelled — Monte das Cegonhas`);
      expect(mail!.text).toContain('We refunded €31.50');
      const audit = (await auditOf(order.id)).at(-1)!;
      expect(audit).toMatchObject({
        action: 'cancel',
        changes: {
          deliver_status: ['processing', 'cancelled'],
          payment_status: ['paid', 'refunded'],
          stock_returned: { [ids.exmo]: 1 },
        },
      });

      // Shown at once in the shop.
      const wine = await call(test.app, 'GET', '/api/shop/products/exmo/?lang=pt');
      expect(wine.json().bottles_quantity).toBe(stock + 1);

      const again = await setStatus(order.id, { deliver_status: 'cancelled' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toContain('already cancelled');
      expect(again.json().code).toBe('order_already_cancelled');
      expect((await offlineIntent(order.paymentIntentId!)).amountRefundedCents).toBe(3150);
      expect(await stockOf(db(), ids.exmo)).toBe(stock + 1);
    });

    it('changes nothing when the payment service refuses the refund (502), and can be retried', async () => {
      const order = await paidOrder();
      const stock = await stockOf(db(), ids.exmo);
      const mails = (await mailsTo(order.email)).length;
      // The intent is no longer refundable at the provider (refunded there by hand, say).
      await db()
        .update(offlinePaymentIntents)
        .set({ status: 'canceled' })
        .where(eq(offlinePaymentIntents.id, order.paymentIntentId!));
      const res = await setStatus(order.id, { deliver_status: 'cancelled' });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/did not refund.*Nothing was changed/);
      const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
      expect(after).toMatchObject({
        deliverStatus: 'pending',
        paymentStatus: 'paid',
        refundedCents: 0,
        refundId: null,
      });
      expect(await stockOf(db(), ids.exmo)).toBe(stock);
      expect((await mailsTo(order.email)).length).toBe(mails);
      expect(await auditOf(order.id)).toEqual([]);

      await db()
        .update(offlinePaymentIntents)
        .set({ status: 'succeeded' })
        .where(eq(offlinePaymentIntents.id, order.paymentIntentId!));
      expect((await setStatus(order.id, { deliver_status: 'cancelled' })).statusCode).toBe(200);
      expect(await stockOf(db(), ids.exmo)).toBe(stock + 1);
    });

    it('refuses to ship an unpaid order, and cancelling it releases its reservation once', async () => {
      // Earlier tests' reservations go first, so the sweep below counts only this order.
      await test.app.services.checkout.expireReservations(new Date(Date.now() + 3_600_000));
      const stock = await stockOf(db(), ids.exmo);
      const order = await unpaidOrder();
      expect(await stockOf(db(), ids.exmo)).toBe(stock - 1);
      const ship = await setStatus(order.id, { deliver_status: 'shipped' });
      expect(ship.statusCode).toBe(409);
      expect(ship.json().message).toMatch(/is not paid.*cannot be marked shipped/);

      const res = await setStatus(order.id, { deliver_status: 'cancelled' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ deliver_status: 'cancelled', payment_status: 'expired' });
      expect(await stockOf(db(), ids.exmo)).toBe(stock);
      expect((await offlineIntent(order.paymentIntentId!)).status).toBe('canceled');
      // The reservation sweep finds nothing left to give back.
      await test.app.services.checkout.expireReservations(new Date(Date.now() + 3_600_000));
      expect(await stockOf(db(), ids.exmo)).toBe(stock);
      // Never paid: no e-mail about it.
      expect(await mailsTo(order.email)).toEqual([]);

      // The buyer comes back to the same checkout: a live order again, with a new reservation.
      const revived = await post(test.app, '/api/checkout/create-payment-intent/', {
        ...oneExmoToEvora(ids),
        checkout_id: order.checkoutId,
      });
      expect(revived.statusCode).toBe(200);
      const [again] = await db().select().from(orders).where(eq(orders.id, order.id));
      expect(again).toMatchObject({ deliverStatus: 'pending', paymentStatus: 'awaiting_payment' });
      expect(await stockOf(db(), ids.exmo)).toBe(stock - 1);
    });

    it('cancels an order whose reservation already expired without returning stock again', async () => {
      await test.app.services.checkout.expireReservations(new Date(Date.now() + 3_600_000));
      const stock = await stockOf(db(), ids.exmo);
      const order = await unpaidOrder();
      await test.app.services.checkout.expireReservations(new Date(Date.now() + 3_600_000));
      expect(await stockOf(db(), ids.exmo)).toBe(stock);
      const res = await setStatus(order.id, { deliver_status: 'cancelled' });
      expect(res.statusCode).toBe(200);
      expect(res.json().deliver_status).toBe('cancelled');
      expect(await stockOf(db(), ids.exmo)).toBe(stock);
      const movements = await db()
        .select()
        .from(stockMovements)
        .where(eq(stockMovements.orderId, order.id))
        .orderBy(desc(stockMovements.id));
      expect(movements).toEqual([]);
    });
  });
});
