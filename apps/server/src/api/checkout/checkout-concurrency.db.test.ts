import { discountCodes, orders, testDatabaseKinds, wines } from '@mdc/db';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { demoIds, oneExmoToEvora, post, stockOf, checkoutUrls } from './checkout-test-support.ts';

const { intent: intentUrl } = checkoutUrls;

// Real concurrency needs real connections: PGlite runs one query at a time.
// Without TEST_DATABASE_URL the suite is reported as skipped (an empty .each would be an error).
const hasPostgres = testDatabaseKinds.includes('postgres');

describe.skipIf(!hasPostgres).each(['postgres'] as const)(
  '50 buyers for the last 10 bottles on %s',
  (kind) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(async () => t?.close());

    it('reserves exactly 10 orders; the other 40 are told sold out; stock ends at 0', async () => {
      const db = t.app.database.db;
      const ids = await demoIds(db);
      await db.update(wines).set({ stock: 10 }).where(eq(wines.id, ids.exmo));

      // Correctness only: the budget "all answered within 2 s" (docs/product/architecture.md#budgets) is measured by
      // `npm run bench` (bench/checkout-race.ts), against a running server, not timed here.
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => post(t.app, intentUrl, oneExmoToEvora(ids))),
      );

      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(10);
      expect(statuses.filter((s) => s === 409)).toHaveLength(40);
      for (const refused of answers.filter((r) => r.statusCode === 409)) {
        expect(refused.json()).toMatchObject({ error: 'sold_out' });
        expect(refused.json().message).toMatch(
          /esgotado|restam? \d+ garrafas? de .+|últimas garrafas/,
        );
      }
      expect(await stockOf(db, ids.exmo)).toBe(0);
      const [counted] = await db
        .select({ value: count() })
        .from(orders)
        .where(eq(orders.paymentStatus, 'awaiting_payment'));
      expect(counted!.value).toBe(10);
    });

    it('30 buyers for the last 5 uses of a discount code: exactly 5 get it (decision 074)', async () => {
      const db = t.app.database.db;
      const ids = await demoIds(db);
      // Destinto (13.90 on sale), which the other race leaves alone.
      await db.update(wines).set({ stock: 100 }).where(eq(wines.id, ids.bosque));
      const [code] = await db
        .insert(discountCodes)
        .values({ code: 'RACE-5', kind: 'fixed', amountCents: 500, usageLimit: 5 })
        .returning();
      const usedCount = async () =>
        (await db.select().from(discountCodes).where(eq(discountCodes.id, code!.id)))[0]!.usedCount;

      // 13.90 − 5.00 + 7.50 shipping.
      const withCode = () => ({
        ...oneExmoToEvora(ids),
        cart: [{ id: ids.bosque, quantity: 1 }],
        subtotal: '13.90',
        total: '16.40',
        discount_code: 'race-5',
      });
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => post(t.app, intentUrl, withCode())),
      );
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.filter((s) => s === 422)).toHaveLength(25);
      for (const refused of answers.filter((r) => r.statusCode === 422)) {
        expect(refused.json().fields.discount_code).toMatch(/usado o número máximo de vezes/);
      }
      expect(await usedCount()).toBe(5);
      // Refused buyers reserved nothing: 5 bottles are held.
      expect(await stockOf(db, ids.bosque)).toBe(95);

      // The reservations expire: every use comes back, never below zero.
      await t.app.services.checkout.expireReservations(new Date(Date.now() + 31 * 60_000));
      expect(await usedCount()).toBe(0);
      expect(await stockOf(db, ids.bosque)).toBe(100);
    });
  },
);
