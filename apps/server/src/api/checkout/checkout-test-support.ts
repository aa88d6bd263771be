import { randomBytes } from 'node:crypto';
import {
  orders,
  shippingOptions,
  shippingRegions,
  wines,
  type Database,
  type TestDatabaseKind,
} from '@mdc/db';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../app.ts';
import { customerInEvora } from '../../test-support/checkout-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { newVisitorIp } from '../captcha/form-test-support.ts';

export { checkoutUrls, customerInEvora } from '../../test-support/checkout-fixtures.ts';

export const newCheckoutId = () => randomBytes(12).toString('base64url');

/** Demo data the checkout tests buy: wine ids by slug, the shipping option of a region. */
export async function demoIds(db: Database) {
  const rows = await db.select({ id: wines.id, slug: wines.slug }).from(wines);
  const wine = (slug: string) => rows.find((r) => r.slug === slug)!.id;
  // An option serves every region of its zone (docs/decisions/107-shipping-zones.md).
  const options = await db
    .select({ id: shippingOptions.id, region: shippingRegions.code })
    .from(shippingOptions)
    .innerJoin(shippingRegions, eq(shippingRegions.zoneId, shippingOptions.zoneId));
  return {
    exmo: wine('exmo'),
    bosque: wine('bosque-destinto'),
    avoZeca: wine('avo-zeca'),
    optionFor: (region: string) => options.find((o) => o.region === region)!.id,
  };
}

export type DemoIds = Awaited<ReturnType<typeof demoIds>>;

/** A checkout suite's set-up: the API over a fresh database of `kind`, and the wines it buys. */
export async function createCheckoutTestApp(
  kind: TestDatabaseKind,
  env: Record<string, string> = {},
): Promise<{ t: TestApp; ids: DemoIds }> {
  const t = await createTestApp(kind, env);
  return { t, ids: await demoIds(t.app.database.db) };
}

/** One bottle of Exmo (24.00) to Évora with standard shipping (7.50), ready to pay. */
export function oneExmoToEvora(ids: DemoIds) {
  return {
    checkout_id: newCheckoutId(),
    cart: [{ id: ids.exmo, quantity: 1 }],
    shipping_option_id: ids.optionFor('PT-07'),
    subtotal: '24.00',
    shipping_cost: '7.50',
    total: '31.50',
    customer: customerInEvora,
    adult_confirmed: true,
  };
}

export async function stockOf(db: Database, id: number): Promise<number> {
  const [row] = await db.select({ stock: wines.stock }).from(wines).where(eq(wines.id, id));
  return row!.stock;
}

export async function orderOfCheckout(db: Database, checkoutId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.checkoutId, checkoutId));
  return row;
}

export function post(app: App, url: string, body: unknown, ip = newVisitorIp()) {
  return app.inject({
    method: 'POST',
    url,
    payload: body as object,
    headers: { 'x-forwarded-for': ip },
  }) as Promise<LightMyRequestResponse>;
}
