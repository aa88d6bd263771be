import { emails, orders, wines, type Database, type TestDatabaseKind } from '@mdc/db';
import { count, eq, like } from 'drizzle-orm';
import type { App } from '../app.ts';
import {
  checkoutUrls,
  demoIds,
  type DemoIds,
  type oneExmoToEvora,
} from '../api/checkout/checkout-test-support.ts';
import { startFakeStripe, type FakeStripe } from '../test-support/fake-stripe.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

export const { intent: intentUrl, confirm: confirmUrl, stripeWebhook: webhookUrl } = checkoutUrls;

export type { DemoIds };
export type IntentRequest = ReturnType<typeof oneExmoToEvora>;

/**
 * The app's Stripe settings for a fake Stripe server. One attempt may take 1 s (8 s in
 * production): long enough for a loaded CI machine, short enough that a `hang` fault ends soon.
 */
export const stripeEnvFor = (stripe: FakeStripe) => ({
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
  STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  STRIPE_API_URL: stripe.url,
  STRIPE_TIMEOUT_MS: '1000',
  ESTATE_EMAIL: 'geral@montedascegonhas.test',
});

export interface StripeTestApp extends TestApp {
  stripe: FakeStripe;
  ids: DemoIds;
}

/** The API paying through the real Stripe SDK against a fake Stripe of its own; close() ends both. */
export async function createStripeTestApp(kind: TestDatabaseKind): Promise<StripeTestApp> {
  const stripe = await startFakeStripe();
  const t = await createTestApp(kind, stripeEnvFor(stripe));
  return {
    ...t,
    stripe,
    ids: await demoIds(t.app.database.db),
    async close() {
      await t.close();
      await stripe.close();
    },
  };
}

/** Stripe posting a signed event to the webhook route. */
export const sendWebhook = (app: App, event: { payload: string; signature: string }) =>
  app.inject({
    method: 'POST',
    url: webhookUrl,
    payload: event.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
  });

/** What the page sends to confirm-order after Stripe.js said the payment went through. */
export const confirmBodyFor = (request: IntentRequest, paymentIntentId: string) => ({
  cart: request.cart,
  customer: request.customer,
  paymentIntentId,
  shipping_option_id: request.shipping_option_id,
  language: request.customer.preferred_language,
});

/** The intents the fake holds for one checkout (the order's metadata names it). */
export const intentsOfCheckout = (stripe: FakeStripe, checkoutId: string) =>
  [...stripe.intents.values()].filter((intent) => intent.metadata.checkout_id === checkoutId);

export const refundsOf = (stripe: FakeStripe, intentId: string) =>
  stripe.refunds.filter((refund) => refund.payment_intent === intentId);

/** Every POST the fake received carried an Idempotency-Key (ours or the SDK's own). */
export const unkeyedPosts = (stripe: FakeStripe) =>
  stripe.requests.filter((request) => request.method === 'POST' && !request.idempotencyKey);

export async function emailsTo(db: Database, to: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(emails).where(eq(emails.to, to));
  return row!.value;
}

/** The recipients of the e-mails queued about one order (its confirmation and the estate's notice). */
export async function emailsAbout(db: Database, orderNumber: string): Promise<string[]> {
  const rows = await db
    .select({ to: emails.to })
    .from(emails)
    .where(like(emails.subject, `%${orderNumber}%`));
  return rows.map((row) => row.to).sort();
}

export async function ordersPaidFor(db: Database, checkoutId: string): Promise<number> {
  const rows = await db
    .select({ status: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.checkoutId, checkoutId));
  return rows.filter((row) => row.status === 'paid').length;
}

/** A wine with a known stock, so a test can tell exactly how many bottles moved. */
export async function setStock(db: Database, wineId: number, stock: number): Promise<void> {
  await db.update(wines).set({ stock }).where(eq(wines.id, wineId));
}
