import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  openTestDatabase,
  orders,
  seedDemoContent,
  shippingOptions,
  shippingRegions,
  testDatabaseKinds,
  wines,
  type DatabaseHandle,
} from '@mdc/db';
import { createPaymentIntentSchema, type CreatePaymentIntentInput } from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServices, type Services } from '../services.ts';
import { CheckoutError } from './checkout-service.ts';

describe.each(testDatabaseKinds)('checkout service rules on %s', (kind) => {
  let handle: DatabaseHandle;
  let services: Services;
  let exmo: number;
  let optionId: number;
  const db = () => handle.db;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await seedDemoContent(handle.db);
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    services = createServices(handle.db, {
      publicUrl: 'https://vinhos.example',
      logger,
      mail: {
        outboxDir: mkdtempSync(join(tmpdir(), 'mdc-checkout-')),
        from: 'Monte das Cegonhas <no-reply@example.com>',
        estateEmail: 'geral@example.com',
      },
      captcha: { secret: 'a-test-secret-that-is-long-enough-for-altcha' },
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
  const input = (overrides: Partial<CreatePaymentIntentInput> = {}) =>
    createPaymentIntentSchema.parse({
      checkout_id: `service-test-checkout-${kind}-${(n += 1)}`,
      cart: [{ id: exmo, quantity: 1 }],
      shipping_option_id: optionId,
      subtotal: '24.00',
      shipping_cost: '7.50',
      total: '31.50',
      customer: {
        firstName: 'Maria',
        lastName: 'Silva',
        email: 'maria.silva@example.com',
        phone: '912 345 678',
        address: 'Rua das Flores',
        address_line2: '2.º esq.',
        house_number: '12',
        postalCode: '7050-100',
        city: 'Montemor-o-Novo',
        country: 'PT',
        region: 'PT-07',
        sameAsBilling: true,
      },
      adult_confirmed: true,
      ...overrides,
    });
  const stock = async () =>
    (await db().select({ stock: wines.stock }).from(wines).where(eq(wines.id, exmo)))[0]!.stock;

  it('two first calls of one checkout at once make one order and one reservation', async () => {
    const before = await stock();
    const request = input();
    const [a, b] = await Promise.all([
      services.checkout.createPaymentIntent(request),
      services.checkout.createPaymentIntent(request),
    ]);
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.response.paymentIntentId).toBe(b.response.paymentIntentId);
    expect(await stock()).toBe(before - 1);
    const rows = await db().select().from(orders).where(eq(orders.checkoutId, request.checkout_id));
    expect(rows).toHaveLength(1);
  });

  it('a price change after the page loaded is a prices_changed conflict with the new figures', async () => {
    const request = input();
    await db().update(wines).set({ priceCents: 2600 }).where(eq(wines.id, exmo));
    try {
      const result = await services.checkout.createPaymentIntent(request);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.conflict).toMatchObject({
        error: 'prices_changed',
        subtotal: '26.00',
        total: '33.50',
      });
      // Said in the buyer's language, Portuguese here (decision 135).
      expect(result.conflict.message).toMatch(/o subtotal é agora 26,00\s€, e não 24,00\s€/);
    } finally {
      await db().update(wines).set({ priceCents: 2400 }).where(eq(wines.id, exmo));
    }
  });

  it('a wine taken off the shop is sold out', async () => {
    await db().update(wines).set({ showShop: false }).where(eq(wines.id, exmo));
    try {
      const result = await services.checkout.createPaymentIntent(input());
      expect(result).toMatchObject({ ok: false, conflict: { error: 'sold_out' } });
      if (!result.ok) expect(result.conflict.items[0]!.bottles_quantity).toBe(0);
    } finally {
      await db().update(wines).set({ showShop: true }).where(eq(wines.id, exmo));
    }
  });

  it('refuses to pay without the adult confirmation, even when called without the API', async () => {
    const request = { ...input(), adult_confirmed: false as unknown as true };
    const before = await stock();
    const refusal = services.checkout.createPaymentIntent(request);
    await expect(refusal).rejects.toBeInstanceOf(CheckoutError);
    await expect(refusal).rejects.toMatchObject({ statusCode: 400, field: 'adult_confirmed' });
    expect(await stock()).toBe(before);
  });

  it('the sweep leaves reservations that are not due yet', async () => {
    const request = input();
    await services.checkout.createPaymentIntent(request);
    const report = await services.checkout.expireReservations(new Date(Date.now() + 60_000));
    expect(report.expired).toBe(0);
    const [row] = await db()
      .select()
      .from(orders)
      .where(eq(orders.checkoutId, request.checkout_id));
    expect(row!.paymentStatus).toBe('awaiting_payment');
  });
});
