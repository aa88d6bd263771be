import { addDays, daysBetween, maxBookingDaysAhead } from '../forms/form-rules.ts';

/**
 * The wine-tourism booking request's choices and calendar rules
 * (docs/decisions/073-wine-tourism-booking.md), without zod: the page imports these while
 * rendering. The zod schema in wine-tourism-booking.ts builds on them.
 */

/**
 * The experiences the estate offers, as stable codes: stored in booking_requests.experience and
 * shown in words by each reader (the page's, the admin's and the e-mails' catalogues). Codes, not
 * a table staff edit: a new experience also needs its texts, its e-mails and its season, which is
 * a developer's change, and old requests must keep meaning what the visitor chose.
 */
export const wineTourismExperiences = [
  'vineyard_cellar',
  'talha_tasting',
  'vineyard_picnic',
  'harvest_day',
] as const;
export type WineTourismExperience = (typeof wineTourismExperiences)[number];

/** docs/product/site-pages.md#about-grapes-region-and-wine-tourism and docs/product/site-pages.md#timings-and-constants: wine-tourism bookings must be made at least this many days ahead. */
export const wineTourismBookingLeadDays = 6;

/**
 * People per request: the estate's stated offer, groups of 2 to 12, guided by one of the family
 * (docs/decisions/105-pictures-and-tourism.md). Larger groups need a conversation about the day
 * (transport, meals, two guides), so they write through the contact form. The form's choices, the
 * server's schema and the page's group-size sentence all read these bounds.
 */
export const wineTourismPeople = { min: 2, max: 12 } as const;

/** docs/product/site-pages.md#about-grapes-region-and-wine-tourism: activities are offered in Portuguese and English. */
export const activityLanguages = ['pt', 'en'] as const;
export type ActivityLanguage = (typeof activityLanguages)[number];

/**
 * The harvest day is only offered while the grapes are picked in the Alentejo: from mid-August to
 * mid-October, both days included (month-day, any year).
 */
export const harvestSeason = { from: '08-15', to: '10-15' } as const;

/** Whether a YYYY-MM-DD date falls in the harvest season. */
export function inHarvestSeason(date: string): boolean {
  const monthDay = date.slice(5);
  return monthDay >= harvestSeason.from && monthDay <= harvestSeason.to;
}

/** The first day a visit may be booked for, from today's date in Lisbon. */
export function earliestVisitDate(today: string): string {
  return addDays(today, wineTourismBookingLeadDays);
}

/** The last day a visit may be booked for (the estate plans no further than this). */
export function latestVisitDate(today: string): string {
  return addDays(today, maxBookingDaysAhead);
}

export interface VisitIssue {
  field: 'visit_date' | 'experience';
  message: string;
}

/**
 * The calendar rules of a visit: at least the lead time ahead of today (in Lisbon), not beyond
 * the planning horizon, and a harvest day in the harvest season. The date is a valid YYYY-MM-DD.
 */
export function visitIssues(
  visit: { visit_date: string; experience?: string | undefined },
  today: string,
): VisitIssue[] {
  const issues: VisitIssue[] = [];
  const ahead = daysBetween(today, visit.visit_date);
  if (ahead < wineTourismBookingLeadDays) {
    issues.push({
      field: 'visit_date',
      message:
        `must be at least ${wineTourismBookingLeadDays} days ahead ` +
        `(the earliest date is ${earliestVisitDate(today)})`,
    });
  } else if (ahead > maxBookingDaysAhead) {
    issues.push({ field: 'visit_date', message: `must be within ${maxBookingDaysAhead} days` });
  }
  if (visit.experience === 'harvest_day' && !inHarvestSeason(visit.visit_date)) {
    issues.push({
      field: 'experience',
      message: 'harvest_day is offered only from 15 August to 15 October',
    });
  }
  return issues;
}
