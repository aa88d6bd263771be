import {
  daysBetween,
  localeOf,
  type HouseBookingInput,
  type HouseGuestChoice,
  type SiteLang,
} from '@mdc/shared';
import {
  emailTexts,
  estateTexts,
  type OutgoingEmail,
  visitorNoticeEmail,
  visitorReceiptEmail,
} from '../mail/index.ts';

/** "up to 6 people": the guests the visitor chose. */
const guestLabel = (lang: SiteLang, guests: HouseGuestChoice) =>
  emailTexts(lang)(`house.guestChoices.${guests}`);

/** "12 de junho de 2026" / "12 June 2026": a calendar date, no time zone shift. */
export function formatStayDate(date: string, lang: SiteLang): string {
  return new Intl.DateTimeFormat(localeOf[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** The request as the estate receives it, in Portuguese; replying writes to the visitor. */
export function houseBookingNoticeEmail(input: {
  to: string;
  booking: HouseBookingInput;
}): OutgoingEmail {
  const b = input.booking;
  const t = estateTexts();
  return visitorNoticeEmail({
    to: input.to,
    visitor: b,
    intro: t('houseNotice.intro'),
    facts: [
      [t('houseNotice.guests'), guestLabel('pt', b.guests)],
      [t('houseNotice.arrival'), formatStayDate(b.arrival, 'pt')],
      [t('houseNotice.departure'), formatStayDate(b.departure, 'pt')],
      [t('houseNotice.nights'), String(daysBetween(b.arrival, b.departure))],
      [t('houseNotice.room'), b.room_id ?? '—'],
    ],
    messageLabel: t('houseNotice.message'),
    subject: (name) =>
      t('houseNotice.subject', { arrival: b.arrival, departure: b.departure, name }),
  });
}

/** The house request's receipt, with the checked dates and guests; not yet a confirmation. */
export function houseBookingAcknowledgementEmail(input: {
  booking: HouseBookingInput;
  estateName: string;
  site: string;
}): OutgoingEmail {
  const b = input.booking;
  const t = emailTexts(b.lang);
  return visitorReceiptEmail({
    ...input,
    to: b.email,
    lang: b.lang,
    subject: t('house.subject', { estate: input.estateName }),
    intro: t('house.intro'),
    facts: [
      [t('house.arrival'), formatStayDate(b.arrival, b.lang)],
      [t('house.departure'), formatStayDate(b.departure, b.lang)],
      [t('house.nights'), String(daysBetween(b.arrival, b.departure))],
      [t('house.guests'), guestLabel(b.lang, b.guests)],
    ],
    nextStep: t('house.notConfirmed'),
  });
}
