import type { SiteLang } from '@mdc/shared';
import { composeEmail, greeting, signOff } from '../mail/email-layout.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';

export const newsletterConfirmPath = '/api/newsletter/confirm/';
export const newsletterUnsubscribePath = '/api/newsletter/unsubscribe/';

export interface NewsletterLinks {
  confirm: string;
  unsubscribe: string;
}

/** The token goes only into these links; the database keeps its hash. */
export function newsletterLinks(publicUrl: string, token: string, lang: SiteLang): NewsletterLinks {
  // lang lets a stale or mistyped link still land on the visitor's home page in their language.
  const query = `?token=${encodeURIComponent(token)}&lang=${lang}`;
  return {
    confirm: `${publicUrl}${newsletterConfirmPath}${query}`,
    unsubscribe: `${publicUrl}${newsletterUnsubscribePath}${query}`,
  };
}

const texts = {
  pt: {
    subject: (estate: string) => `Confirme a sua subscrição da newsletter — ${estate}`,
    request: (estate: string) =>
      `Recebemos um pedido para subscrever a newsletter de ${estate} com este endereço de e-mail. ` +
      'Para começar a receber as nossas novidades sobre vinhos e experiências, confirme a subscrição:',
    confirm: 'Confirmar subscrição',
    ignore:
      'Se não fez este pedido, ignore este e-mail: sem a sua confirmação não lhe enviaremos nada.',
    optOut: 'Não quer receber e-mails nossos?',
    unsubscribe: 'Cancelar subscrição',
  },
  en: {
    subject: (estate: string) => `Please confirm your newsletter subscription — ${estate}`,
    request: (estate: string) =>
      `We received a request to subscribe this e-mail address to the ${estate} newsletter. ` +
      'To start receiving news about our wines and experiences, please confirm your subscription:',
    confirm: 'Confirm subscription',
    ignore:
      'If you did not ask for this, just ignore this e-mail: without your confirmation we will send you nothing.',
    optOut: 'Do not want e-mails from us?',
    unsubscribe: 'Unsubscribe',
  },
} satisfies Record<SiteLang, unknown>;

/** Double opt-in: the address is only used once its owner clicks the confirmation link. */
export function newsletterConfirmationEmail(input: {
  to: string;
  lang: SiteLang;
  links: NewsletterLinks;
  estateName: string;
}): OutgoingEmail {
  const t = texts[input.lang];
  const body = composeEmail({
    lang: input.lang,
    paragraphs: [greeting(input.lang), t.request(input.estateName)],
    action: { label: t.confirm, url: input.links.confirm },
    closing: [t.ignore, signOff(input.lang, input.estateName)],
    footer: [{ text: t.optOut, link: { label: t.unsubscribe, url: input.links.unsubscribe } }],
  });
  return { to: input.to, subject: t.subject(input.estateName), ...body };
}

/**
 * RFC 8058 one-click unsubscribe headers for a newsletter e-mail, found from the unsubscribe link
 * in its text (the outbox has no column for headers). Other e-mails get none.
 */
export function newsletterListHeaders(
  publicUrl: string,
): (email: { text: string }) => Record<string, string> | undefined {
  const prefix = `${publicUrl}${newsletterUnsubscribePath}?token=`.replace(
    /[.*+?^${}()|[\]\\]/g,
    '\\$&',
  );
  const pattern = new RegExp(`${prefix}[A-Za-z0-9_-]+(?:&lang=(?:pt|en))?`);
  return (email) => {
    const url = pattern.exec(email.text)?.[0];
    if (!url) return undefined;
    return {
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  };
}
