import type { SiteLang } from '@mdc/shared';
import { emailTexts, composeEmail, greeting, signOff, type OutgoingEmail } from '../mail/index.ts';

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

/** Double opt-in: the address is only used once its owner clicks the confirmation link. */
export function newsletterConfirmationEmail(input: {
  to: string;
  lang: SiteLang;
  links: NewsletterLinks;
  estateName: string;
}): OutgoingEmail {
  const t = emailTexts(input.lang);
  const estate = input.estateName;
  const body = composeEmail({
    lang: input.lang,
    paragraphs: [greeting(input.lang), t('newsletter.request', { estate })],
    action: { label: t('newsletter.confirm'), url: input.links.confirm },
    closing: [t('common.ignore'), signOff(input.lang, estate)],
    footer: [
      {
        text: t('newsletter.optOut'),
        link: { label: t('newsletter.unsubscribe'), url: input.links.unsubscribe },
      },
    ],
  });
  return { to: input.to, subject: t('newsletter.subject', { estate }), ...body };
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
