import type { ContactMessageInput, SiteLang } from '@mdc/shared';
import { emailTexts, estateTexts } from '../mail/email-i18n.ts';
import { composeEmail, greeting, receiptNotice, signOff } from '../mail/email-layout.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';

/**
 * The message as the estate receives it (in Portuguese, the estate's language). Replying to it
 * writes to the visitor.
 */
export function contactNoticeEmail(input: {
  to: string;
  message: ContactMessageInput;
}): OutgoingEmail {
  const m = input.message;
  const name = `${m.first_name} ${m.last_name}`;
  const t = estateTexts();
  const body = composeEmail({
    lang: 'pt',
    paragraphs: [t('contactNotice.intro')],
    facts: [
      [t('name'), name],
      [t('email'), m.email],
      [t('phone'), m.phone || '—'],
      [t('contactNotice.subjectLabel'), m.subject || '—'],
      [t('language'), t(`languages.${m.lang}`)],
    ],
    quote: { label: t('message'), text: m.message },
    footer: [{ text: t('reply', { email: m.email }) }],
  });
  return {
    to: input.to,
    replyTo: m.email,
    subject: t('contactNotice.subject', {
      subject: m.subject || t('contactNotice.noSubject'),
      name,
    }),
    ...body,
  };
}

/**
 * The visitor's receipt, in their language. It repeats nothing they typed: the form must not
 * become a way to send any text to any address under the estate's name.
 */
export function contactAcknowledgementEmail(input: {
  to: string;
  lang: SiteLang;
  estateName: string;
  site: string;
}): OutgoingEmail {
  const t = emailTexts(input.lang);
  const body = composeEmail({
    lang: input.lang,
    paragraphs: [greeting(input.lang), t('contact.thanks')],
    closing: [signOff(input.lang, input.estateName)],
    footer: [{ text: receiptNotice(input.lang, input.site) }],
  });
  return { to: input.to, subject: t('contact.subject', { estate: input.estateName }), ...body };
}
