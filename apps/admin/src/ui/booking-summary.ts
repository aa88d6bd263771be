import { isSiteLang, localeOf } from '@mdc/shared';
import { useLocale, useTranslate } from 'react-admin';

/** The fields of a booking request (list, record or dashboard line) that say what was asked. */
export interface BookingSummaryFields {
  id: string | number;
  kind?: string;
  arrival?: string | null;
  departure?: string | null;
  experience?: string | null;
  visit_date?: string | null;
  people?: number | null;
}

/** A calendar day (YYYY-MM-DD) as staff read it: "12/09/2026", whatever the browser's zone. */
export function useCalendarDay() {
  const locale = useLocale();
  const intl = localeOf[isSiteLang(locale) ? locale : 'pt'];
  return (date: string) =>
    new Date(`${date}T12:00:00Z`).toLocaleDateString(intl, { dateStyle: 'short', timeZone: 'UTC' });
}

/**
 * One line saying what a booking request asks for, in the staff member's language: the house's
 * dates, or wine tourism's experience, day and people
 * (docs/decisions/073-wine-tourism-booking.md). `day` formats the dates (a short day by default).
 */
export function useBookingSummary(day?: (date: string) => string) {
  const translate = useTranslate();
  const calendarDay = useCalendarDay();
  const format = day ?? calendarDay;
  return (booking: BookingSummaryFields): string => {
    if (booking.kind === 'wine_tourism') {
      return [
        booking.experience
          ? translate(`ui.booking.experience.${booking.experience}`, { _: booking.experience })
          : '',
        booking.visit_date ? format(booking.visit_date) : '',
        booking.people ? translate('ui.booking.people', { smart_count: booking.people }) : '',
      ]
        .filter(Boolean)
        .join(' · ');
    }
    return booking.arrival && booking.departure
      ? `${format(booking.arrival)} → ${format(booking.departure)}`
      : '';
  };
}
