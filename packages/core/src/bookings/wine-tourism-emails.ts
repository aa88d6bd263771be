import {
  pathTo,
  type ActivityLanguage,
  type CompanyContact,
  type SiteLang,
  type WineTourismBookingInput,
  type WineTourismExperience,
} from '@mdc/shared';
import { composeEmail, signOff } from '../mail/email-layout.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';
import { bookingReceiptEmail, formatStayDate } from './booking-emails.ts';

/**
 * The wine-tourism booking's e-mails (docs/decisions/073-wine-tourism-booking.md): the estate's
 * notice, the visitor's receipt, and staff's answer (accepted or declined), each visitor's one in
 * their language.
 */

const experienceLabels: Record<SiteLang, Record<WineTourismExperience, string>> = {
  pt: {
    vineyard_cellar: 'Passeio na vinha e prova na adega',
    talha_tasting: 'Prova de vinho de talha',
    vineyard_picnic: 'Piquenique na vinha',
    harvest_day: 'Dia de vindima',
  },
  en: {
    vineyard_cellar: 'Vineyard walk and cellar tasting',
    talha_tasting: 'Talha wine tasting',
    vineyard_picnic: 'Picnic in the vineyard',
    harvest_day: 'Harvest day',
  },
};

const languageNames: Record<SiteLang, Record<ActivityLanguage, string>> = {
  pt: { pt: 'Português', en: 'Inglês' },
  en: { pt: 'Portuguese', en: 'English' },
};

/** What to bring, per experience: the same advice the guides give on the day. */
const toBring: Record<SiteLang, Record<WineTourismExperience, string>> = {
  pt: {
    vineyard_cellar: 'Calçado confortável para caminhar na vinha e, no verão, chapéu e água.',
    talha_tasting: 'Nada de especial: a prova é na adega, onde está fresco todo o ano.',
    vineyard_picnic:
      'Calçado confortável, chapéu e protetor solar. O cesto, a manta e a água são nossos.',
    harvest_day:
      'Roupa e calçado que se possam sujar, chapéu, protetor solar e luvas se as tiver. ' +
      'As tesouras e as caixas são nossas.',
  },
  en: {
    vineyard_cellar:
      'Comfortable shoes for walking in the vineyard and, in summer, a hat and water.',
    talha_tasting: 'Nothing special: the tasting is in the cellar, which stays cool all year.',
    vineyard_picnic:
      'Comfortable shoes, a hat and sun cream. We bring the basket, the blanket and the water.',
    harvest_day:
      'Clothes and shoes that may get stained, a hat, sun cream and gloves if you have them. ' +
      'We provide the shears and the crates.',
  },
};

/** What a visit is, in the reader's language: the facts every e-mail of it lists. */
interface Visit {
  experience: WineTourismExperience;
  visitDate: string;
  people: number;
  activityLanguage: ActivityLanguage;
}

const factLabels = {
  pt: { experience: 'Experiência', date: 'Data', people: 'Pessoas', language: 'Língua da visita' },
  en: {
    experience: 'Experience',
    date: 'Date',
    people: 'People',
    language: 'Language of the visit',
  },
} satisfies Record<SiteLang, unknown>;

function visitFacts(visit: Visit, lang: SiteLang): Array<[string, string]> {
  const labels = factLabels[lang];
  return [
    [labels.experience, experienceLabels[lang][visit.experience]],
    [labels.date, formatStayDate(visit.visitDate, lang)],
    [labels.people, String(visit.people)],
    [labels.language, languageNames[lang][visit.activityLanguage]],
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
  const name = `${b.first_name} ${b.last_name}`;
  const body = composeEmail({
    lang: 'pt',
    paragraphs: [
      'Novo pedido de reserva de enoturismo enviado pelo site. Aceite-o ou recuse-o na ' +
        'administração (Pedidos de reserva): o visitante recebe a resposta por e-mail.',
    ],
    facts: [
      ['Nome', name],
      ['E-mail', b.email],
      ['Telefone', b.phone || '—'],
      ...visitFacts(visitOf(b), 'pt'),
      ['Idioma do site', b.lang === 'pt' ? 'Português' : 'Inglês'],
    ],
    quote: { label: 'Mensagem:', text: b.message },
    footer: [{ text: `Para responder, responda a este e-mail: a resposta segue para ${b.email}.` }],
  });
  return {
    to: input.to,
    replyTo: b.email,
    subject: `Pedido de enoturismo: ${experienceLabels.pt[b.experience]}, ${b.visit_date}, ${b.people} ${b.people === 1 ? 'pessoa' : 'pessoas'} — ${name}`,
    ...body,
  };
}

const acknowledgements = {
  pt: {
    subject: (estate: string) => `Recebemos o seu pedido de enoturismo — ${estate}`,
    intro: 'Obrigado pelo seu pedido de reserva de enoturismo. Estes são os dados que recebemos:',
    notConfirmed:
      'Este e-mail ainda não confirma a visita: vamos verificar a disponibilidade e enviar-lhe a ' +
      'resposta por e-mail logo que possível.',
  },
  en: {
    subject: (estate: string) => `We received your wine tourism request — ${estate}`,
    intro: 'Thank you for your wine tourism booking request. These are the details we received:',
    notConfirmed:
      'This e-mail does not confirm the visit yet: we will check availability and send you our ' +
      'answer by e-mail as soon as possible.',
  },
} satisfies Record<SiteLang, unknown>;

/** The visitor's receipt, with the checked choices. */
export function wineTourismAcknowledgementEmail(input: {
  booking: WineTourismBookingInput;
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
    facts: visitFacts(visitOf(b), b.lang),
    notConfirmed: t.notConfirmed,
  });
}

