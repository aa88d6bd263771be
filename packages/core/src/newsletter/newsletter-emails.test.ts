import { describe, expect, it } from 'vitest';
import {
  newsletterConfirmationEmail,
  newsletterLinks,
  newsletterListHeaders,
} from './newsletter-emails.ts';

describe('newsletter e-mails', () => {
  const links = newsletterLinks('https://vinhos.example', 'tok_EN-1', 'en');

  it('builds confirm and unsubscribe links carrying the token and the language', () => {
    expect(links).toEqual({
      confirm: 'https://vinhos.example/api/newsletter/confirm/?token=tok_EN-1&lang=en',
      unsubscribe: 'https://vinhos.example/api/newsletter/unsubscribe/?token=tok_EN-1&lang=en',
    });
  });

  it('gives a newsletter e-mail one-click unsubscribe headers, and other e-mails none', () => {
    const email = newsletterConfirmationEmail({
      to: 'a@example.com',
      lang: 'en',
      links,
      estateName: 'Monte das Cegonhas',
    });
    const headersFor = newsletterListHeaders('https://vinhos.example');
    expect(headersFor(email)).toEqual({
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(headersFor({ text: 'Obrigado pela sua mensagem.' })).toBeUndefined();
    // Another site's link with the same path is not ours to announce.
    expect(
      headersFor({ text: 'https://evil.example/api/newsletter/unsubscribe/?token=x' }),
    ).toBeUndefined();
  });
});
