import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { offlineMbWayAnswerSeconds, reservationRules } from '@mdc/shared';
import { offlineMultibancoReferenceSequence, offlinePaymentIntents } from '@mdc/db';
import { payable, secretsMatch } from './offline-card.ts';
import { toIntent, type OfflineStore } from './offline-store.ts';
import type { PaymentIntent } from './payment-provider.ts';

/** The offline provider's Multibanco entity: clearly a test one. */
export const offlineMultibancoEntity = '12345';

/** An MB WAY phone as digits, without Portugal's +351. */
export function mbWayPhoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 12 && digits.startsWith('351') ? digits.slice(3) : digits;
}

/**
 * A 9-digit Multibanco reference from a sequence number: seven digits of the number and two check
 * digits (ISO 7064 mod 97-10), so each voucher has its own, and a mistyped one is caught.
 */
export function multibancoReferenceOf(serial: number): string {
  const body = String(serial % 10_000_000).padStart(7, '0');
  const check = 98 - Number((BigInt(body) * 100n) % 97n);
  return `${body}${String(check).padStart(2, '0')}`;
}

/**
 * MB WAY and Multibanco in the offline provider (decision 110), as Stripe's test mode behaves:
 * an MB WAY request waits for the phone (see offlineMbWayPhones) until it expires; a Multibanco
 * voucher waits until someone pays it (`payMultibanco`: staff, or the test-only endpoint).
 */
export function offlineAsyncMethods(store: OfflineStore) {
  const { db, now, find } = store;

  async function startAction(
    id: string,
    clientSecret: string,
    values: Partial<typeof offlinePaymentIntents.$inferInsert>,
  ): Promise<PaymentIntent | null> {
    const current = await find(id);
    if (!current || !secretsMatch(current.clientSecret, clientSecret)) return null;
    const [row] = await db
      .update(offlinePaymentIntents)
      .set({ ...values, status: 'requires_action', lastError: null, updatedAt: now() })
      .where(and(eq(offlinePaymentIntents.id, id), inArray(offlinePaymentIntents.status, payable)))
      .returning();
    return toIntent(row ?? (await find(id))!);
  }

  return {
    /**
     * Where an MB WAY request or a voucher stands (the waiting page polls it); null when the
     * intent or secret is unknown.
     */
    async actionState(id: string, clientSecret: string) {
      const row = await find(id);
      if (!row || !secretsMatch(row.clientSecret, clientSecret)) return null;
      return {
        status: row.status as 'succeeded' | 'requires_action' | 'requires_payment_method',
        ...(row.status === 'requires_payment_method' &&
          row.lastError && { error_message: row.lastError }),
        ...(row.actionExpiresAt && { expires_at: row.actionExpiresAt.toISOString() }),
      };
    },

    /** Sends the MB WAY request to the phone; the intent then waits for its answer. */
    startMbWay(id: string, clientSecret: string, phone: string) {
      const at = now();
      return startAction(id, clientSecret, {
        paymentMethod: 'mb_way',
        mbWayPhone: mbWayPhoneDigits(phone),
        answerAt: new Date(at.getTime() + offlineMbWayAnswerSeconds * 1000),
        actionExpiresAt: new Date(at.getTime() + reservationRules.mbWayApprovalMinutes * 60_000),
        multibancoEntity: null,
        multibancoReference: null,
      });
    },

    /** Issues the intent's Multibanco voucher (once: a repeat answers the same voucher). */
    async issueMultibanco(id: string, clientSecret: string) {
      const current = await find(id);
      if (current?.paymentMethod === 'multibanco' && current.status === 'requires_action') {
        return secretsMatch(current.clientSecret, clientSecret) ? toIntent(current) : null;
      }
      const serial = (await db.execute(
        sql`select nextval(${sql.raw(`'${offlineMultibancoReferenceSequence.seqName}'`)}) as n`,
      )) as unknown as { rows: Array<{ n: string | number }> };
      const days = reservationRules.multibancoVoucherDays;
      return startAction(id, clientSecret, {
        paymentMethod: 'multibanco',
        multibancoEntity: offlineMultibancoEntity,
        multibancoReference: multibancoReferenceOf(Number(serial.rows[0]!.n)),
        actionExpiresAt: new Date(now().getTime() + days * 86_400_000),
        mbWayPhone: null,
        answerAt: null,
      });
    },

    /**
     * The bank's word that the voucher was paid: the intent succeeds. The paid intent, or null
     * when no unexpired voucher has this reference (a repeat answers the paid intent again).
     */
    async payMultibanco(reference: string): Promise<PaymentIntent | null> {
      const [row] = await db
        .update(offlinePaymentIntents)
        .set({ status: 'succeeded', updatedAt: now() })
        .where(
          and(
            eq(offlinePaymentIntents.multibancoReference, reference),
            eq(offlinePaymentIntents.status, 'requires_action'),
            gt(offlinePaymentIntents.actionExpiresAt, now()),
          ),
        )
        .returning();
      if (row) return toIntent(row);
      const [paid] = await db
        .select()
        .from(offlinePaymentIntents)
        .where(
          and(
            eq(offlinePaymentIntents.multibancoReference, reference),
            eq(offlinePaymentIntents.status, 'succeeded'),
          ),
        );
      return paid ? toIntent(paid) : null;
    },
  };
}
