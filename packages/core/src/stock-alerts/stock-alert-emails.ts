import { pathTo, type SiteLang } from '@mdc/shared';
import { composeEmail, greeting, receiptNotice, signOff } from '../mail/email-layout.ts';
import type { OutgoingEmail } from '../mail/outbox.ts';

export const stockAlertConfirmPath = '/api/stock-alerts/confirm/';
export const stockAlertCancelPath = '/api/stock-alerts/cancel/';

/** A wine as the e-mails name it: its title and year in the reader's language, and its page. */
export interface AlertWine {
  title: string;
  year: number | null;
  productUrl: string;
}

export interface StockAlertLinks {
  confirm: string;
  cancel: string;
}

/** The token goes only into these links; the database keeps its hash (decision 072). */
export function stockAlertLinks(publicUrl: string, token: string, lang: SiteLang): StockAlertLinks {
  // lang lets a stale or mistyped link still land on a page in the visitor's language.
  const query = `?token=${encodeURIComponent(token)}&lang=${lang}`;
  return {
    confirm: `${publicUrl}${stockAlertConfirmPath}${query}`,
    cancel: `${publicUrl}${stockAlertCancelPath}${query}`,
  };
}

const named = (wine: AlertWine) => (wine.year === null ? wine.title : `${wine.title} ${wine.year}`);

const texts = {
  pt: {
    confirmSubject: (wine: string, estate: string) =>
      `Confirme o seu alerta para ${wine} — ${estate}`,
    request: (wine: string, estate: string) =>
      `Recebemos um pedido para avisar este endereço de e-mail quando o ${wine} voltar a estar ` +
      `disponível na loja de ${estate}. Confirme o pedido para receber esse aviso:`,
    confirm: 'Confirmar o alerta',
    ignore:
      'Se não fez este pedido, ignore este e-mail: sem a sua confirmação não lhe enviaremos nada.',
    backSubject: (wine: string, estate: string) => `${wine} voltou à loja — ${estate}`,
    back: (wine: string) =>
      `Boas notícias: o ${wine}, que nos pediu para acompanhar, voltou a estar disponível na nossa loja.`,
    nextSubject: (wine: string, estate: string) => `Chegou a nova colheita: ${wine} — ${estate}`,
    next: (old: string, wine: string) =>
      `O ${old}, que nos pediu para acompanhar, esgotou, mas a colheita seguinte já está disponível ` +
      `na nossa loja: ${wine}.`,
    view: 'Ver o vinho na loja',
    once: 'Enviamos este aviso uma única vez: não receberá mais e-mails sobre este pedido.',
    why: 'Recebeu este e-mail porque pediu para ser avisado sobre este vinho.',
    stop: 'Já não quer ser avisado?',
    cancel: 'Cancelar o alerta',
  },
  en: {
    confirmSubject: (wine: string, estate: string) =>
      `Please confirm your alert for ${wine} — ${estate}`,
    request: (wine: string, estate: string) =>
      `We received a request to tell this e-mail address when ${wine} is available again in the ` +
      `${estate} shop. Please confirm the request to receive that message:`,
    confirm: 'Confirm the alert',
    ignore:
      'If you did not ask for this, just ignore this e-mail: without your confirmation we will send you nothing.',
    backSubject: (wine: string, estate: string) => `${wine} is back in the shop — ${estate}`,
    back: (wine: string) =>
      `Good news: ${wine}, which you asked us to watch for you, is available again in our shop.`,
    nextSubject: (wine: string, estate: string) => `The new vintage is here: ${wine} — ${estate}`,
    next: (old: string, wine: string) =>
      `${old}, which you asked us to watch for you, has sold out, but the next vintage is now ` +
      `available in our shop: ${wine}.`,
    view: 'See the wine in the shop',
    once: 'We send this message only once: you will get no more e-mails about this request.',
    why: 'You received this e-mail because you asked to be told about this wine.',
    stop: 'No longer want to be told?',
    cancel: 'Cancel the alert',
  },
} satisfies Record<SiteLang, unknown>;

/** Double opt-in: an alert waits only once the address's owner clicks the confirmation link. */
export function stockAlertConfirmationEmail(input: {
  to: string;
  lang: SiteLang;
  wine: AlertWine;
  links: StockAlertLinks;
  estateName: string;
  site: string;
}): OutgoingEmail {
  const t = texts[input.lang];
  const wine = named(input.wine);
  const body = composeEmail({
    lang: input.lang,
    paragraphs: [greeting(input.lang), t.request(wine, input.estateName)],
    action: { label: t.confirm, url: input.links.confirm },
    closing: [t.ignore, signOff(input.lang, input.estateName)],
    footer: [
      { text: receiptNotice(input.lang, input.site) },
      { text: t.stop, link: { label: t.cancel, url: input.links.cancel } },
    ],
  });
  return { to: input.to, subject: t.confirmSubject(wine, input.estateName), ...body };
}

/**
 * The one message a waiting address gets: the wine it waited for is back, or (`waitedFor` set)
 * the next vintage of it is in the shop.
 */
export function stockAlertNoticeEmail(input: {
  to: string;
  lang: SiteLang;
  /** The wine the e-mail announces, and links to. */
  wine: AlertWine;
  /** The sold-out vintage the address waited for, when the announced wine is its successor. */
  waitedFor?: AlertWine | undefined;
  cancelLink: string;
  estateName: string;
  publicUrl: string;
}): OutgoingEmail {
  const t = texts[input.lang];
  const wine = named(input.wine);
  const page = `${input.publicUrl}${pathTo('shopProduct', input.lang, { productUrl: input.wine.productUrl })}`;
  const body = composeEmail({
    lang: input.lang,
    paragraphs: [
      greeting(input.lang),
      input.waitedFor ? t.next(named(input.waitedFor), wine) : t.back(wine),
    ],
    action: { label: t.view, url: page },
    closing: [t.once, signOff(input.lang, input.estateName)],
    footer: [{ text: t.why, link: { label: t.cancel, url: input.cancelLink } }],
  });
  const subject = input.waitedFor ? t.nextSubject : t.backSubject;
  return { to: input.to, subject: subject(wine, input.estateName), ...body };
}
