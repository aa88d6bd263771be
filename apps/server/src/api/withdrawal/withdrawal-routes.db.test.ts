import { randomBytes } from 'node:crypto';
import {
  auditLog,
  emails,
  offlinePaymentIntents,
  orderWithdrawals,
  orders,
  testDatabaseKinds,
} from '@mdc/db';
import { formatPrice, orderSchema, withdrawalCreatedSchema } from '@mdc/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyOneBottle, newEmail } from '../accounts/account-test-support.ts';
import { adminTestApp, call, customerAccount } from '../admin/admin-test-support.ts';
import { newVisitorIp } from '../captcha/form-test-support.ts';
import {
  customerInEvora,
  demoIds,
  oneExmoToEvora,
  post,
  stockOf,
} from '../checkout/checkout-test-support.ts';

const estateEmail = 'geral@montedascegonhas.test';
const day = 86_400_000;

describe.each(testDatabaseKinds)('the withdrawal button on %s', (kind) => {
  const test = adminTestApp(kind, () => ({ ESTATE_EMAIL: estateEmail }));
  const db = () => test.db();
  let ids: Awaited<ReturnType<typeof demoIds>>;

  beforeAll(async () => {
    ids = await demoIds(db());
  });

  const withdraw = (code: string, body: unknown = { confirm: true }, token?: string) =>
    call(test.app, 'POST', `/api/checkout/orders/by-code/${code}/withdrawal/`, {
      body,
      ...(token && { token }),
    });
  const orderByCode = async (code: string) => {
    const res = await call(test.app, 'GET', `/api/checkout/orders/by-code/${code}/`);
    expect(res.statusCode).toBe(200);
    return orderSchema.parse(res.json());
  };
  const orderRow = async (code: string) =>
    (await db().select().from(orders).where(eq(orders.code, code)))[0]!;
  const mailsTo = (to: string) =>
    db().select().from(emails).where(eq(emails.to, to)).orderBy(asc(emails.id));
  /** The e-mails about withdrawals (not the order confirmations and status notices). */
  const withdrawalMailsTo = async (to: string) =>
    (await mailsTo(to)).filter((mail) =>
      /Livre resolução|Withdrawal|Reembolso|Refund/.test(mail.subject),
    );
  const setStatus = (id: number, deliver_status: string) =>
    test.api('POST', `/api/admin/orders/${id}/status/`, { deliver_status });
  const refundWithdrawal = (id: number) =>
    test.api('POST', `/api/admin/orders/${id}/withdrawal-refund/`, {});

  /** A paid order of one bottle of Exmo (31.50 with shipping), by a buyer of its own. */
  async function paidOrder(options: { lang?: 'pt' | 'en'; token?: string } = {}) {
    const email = newEmail('desistente');
    const { code } = await buyOneBottle(test.app, {
      customer: { email, preferred_language: options.lang ?? 'pt' },
      ...(options.token && { token: options.token }),
    });
    return { code, email, row: await orderRow(code) };
  }

  /** A paid order moved along to delivered by staff. */
  async function deliveredOrder(lang: 'pt' | 'en' = 'pt') {
    const order = await paidOrder({ lang });
    expect((await setStatus(order.row.id, 'shipped')).statusCode).toBe(200);
    expect((await setStatus(order.row.id, 'delivered')).statusCode).toBe(200);
    return { ...order, row: await orderRow(order.code) };
  }

  describe('the buyer', () => {
    it('sees the button from payment on, before delivery too', async () => {
      const { code } = await paidOrder();
      expect((await orderByCode(code)).withdrawal).toEqual({
        available: true,
        deadline: null,
        requested_at: null,
        refusal: null,
        buyer_name: 'Maria Silva',
      });
    });

    it('withdraws in pt: recorded once, acknowledged by e-mail with date and time, estate told', async () => {
      const { code, email, row } = await paidOrder();
      const before = Date.now();
      const res = await withdraw(code, { confirm: true, reason: 'Mudei de ideias.' });
      expect(res.statusCode).toBe(201);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const created = withdrawalCreatedSchema.parse(res.json());
      const at = Date.parse(created.requested_at);
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(created.withdrawal).toMatchObject({
        available: false,
        requested_at: created.requested_at,
        refusal: 'already_withdrawn',
      });

      const [withdrawal] = await db()
        .select()
        .from(orderWithdrawals)
        .where(eq(orderWithdrawals.orderId, row.id));
      expect(withdrawal).toMatchObject({
        userId: null,
        reason: 'Mudei de ideias.',
        lang: 'pt',
        refundDueCents: 3150,
        refundedCents: 0,
        refundId: null,
      });
      expect(withdrawal!.createdAt.toISOString()).toBe(created.requested_at);

      const [ack] = await withdrawalMailsTo(email);
      const ackOf = ack!;
      expect(ackOf.subject).toBe(
        `Livre resolução da encomenda ${row.orderNumber} recebida — Monte das Cegonhas`,
      );
      expect(ackOf.replyTo).toBe(estateEmail);
      const lisbon = new Intl.DateTimeFormat('pt-PT', {
        timeZone: 'Europe/Lisbon',
        dateStyle: 'long',
        timeStyle: 'short',
      }).format(new Date(at));
      for (const text of [
        row.orderNumber,
        'Exmo: 1 garrafa',
        'Nome: Maria Silva',
        `Confirmação enviada para: ${email}`,
        `Declaração enviada em: ${lisbon} (hora de Lisboa)`,
        'Motivo indicado:\nMudei de ideias.',
        'não a enviaremos',
        `Reembolsamos todos os pagamentos recebidos (${formatPrice(3150, 'pt')})`,
        `/shop/obrigado/${code}`,
      ]) {
        expect(ackOf.text).toContain(text);
      }
      expect(ackOf.html).toContain('Mudei de ideias.');

      const notice = (await withdrawalMailsTo(estateEmail)).find((mail) =>
        mail.subject.includes(row.orderNumber),
      );
      expect(notice).toMatchObject({
        subject: `Livre resolução: encomenda ${row.orderNumber} — reembolso de ${formatPrice(3150, 'pt')}`,
        replyTo: email,
      });
      expect(notice!.text).toContain(`/admin/orders/${row.id}/show`);
      expect(notice!.text).toContain('cancele-a');

      // The order pages show it; a second confirmation changes nothing.
      expect((await orderByCode(code)).withdrawal).toMatchObject({
        available: false,
        requested_at: created.requested_at,
        refusal: 'already_withdrawn',
      });
      const again = await withdraw(code);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'already_withdrawn' });
      expect(again.json().message).toMatch(/already withdrew from order .* \(Lisbon time\)/);
      expect(await withdrawalMailsTo(email)).toHaveLength(1);
      const rows = await db()
        .select()
        .from(orderWithdrawals)
        .where(eq(orderWithdrawals.orderId, row.id));
      expect(rows).toHaveLength(1);
    });

    it('withdraws in en after delivery, within the 14 days counted in Lisbon', async () => {
      const { code, email, row } = await deliveredOrder('en');
      expect(row.deliveredAt).toBeInstanceOf(Date);
      const deliveredDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(
        row.deliveredAt!,
      );
      const last = new Date(`${deliveredDay}T12:00:00Z`);
      last.setUTCDate(last.getUTCDate() + 14);
      expect((await orderByCode(code)).withdrawal).toMatchObject({
        available: true,
        deadline: last.toISOString().slice(0, 10),
      });

      const res = await withdraw(code, { confirm: true });
      expect(res.statusCode).toBe(201);
      const mail = (await withdrawalMailsTo(email))[0]!;
      expect(mail.subject).toBe(
        `Withdrawal from order ${row.orderNumber} received — Monte das Cegonhas`,
      );
      const lisbon = new Intl.DateTimeFormat('en', {
        timeZone: 'Europe/Lisbon',
        dateStyle: 'long',
        timeStyle: 'short',
      }).format(new Date(res.json().requested_at));
      expect(mail.text).toContain(`Statement sent on: ${lisbon} (Lisbon time)`);
      expect(mail.text).toContain('Please send the bottles back to us');
      expect(mail.text).toContain('within 14 days of receiving this statement');
      expect(mail.text).toContain('We may withhold the refund until we have the bottles back');
      expect(mail.text).not.toContain('Reason given');
      expect(mail.text).toContain(`/en/shop/thank-you/${code}`);
      const notice = (await withdrawalMailsTo(estateEmail)).find((m) =>
        m.subject.includes(row.orderNumber),
      );
      expect(notice!.text).toContain(`Reembolso a fazer: ${formatPrice(3150, 'pt')}`);
      expect(notice!.text).toContain('Língua: Inglês');
    });

    it('is refused after the last day (409 naming the period), and the page says when it ended', async () => {
      const { code, row } = await deliveredOrder();
      await db()
        .update(orders)
        .set({ deliveredAt: new Date(Date.now() - 20 * day) })
        .where(eq(orders.id, row.id));
      const state = (await orderByCode(code)).withdrawal;
      expect(state).toMatchObject({ available: false, refusal: 'period_over' });
      expect(state.deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const res = await withdraw(code);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'period_over' });
      expect(res.json().message).toMatch(/14-day withdrawal period of order MDC-\d+ ended on/);
      const notices = await withdrawalMailsTo(estateEmail);
      expect(notices.some((mail) => mail.subject.includes(row.orderNumber))).toBe(false);
    });

    it('is refused for an order not paid, and for a cancelled one', async () => {
      const request = oneExmoToEvora(ids);
      const intent = await post(test.app, '/api/checkout/create-payment-intent/', {
        ...request,
        customer: { ...customerInEvora, email: newEmail('indeciso') },
      });
      expect(intent.statusCode).toBe(200);
      const [unpaid] = await db()
        .select()
        .from(orders)
        .where(eq(orders.checkoutId, request.checkout_id));
      const res = await withdraw(unpaid!.code);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'not_paid' });
      expect(res.json().message).toContain('is not paid');

      const cancelled = await paidOrder();
      expect((await setStatus(cancelled.row.id, 'cancelled')).statusCode).toBe(200);
      const refused = await withdraw(cancelled.code);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'closed' });
      expect((await orderByCode(cancelled.code)).withdrawal).toMatchObject({
        available: false,
        refusal: 'closed',
      });
    });

    it('answers 404 for an unknown code', async () => {
      const res = await withdraw(randomBytes(16).toString('base64url'));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    });

    it.each([
      [{}, 'confirm'],
      [{ confirm: false }, 'confirm'],
      [{ confirm: 'yes' }, 'confirm'],
      [{ confirm: true, reason: 'x'.repeat(1001) }, 'reason'],
      [{ confirm: true, reason: 42 }, 'reason'],
    ])('answers 400 naming the field for %j', async (body, field) => {
      const { code } = await paidOrder();
      const res = await withdraw(code, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
      expect((await orderByCode(code)).withdrawal.available).toBe(true);
    });

    it('answers 400 naming the code for a malformed one', async () => {
      const res = await withdraw('not-a-code');
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('code');
    });

    it('is rate-limited per visitor', async () => {
      const ip = newVisitorIp();
      const unknown = randomBytes(16).toString('base64url');
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const res = await call(
          test.app,
          'POST',
          `/api/checkout/orders/by-code/${unknown}/withdrawal/`,
          { body: { confirm: true }, ip },
        );
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });

  describe('a signed-in customer', () => {
    it('finds the code and the state in their order history, and their account is recorded', async () => {
      const customer = await customerAccount(test.app);
      const other = await customerAccount(test.app);
      const { code, row } = await paidOrder({ token: customer.access });
      const list = await call(test.app, 'GET', '/api/checkout/orders/by-user/', {
        token: customer.access,
      });
      expect(list.statusCode).toBe(200);
      const mine = list.json().find((order: { code: string }) => order.code === code);
      expect(mine.withdrawal).toMatchObject({ available: true, refusal: null });
      // Nobody else's list holds it.
      const theirs = await call(test.app, 'GET', '/api/checkout/orders/by-user/', {
        token: other.access,
      });
      expect(theirs.json().map((order: { code: string }) => order.code)).not.toContain(code);

      expect((await withdraw(code, { confirm: true }, customer.access)).statusCode).toBe(201);
      const me = (await test.app.services.accounts.authenticate(customer.access))!;
      const [withdrawal] = await db()
        .select()
        .from(orderWithdrawals)
        .where(eq(orderWithdrawals.orderId, row.id));
      expect(withdrawal!.userId).toBe(me.id);
      const after = await call(test.app, 'GET', '/api/checkout/orders/by-user/', {
        token: customer.access,
      });
      expect(
        after.json().find((order: { code: string }) => order.code === code).withdrawal,
      ).toMatchObject({ available: false, refusal: 'already_withdrawn' });
    });

    it("records no account when someone signed in withdraws another buyer's order", async () => {
      const stranger = await customerAccount(test.app);
      const { code, row } = await paidOrder();
      expect((await withdraw(code, { confirm: true }, stranger.access)).statusCode).toBe(201);
      const [withdrawal] = await db()
        .select()
        .from(orderWithdrawals)
        .where(eq(orderWithdrawals.orderId, row.id));
      expect(withdrawal!.userId).toBeNull();
    });
  });

  describe('staff', () => {
    const auditOf = (id: number) =>
      db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(id))))
        .orderBy(desc(auditLog.id));
    const offlineIntent = async (id: string) =>
      (await db().select().from(offlinePaymentIntents).where(eq(offlinePaymentIntents.id, id)))[0]!;

    it('see the withdrawal on the order, and filter the list to withdrawn orders', async () => {
      const withdrawn = await deliveredOrder();
      const kept = await paidOrder();
      expect(
        (await withdraw(withdrawn.code, { confirm: true, reason: 'Garrafa errada' })).statusCode,
      ).toBe(201);

      const detail = await test.api('GET', `/api/admin/orders/${withdrawn.row.id}/`);
      expect(detail.statusCode).toBe(200);
      expect(detail.json()).toMatchObject({
        withdrawal_requested_at: expect.any(String),
        withdrawal: {
          requested_at: expect.any(String),
          reason: 'Garrafa errada',
          lang: 'pt',
          user_id: null,
          refund_due: '31.50',
          refunded_amount: '0.00',
          refund_id: null,
          refunded_at: null,
        },
      });
      expect((await test.api('GET', `/api/admin/orders/${kept.row.id}/`)).json()).toMatchObject({
        withdrawal_requested_at: null,
        withdrawal: null,
      });

      const idsOf = async (query: string) => {
        const res = await test.api('GET', `/api/admin/orders/?per_page=500&${query}`);
        expect(res.statusCode, query).toBe(200);
        return res.json().data as Array<{ id: number; withdrawal_requested_at: string | null }>;
      };
      const yes = await idsOf('withdrawal=yes');
      expect(yes.map((o) => o.id)).toContain(withdrawn.row.id);
      expect(yes.map((o) => o.id)).not.toContain(kept.row.id);
      expect(yes.every((o) => o.withdrawal_requested_at !== null)).toBe(true);
      const no = await idsOf('withdrawal=no');
      expect(no.map((o) => o.id)).toContain(kept.row.id);
      expect(no.map((o) => o.id)).not.toContain(withdrawn.row.id);
      const all = await idsOf('');
      expect(all.find((o) => o.id === withdrawn.row.id)?.withdrawal_requested_at).toEqual(
        expect.any(String),
      );
      const bad = await test.api('GET', '/api/admin/orders/?withdrawal=maybe');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('withdrawal');
    });

    it('refund a withdrawal through the payment provider, once, tell the buyer, and then mark it returned', async () => {
      const { code, email, row } = await deliveredOrder('en');
      expect((await withdraw(code)).statusCode).toBe(201);
      const res = await refundWithdrawal(row.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        payment_status: 'refunded',
        payment: { refunded_amount: '31.50', refund_id: expect.stringMatching(/^re_offline_/) },
        withdrawal: {
          refunded_amount: '31.50',
          refund_id: expect.stringMatching(/^re_offline_/),
          refunded_at: expect.any(String),
        },
      });
      expect((await offlineIntent(row.paymentIntentId!)).amountRefundedCents).toBe(3150);
      const [audit] = await auditOf(row.id);
      expect(audit).toMatchObject({
        action: 'withdrawal_refund',
        changes: {
          refund: { amount: '31.50' },
          refunded_amount: ['0.00', '31.50'],
          payment_status: ['paid', 'refunded'],
        },
      });
      const mail = (await mailsTo(email)).at(-1)!;
      expect(mail.subject).toBe(`Refund of order ${row.orderNumber} — Monte das Cegonhas`);
      expect(mail.text).toContain('We refunded €31.50');

      const again = await refundWithdrawal(row.id);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'withdrawal_refunded' });
      expect((await offlineIntent(row.paymentIntentId!)).amountRefundedCents).toBe(3150);

      // The bottles come back after the refund: the order can still be marked returned.
      const returned = await setStatus(row.id, 'returned');
      expect(returned.statusCode).toBe(200);
      expect(returned.json()).toMatchObject({ deliver_status: 'returned' });
    });

    it('change nothing when the payment service refuses the refund (502), and can retry', async () => {
      const { code, email, row } = await deliveredOrder();
      expect((await withdraw(code)).statusCode).toBe(201);
      const mails = (await mailsTo(email)).length;
      const audits = (await auditOf(row.id)).length;
      await db()
        .update(offlinePaymentIntents)
        .set({ status: 'canceled' })
        .where(eq(offlinePaymentIntents.id, row.paymentIntentId!));
      const res = await refundWithdrawal(row.id);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'withdrawal_refund_failed' });
      expect(res.json().message).toMatch(/did not refund.*Nothing was changed/);
      const [withdrawal] = await db()
        .select()
        .from(orderWithdrawals)
        .where(eq(orderWithdrawals.orderId, row.id));
      expect(withdrawal).toMatchObject({ refundedCents: 0, refundId: null, refundedAt: null });
      expect(await orderRow(code)).toMatchObject({ paymentStatus: 'paid', refundedCents: 0 });
      expect((await mailsTo(email)).length).toBe(mails);
      expect((await auditOf(row.id)).length).toBe(audits);

      await db()
        .update(offlinePaymentIntents)
        .set({ status: 'succeeded' })
        .where(eq(offlinePaymentIntents.id, row.paymentIntentId!));
      expect((await refundWithdrawal(row.id)).statusCode).toBe(200);
    });

    it('cancel an order withdrawn before it left (the cancellation refunds it), never refund twice', async () => {
      const { code, row } = await paidOrder();
      expect((await withdraw(code)).statusCode).toBe(201);
      const early = await refundWithdrawal(row.id);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ code: 'withdrawal_cancel_instead' });

      const stock = await stockOf(db(), ids.exmo);
      expect((await setStatus(row.id, 'cancelled')).statusCode).toBe(200);
      expect(await stockOf(db(), ids.exmo)).toBe(stock + 1);
      const after = await refundWithdrawal(row.id);
      expect(after.statusCode).toBe(409);
      expect(after.json()).toMatchObject({ code: 'withdrawal_nothing_due' });
      expect((await offlineIntent(row.paymentIntentId!)).amountRefundedCents).toBe(3150);
    });

    it('answer 409 for an order without a withdrawal and 404 for no order', async () => {
      const { row } = await deliveredOrder();
      const res = await refundWithdrawal(row.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'withdrawal_missing' });
      expect((await refundWithdrawal(999_999)).statusCode).toBe(404);
    });
  });
});
