import type { ContactMessageInput, SiteLang } from '@mdc/shared';
import { composeEmail, greeting, receiptNotice, signOff } from '../mail/email-layout.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';

const languageNames: Record<SiteLang, string> = { pt: 'Português', en: 'Inglês' };

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
  const body = composeEmail({
    lang: 'pt',
    paragraphs: ['Nova mensagem enviada pelo formulário de contacto do site.'],
    facts: [
      ['Nome', name],
      ['E-mail', m.email],
      ['Telefone', m.phone || '—'],
      ['Assunto', m.subject || '—'],
      ['Idioma', languageNames[m.lang]],
    ],
    quote: { label: 'Mensagem:', text: m.message },
    footer: [{ text: `Para responder, responda a este e-mail: a resposta segue para ${m.email}.` }],
  });
  return {
    to: input.to,
    replyTo: m.email,
    subject: `Contacto pelo site: ${m.subject || 'sem assunto'} — ${name}`,
    ...body,
  };
}

const acknowledgements = {
  pt: {
    subject: (estate: string) => `Recebemos a sua mensagem — ${estate}`,
    thanks:
      'Obrigado por nos escrever. Recebemos a sua mensagem e responderemos logo que possível.',
  },
  en: {
    subject: (estate: string) => `We received your message — ${estate}`,
    thanks:
      'Thank you for writing to us. We received your message and will reply as soon as possible.',
  },
} satisfies Record<SiteLang, unknown>;

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
  const t = acknowledgements[input.lang];
  const body = composeEmail({
    lang: input.lang,
    paragraphs: [greeting(input.lang), t.thanks],
    closing: [signOff(input.lang, input.estateName)],
    footer: [{ text: receiptNotice(input.lang, input.site) }],
  });
  return { to: input.to, subject: t.subject(input.estateName), ...body };
}
