import { and, asc, eq, inArray } from 'drizzle-orm';
import { stockAlerts, wines } from '@mdc/db';
import { isSellable, isSiteLang, vintagesOlderThan, type SiteLang } from '@mdc/shared';
import { queueEmail, type DbTransaction, type MailingDeps } from '../mail/index.ts';
import { stockAlertLinks, stockAlertNoticeEmail, type AlertWine } from './stock-alert-emails.ts';
import {
  availabilityCandidate,
  candidate,
  candidateColumns,
  estateNameIn,
  findWine,
  hashToken,
  newToken,
  titlesOf,
  type WineAvailability,
  type WineRow,
} from './stock-alert-wines.ts';

/**
 * Tells every confirmed address waiting for one of `waitedFor` about `announced`, once: the
 * conditional UPDATE takes each alert from confirmed to notified in the caller's transaction,
 * beside its e-mail, so two staff changes at the same moment cannot both e-mail it.
 */
export async function notifyWaiting(
  tx: DbTransaction,
  publicUrl: string,
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
        cancelLink: stockAlertLinks(publicUrl, token, lang).cancel,
        estateName,
        publicUrl: publicUrl,
      }),
    );
  }
  return told.length;
}

export interface StockAlertHookDeps extends MailingDeps {
  /** The name e-mails sign with when the estate has none (see StockAlertServiceDeps). */
  senderName: string;
}

/**
 * What tells waiting addresses (decision 072): the staff's wine changes and bottles coming back to
 * stock, each inside the transaction that made the change.
 */
export function createStockAlertHooks(deps: StockAlertHookDeps) {
  return {
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
      const estateName = await estateNameIn(tx, deps.senderName);
      if (cameBack) await notifyWaiting(tx, deps.publicUrl, [wine], wine, estateName);
      await notifyWaiting(tx, deps.publicUrl, older, wine, estateName);
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
        estateName ??= await estateNameIn(tx, deps.senderName);
        await notifyWaiting(tx, deps.publicUrl, [wine], wine, estateName);
      }
    },
  };
}
