import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, lt, ne, or } from 'drizzle-orm';
import { estate, stockAlerts, wines, wineTranslations } from '@mdc/db';
import {
  isSellable,
  isSiteLang,
  vintagesOlderThan,
  vintageToPointTo,
  type SiteLang,
  type StockAlertCounts,
  type StockAlertLinkOutcome,
  type StockAlertRequest,
  type VintageCandidate,
  type VintagePointer,
} from '@mdc/shared';
import type {
  CaptchaContext,
  CaptchaFailure,
  CaptchaVerifier,
} from '../captcha/captcha-verifier.ts';
import {
  commitAndNotify,
  queueEmail,
  type DbExecutor,
  type DbTransaction,
  type MailingDeps,
} from '../mail/outbox.ts';
import { createReadCache } from '../support/read-cache.ts';
import {
  stockAlertConfirmationEmail,
  stockAlertLinks,
  stockAlertNoticeEmail,
  type AlertWine,
} from './stock-alert-emails.ts';

export interface StockAlertServiceDeps extends MailingDeps {
  captcha: CaptchaVerifier;
  /**
   * The name e-mails sign with when the estate has none (MAIL_FROM's display name): the staff
   * hook reads the estate's name inside the staff change's transaction (PGlite has one
   * connection, which that transaction holds).
   */
  senderName: string;
}

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

/**
 * A wine as the staff screens hold it before and after a change (AdminWine has these fields):
 * what the hook needs to see whether it became available.
 */
export interface WineAvailability {
  id: number;
  year: number | null;
  family: string | null;
  show_shop: boolean;
  archived_at: string | null;
  bottles_quantity: number;
}

/**
 * What the checkout and the staff's order screens call when bottles go back to stock, inside the
 * transaction that returned them (the stock-alert service's `stockReturned`).
 */
export type StockReturnedHook = (tx: DbTransaction, wineIds: readonly number[]) => Promise<void>;

/** A pending address asking again gets a fresh confirmation at most this often. */
export const confirmationResendMs = 10 * 60_000;

/** 256 random bits, URL-safe: 43 characters. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const candidateColumns = {
  id: wines.id,
  slug: wines.slug,
  year: wines.year,
  family: wines.family,
  showShop: wines.showShop,
  showCatalog: wines.showCatalog,
  archivedAt: wines.archivedAt,
  stock: wines.stock,
};
type WineRow = {
  id: number;
  slug: string;
  year: number | null;
  family: string | null;
  showShop: boolean;
  showCatalog: boolean;
  archivedAt: Date | null;
  stock: number;
};

function candidate(row: WineRow): VintageCandidate & WineRow {
  return { ...row, inShop: row.showShop, archived: row.archivedAt !== null };
}

function availabilityCandidate(wine: WineAvailability): VintageCandidate {
  return {
    id: wine.id,
    year: wine.year,
    inShop: wine.show_shop,
    archived: wine.archived_at !== null,
    stock: wine.bottles_quantity,
  };
}

/**
 * "Tell me when it is back" (decision 072): visitors ask to be told when a sold-out wine returns,
 * with double opt-in; staff restocking it, or publishing its next vintage, e-mails every confirmed
 * address once, in the transaction of the staff change.
 */
