import { and, eq } from 'drizzle-orm';
import { offlineMbWayPhones } from '@mdc/shared';
import { offlinePaymentIntents, type Database } from '@mdc/db';
import {
  PaymentProviderError,
  type PaymentIntent,
  type PaymentIntentStatus,
  type Refund,
} from './payment-provider.ts';

export type OfflineRow = typeof offlinePaymentIntents.$inferSelect;

/** Keyed refunds live in the intent's metadata under this prefix, hidden from callers. */
export const refundPrefix = 'refund:';
export const refundKey = (idempotencyKey: string) => `${refundPrefix}${idempotencyKey}`;

export function refundsOf(row: OfflineRow): Record<string, Refund> {
  return Object.fromEntries(
    Object.entries(row.metadata)
      .filter(([key]) => key.startsWith(refundPrefix))
      .map(([key, value]) => [key.slice(refundPrefix.length), JSON.parse(value) as Refund]),
  );
}

/** What the offline MB WAY "app" and voucher tell the buyer (in English, as Stripe does). */
export const offlineMbWayMessages = {
  refused: 'The MB WAY payment was refused in the app.',
  expired: 'The MB WAY request expired before it was approved.',
} as const;

export function toIntent(row: OfflineRow): PaymentIntent {
  const voucher =
    row.paymentMethod === 'multibanco' &&
    row.multibancoEntity &&
    row.multibancoReference &&
    row.actionExpiresAt
      ? {
          entity: row.multibancoEntity,
          reference: row.multibancoReference,
          expiresAt: row.actionExpiresAt,
          voucherUrl: null,
        }
      : null;
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status as PaymentIntentStatus,
    amountCents: row.amountCents,
    currency: row.currency,
    metadata: Object.fromEntries(
      Object.entries(row.metadata).filter(([key]) => !key.startsWith(refundPrefix)),
    ),
    lastError: row.lastError,
    paymentMethod: (row.paymentMethod as PaymentIntent['paymentMethod']) ?? null,
    multibanco: row.status === 'requires_action' ? voucher : null,
  };
}

/**
 * The MB WAY request's outcome by now: the test phone's answer, or its expiry. The answer counts
 * from when the phone gave it, not from when someone next reads the intent: an approval before
 * the request's expiry wins even when it is first read after it (the buyer closed the tab and
 * the sweep reads it; docs/decisions/110-mb-way-and-multibanco.md, 117).
 */
export function mbWayAnswer(
  row: Pick<OfflineRow, 'actionExpiresAt' | 'answerAt' | 'mbWayPhone'>,
  at: Date,
) {
  const answeredInTime =
    row.answerAt !== null &&
    at >= row.answerAt &&
    (!row.actionExpiresAt || row.answerAt < row.actionExpiresAt);
  if (answeredInTime && row.mbWayPhone === offlineMbWayPhones.approves) {
    return { status: 'succeeded', lastError: null };
  }
  if (answeredInTime && row.mbWayPhone === offlineMbWayPhones.refuses) {
    return { status: 'requires_payment_method', lastError: offlineMbWayMessages.refused };
  }
  if (row.actionExpiresAt && at >= row.actionExpiresAt) {
    return { status: 'requires_payment_method', lastError: offlineMbWayMessages.expired };
  }
  return null;
}

/**
 * The offline provider's intents in the database (every instance shares them). An MB WAY request
 * is answered when it is next read after its answer time, with a conditional update, so whichever
 * instance reads first decides it once.
 */
export function offlineStore(db: Database, now: () => Date) {
  async function read(id: string): Promise<OfflineRow | undefined> {
    const [row] = await db
      .select()
      .from(offlinePaymentIntents)
      .where(eq(offlinePaymentIntents.id, id));
    return row;
  }

  async function find(id: string): Promise<OfflineRow | undefined> {
    const row = await read(id);
    if (!row || row.status !== 'requires_action' || row.paymentMethod !== 'mb_way') return row;
    const at = now();
    const answer = mbWayAnswer(row, at);
    if (!answer) return row;
    const [answered] = await db
      .update(offlinePaymentIntents)
      .set({ ...answer, updatedAt: at })
      .where(
        and(eq(offlinePaymentIntents.id, id), eq(offlinePaymentIntents.status, 'requires_action')),
      )
      .returning();
    return answered ?? read(id);
  }

  async function mustFind(id: string): Promise<OfflineRow> {
    const row = await find(id);
    if (!row) throw new PaymentProviderError(`No such payment_intent: '${id}'`);
    return row;
  }

  return { db, now, find, mustFind };
}

export type OfflineStore = ReturnType<typeof offlineStore>;
