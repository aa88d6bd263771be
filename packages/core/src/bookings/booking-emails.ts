import {
  daysBetween,
  localeOf,
  type HouseBookingInput,
  type HouseGuestChoice,
  type SiteLang,
} from '@mdc/shared';
import { composeEmail, greeting, receiptNotice, signOff } from '../mail/email-layout.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';

const guestLabels: Record<SiteLang, Record<HouseGuestChoice, string>> = {
  pt: { up_to_6: 'até 6 pessoas', up_to_12: 'até 12 pessoas' },
  en: { up_to_6: 'up to 6 people', up_to_12: 'up to 12 people' },
};

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
  const body = composeEmail({
    lang: 'pt',
    paragraphs: ['Novo pedido de reserva da casa enviado pelo site.'],
    facts: [
      ['Nome', name],
      ['E-mail', b.email],
      ['Telefone', b.phone || '—'],
      ['Hóspedes', guestLabels.pt[b.guests]],
      ['Chegada', formatStayDate(b.arrival, 'pt')],
      ['Partida', formatStayDate(b.departure, 'pt')],
      ['Noites', String(daysBetween(b.arrival, b.departure))],
      ['Alojamento', b.room_id ?? '—'],
      ['Idioma', b.lang === 'pt' ? 'Português' : 'Inglês'],
    ],
    quote: { label: 'Pedidos adicionais:', text: b.message },
    footer: [{ text: `Para responder, responda a este e-mail: a resposta segue para ${b.email}.` }],
  });
  return {
    to: input.to,
    replyTo: b.email,
    subject: `Pedido de reserva da casa: ${b.arrival} a ${b.departure} — ${name}`,
    ...body,
  };
}

const acknowledgements = {
  pt: {
    subject: (estate: string) => `Recebemos o seu pedido de reserva — ${estate}`,
    intro: 'Obrigado pelo seu pedido de reserva da casa. Estes são os dados que recebemos:',
    labels: { arrival: 'Chegada', departure: 'Partida', nights: 'Noites', guests: 'Hóspedes' },
    notConfirmed:
      'Este e-mail ainda não confirma a reserva: vamos verificar a disponibilidade e responder-lhe ' +
      'por e-mail logo que possível.',
  },
  en: {
    subject: (estate: string) => `We received your booking request — ${estate}`,
    intro: 'Thank you for your request to stay at the house. These are the details we received:',
    labels: { arrival: 'Arrival', departure: 'Departure', nights: 'Nights', guests: 'Guests' },
    notConfirmed:
      'This e-mail does not confirm the booking yet: we will check availability and reply by ' +
      'e-mail as soon as possible.',
  },
} satisfies Record<SiteLang, unknown>;

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
  const t = acknowledgements[b.lang];
  return bookingReceiptEmail({
    ...input,
    to: b.email,
    lang: b.lang,
    subject: t.subject(input.estateName),
    intro: t.intro,
    facts: [
      [t.labels.arrival, formatStayDate(b.arrival, b.lang)],
      [t.labels.departure, formatStayDate(b.departure, b.lang)],
      [t.labels.nights, String(daysBetween(b.arrival, b.departure))],
      [t.labels.guests, guestLabels[b.lang][b.guests]],
    ],
    notConfirmed: t.notConfirmed,
  });
}
