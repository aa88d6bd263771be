import { randomBytes } from 'node:crypto';
import { orders, shippingOptions, shippingRegions, wines, type Database } from '@mdc/db';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../app.ts';
import { newVisitorIp } from '../captcha/form-test-support.ts';

/** A complete checkout customer in Évora (mainland Portugal), shipping to the billing address. */
export const customerInEvora = {
  firstName: 'Maria',
  lastName: 'Silva',
  email: 'maria.silva@example.com',
  phone: '912 345 678',
  phone_prefix: '+351',
  address: 'Rua das Flores',
  address_line2: '2.º esq.',
  house_number: '12',
  postalCode: '7050-100',
  city: 'Montemor-o-Novo',
  country: 'PT',
  country_name: 'Portugal',
  region: 'PT-07',
  region_name: 'Évora',
  sameAsBilling: true,
  preferred_language: 'pt',
};

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

/** One bottle of Exmo (24.00) to Évora with standard shipping (7.50), ready to pay. */
export function oneExmoToEvora(ids: Awaited<ReturnType<typeof demoIds>>) {
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
