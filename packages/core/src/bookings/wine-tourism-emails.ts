import {
  pathTo,
  type ActivityLanguage,
  type CompanyContact,
  type SiteLang,
  type WineTourismBookingInput,
  type WineTourismExperience,
} from '@mdc/shared';
import {
  emailTexts,
  estateTexts,
  composeEmail,
  signOff,
  type OutgoingEmail,
  visitorNoticeEmail,
  visitorReceiptEmail,
} from '../mail/index.ts';
import { formatStayDate } from './booking-emails.ts';

/**
 * The wine-tourism booking's e-mails (docs/decisions/073-wine-tourism-booking.md): the estate's
 * notice, the visitor's receipt, and staff's answer (accepted or declined), each visitor's one in
 * their language.
 */

/** What a visit is, in the reader's language: the facts every e-mail of it lists. */
interface Visit {
  experience: WineTourismExperience;
  visitDate: string;
  people: number;
  activityLanguage: ActivityLanguage;
}

function visitFacts(visit: Visit, lang: SiteLang): Array<[string, string]> {
  const t = emailTexts(lang);
  return [
    [t('wineTourism.experience'), t(`wineTourism.experiences.${visit.experience}`)],
    [t('wineTourism.date'), formatStayDate(visit.visitDate, lang)],
    [t('wineTourism.people'), String(visit.people)],
    [t('wineTourism.language'), t(`common.languages.${visit.activityLanguage}`)],
  ];
}

const visitOf = (b: WineTourismBookingInput): Visit => ({
  experience: b.experience,
  visitDate: b.visit_date,
  people: b.people,
  activityLanguage: b.activity_language,
});

/** The request as the estate receives it, in Portuguese; replying writes to the visitor. */
export function wineTourismNoticeEmail(input: {
  to: string;
  booking: WineTourismBookingInput;
}): OutgoingEmail {
  const b = input.booking;
  const t = estateTexts();
  return visitorNoticeEmail({
    to: input.to,
    visitor: b,
    intro: t('wineTourismNotice.intro'),
    facts: visitFacts(visitOf(b), 'pt'),
    languageLabel: t('wineTourismNotice.siteLanguage'),
    messageLabel: t('message'),
    subject: (name) =>
      t('wineTourismNotice.subject', {
        experience: emailTexts('pt')(`wineTourism.experiences.${b.experience}`),
        date: b.visit_date,
        count: b.people,
        name,
      }),
  });
}

/** The visitor's receipt, with the checked choices; not yet a confirmation. */
export function wineTourismAcknowledgementEmail(input: {
  booking: WineTourismBookingInput;
  estateName: string;
  site: string;
}): OutgoingEmail {
  const b = input.booking;
  const t = emailTexts(b.lang);
  return visitorReceiptEmail({
    ...input,
    to: b.email,
    lang: b.lang,
    subject: t('wineTourism.subject', { estate: input.estateName }),
    intro: t('wineTourism.intro'),
    facts: visitFacts(visitOf(b), b.lang),
    nextStep: t('wineTourism.notConfirmed'),
  });
}

/** "Olá Ana," or, without a name, "Olá,". */
function hello(visit: { lang: SiteLang; firstName: string }): string {
  const t = emailTexts(visit.lang);
  return visit.firstName ? t('common.helloName', { name: visit.firstName }) : t('common.hello');
}

/** One stored request, as staff's answer needs it. */
export interface DecidedVisit extends Visit {
  email: string;
  firstName: string;
  lang: SiteLang;
  decisionNote: string;
}

interface DecisionContext {
  estateName: string;
  /** Where the visitor's reply goes: the estate's inbox (ESTATE_EMAIL). */
  estateEmail: string;
  publicUrl: string;
}

/**
 * Staff accepted: the visit, their note, where to meet and whom to call (the estate's contact
 * record, as staff keep it) and what to bring for the chosen experience.
 */
export function wineTourismAcceptedEmail(
  visit: DecidedVisit,
  context: DecisionContext & { contact: CompanyContact | null },
): OutgoingEmail {
  const t = emailTexts(visit.lang);
  const { contact } = context;
  const address = contact
    ? [contact.contact_adress_1, contact.contact_adress_2, contact.contact_adress_3]
        .filter(Boolean)
        .join('\n')
    : '';
  const phone = contact?.contact_mobile || contact?.contact_phone || '';
  const map =
    contact && (contact.latitude || contact.longitude)
      ? `https://www.openstreetmap.org/?mlat=${contact.latitude}&mlon=${contact.longitude}#map=15/${contact.latitude}/${contact.longitude}`
      : '';
  const meet = [
    t('wineTourism.accepted.meet'),
    address,
    ...(map ? [`${t('wineTourism.accepted.map')}: ${map}`] : []),
  ];
  const body = composeEmail({
    lang: visit.lang,
    paragraphs: [hello(visit), t('wineTourism.accepted.intro')],
    facts: visitFacts(visit, visit.lang),
    quote: { label: t('wineTourism.note'), text: visit.decisionNote },
    closing: [
      ...(address ? [meet.join('\n')] : []),
      `${t('wineTourism.accepted.bring')}\n${t(`wineTourism.toBring.${visit.experience}`)}`,
      ...(phone ? [t('wineTourism.accepted.phone', { phone })] : []),
      t('wineTourism.accepted.change'),
      signOff(visit.lang, context.estateName),
    ],
  });
  return {
    to: visit.email,
    replyTo: context.estateEmail,
    subject: t('wineTourism.accepted.subject', { estate: context.estateName }),
    ...body,
  };
}

/** Staff declined: their note and a way to choose another date. */
export function wineTourismDeclinedEmail(
  visit: DecidedVisit,
  context: DecisionContext,
): OutgoingEmail {
  const t = emailTexts(visit.lang);
  const body = composeEmail({
    lang: visit.lang,
    paragraphs: [hello(visit), t('wineTourism.declined.intro')],
    facts: visitFacts(visit, visit.lang),
    quote: { label: t('wineTourism.note'), text: visit.decisionNote },
    action: {
      label: t('wineTourism.declined.action'),
      url: `${context.publicUrl}${pathTo('wineTourism', visit.lang)}`,
    },
    closing: [signOff(visit.lang, context.estateName)],
  });
  return {
    to: visit.email,
    replyTo: context.estateEmail,
    subject: t('wineTourism.declined.subject', { estate: context.estateName }),
    ...body,
  };
}