export function createStockAlertService(deps: StockAlertServiceDeps) {
  const { db } = deps;
  const pointers = createReadCache(5_000);

  const findWine = async (executor: DbExecutor, where: ReturnType<typeof eq>) => {
    const [row] = await executor.select(candidateColumns).from(wines).where(where).limit(1);
    return row;
  };

  async function titlesOf(executor: DbExecutor, ids: number[]) {
    const rows = await executor
      .select({
        wineId: wineTranslations.wineId,
        lang: wineTranslations.lang,
        title: wineTranslations.title,
      })
      .from(wineTranslations)
      .where(inArray(wineTranslations.wineId, ids));
    return (id: number, lang: SiteLang) =>
      rows.find((row) => row.wineId === id && row.lang === lang)?.title ?? '';
  }

  /**
   * Tells every confirmed address waiting for one of `waitedFor` about `announced`, once: the
   * conditional UPDATE takes each alert from confirmed to notified in the caller's transaction,
   * beside its e-mail, so two staff changes at the same moment cannot both e-mail it.
   */
  async function notifyWaiting(
    tx: DbTransaction,
    waitedFor: WineRow[],
    announced: Pick<WineRow, 'id' | 'slug' | 'year'>,
    estateName: string,
  ): Promise<number> {
    if (waitedFor.length === 0) return 0;
    // Locked in id order first, so two changes telling overlapping addresses wait for each
    // other instead of deadlocking; the second then finds them told already.
    const waitingIds = await tx
      .select({ id: stockAlerts.id })
      .from(stockAlerts)
      .where(
        and(
          inArray(
            stockAlerts.wineId,
            waitedFor.map((wine) => wine.id),
          ),
          eq(stockAlerts.status, 'confirmed'),
        ),
      )
      .orderBy(asc(stockAlerts.id))
      .for('update');
    if (waitingIds.length === 0) return 0;
    const now = new Date();
    const told = await tx
      .update(stockAlerts)
      .set({ status: 'notified', notifiedAt: now, notifiedWineId: announced.id, updatedAt: now })
      .where(
        and(
          inArray(
            stockAlerts.id,
            waitingIds.map((row) => row.id),
          ),
          eq(stockAlerts.status, 'confirmed'),
        ),
      )
      .returning({
        id: stockAlerts.id,
        email: stockAlerts.email,
        lang: stockAlerts.lang,
        wineId: stockAlerts.wineId,
      });
    if (told.length === 0) return 0;
    const title = await titlesOf(tx, [announced.id, ...waitedFor.map((wine) => wine.id)]);
    const alertWine = (wine: Pick<WineRow, 'id' | 'slug' | 'year'>, lang: SiteLang): AlertWine => ({
      title: title(wine.id, lang),
      year: wine.year,
      productUrl: wine.slug,
    });
    for (const alert of told) {
      const lang = isSiteLang(alert.lang) ? alert.lang : 'pt';
      // Only the hash of the confirmation's token was kept: the cancel link gets a new one.
      const token = newToken();
      await tx
        .update(stockAlerts)
        .set({ tokenHash: hashToken(token) })
        .where(eq(stockAlerts.id, alert.id));
      const old = waitedFor.find((wine) => wine.id === alert.wineId);
      await queueEmail(
        tx,
        stockAlertNoticeEmail({
          to: alert.email,
          lang,
          wine: alertWine(announced, lang),
          waitedFor: old && old.id !== announced.id ? alertWine(old, lang) : undefined,
          cancelLink: stockAlertLinks(deps.publicUrl, token, lang).cancel,
          estateName,
          publicUrl: deps.publicUrl,
        }),
      );
    }
    return told.length;
  }

  /** Where a link lands: the wine's shop page while it is there. */
  async function landing(wineId: number | undefined): Promise<string | undefined> {
    if (wineId === undefined) return undefined;
    const wine = await findWine(db, eq(wines.id, wineId));
    return wine && wine.showShop && !wine.archivedAt ? wine.slug : undefined;
  }

  return {
    /** Staff changes clear the cached pointers, so sold-out pages point to the right vintage. */
    invalidate: () => pointers.clear(),

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
        if (wine && isSellable(candidate(wine))) await notifyWaiting(tx, [wine], wine, estateName);
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

    /**
     * The staff hook (wine-admin calls it inside each change's transaction): a wine that became
     * available tells those waiting for it; one that is now its family's current vintage also
     * tells those waiting for the older vintages that cannot be bought.
     */
    async wineChanged(
      tx: DbTransaction,
      before: WineAvailability,
      after: WineAvailability,
    ): Promise<void> {
      const now = isSellable(availabilityCandidate(after));
      const cameBack = now && !isSellable(availabilityCandidate(before));
      const joined = now && (before.family !== after.family || before.year !== after.year);
      if (!cameBack && !joined) return;
      const wine = await findWine(tx, eq(wines.id, after.id));
      if (!wine) return;
      const family = wine.family
        ? (await tx.select(candidateColumns).from(wines).where(eq(wines.family, wine.family))).map(
            candidate,
          )
        : [];
      const older = vintagesOlderThan(candidate(wine), family);
      if (!cameBack && older.length === 0) return;
      // Read here, not through the settings cache: the transaction holds PGlite's one connection.
      const [named] = await tx.select({ name: estate.name }).from(estate).limit(1);
      const estateName = named?.name || deps.senderName;
      if (cameBack) await notifyWaiting(tx, [wine], wine, estateName);
      await notifyWaiting(tx, older, wine, estateName);
    },

    /**
     * Bottles came back without a staff edit (an unpaid reservation expired, staff cancelled an
     * order): called in that transaction, it tells those waiting for each wine now on sale.
     * Addresses wait only while a wine is sold out, and each is told once, so a wine that had
     * bottles all along tells nobody.
     */
    async stockReturned(tx: DbTransaction, wineIds: readonly number[]): Promise<void> {
      let estateName: string | undefined;
      for (const id of [...new Set(wineIds)].sort((a, b) => a - b)) {
        const wine = await findWine(tx, eq(wines.id, id));
        if (!wine || !isSellable(candidate(wine))) continue;
        if (estateName === undefined) {
          const [named] = await tx.select({ name: estate.name }).from(estate).limit(1);
          estateName = named?.name || deps.senderName;
        }
        await notifyWaiting(tx, [wine], wine, estateName);
      }
    },

    /**
     * The vintage a sold-out wine's page points to: its family's current vintage, when that is
     * another wine (null otherwise). Cached for a few seconds, like the catalogue.
     */
    vintagePointer(query: { slug: string; lang: SiteLang }): Promise<VintagePointer | null> {
      return pointers.get(`${query.lang}:${query.slug}`, async () => {
        const wine = await findWine(db, eq(wines.slug, query.slug));
        if (!wine?.family) return null;
        const family = await db
          .select(candidateColumns)
          .from(wines)
          .where(eq(wines.family, wine.family));
        const target = vintageToPointTo(candidate(wine), family.map(candidate));
        if (!target || target.year === null) return null;
        const title = await titlesOf(db, [target.id]);
        return {
          product_url: target.slug,
          year: target.year,
          product_title: title(target.id, query.lang),
          show_catalog: target.showCatalog,
        };
      });
    },

    /** How many addresses wait for a wine, have yet to confirm, and were told (staff screens). */
    async counts(wineId: number): Promise<StockAlertCounts> {
      const rows = await db
        .select({ status: stockAlerts.status, n: count() })
        .from(stockAlerts)
        .where(eq(stockAlerts.wineId, wineId))
        .groupBy(stockAlerts.status);
      const of = (status: string) => rows.find((row) => row.status === status)?.n ?? 0;
      return { waiting: of('confirmed'), pending: of('pending'), notified: of('notified') };
    },
  };
}

export type StockAlertService = ReturnType<typeof createStockAlertService>;
