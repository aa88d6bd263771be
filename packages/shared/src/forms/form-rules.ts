/**
 * The visitor forms' limits, choices and calendar rules, without zod: the pages import these while
 * rendering, and zod (about 24 kB gzip) then stays out of their bundles. The zod schemas in
 * forms.ts build on them.
 */

export const formLimits = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 200,
  message: 5000,
  /** An ALTCHA payload is about 1 kB, a reCAPTCHA token about 2 kB. */
  captchaToken: 10_000,
  roomId: 60,
} as const;

/** Nights a house booking request may span. */
export const maxStayNights = 60;
/** How far ahead a booking request may start: the estate does not plan further than this. */
export const maxBookingDaysAhead = 730;
/** The estate's calendar: "today" for booking rules is the date in Lisbon. */
export const estateTimeZone = 'Europe/Lisbon';

export const houseGuestChoices = ['up_to_6', 'up_to_12'] as const;
export type HouseGuestChoice = (typeof houseGuestChoices)[number];

/** The calendar date (YYYY-MM-DD) in Lisbon at an instant. */
export function lisbonToday(now: Date): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone: estateTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The YYYY-MM-DD date `days` after another (before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export interface StayDateIssue {
  field: 'arrival' | 'departure';
  message: string;
}

/**
 * The booking calendar rules: arrival today (in Lisbon) or later and not too far ahead,
 * departure after arrival, at most `maxStayNights` nights. Dates are valid YYYY-MM-DD strings.
 */
export function stayDateIssues(
  stay: { arrival: string; departure: string },
  today: string,
): StayDateIssue[] {
  const issues: StayDateIssue[] = [];
  const ahead = daysBetween(today, stay.arrival);
  if (ahead < 0) issues.push({ field: 'arrival', message: 'must be today or later' });
  if (ahead > maxBookingDaysAhead) {
    issues.push({ field: 'arrival', message: `must be within ${maxBookingDaysAhead} days` });
  }
  const nights = daysBetween(stay.arrival, stay.departure);
  if (nights < 1) issues.push({ field: 'departure', message: 'must be after the arrival' });
  if (nights > maxStayNights) {
    issues.push({ field: 'departure', message: `must be at most ${maxStayNights} nights` });
  }
  return issues;
}
