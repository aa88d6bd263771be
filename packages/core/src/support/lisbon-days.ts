/**
 * The estate's calendar days (Europe/Lisbon): staff filter orders by date and read sales per day
 * as they live them, not in UTC (an order at 00:30 in summer belongs to that day).
 */
const estateTimeZone = 'Europe/Lisbon';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: estateTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The estate's day of an instant, as YYYY-MM-DD. */
export const estateDay = (at: Date): string => dayFormat.format(at);

/** The instant an estate day (YYYY-MM-DD) begins. */
export function estateDayStart(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  // Lisbon is UTC or UTC+1: the day starts at UTC midnight or an hour before.
  const hourBefore = new Date(utcMidnight.getTime() - 3_600_000);
  return estateDay(hourBefore) === day ? hourBefore : utcMidnight;
}

/** The day after an estate day (YYYY-MM-DD). */
export function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The `count` estate days ending with the day of `at`, oldest first. */
export function lastDays(at: Date, count: number): string[] {
  const days = [estateDay(at)];
  while (days.length < count) {
    const date = new Date(`${days[0]}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() - 1);
    days.unshift(date.toISOString().slice(0, 10));
  }
  return days;
}
