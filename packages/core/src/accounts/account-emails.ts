import type { SiteLang } from '@mdc/shared';
import { composeEmail, receiptNotice, signOff } from '../mail/email-layout.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';

const copy = {
  pt: {
    welcomeSubject: (estate: string) => `Bem-vindo(a) à loja ${estate}`,
    verifySubject: (estate: string) => `Confirme o seu e-mail — ${estate}`,
    hello: (name: string) => `Olá ${name},`,
    welcome: 'A sua conta na nossa loja online foi criada.',
    verify:
      'Confirme que este endereço é seu com o botão abaixo. Assim associamos à sua conta as ' +
      'encomendas que fez antes com este e-mail. A ligação é válida durante 48 horas.',
    verifyAction: 'Confirmar o e-mail',
    resetSubject: (estate: string) => `Redefinir a palavra-passe — ${estate}`,
    reset:
      'Recebemos um pedido para redefinir a palavra-passe da sua conta. Escolha uma nova ' +
      'palavra-passe com o botão abaixo; a ligação é válida durante 60 minutos e só pode ser ' +
      'usada uma vez. Se não fez este pedido, ignore este e-mail: a palavra-passe não muda.',
    resetAction: 'Escolher nova palavra-passe',
  },
  en: {
    welcomeSubject: (estate: string) => `Welcome to the ${estate} shop`,
    verifySubject: (estate: string) => `Confirm your e-mail — ${estate}`,
    hello: (name: string) => `Hello ${name},`,
    welcome: 'Your account in our online shop has been created.',
    verify:
      'Please confirm that this address is yours with the button below. We then add the orders ' +
      'you placed earlier with this e-mail to your account. The link is valid for 48 hours.',
    verifyAction: 'Confirm my e-mail',
    resetSubject: (estate: string) => `Reset your password — ${estate}`,
    reset:
      'We received a request to reset the password of your account. Choose a new password with ' +
      'the button below; the link is valid for 60 minutes and works once. If you did not ask ' +
      'for this, ignore this e-mail: your password stays as it is.',
    resetAction: 'Choose a new password',
  },
} satisfies Record<SiteLang, unknown>;

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
  const t = copy[input.lang];
  const body = composeEmail({
    lang: input.lang,
    paragraphs: [t.hello(input.name), ...(input.welcome ? [t.welcome] : []), t.verify],
    action: { label: t.verifyAction, url: input.url },
    closing: [signOff(input.lang, input.estateName)],
    footer: [{ text: receiptNotice(input.lang, input.site) }],
  });
  const subject = input.welcome ? t.welcomeSubject : t.verifySubject;
  return { to: input.to, subject: subject(input.estateName), ...body };
}

/** The password reset link, in the account's language. */
export function passwordResetMessage(input: AccountEmailInput): OutgoingEmail {
  const t = copy[input.lang];
  const body = composeEmail({
    lang: input.lang,
    paragraphs: [t.hello(input.name), t.reset],
    action: { label: t.resetAction, url: input.url },
    closing: [signOff(input.lang, input.estateName)],
    footer: [{ text: receiptNotice(input.lang, input.site) }],
  });
  return { to: input.to, subject: t.resetSubject(input.estateName), ...body };
}
