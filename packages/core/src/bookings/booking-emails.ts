import {
  daysBetween,
  localeOf,
  type HouseBookingInput,
  type HouseGuestChoice,
  type SiteLang,
} from '@mdc/shared';
import { emailTexts, estateTexts } from '../mail/email-i18n.ts';
import { composeEmail, greeting, receiptNotice, signOff } from '../mail/email-layout.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';

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
  const name = `${b.first_name} ${b.last_name}`;
  const t = estateTexts();
  const body = composeEmail({
    lang: 'pt',
    paragraphs: [t('houseNotice.intro')],
    facts: [
      [t('name'), name],
      [t('email'), b.email],
      [t('phone'), b.phone || '—'],
      [t('houseNotice.guests'), guestLabel('pt', b.guests)],
      [t('houseNotice.arrival'), formatStayDate(b.arrival, 'pt')],
      [t('houseNotice.departure'), formatStayDate(b.departure, 'pt')],
      [t('houseNotice.nights'), String(daysBetween(b.arrival, b.departure))],
      [t('houseNotice.room'), b.room_id ?? '—'],
      [t('language'), t(`languages.${b.lang}`)],
    ],
    quote: { label: t('houseNotice.message'), text: b.message },
    footer: [{ text: t('reply', { email: b.email }) }],
  });
  return {
    to: input.to,
    replyTo: b.email,
    subject: t('houseNotice.subject', { arrival: b.arrival, departure: b.departure, name }),
    ...body,
  };
}

/**
 * A visitor's receipt of a booking request, in their language: what was received (checked
 * choices only: nothing free-form they typed is repeated to the address they gave, decision 011)
 * and that it is not yet a confirmation.
 */
export function bookingReceiptEmail(input: {
  to: string;
  lang: SiteLang;
  subject: string;
  intro: string;
  facts: Array<[label: string, value: string]>;
  notConfirmed: string;
  estateName: string;
  site: string;
}): OutgoingEmail {
  const body = composeEmail({
    lang: input.lang,
    paragraphs: [greeting(input.lang), input.intro],
    facts: input.facts,
    closing: [input.notConfirmed, signOff(input.lang, input.estateName)],
    footer: [{ text: receiptNotice(input.lang, input.site) }],
  });
  return { to: input.to, subject: input.subject, ...body };
}

/** The house request's receipt, with the checked dates and guests. */
export function houseBookingAcknowledgementEmail(input: {
  booking: HouseBookingInput;
  estateName: string;
  site: string;
}): OutgoingEmail {
  const b = input.booking;
  const t = emailTexts(b.lang);
  return bookingReceiptEmail({
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
    notConfirmed: t('house.notConfirmed'),
  });
}
