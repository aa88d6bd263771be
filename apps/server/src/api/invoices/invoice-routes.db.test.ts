import {
  InvoiceWorker,
  createInvoiceService,
  createInvoiceXpressProvider,
  createOfflineInvoiceProvider,
  pdfTextOf,
  startFakeInvoiceXpress,
  type FakeInvoiceXpress,
} from '@mdc/core';
import { emails, invoices, orders, testDatabaseKinds } from '@mdc/db';
import { adminOrderSchema, orderSchema } from '@mdc/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyOneBottle, newEmail } from '../accounts/account-test-support.ts';
import { adminTestApp, call, customerAccount } from '../admin/admin-test-support.ts';
import {
  customerInEvora,
  demoIds,
  oneExmoToEvora,
  post,
} from '../checkout/checkout-test-support.ts';

const intentUrl = '/api/checkout/create-payment-intent/';
const silent = { info() {}, warn() {}, error() {}, debug() {} };

/** The NIF rules at checkout and the invoices of paid, refunded and withdrawn orders. */
function invoiceSuite(test: ReturnType<typeof adminTestApp>) {
  const db = () => test.db();
  const orderRow = async (code: string) =>
    (await db().select().from(orders).where(eq(orders.code, code)))[0]!;
  const invoiceRows = async (orderId: number) =>
    db().select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));
  const byCode = async (code: string) =>
    orderSchema.parse(
      (await call(test.app, 'GET', `/api/checkout/orders/by-code/${code}/`)).json(),
    );
  const adminOrder = async (id: number) =>
    adminOrderSchema.parse((await test.api('GET', `/api/admin/orders/${id}/`)).json());
  const issue = () => test.app.services.invoices.worker.flush();
  /** The worker until the order's documents are issued (the provider may answer 202 for a PDF first). */
  async function issueAll(orderId: number) {
    for (let i = 0; i < 4; i += 1) {
      await issue();
      const rows = await invoiceRows(orderId);
      if (rows.every((row) => row.status === 'issued')) return;
      await new Promise((done) => setTimeout(done, 5_100));
    }
  }
  const buy = (customer: Record<string, unknown> = {}) =>
    buyOneBottle(test.app, { customer: { email: newEmail('fatura'), ...customer } });
  return { db, orderRow, invoiceRows, byCode, adminOrder, issue, issueAll, buy };
}

