/**
 * The limits and choices of the API's form schemas (packages/shared/src/forms/forms.ts) that the
 * pages need while rendering. They are copies: importing them from there would also load the zod
 * schemas that module builds, about 24 kB of gzipped JavaScript on every page with a form. The
 * schemas themselves load only when a form is used (`clientProblems`). form-constants.test.ts
 * keeps each copy equal to its original.
 */
export const fieldLimits = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 200,
  message: 5000,
} as const;

/** The longest stay a booking request may ask for, in nights. */
export const maxNights = 60;

/** The booking form's guest choices (spec 000 §3: up to 6, up to 12). */
export const guestChoices = ['up_to_6', 'up_to_12'] as const;

/** Today's date (YYYY-MM-DD) in the estate's calendar, Lisbon, which the booking rules use. */
export function estateToday(now: Date): string {
  // Canadian English writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(now);
}
