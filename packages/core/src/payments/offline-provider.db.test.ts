import {
  offlinePaymentIntents,
  openTestDatabase,
  testDatabaseKinds,
  type DatabaseHandle,
} from '@mdc/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOfflineProvider,
  isExpiryInFuture,
  offlineCardOutcome,
  type OfflineProvider,
} from './offline-provider.ts';

const june2030 = new Date('2030-06-15T12:00:00Z');

describe('offline test cards', () => {
  const card = (cardNumber: string, expiry = '12/31', cvc = '123') =>
    offlineCardOutcome({ cardNumber, expiry, cvc }, june2030);

  it('behaves as Stripe’s test cards', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ status: 'succeeded' });
    expect(card('4000-0000-0000-0002')).toEqual({
      status: 'requires_payment_method',
      error_message: 'Your card was declined.',
    });
    expect(card('4000002760003184')).toEqual({ status: 'requires_action' });
    expect(card('4111111111111111')).toEqual({
      status: 'requires_payment_method',
      error_message: 'Your card number is incorrect.',
    });
  });

  it('wants an expiry from this month on and a CVC of 3 or 4 digits', () => {
    expect(isExpiryInFuture('06/30', june2030)).toBe(true);
    expect(isExpiryInFuture('05/30', june2030)).toBe(false);
    expect(isExpiryInFuture('13/31', june2030)).toBe(false);
    expect(isExpiryInFuture('1231', june2030)).toBe(false);
    expect(card('4242424242424242', '05/30').status).toBe('requires_payment_method');
    expect(card('4242424242424242', '12/31', '12').status).toBe('requires_payment_method');
    expect(card('4242424242424242', '12/31', '1234').status).toBe('succeeded');
  });
});

describe.each(testDatabaseKinds)('offline payment provider on %s', (kind) => {
  let handle: DatabaseHandle;
  let provider: OfflineProvider;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    provider = createOfflineProvider(handle.db);
  });
  afterAll(async () => handle?.close());

  const create = (key: string, amountCents = 3150) =>
    provider.createIntent({
      amountCents,
      currency: 'eur',
      metadata: { order_id: '7' },
      idempotencyKey: key,
    });
  const good = { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' };

  it('honours idempotency keys and stores intents for every instance', async () => {
    const first = await create('key-1');
    expect(await create('key-1')).toEqual(first);
    expect((await create('key-2')).id).not.toBe(first.id);
    expect(first).toMatchObject({
      status: 'requires_payment_method',
      amountCents: 3150,
      currency: 'eur',
      metadata: { order_id: '7' },
      lastError: null,
    });
    const other = createOfflineProvider(handle.db);
    expect(await other.retrieve(first.id)).toEqual(first);
    expect(await provider.retrieve('pi_missing')).toBeNull();
  });

  it('confirms with the client secret only; a decline can be followed by a good card', async () => {
    const intent = await create('key-3');
    expect(await provider.confirmCard(intent.id, 'wrong', good)).toBeNull();
    const declined = await provider.confirmCard(intent.id, intent.clientSecret, {
      ...good,
      cardNumber: '4000000000000002',
    });
    expect(declined).toMatchObject({ status: 'requires_payment_method' });
    expect((await provider.retrieve(intent.id))?.lastError).toBe('Your card was declined.');
    expect(await provider.confirmCard(intent.id, intent.clientSecret, good)).toEqual({
      status: 'succeeded',
    });
    expect(await provider.retrieve(intent.id)).toMatchObject({
      status: 'succeeded',
      lastError: null,
    });
  });

  it('refuses to change, cancel or over-refund a paid intent; records refunds', async () => {
    const intent = await create('key-4');
    expect((await provider.updateAmount(intent.id, 5000)).amountCents).toBe(5000);
    await provider.confirmCard(intent.id, intent.clientSecret, good);
    await expect(provider.updateAmount(intent.id, 100)).rejects.toThrow(/status of succeeded/);
    await expect(provider.cancel(intent.id)).rejects.toThrow(/status of succeeded/);
    expect(await provider.refund(intent.id, 1000)).toMatchObject({ amountCents: 1000 });
    expect(await provider.refund(intent.id)).toMatchObject({ amountCents: 4000 });
    await expect(provider.refund(intent.id, 1)).rejects.toThrow(/cannot be refunded/);
  });

  it('answers a retried keyed refund with the first refund, without refunding again', async () => {
    const intent = await create('key-6');
    await provider.confirmCard(intent.id, intent.clientSecret, good);
    const [first, second] = await Promise.all([
      provider.refund(intent.id, 3150, 'order-1-cancel'),
      provider.refund(intent.id, 3150, 'order-1-cancel'),
    ]);
    expect(second).toEqual(first);
    expect(await provider.refund(intent.id, 3150, 'order-1-cancel')).toEqual(first);
    const [row] = await handle.db
      .select()
      .from(offlinePaymentIntents)
      .where(eq(offlinePaymentIntents.id, intent.id));
    expect(row!.amountRefundedCents).toBe(3150);
    expect((await provider.retrieve(intent.id))!.metadata).not.toHaveProperty(
      'refund:order-1-cancel',
    );
  });

  it('cancels an unpaid intent, which no card can pay afterwards', async () => {
    const intent = await create('key-5');
    expect((await provider.cancel(intent.id)).status).toBe('canceled');
    const late = await provider.confirmCard(intent.id, intent.clientSecret, good);
    expect(late?.status).toBe('requires_payment_method');
    await expect(provider.parseWebhook('{}', 'sig')).rejects.toThrow(/no webhooks/);
  });
});