describe.each(testDatabaseKinds)('NIF at checkout and the offline pro-forma on %s', (kind) => {
  const test = adminTestApp(kind);
  const s = invoiceSuite(test);

  it.each([
    ['pt', /NIF \/ n\.º de IVA inválido/],
    ['en', /Invalid NIF \/ VAT number/],
  ] as const)('refuses a wrong check digit naming customer.nif, in %s', async (lang, text) => {
    const ids = await demoIds(s.db());
    const request = oneExmoToEvora(ids);
    const res = await post(test.app, intentUrl, {
      ...request,
      language: lang,
      customer: { ...customerInEvora, preferred_language: lang, nif: '123456780' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['customer.nif']).toMatch(text);
    // Nothing was reserved for a refused request.
    expect(
      await s.db().select().from(orders).where(eq(orders.checkoutId, request.checkout_id)),
    ).toHaveLength(0);
  });

  it('a paid order with a NIF gets one numbered pro-forma, linked from the page and the e-mail', async () => {
    const email = newEmail('nif');
    const { code } = await buyOneBottle(test.app, {
      customer: { email, nif: 'PT 123 456 789', company_name: 'Tasca do Monte, Lda.' },
    });
    const row = await s.orderRow(code);
    // Settled again (a repeated confirm, a retried webhook): still one job.
    await test.app.services.invoices.worker.flush();
    await s.issue();
    const [invoice, ...others] = await s.invoiceRows(row.id);
    expect(others).toHaveLength(0);
    expect(invoice).toMatchObject({ kind: 'invoice', status: 'issued', provider: 'offline' });
    expect(invoice!.number).toBe(`PF ${new Date().getUTCFullYear()}/${invoice!.id}`);
    expect(invoice!.pdf!.subarray(0, 5).toString()).toBe('%PDF-');

    const order = await s.byCode(code);
    expect(order).toMatchObject({ tax_id: '123456789', company_name: 'Tasca do Monte, Lda.' });
    expect(order.invoices).toEqual([
      {
        kind: 'invoice',
        status: 'issued',
        number: invoice!.number,
        url: `/api/checkout/orders/by-code/${code}/invoices/invoice.pdf`,
        pro_forma: true,
      },
    ]);
    const pdf = await call(test.app, 'GET', order.invoices[0]!.url!);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // It names the seller as the settings keep it (issue 29, point 17).
    const demoCompanyContact = (await test.app.services.content.companyContact())!;
    expect(demoCompanyContact.legal_name).toBeTruthy();
    const text = pdfTextOf(pdf.rawPayload);
    expect(text).toContain(`Vendedor\n${demoCompanyContact.legal_name}`);
    expect(text).toContain(demoCompanyContact.contact_adress_3!);
    expect(text).toContain(`NIF: ${demoCompanyContact.tax_id}`);

    const [confirmation] = await s
      .db()
      .select()
      .from(emails)
      .where(eq(emails.to, email))
      .orderBy(asc(emails.id));
    expect(confirmation!.text).toContain(
      `/api/checkout/orders/by-code/${code}/invoices/invoice.pdf`,
    );
    expect(confirmation!.text).toContain('123456789');
    expect(confirmation!.text).toContain('não é um documento fiscal');

    const staff = await s.adminOrder(row.id);
    expect(staff).toMatchObject({ tax_id: '123456789', company_name: 'Tasca do Monte, Lda.' });
    expect(staff.invoices[0]).toMatchObject({ status: 'issued', number: invoice!.number });
  });

  it('an order without a NIF is for the final consumer', async () => {
    const { code } = await s.buy();
    await s.issue();
    const order = await s.byCode(code);
    expect(order.tax_id).toBe('');
    expect(order.invoices[0]).toMatchObject({ status: 'issued' });
  });

  it("nobody downloads another order's document: unknown code, wrong kind, not issued → 404", async () => {
    const { code } = await s.buy();
    await s.issue();
    const other = `${code.slice(0, -4)}AAAA`;
    for (const url of [
      `/api/checkout/orders/by-code/${other}/invoices/invoice.pdf`,
      `/api/checkout/orders/by-code/${code}/invoices/credit-note.pdf`,
      `/api/checkout/orders/by-code/${code}/invoices/receipt.pdf`,
    ]) {
      const res = await call(test.app, 'GET', url);
      expect([400, 404]).toContain(res.statusCode);
      expect(res.headers['content-type']).not.toBe('application/pdf');
    }
  });

  it('a cancellation with refund issues the credit note; a withdrawal refund too', async () => {
    const cancelled = await s.buy();
    const row = await s.orderRow(cancelled.code);
    await s.issue();
    const res = await test.api('POST', `/api/admin/orders/${row.id}/status/`, {
      deliver_status: 'cancelled',
    });
    expect(res.statusCode).toBe(200);
    await s.issue();
    const [, credit] = await s.invoiceRows(row.id);
    expect(credit).toMatchObject({ kind: 'credit_note', status: 'issued', amountCents: 3150 });
    expect(credit!.number).toMatch(/^NC-PF /);
    expect((await s.byCode(cancelled.code)).invoices.map((i) => i.kind)).toEqual([
      'invoice',
      'credit_note',
    ]);
    // The credit note names the seller; the cancellation e-mail links it (issue 29, point 17).
    const demoCompanyContact = (await test.app.services.content.companyContact())!;
    const creditUrl = `/api/checkout/orders/by-code/${cancelled.code}/invoices/credit-note.pdf`;
    const creditPdf = await call(test.app, 'GET', creditUrl);
    expect(creditPdf.statusCode).toBe(200);
    expect(pdfTextOf(creditPdf.rawPayload)).toContain(`Vendedor\n${demoCompanyContact.legal_name}`);
    const mails = await s.db().select().from(emails).where(eq(emails.to, row.email));
    const cancellation = mails.find((mail) => /cancelada/.test(mail.subject));
    expect(cancellation!.text).toContain(creditUrl);
    expect(cancellation!.text).toContain('Descarregar a nota de crédito (PDF)');
    expect(cancellation!.html).toContain(`${creditUrl}"`);

    const withdrawn = await s.buy();
    const wrow = await s.orderRow(withdrawn.code);
    for (const status of ['shipped', 'delivered']) {
      const moved = await test.api('POST', `/api/admin/orders/${wrow.id}/status/`, {
        deliver_status: status,
      });
      expect(moved.statusCode).toBe(200);
    }
    const withdrawal = await call(
      test.app,
      'POST',
      `/api/checkout/orders/by-code/${withdrawn.code}/withdrawal/`,
      { body: { confirm: true } },
    );
    expect(withdrawal.statusCode).toBe(201);
    const refund = await test.api('POST', `/api/admin/orders/${wrow.id}/withdrawal-refund/`, {});
    expect(refund.statusCode).toBe(200);
    await s.issue();
    const kinds = (await s.invoiceRows(wrow.id)).map((r) => [r.kind, r.status, r.amountCents]);
    expect(kinds).toEqual([
      ['invoice', 'issued', 3150],
      ['credit_note', 'issued', 3150],
    ]);
  });

  it("a signed-in buyer's NIF is kept on the profile for next time and in the data export", async () => {
    const account = await customerAccount(test.app);
    const { code } = await buyOneBottle(test.app, {
      token: account.access,
      customer: {
        email: account.email,
        nif: 'ESB12345678',
        country: 'PT',
        company_name: 'Bodega, S.L.',
      },
    });
    const me = (await call(test.app, 'GET', '/api/users/me/', { token: account.access })).json();
    expect(me).toMatchObject({ nif: 'ESB12345678', company_name: 'Bodega, S.L.' });
    const exported = (
      await call(test.app, 'GET', '/api/users/me/export/', { token: account.access })
    ).json();
    expect(exported.account).toMatchObject({ nif: 'ESB12345678', company_name: 'Bodega, S.L.' });
    expect(exported.orders).toEqual(
      expect.arrayContaining([expect.objectContaining({ code, tax_id: 'ESB12345678' })]),
    );
  });

  it('the retry route is for staff only', async () => {
    const { code } = await s.buy();
    const row = await s.orderRow(code);
    const customer = await customerAccount(test.app);
    const refused = await call(test.app, 'POST', `/api/admin/orders/${row.id}/invoice-retry/`, {
      token: customer.access,
      body: {},
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await call(test.app, 'POST', `/api/admin/orders/${row.id}/invoice-retry/`, {
      body: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('two workers (two instances) issue one document once', async () => {
    const { code } = await s.buy();
    const row = await s.orderRow(code);
    const made: number[] = [];
    const offline = createOfflineInvoiceProvider();
    const counting = {
      ...offline,
      create: async (doc: Parameters<typeof offline.create>[0]) => {
        made.push(doc.jobId);
        return offline.create(doc);
      },
    };
    const workers = [1, 2, 3].map(
      () => new InvoiceWorker({ db: s.db(), provider: counting, logger: silent }),
    );
    await Promise.all(workers.map((worker) => worker.flush()));
    await s.issue();
    const rows = await s.invoiceRows(row.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('issued');
    expect(made.filter((id) => id === rows[0]!.id).length).toBeLessThanOrEqual(1);
  });
});

describe.each(testDatabaseKinds)('invoices through InvoiceXpress (a fake server) on %s', (kind) => {
  let fake: FakeInvoiceXpress;
  beforeAll(async () => {
    fake = await startFakeInvoiceXpress();
  });
  afterAll(async () => fake?.close());
  const test = adminTestApp(kind, () => ({
    INVOICE_PROVIDER: 'invoicexpress',
    INVOICEXPRESS_ACCOUNT: 'montedascegonhas',
    INVOICEXPRESS_API_KEY: fake.apiKey,
    INVOICEXPRESS_API_URL: fake.url,
  }));
  const s = invoiceSuite(test);

  it('issues one certified invoice-receipt with the NIF, even when paid twice at once', async () => {
    const ids = await demoIds(s.db());
    const request = oneExmoToEvora(ids);
    const customer = { ...customerInEvora, email: newEmail('ix'), nif: '501964843' };
    const intent = (await post(test.app, intentUrl, { ...request, customer })).json();
    await post(test.app, '/api/checkout/offline-payments/confirm/', {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      card_number: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
    });
    // Duplicate confirmations and worker passes at the same moment.
    const confirm = {
      cart: request.cart,
      customer,
      user_id: null,
      paymentIntentId: intent.paymentIntentId,
      shipping_option_id: request.shipping_option_id,
      language: 'pt',
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(test.app, '/api/checkout/confirm-order/', confirm)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await Promise.all([s.issue(), s.issue()]);
    const code = answers[0]!.json().code as string;
    const row = await s.orderRow(code);
    await s.issueAll(row.id);
    const rows = await s.invoiceRows(row.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'issued',
      provider: 'invoicexpress',
      number: expect.stringMatching(/^FR 2026\/\d+$/),
    });
    const mine = fake.documents.filter((doc) => doc.body.reference === row.orderNumber);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body.client).toMatchObject({ fiscal_id: '501964843' });
    expect(mine[0]!.body.items).toEqual([
      expect.objectContaining({ quantity: 1, tax: { name: 'IVA13' } }),
      expect.objectContaining({ quantity: 1, tax: { name: 'IVA13' } }),
    ]);
    const pdf = await call(
      test.app,
      'GET',
      `/api/checkout/orders/by-code/${code}/invoices/invoice.pdf`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.toString()).toContain(
      `fake InvoiceXpress document /pdf/${mine[0]!.id}.pdf`,
    );
  });

  it('a provider that is down never blocks the sale: pending for staff, then the retry issues it', async () => {
    fake.down = true;
    try {
      const { code } = await s.buy();
      const row = await s.orderRow(code);
      expect(row.paymentStatus).toBe('paid');
      await s.issue();
      expect((await s.byCode(code)).invoices).toEqual([
        { kind: 'invoice', status: 'pending', number: null, url: null, pro_forma: false },
      ]);
      const pending = await s.adminOrder(row.id);
      expect(pending.invoices[0]).toMatchObject({ status: 'pending', attempts: 1 });
      expect(pending.invoices[0]!.last_error).toMatch(/HTTP 503/);
      fake.down = false;
      const retried = await test.api('POST', `/api/admin/orders/${row.id}/invoice-retry/`, {});
      expect(retried.statusCode).toBe(200);
      await s.issueAll(row.id);
      const after = await s.adminOrder(row.id);
      expect(after.invoices[0]).toMatchObject({
        status: 'issued',
        number: expect.stringMatching(/^FR /),
      });
      const again = await test.api('POST', `/api/admin/orders/${row.id}/invoice-retry/`, {});
      expect(again.statusCode).toBe(409);
    } finally {
      fake.down = false;
    }
  });

  /** The order's invoice job due now (its backoff skipped). */
  const dueNow = (orderId: number) =>
    s.db().update(invoices).set({ nextAttemptAt: new Date() }).where(eq(invoices.orderId, orderId));

  it('a create answered after the timeout is not made again: the retry finds the draft (issue 29, point 4)', async () => {
    fake.down = true;
    let code: string;
    try {
      ({ code } = await s.buy());
      await s.issue();
    } finally {
      fake.down = false;
    }
    const row = await s.orderRow(code);
    // The provider makes the draft at once but answers after the client gave up.
    const impatient = new InvoiceWorker({
      db: s.db(),
      provider: createInvoiceXpressProvider({
        account: 'montedascegonhas',
        apiKey: fake.apiKey,
        apiUrl: fake.url,
        timeoutMs: 300,
      }),
      logger: silent,
    });
    fake.createDelayMs = 1_000;
    try {
      await dueNow(row.id);
      await impatient.flushOrder(row.id);
      const [timedOut] = await s.invoiceRows(row.id);
      expect(timedOut).toMatchObject({ status: 'pending', externalId: null });
      expect(timedOut!.lastError).toMatch(/unreachable|abort|timeout/i);
      const mine = () => fake.documents.filter((doc) => doc.body.reference === row.orderNumber);
      expect(mine()).toHaveLength(1);
      // Retried (twice, by two workers): the draft is found, finalised and issued; none is added.
      await dueNow(row.id);
      await Promise.all([impatient.flushOrder(row.id), s.issue()]);
      await s.issueAll(row.id);
    } finally {
      fake.createDelayMs = 0;
    }
    const [issued] = await s.invoiceRows(row.id);
    const documents = fake.documents.filter((doc) => doc.body.reference === row.orderNumber);
    expect(documents).toHaveLength(1);
    expect(issued).toMatchObject({
      status: 'issued',
      externalId: String(documents[0]!.id),
      number: documents[0]!.sequenceNumber,
    });
    expect(fake.requests).toContain('GET /invoices.json');
  });

  it("staff's retry works on that order alone, not the whole queue (issue 29, point 4)", async () => {
    fake.down = true;
    let mineCode: string;
    let otherCode: string;
    try {
      ({ code: mineCode } = await s.buy());
      ({ code: otherCode } = await s.buy());
      await s.issue();
    } finally {
      fake.down = false;
    }
    const mine = await s.orderRow(mineCode);
    const other = await s.orderRow(otherCode);
    // The other order's job is due too; the poll is paused so only the retry may touch it.
    const worker = test.app.services.invoices.worker;
    await worker.stop();
    try {
      await dueNow(other.id);
      const [before] = await s.invoiceRows(other.id);
      const retried = await test.api('POST', `/api/admin/orders/${mine.id}/invoice-retry/`, {});
      expect(retried.statusCode).toBe(200);
      const [untouched] = await s.invoiceRows(other.id);
      expect(untouched).toMatchObject({ attempts: before!.attempts, externalId: null });
    } finally {
      worker.start(15_000);
    }
    const [retriedJob] = await s.invoiceRows(mine.id);
    // Numbered at the provider already (its PDF may still be in the making: 202).
    expect(retriedJob!.number).toMatch(/^FR /);
    expect(fake.documents.filter((doc) => doc.body.reference === other.orderNumber)).toHaveLength(
      0,
    );
  });

  it('the retry answers within its bound while a slow provider works on (issue 29, point 4)', async () => {
    fake.down = true;
    let code: string;
    try {
      ({ code } = await s.buy());
      await s.issue();
    } finally {
      fake.down = false;
    }
    const row = await s.orderRow(code);
    const worker = new InvoiceWorker({
      db: s.db(),
      provider: createInvoiceXpressProvider({
        account: 'montedascegonhas',
        apiKey: fake.apiKey,
        apiUrl: fake.url,
      }),
      logger: silent,
    });
    const service = createInvoiceService(s.db(), worker, { retryWaitMs: 300 });
    fake.createDelayMs = 1_500;
    try {
      expect(await service.retry(row.id)).toBe(1);
      const started = Date.now();
      await service.issueNow(row.id);
      expect(Date.now() - started).toBeLessThan(1_200);
      expect((await s.invoiceRows(row.id))[0]!.number).toBeNull();
      // The work went on after the answer: the document is numbered once the provider answers.
      await expect
        .poll(async () => (await s.invoiceRows(row.id))[0]!.number, { timeout: 10_000 })
        .toMatch(/^FR /);
    } finally {
      fake.createDelayMs = 0;
    }
    expect(fake.documents.filter((doc) => doc.body.reference === row.orderNumber)).toHaveLength(1);
  });

  it("staff's retry leaves a job a pass holds mid-create: one document (decision 117)", async () => {
    fake.down = true;
    let code: string;
    try {
      ({ code } = await s.buy());
      await s.issue();
    } finally {
      fake.down = false;
    }
    const row = await s.orderRow(code);
    const provider = () =>
      createInvoiceXpressProvider({
        account: 'montedascegonhas',
        apiKey: fake.apiKey,
        apiUrl: fake.url,
      });
    // Two instances: one pass holds the job inside the create, the other serves the staff.
    const first = new InvoiceWorker({ db: s.db(), provider: provider(), logger: silent });
    const second = new InvoiceWorker({ db: s.db(), provider: provider(), logger: silent });
    const service = createInvoiceService(s.db(), second, { retryWaitMs: 5_000 });
    const poll = test.app.services.invoices.worker;
    await poll.stop();
    let release = () => {};
    fake.createGate = new Promise<void>((done) => {
      release = done;
    });
    const creates = () => fake.requests.filter((r) => r === 'POST /invoice_receipts.json').length;
    const before = creates();
    try {
      await dueNow(row.id);
      const held = first.flushOrder(row.id);
      await expect.poll(creates, { timeout: 10_000 }).toBe(before + 1);
      // The job is still counted (no 409), but left to the pass that holds it.
      expect(await service.retry(row.id)).toBe(1);
      await service.issueNow(row.id);
      release();
      await held;
      await s.issueAll(row.id);
    } finally {
      release();
      fake.createGate = null;
      poll.start(15_000);
    }
    const documents = fake.documents.filter((doc) => doc.body.reference === row.orderNumber);
    expect(documents).toHaveLength(1);
    const [issued] = await s.invoiceRows(row.id);
    expect(issued).toMatchObject({ status: 'issued', externalId: String(documents[0]!.id) });
  });

  it('a cancellation issues the credit note against the invoice', async () => {
    const { code } = await s.buy();
    const row = await s.orderRow(code);
    await s.issueAll(row.id);
    const res = await test.api('POST', `/api/admin/orders/${row.id}/status/`, {
      deliver_status: 'cancelled',
    });
    expect(res.statusCode).toBe(200);
    await s.issueAll(row.id);
    const [invoice, credit] = await s.invoiceRows(row.id);
    expect(credit).toMatchObject({
      kind: 'credit_note',
      status: 'issued',
      number: expect.stringMatching(/^NC /),
    });
    const note = fake.documents.find((doc) => String(doc.id) === credit!.externalId)!;
    expect(note.type).toBe('credit_notes');
    expect(note.body.owner_invoice_id).toBe(invoice!.externalId);
  });
});
