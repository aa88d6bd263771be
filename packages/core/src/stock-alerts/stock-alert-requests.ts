import { and, eq, inArray, lt, ne, or } from 'drizzle-orm';
import { stockAlerts, wines } from '@mdc/db';
import {
  isSellable,
  isSiteLang,
  type SiteLang,
  type StockAlertLinkOutcome,
  type StockAlertRequest,
} from '@mdc/shared';
import type { CaptchaContext, CaptchaFailure, CaptchaVerifier } from '../captcha/index.ts';
import { commitAndNotify, queueEmail, type MailingDeps } from '../mail/index.ts';
import { stockAlertConfirmationEmail, stockAlertLinks } from './stock-alert-emails.ts';
import { notifyWaiting } from './stock-alert-notify.ts';
import {
  candidate,
  findWine,
  hashToken,
  newToken,
  titlesOf,
  tokenPattern,
} from './stock-alert-wines.ts';

/** Why a request is refused before the robot check: the field is the visitor's to fix. */
export type StockAlertRefusal = 'unknown_wine' | 'in_stock';

export type StockAlertRequestResult =
  { ok: true } | { ok: false; refusal: StockAlertRefusal } | { ok: false; reason: CaptchaFailure };

export interface StockAlertLinkResult {
  outcome: StockAlertLinkOutcome;
  /** The alert's language, when the link was recognised. */
  lang: SiteLang | undefined;
  /** The alert's wine, while it is in the shop: the page to land on. */
  productUrl: string | undefined;
}

/** A pending address asking again gets a fresh confirmation at most this often. */
export const confirmationResendMs = 10 * 60_000;

export interface StockAlertRequestDeps extends MailingDeps {
  captcha: CaptchaVerifier;
}

/**
 * The visitor's side (decision 072): asking to be told, with double opt-in, and the e-mails'
 * confirm and cancel links.
 */
export function createStockAlertRequests(deps: StockAlertRequestDeps) {
  const { db } = deps;

  /** Where a link lands: the wine's shop page while it is there. */
  async function landing(wineId: number | undefined): Promise<string | undefined> {
    if (wineId === undefined) return undefined;
    const wine = await findWine(db, eq(wines.id, wineId));
    return wine && wine.showShop && !wine.archivedAt ? wine.slug : undefined;
  }

  return {
    /**
     * A visitor asks to be told when a sold-out wine is back. The wine is checked first (a field
     * the visitor can fix without spending the robot check), then the robot check; every accepted
     * request answers alike. A new (or cancelled, or already told) address gets a confirmation
     * e-mail; a pending one gets a fresh one at most every `confirmationResendMs`; a confirmed one
     * nothing.
     */
    async request(
      input: StockAlertRequest,
      context: CaptchaContext = {},
    ): Promise<StockAlertRequestResult> {
      const wine = await findWine(db, eq(wines.slug, input.product_url));
      if (!wine || !wine.showShop || wine.archivedAt) return { ok: false, refusal: 'unknown_wine' };
      if (isSellable(candidate(wine))) return { ok: false, refusal: 'in_stock' };
      const check = await deps.captcha.verify(input.recaptcha_token, context);
      if (!check.ok) return check;

      const email = input.email.toLowerCase();
      const token = newToken();
      const [estateName, title] = await Promise.all([deps.estateName(), titlesOf(db, [wine.id])]);
      const now = new Date();
      const pending = {
        lang: input.lang,
        status: 'pending',
        tokenHash: hashToken(token),
        confirmedAt: null,
        notifiedAt: null,
        notifiedWineId: null,
        updatedAt: now,
      };
      await commitAndNotify(deps, async (tx) => {
        // One statement, so two simultaneous requests cannot both insert; a confirmed alert and a
        // pending one asked for a moment ago stay exactly as they are.
        const [row] = await tx
          .insert(stockAlerts)
          .values({ wineId: wine.id, email, ...pending })
          .onConflictDoUpdate({
            target: [stockAlerts.wineId, stockAlerts.email],
            set: pending,
            setWhere: or(
              inArray(stockAlerts.status, ['notified', 'cancelled']),
              and(
                eq(stockAlerts.status, 'pending'),
                lt(stockAlerts.updatedAt, new Date(now.getTime() - confirmationResendMs)),
              ),
            ),
          })
          .returning({ id: stockAlerts.id });
        if (!row) return;
        await queueEmail(
          tx,
          stockAlertConfirmationEmail({
            to: email,
            lang: input.lang,
            wine: { title: title(wine.id, input.lang), year: wine.year, productUrl: wine.slug },
            links: stockAlertLinks(deps.publicUrl, token, input.lang),
            estateName,
            site: new URL(deps.publicUrl).host,
          }),
        );
      });
      return { ok: true };
    },

    /**
     * The confirmation link: a pending alert starts waiting. If the wine came back between the
     * request and the click, the visitor is told at once.
     */
    async confirm(token: string | undefined): Promise<StockAlertLinkResult> {
      if (!token || !tokenPattern.test(token)) {
        return { outcome: 'invalid-link', lang: undefined, productUrl: undefined };
      }
      const tokenHash = hashToken(token);
      const estateName = await deps.estateName();
      const confirmed = await commitAndNotify(deps, async (tx) => {
        const now = new Date();
        const [row] = await tx
          .update(stockAlerts)
          .set({ status: 'confirmed', confirmedAt: now, updatedAt: now })
          .where(and(eq(stockAlerts.tokenHash, tokenHash), eq(stockAlerts.status, 'pending')))
          .returning({ wineId: stockAlerts.wineId, lang: stockAlerts.lang });
        if (!row) return undefined;
        const wine = await findWine(tx, eq(wines.id, row.wineId));
        if (wine && isSellable(candidate(wine)))
          await notifyWaiting(tx, deps.publicUrl, [wine], wine, estateName);
        return { ...row, status: 'confirmed' };
      });
      const [found] = confirmed
        ? [confirmed]
        : await db
            .select({
              wineId: stockAlerts.wineId,
              lang: stockAlerts.lang,
              status: stockAlerts.status,
            })
            .from(stockAlerts)
            .where(eq(stockAlerts.tokenHash, tokenHash));
      const lang = isSiteLang(found?.lang) ? found.lang : undefined;
      // A second click on the same link answers as the first did.
      if (found?.status !== 'confirmed') {
        return { outcome: 'invalid-link', lang, productUrl: undefined };
      }
      return { outcome: 'confirmed', lang, productUrl: await landing(found.wineId) };
    },

    /** The cancel link of every alert e-mail: works from any state, and again. */
    async cancel(token: string | undefined): Promise<StockAlertLinkResult> {
      if (!token || !tokenPattern.test(token)) {
        return { outcome: 'invalid-link', lang: undefined, productUrl: undefined };
      }
      const tokenHash = hashToken(token);
      const now = new Date();
      await db
        .update(stockAlerts)
        .set({ status: 'cancelled', updatedAt: now })
        .where(and(eq(stockAlerts.tokenHash, tokenHash), ne(stockAlerts.status, 'cancelled')));
      const [found] = await db
        .select({ wineId: stockAlerts.wineId, lang: stockAlerts.lang })
        .from(stockAlerts)
        .where(eq(stockAlerts.tokenHash, tokenHash));
      const lang = isSiteLang(found?.lang) ? found.lang : undefined;
      if (!found) return { outcome: 'invalid-link', lang, productUrl: undefined };
      return { outcome: 'cancelled', lang, productUrl: await landing(found.wineId) };
    },
  };
}
