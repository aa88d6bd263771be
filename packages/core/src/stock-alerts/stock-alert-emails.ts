import { pathTo, type SiteLang } from '@mdc/shared';
import {
  emailTexts,
  composeEmail,
  greeting,
  receiptNotice,
  signOff,
  type OutgoingEmail,
} from '../mail/index.ts';

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

/** Double opt-in: an alert waits only once the address's owner clicks the confirmation link. */
export function stockAlertConfirmationEmail(input: {
  to: string;
  lang: SiteLang;
  wine: AlertWine;
  links: StockAlertLinks;
  estateName: string;
  site: string;
}): OutgoingEmail {
  const t = emailTexts(input.lang);
  const wine = named(input.wine);
  const estate = input.estateName;
  const body = composeEmail({
    lang: input.lang,
    paragraphs: [greeting(input.lang), t('stockAlert.request', { wine, estate })],
    action: { label: t('stockAlert.confirm'), url: input.links.confirm },
    closing: [t('common.ignore'), signOff(input.lang, input.estateName)],
    footer: [
      { text: receiptNotice(input.lang, input.site) },
      {
        text: t('stockAlert.stop'),
        link: { label: t('stockAlert.cancel'), url: input.links.cancel },
      },
    ],
  });
  return { to: input.to, subject: t('stockAlert.confirmSubject', { wine, estate }), ...body };
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
  const t = emailTexts(input.lang);
  const wine = named(input.wine);
  const page = `${input.publicUrl}${pathTo('shopProduct', input.lang, { productUrl: input.wine.productUrl })}`;
  const body = composeEmail({
    lang: input.lang,
    paragraphs: [
      greeting(input.lang),
      input.waitedFor
        ? t('stockAlert.next', { old: named(input.waitedFor), wine })
        : t('stockAlert.back', { wine }),
    ],
    action: { label: t('stockAlert.view'), url: page },
    closing: [t('stockAlert.once'), signOff(input.lang, input.estateName)],
    footer: [
      { text: t('stockAlert.why'), link: { label: t('stockAlert.cancel'), url: input.cancelLink } },
    ],
  });
  const subject = input.waitedFor ? 'stockAlert.nextSubject' : 'stockAlert.backSubject';
  return { to: input.to, subject: t(subject, { wine, estate: input.estateName }), ...body };
}
