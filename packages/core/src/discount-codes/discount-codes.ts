import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import {
  discountAmount,
  discountCodeRefusal,
  centsToEuros,
  normalizeDiscountCode,
  type DiscountCodeRule,
  type DiscountKind,
  type DiscountRefusal,
} from '@mdc/shared';
import { discountCodes } from '@mdc/db';
import type { DbExecutor, DbTransaction } from '../mail/index.ts';
import { estateDay } from '../support/index.ts';
import type { RefusalCode } from '../support/index.ts';

/**
 * Discount codes at checkout (docs/decisions/074-discount-codes.md): looking a typed code up,
 * the refusal in the buyer's language, and its uses, which an order takes and gives back exactly
 * like its bottles: one conditional update in the transaction that reserves the stock
 * (`used_count < usage_limit`, so the limit holds however many buyers race), given back when the
 * reservation expires, the order changes or drops its code, or staff cancel the order.
 */

type DiscountCodeRow = typeof discountCodes.$inferSelect;

export function discountRuleOf(row: DiscountCodeRow): DiscountCodeRule {
  return {
    code: row.code,
    kind: row.kind as DiscountKind,
    percent: row.percent,
    amountCents: row.amountCents,
    minOrderCents: row.minOrderCents,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    active: row.active,
  };
}

/** A code an order may use, and what it takes off its goods. */
export interface AppliedDiscount {
  codeId: number;
  code: string;
  rule: DiscountCodeRule;
  cents: number;
}

export type PricedDiscount =
  { applied: AppliedDiscount; refusal: null } | { applied: null; refusal: DiscountRefusal };

/**
 * What the typed code does for goods worth `subtotalCents` at `at`: applied with its cents off,
 * or refused with the reason. Null when no code was typed. `heldCodeId` is the code the order
 * being priced already holds a use of (that use is its own, not someone else's).
 */
export async function priceDiscountCode(
  db: DbExecutor,
  typed: string | null | undefined,
  subtotalCents: number,
  at: Date,
  heldCodeId: number | null = null,
): Promise<PricedDiscount | null> {
  if (!typed?.trim()) return null;
  const code = normalizeDiscountCode(typed);
  const [row] = code
    ? await db.select().from(discountCodes).where(eq(discountCodes.code, code))
    : [];
  const rule = row ? discountRuleOf(row) : null;
  const refusal = discountCodeRefusal(rule, {
    subtotalCents,
    at,
    holdsUse: row !== undefined && row.id === heldCodeId,
  });
  if (refusal || !row || !rule) return { applied: null, refusal: refusal ?? { reason: 'unknown' } };
  return {
    applied: { codeId: row.id, code: row.code, rule, cents: discountAmount(rule, subtotalCents) },
    refusal: null,
  };
}

/**
 * Takes one use of the code for an order, inside its transaction: only while the code is active,
 * valid at `at` and under its limit. The stored row after the update, or null when it could not.
 */
export async function takeDiscountUse(
  tx: DbTransaction,
  codeId: number,
  at: Date,
): Promise<DiscountCodeRule | null> {
  const [row] = await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(
      and(
        eq(discountCodes.id, codeId),
        eq(discountCodes.active, true),
        or(isNull(discountCodes.usageLimit), lt(discountCodes.usedCount, discountCodes.usageLimit)),
        or(isNull(discountCodes.startsAt), lte(discountCodes.startsAt, at)),
        or(isNull(discountCodes.endsAt), gt(discountCodes.endsAt, at)),
      ),
    )
    .returning();
  return row ? discountRuleOf(row) : null;
}

/** Gives an order's use of a code back (never below zero, whatever happened meanwhile). */
export async function releaseDiscountUse(tx: DbTransaction, codeId: number): Promise<void> {
  await tx
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} - 1` })
    .where(and(eq(discountCodes.id, codeId), gt(discountCodes.usedCount, 0)));
}

/** True when the stored terms still give what the order was priced with. */
export function sameDiscountTerms(a: DiscountCodeRule, b: DiscountCodeRule): boolean {
  return (
    a.kind === b.kind &&
    a.percent === b.percent &&
    a.amountCents === b.amountCents &&
    a.minOrderCents === b.minOrderCents
  );
}

/**
 * Why the code is refused, as the refusal catalogue's code and arguments (decision 135). Unknown
 * and switched-off codes read the same, so the answer never tells which codes once existed.
 */
export function discountRefusalCode(refusal: DiscountRefusal): {
  code: RefusalCode;
  args: Record<string, string>;
} {
  switch (refusal.reason) {
    case 'unknown':
    case 'inactive':
      return { code: 'discount_unknown', args: {} };
    case 'not_yet_valid':
      return { code: 'discount_not_yet_valid', args: { starts_day: estateDay(refusal.startsAt) } };
    case 'expired':
      return { code: 'discount_expired', args: {} };
    case 'used_up':
      return { code: 'discount_used_up', args: {} };
    case 'below_minimum':
      return {
        code: 'discount_below_minimum',
        args: { minimum_amount: centsToEuros(refusal.minOrderCents) },
      };
  }
}