const decisions = {
  pt: {
    hello: (name: string) => (name ? `Olá ${name},` : 'Olá,'),
    accepted: {
      subject: (estate: string) => `A sua visita está confirmada — ${estate}`,
      intro: 'Temos o prazer de confirmar a sua visita:',
      note: 'Mensagem da equipa:',
      meet: 'Onde nos encontramos: na entrada da herdade, neste endereço:',
      phone: (phone: string) => `No dia, se precisar de nós, ligue para ${phone}.`,
      map: 'Ver no mapa',
      bring: 'O que trazer:',
      change: 'Se precisar de mudar ou cancelar a visita, responda a este e-mail.',
    },
    declined: {
      subject: (estate: string) => `O seu pedido de enoturismo — ${estate}`,
      intro:
        'Lamentamos, mas não nos é possível recebê-lo na data pedida. Gostaríamos muito de o ' +
        'receber noutro dia: escolha outra data e envie-nos um novo pedido. O seu pedido era:',
      note: 'Mensagem da equipa:',
      action: 'Escolher outra data',
    },
  },
  en: {
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    accepted: {
      subject: (estate: string) => `Your visit is confirmed — ${estate}`,
      intro: 'We are delighted to confirm your visit:',
      note: 'A message from the team:',
      meet: 'Where we meet: at the estate entrance, at this address:',
      phone: (phone: string) => `On the day, if you need us, call ${phone}.`,
      map: 'See it on the map',
      bring: 'What to bring:',
      change: 'If you need to change or cancel the visit, just reply to this e-mail.',
    },
    declined: {
      subject: (estate: string) => `Your wine tourism request — ${estate}`,
      intro:
        'We are sorry, but we cannot welcome you on the date you asked for. We would love to ' +
        'welcome you on another day: choose another date and send us a new request. You asked for:',
      note: 'A message from the team:',
      action: 'Choose another date',
    },
  },
} satisfies Record<SiteLang, unknown>;

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
  const t = decisions[visit.lang];
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
  const meet = [t.accepted.meet, address, ...(map ? [`${t.accepted.map}: ${map}`] : [])];
  const body = composeEmail({
    lang: visit.lang,
    paragraphs: [t.hello(visit.firstName), t.accepted.intro],
    facts: visitFacts(visit, visit.lang),
    quote: { label: t.accepted.note, text: visit.decisionNote },
    closing: [
      ...(address ? [meet.join('\n')] : []),
      `${t.accepted.bring}\n${toBring[visit.lang][visit.experience]}`,
      ...(phone ? [t.accepted.phone(phone)] : []),
      t.accepted.change,
      signOff(visit.lang, context.estateName),
    ],
  });
  return {
    to: visit.email,
    replyTo: context.estateEmail,
    subject: t.accepted.subject(context.estateName),
    ...body,
  };
}

/** Staff declined: their note and a way to choose another date. */
export function wineTourismDeclinedEmail(
  visit: DecidedVisit,
  context: DecisionContext,
): OutgoingEmail {
  const t = decisions[visit.lang];
  const body = composeEmail({
    lang: visit.lang,
    paragraphs: [t.hello(visit.firstName), t.declined.intro],
    facts: visitFacts(visit, visit.lang),
    quote: { label: t.declined.note, text: visit.decisionNote },
    action: {
      label: t.declined.action,
      url: `${context.publicUrl}${pathTo('wineTourism', visit.lang)}`,
    },
    closing: [signOff(visit.lang, context.estateName)],
  });
  return {
    to: visit.email,
    replyTo: context.estateEmail,
    subject: t.declined.subject(context.estateName),
    ...body,
  };
}
