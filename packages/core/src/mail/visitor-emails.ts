import type { SiteLang } from '@mdc/shared';
import { estateTexts } from './email-i18n.ts';
import { composeEmail, greeting, receiptNotice, signOff } from './email-layout.ts';
import type { OutgoingEmail } from './outbox.ts';

/** Who wrote through a visitor form (contact, house booking, wine tourism), as the forms send it. */
export interface FormVisitor {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  message: string;
  lang: SiteLang;
}

/**
 * A visitor form as the estate receives it, in Portuguese (decision 011): who wrote, the form's
 * own facts, the site language, and the visitor's words quoted; replying writes to the visitor.
 */
export function visitorNoticeEmail(input: {
  to: string;
  visitor: FormVisitor;
  intro: string;
  /** The form's own facts, listed between the visitor's phone and the site language. */
  facts: Array<[label: string, value: string]>;
  /** The site language's label ("Idioma" unless the form names it otherwise). */
  languageLabel?: string;
  messageLabel: string;
  subject: (name: string) => string;
}): OutgoingEmail {
  const v = input.visitor;
  const name = `${v.first_name} ${v.last_name}`;
  const t = estateTexts();
  const body = composeEmail({
    lang: 'pt',
    paragraphs: [input.intro],
    facts: [
      [t('name'), name],
      [t('email'), v.email],
      [t('phone'), v.phone || '—'],
      ...input.facts,
      [input.languageLabel ?? t('language'), t(`languages.${v.lang}`)],
    ],
    quote: { label: input.messageLabel, text: v.message },
    footer: [{ text: t('reply', { email: v.email }) }],
  });
  return { to: input.to, replyTo: v.email, subject: input.subject(name), ...body };
}

/**
 * A visitor's receipt of a form, in their language: what was received (checked choices only:
 * nothing free-form they typed is repeated to the address they gave, decision 011), what happens
 * next if anything, and the small print of a receipt.
 */
export function visitorReceiptEmail(input: {
  to: string;
  lang: SiteLang;
  subject: string;
  intro: string;
  facts?: Array<[label: string, value: string]>;
  /** Said before the signature (a booking request: not yet a confirmation). */
  nextStep?: string;
  estateName: string;
  site: string;
}): OutgoingEmail {
  const body = composeEmail({
    lang: input.lang,
    paragraphs: [greeting(input.lang), input.intro],
    ...(input.facts ? { facts: input.facts } : {}),
    closing: [...(input.nextStep ? [input.nextStep] : []), signOff(input.lang, input.estateName)],
    footer: [{ text: receiptNotice(input.lang, input.site) }],
  });
  return { to: input.to, subject: input.subject, ...body };
}
