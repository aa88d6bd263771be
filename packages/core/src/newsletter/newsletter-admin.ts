import { newsletterSubscribers, type Database } from '@mdc/db';
import {
  newsletterExportColumns,
  type AdminSubscriber,
  type AdminSubscriberListQuery,
  type SubscriberStatus,
} from '@mdc/shared';
import { asc, eq, ilike, type SQL } from 'drizzle-orm';
import { recordAudit, type Actor } from '../audit/index.ts';
import { toCsv, AdminError, adminListPage, containsPattern } from '../support/index.ts';

const sortColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  status: newsletterSubscribers.status,
  consent_at: newsletterSubscribers.consentAt,
  confirmed_at: newsletterSubscribers.confirmedAt,
  created_at: newsletterSubscribers.createdAt,
};

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

/** A subscriber without the hash of its link token. */
function toSubscriber(row: SubscriberRow): AdminSubscriber {
  return {
    id: row.id,
    email: row.email,
    language: row.language,
    status: row.status as SubscriberStatus,
    consent_at: row.consentAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The newsletter's subscribers for staff (see newsletter-service.ts for the double opt-in): who
 * asked, who confirmed, and the confirmed list to load into a mailing tool.
 */
export function createNewsletterAdmin(db: Database) {
  async function find(id: number) {
    const [row] = await db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id));
    if (!row) throw AdminError.notFound('Subscriber');
    return row;
  }

  return {
    async list(query: AdminSubscriberListQuery) {
      const filters: SQL[] = [];
      if (query.q) filters.push(ilike(newsletterSubscribers.email, containsPattern(query.q)));
      if (query.status) filters.push(eq(newsletterSubscribers.status, query.status));
      const { rows, total } = await adminListPage(db, newsletterSubscribers, query, {
        filters,
        sortColumn: sortColumns[query.sort ?? 'created_at'],
      });
      return { data: rows.map(toSubscriber), total };
    },

    get: async (id: number) => toSubscriber(await find(id)),

    /**
     * Staff take an address off the list (its owner asked by e-mail or phone). Already
     * unsubscribed: nothing changes. A later subscription through the site starts over with
     * the double opt-in.
     */
    async unsubscribe(actor: Actor, id: number) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.id, id))
          .for('update');
        if (!before) throw AdminError.notFound('Subscriber');
        if (before.status === 'unsubscribed') return toSubscriber(before);
        const now = new Date();
        const [changed] = await tx
          .update(newsletterSubscribers)
          .set({ status: 'unsubscribed', unsubscribedAt: now, updatedAt: now })
          .where(eq(newsletterSubscribers.id, id))
          .returning();
        await recordAudit(tx, actor, {
          entity: 'newsletter_subscriber',
          entityId: id,
          action: 'unsubscribe',
          changes: { status: [before.status, 'unsubscribed'] },
        });
        return toSubscriber(changed!);
      });
    },

    /** The confirmed subscribers as CSV (the export file's whole text), oldest first. */
    async exportConfirmedCsv(): Promise<string> {
      const rows = await db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.status, 'confirmed'))
        .orderBy(asc(newsletterSubscribers.confirmedAt), asc(newsletterSubscribers.id));
      return toCsv(
        newsletterExportColumns,
        rows.map((row) => [row.email, row.language, row.consentAt, row.confirmedAt]),
      );
    },
  };
}

export type NewsletterAdmin = ReturnType<typeof createNewsletterAdmin>;
