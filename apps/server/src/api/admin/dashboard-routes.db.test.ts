import { bookingRequests, contactMessages, orders, testDatabaseKinds, wines } from '@mdc/db';
import { eurosToCents } from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyOneBottle } from '../accounts/account-test-support.ts';
import { demoIds } from '../checkout/checkout-test-support.ts';
import { adminTestApp } from './admin-test-support.ts';

const day = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(at);

describe.each(testDatabaseKinds)('admin dashboard on %s', (kind) => {
  const test = adminTestApp(kind);
  let ids: Awaited<ReturnType<typeof demoIds>>;
  const db = test.db;
  const dashboard = async () => {
    const res = await test.api('GET', '/api/admin/dashboard/');
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const paidOrder = async () => {
    const { code } = await buyOneBottle(test.app);
    const [order] = await db().select().from(orders).where(eq(orders.code, code));
    return order!;
  };

  beforeAll(async () => {
    ids = await demoIds(db());
  });

  it('counts the paid orders to prepare, oldest and newest, until they ship', async () => {
    const before = (await dashboard()).orders_to_prepare.count;
    const first = await paidOrder();
    const second = await paidOrder();
    const board = await dashboard();
    expect(board.orders_to_prepare.count).toBe(before + 2);
    expect(board.orders_to_prepare.newest[0]).toMatchObject({
      id: second.id,
      order_number: second.orderNumber,
      total_amount: '31.50',
      deliver_status: 'pending',
    });
    expect(board.orders_to_prepare.oldest.map((o: { id: number }) => o.id)).toContain(first.id);

    const shipped = await test.api('POST', `/api/admin/orders/${first.id}/status/`, {
      deliver_status: 'shipped',
    });
    expect(shipped.statusCode).toBe(200);
    expect((await dashboard()).orders_to_prepare.count).toBe(before + 1);
  });

  it('lists wines on sale with 10 bottles or fewer, not archived or hidden ones', async () => {
    await db().update(wines).set({ stock: 3, showShop: true }).where(eq(wines.id, ids.bosque));
    const board = await dashboard();
    expect(board.low_stock_threshold).toBe(10);
    const bosque = board.low_stock.find((wine: { id: number }) => wine.id === ids.bosque);
    expect(bosque).toMatchObject({
      stock: 3,
      slug: 'bosque-destinto',
      title: { pt: expect.any(String), en: expect.any(String) },
    });
    for (const wine of board.low_stock) expect(wine.stock).toBeLessThanOrEqual(10);

    await db().update(wines).set({ showShop: false }).where(eq(wines.id, ids.bosque));
    expect((await dashboard()).low_stock.map((w: { id: number }) => w.id)).not.toContain(
      ids.bosque,
    );
    await db()
      .update(wines)
      .set({ showShop: true, archivedAt: new Date() })
      .where(eq(wines.id, ids.bosque));
    expect((await dashboard()).low_stock.map((w: { id: number }) => w.id)).not.toContain(
      ids.bosque,
    );
  });

  it('sums 30 days of paid sales per day, with empty days as zero', async () => {
    const before = await dashboard();
    expect(before.sales).toHaveLength(30);
    expect(before.sales.at(-1).date).toBe(day(new Date()));
    const fiveDaysAgo = new Date(Date.now() - 5 * 86_400_000);
    const recent = await paidOrder();
    await db().update(orders).set({ paidAt: fiveDaysAgo }).where(eq(orders.id, recent.id));
    const old = await paidOrder();
    await db()
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(orders.id, old.id));
    const refunded = await paidOrder();
    const cancel = await test.api('POST', `/api/admin/orders/${refunded.id}/status/`, {
      deliver_status: 'cancelled',
    });
    expect(cancel.statusCode).toBe(200);

    const after = await dashboard();
    const on = (board: typeof before, date: string) =>
      board.sales.find((entry: { date: string }) => entry.date === date);
    const then = day(fiveDaysAgo);
    expect(on(after, then).count).toBe(on(before, then).count + 1);
    const cents = eurosToCents;
    expect(cents(on(after, then).total)).toBe(cents(on(before, then).total) + 3150);
    // The old one is outside the 30 days; the refunded one is no sale.
    expect(after.sales_count).toBe(before.sales_count + 1);
    expect(cents(after.sales_total)).toBe(cents(before.sales_total) + 3150);
    const empty = after.sales.filter((entry: { count: number }) => entry.count === 0);
    for (const entry of empty) expect(entry.total).toBe('0.00');
  });

  it('shows the 5 newest contact messages and booking requests with their handled state', async () => {
    for (let n = 1; n <= 6; n += 1) {
      await db()
        .insert(contactMessages)
        .values({
          firstName: 'Inês',
          lastName: `Barros ${n}`,
          email: `ines${n}@example.com`,
          subject: `Visita ${n}`,
          message: 'Olá',
          lang: 'pt',
          handledAt: n === 6 ? new Date() : null,
          createdAt: new Date(Date.now() + n * 1000),
        });
    }
    await db().insert(bookingRequests).values({
      kind: 'house',
      firstName: 'John',
      lastName: 'Smith',
      email: 'john@example.com',
      guests: 'up_to_6',
      arrival: '2026-07-01',
      departure: '2026-07-08',
      lang: 'en',
    });
    const board = await dashboard();
    expect(board.messages).toHaveLength(5);
    expect(board.messages[0]).toMatchObject({
      name: 'Inês Barros 6',
      email: 'ines6@example.com',
      subject: 'Visita 6',
      handled: true,
    });
    expect(board.messages[1]).toMatchObject({ subject: 'Visita 5', handled: false });
    expect(board.bookings[0]).toMatchObject({
      name: 'John Smith',
      kind: 'house',
      guests: 'up_to_6',
      arrival: '2026-07-01',
      departure: '2026-07-08',
      experience: null,
      handled: false,
    });
  });

  it('shows a wine-tourism request with its experience, day, people and answer', async () => {
    await db()
      .insert(bookingRequests)
      .values({
        kind: 'wine_tourism',
        firstName: 'Sophie',
        lastName: 'Martin',
        email: 'sophie@example.com',
        experience: 'talha_tasting',
        visitDate: '2026-09-12',
        people: 3,
        activityLanguage: 'en',
        lang: 'en',
        createdAt: new Date(Date.now() + 60_000),
      });
    const [newest] = (await dashboard()).bookings;
    expect(newest).toMatchObject({
      name: 'Sophie Martin',
      kind: 'wine_tourism',
      guests: null,
      arrival: null,
      departure: null,
      experience: 'talha_tasting',
      visit_date: '2026-09-12',
      people: 3,
      status: 'pending',
      handled: false,
    });
  });
});
