import { localeOf, type SiteLang } from '../i18n/languages.ts';
import { estateTimeZone, lisbonToday } from '../forms/form-rules.ts';

/**
 * The right of withdrawal (Directive 2011/83/EU art. 9 and 11a, as Directive (EU) 2023/2673 adds
 * the withdrawal button; Decreto-Lei 24/2014 in Portugal), without zod: the order pages import
 * these while rendering. Server and browser decide with the same function (decision 070).
 */

/** Days the buyer may withdraw, counted from the day after delivery. */
export const withdrawalPeriodDays = 14;

export const withdrawalLimits = { reason: 1000 } as const;

/** Why the withdrawal function is not offered (the API's 409 names it in `code`). */
export const withdrawalRefusals = [
  'already_withdrawn',
  'closed',
  'not_paid',
  'period_over',
] as const;
export type WithdrawalRefusal = (typeof withdrawalRefusals)[number];

/** What eligibility depends on: the order's statuses, its delivery and an earlier withdrawal. */
export interface WithdrawalFacts {
  payment_status: string;
  deliver_status: string;
  delivered_at: Date | string | null;
  requested_at: Date | string | null;
}

/** The withdrawal as the order pages show it (the API's `withdrawal` of an order). */
export interface WithdrawalState {
  available: boolean;
  /** The last day (YYYY-MM-DD, Lisbon calendar) the buyer may withdraw; null before delivery. */
  deadline: string | null;
  /** When the buyer confirmed their withdrawal (ISO 8601), or null. */
  requested_at: string | null;
  refusal: WithdrawalRefusal | null;
}

/** Orders that are over for good: cancelled before leaving, or already back with the estate. */
const closedDeliverStatuses: readonly string[] = ['cancelled', 'returned'];

const toDate = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at);

/** The YYYY-MM-DD date `days` after another. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The last day of the period: the delivery day in Lisbon plus 14 days (the day of delivery does
 * not count), to the end of that day in Lisbon. Null while the order is not delivered.
 */
export function withdrawalDeadline(deliveredAt: Date | string | null): string | null {
  if (deliveredAt === null) return null;
  return addDays(lisbonToday(toDate(deliveredAt)), withdrawalPeriodDays);
}

/** True once the Lisbon calendar has passed the last day. */
export function withdrawalPeriodOver(deadline: string | null, now: Date): boolean {
  return deadline !== null && lisbonToday(now) > deadline;
}

/**
 * Why the buyer cannot withdraw now, or null when they can: a paid order, not cancelled, returned
 * or refunded, not withdrawn yet, from payment (before delivery too) to the end of the last day.
 */
export function withdrawalRefusal(facts: WithdrawalFacts, now: Date): WithdrawalRefusal | null {
  if (facts.requested_at !== null) return 'already_withdrawn';
  if (facts.payment_status === 'refunded' || closedDeliverStatuses.includes(facts.deliver_status)) {
    return 'closed';
  }
  if (facts.payment_status !== 'paid') return 'not_paid';
  if (withdrawalPeriodOver(withdrawalDeadline(facts.delivered_at), now)) return 'period_over';
  return null;
}

export function withdrawalState(facts: WithdrawalFacts, now: Date): WithdrawalState {
  const refusal = withdrawalRefusal(facts, now);
  return {
    available: refusal === null,
    deadline: withdrawalDeadline(facts.delivered_at),
    requested_at: facts.requested_at === null ? null : toDate(facts.requested_at).toISOString(),
    refusal,
  };
}

/** An instant as a date and time in Lisbon ("15 de julho de 2026, 14:32"), as receipts state it. */
export function lisbonDateTime(at: Date | string, lang: SiteLang): string {
  return new Intl.DateTimeFormat(localeOf[lang], {
    timeZone: estateTimeZone,
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(toDate(at));
}

/** A YYYY-MM-DD calendar day in words ("15 de julho de 2026"). */
export function calendarDay(day: string, lang: SiteLang): string {
  return new Intl.DateTimeFormat(localeOf[lang], { timeZone: 'UTC', dateStyle: 'long' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}
