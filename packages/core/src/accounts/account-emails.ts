import type { SiteLang } from '@mdc/shared';
import {
  emailTexts,
  composeEmail,
  receiptNotice,
  signOff,
  type OutgoingEmail,
} from '../mail/index.ts';

interface AccountEmailInput {
  to: string;
  name: string;
  lang: SiteLang;
  url: string;
  estateName: string;
  site: string;
}

/** After registration (welcome) or an e-mail change: the link that verifies the address. */
export function verifyEmailMessage(input: AccountEmailInput & { welcome: boolean }): OutgoingEmail {
  const t = emailTexts(input.lang);
  const body = composeEmail({
    lang: input.lang,
    paragraphs: [
      t('common.helloName', { name: input.name }),
      ...(input.welcome ? [t('account.welcome')] : []),
      t('account.verify'),
    ],
    action: { label: t('account.verifyAction'), url: input.url },
    closing: [signOff(input.lang, input.estateName)],
    footer: [{ text: receiptNotice(input.lang, input.site) }],
  });
  const subject = input.welcome ? 'account.welcomeSubject' : 'account.verifySubject';
  return { to: input.to, subject: t(subject, { estate: input.estateName }), ...body };
}

/** The password reset link, in the account's language. */
export function passwordResetMessage(input: AccountEmailInput): OutgoingEmail {
  const t = emailTexts(input.lang);
  const body = composeEmail({
    lang: input.lang,
    paragraphs: [t('common.helloName', { name: input.name }), t('account.reset')],
    action: { label: t('account.resetAction'), url: input.url },
    closing: [signOff(input.lang, input.estateName)],
    footer: [{ text: receiptNotice(input.lang, input.site) }],
  });
  return {
    to: input.to,
    subject: t('account.resetSubject', { estate: input.estateName }),
    ...body,
  };
}
