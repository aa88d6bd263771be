import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  emails,
  invoices,
  openTestDatabase,
  orders,
  seedDemoContent,
  shippingOptions,
  shippingRegions,
  testDatabaseKinds,
  wines,
  type DatabaseHandle,
} from '@mdc/db';
import { confirmOrderSchema, createPaymentIntentSchema } from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServices, type Services } from '../services.ts';

/*
 * An order paid raises `orderPaid` inside the settling transaction
 * (docs/decisions/133-domains-as-modules.md): the invoice job its subscriber queues and the
 * e-mails exist exactly when the order is paid, and a subscriber's failure rolls all back.
 */
describe.each(testDatabaseKinds)('domain events of a paid order on %s', (kind) => {
  let handle: DatabaseHandle;
  let services: Services;
  let exmo: number;
  let optionId: number;
  const db = () => handle.db;
  // Set by a test: the next orderPaid subscriber fails once.
  let failNextPayment = false;
  const seenInTransaction: string[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemoContent(handle.db);
    services = createServices(handle.db, {
      publicUrl: 'https://vinhos.example',
      logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
      mail: {
        outboxDir: mkdtempSync(join(tmpdir(), 'mdc-events-')),
        from: 'Monte das Cegonhas <no-reply@example.com>',
        estateEmail: 'geral@example.com',
      },
      captcha: { secret: 'a-test-secret-that-is-long-enough-for-altcha' },
    });
    // Subscribed after the invoices' own handler: it sees the order as the transaction has it.
    services.events.handle('orderPaid', async (tx, paid) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, paid.orderId));
      seenInTransaction.push(row!.paymentStatus);
      if (failNextPayment) {
        failNextPayment = false;
        throw new Error('a subscriber of orderPaid failed');
      }
    });
    exmo = (await db().select().from(wines).where(eq(wines.slug, 'exmo')))[0]!.id;
    optionId = (
      await db()
        .select({ id: shippingOptions.id })
        .from(shippingOptions)
        .innerJoin(shippingRegions, eq(shippingRegions.zoneId, shippingOptions.zoneId))
        .where(eq(shippingRegions.code, 'PT-07'))
    )[0]!.id;
  });
  afterAll(async () => {
    await services?.mail.stop();
    await handle?.close();
  });

  let n = 0;
  /** A checkout paid with the offline test card, up to the browser's confirm call. */
  async function paidAtProvider(email: string) {
    const customer = {
      firstName: 'Maria',
      lastName: 'Silva',
      email,
      phone: '912 345 678',
      address: 'Rua das Flores',
      address_line2: '2.º esq.',
      house_number: '12',
      postalCode: '7050-100',
      city: 'Montemor-o-Novo',
      country: 'PT',
      region: 'PT-07',
      sameAsBilling: true,
    };
    const cart = [{ id: exmo, quantity: 1 }];
    const created = await services.checkout.createPaymentIntent(
      createPaymentIntentSchema.parse({
        checkout_id: `events-test-checkout-${kind}-${(n += 1)}`,
        cart,
        shipping_option_id: optionId,
        subtotal: '24.00',
        shipping_cost: '7.50',
        total: '31.50',
        customer,
        adult_confirmed: true,
      }),
    );
    if (!created.ok) throw new Error(`no intent: ${JSON.stringify(created.conflict)}`);
    const { paymentIntentId, clientSecret } = created.response;
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
    expect(
      await services.checkout.confirmOfflinePayment(paymentIntentId, clientSecret, card),
    ).toMatchObject({ status: 'succeeded' });
    const confirm = () =>
      services.checkout.confirmOrder(
        confirmOrderSchema.parse({ cart, customer, paymentIntentId, shipping_option_id: optionId }),
      );
    const order = async () =>
      (await db().select().from(orders).where(eq(orders.paymentIntentId, paymentIntentId)))[0]!;
    return { confirm, order };
  }
  const invoiceJobs = async (orderId: number) =>
    db().select().from(invoices).where(eq(invoices.orderId, orderId));
  const emailsTo = async (to: string) => db().select().from(emails).where(eq(emails.to, to));

  it('queues the invoice-receipt in the transaction that marks the order paid', async () => {
    const { confirm, order } = await paidAtProvider('paid.events@example.com');
    seenInTransaction.length = 0;
    await expect(confirm()).resolves.toMatchObject({ success: true });
    const paid = await order();
    expect(paid.paymentStatus).toBe('paid');
    expect(seenInTransaction).toEqual(['paid']);
    expect(await invoiceJobs(paid.id)).toMatchObject([
      { kind: 'invoice', amountCents: paid.totalCents },
    ]);
    expect(await emailsTo('paid.events@example.com')).toHaveLength(1);
  });

  it('rolls the payment, the invoice job and the e-mails back when a subscriber fails', async () => {
    const { confirm, order } = await paidAtProvider('rolled.back@example.com');
    failNextPayment = true;
    // The confirm call answers that it could not finish (the buyer may try again).
    await expect(confirm()).rejects.toThrow();
    expect(failNextPayment).toBe(false); // the failing subscriber did run
    const unpaid = await order();
    expect(unpaid.paymentStatus).toBe('awaiting_payment');
    expect(await invoiceJobs(unpaid.id)).toEqual([]);
    expect(await emailsTo('rolled.back@example.com')).toEqual([]);
    // The confirm call again (or the webhook, or the sweep): paid once, one invoice job.
    await expect(confirm()).resolves.toMatchObject({ success: true });
    expect((await order()).paymentStatus).toBe('paid');
    expect(await invoiceJobs(unpaid.id)).toHaveLength(1);
    expect(await emailsTo('rolled.back@example.com')).toHaveLength(1);
  });

  it('tells stockChanged after a reservation took bottles, once it is committed', async () => {
    const heard: number[] = [];
    const stop = services.events.on('stockChanged', async () => {
      const [row] = await db().select({ stock: wines.stock }).from(wines).where(eq(wines.id, exmo));
      heard.push(row!.stock);
    });
    try {
      const before = (await db().select().from(wines).where(eq(wines.id, exmo)))[0]!.stock;
      await paidAtProvider('stock.events@example.com');
      // Read outside the transaction: the listener ran after the commit.
      expect(heard).toEqual([before - 1]);
    } finally {
      stop();
    }
  });
});
