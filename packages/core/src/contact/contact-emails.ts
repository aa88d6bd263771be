import type { ContactMessageInput, SiteLang } from '@mdc/shared';
import {
  emailTexts,
  estateTexts,
  type OutgoingEmail,
  visitorNoticeEmail,
  visitorReceiptEmail,
} from '../mail/index.ts';

/**
 * The message as the estate receives it (in Portuguese, the estate's language). Replying to it
 * writes to the visitor.
 */
export function contactNoticeEmail(input: {
  to: string;
  message: ContactMessageInput;
}): OutgoingEmail {
  const m = input.message;
  const t = estateTexts();
  return visitorNoticeEmail({
    to: input.to,
    visitor: m,
    intro: t('contactNotice.intro'),
    facts: [[t('contactNotice.subjectLabel'), m.subject || '—']],
    messageLabel: t('message'),
    subject: (name) =>
      t('contactNotice.subject', { subject: m.subject || t('contactNotice.noSubject'), name }),
  });
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
  return visitorReceiptEmail({
    ...input,
    subject: t('contact.subject', { estate: input.estateName }),
    intro: t('contact.thanks'),
  });
}
