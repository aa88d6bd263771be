import { contactMessages, type Database } from '@mdc/db';
import type { AdminContactMessage, AdminInboxListQuery } from '@mdc/shared';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import { AdminError } from '../support/admin-error.ts';
import { containsPattern } from '../support/search-pattern.ts';

type ContactRow = typeof contactMessages.$inferSelect;

function toContactMessage(row: ContactRow): AdminContactMessage {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    lang: row.lang,
    handled: row.handledAt !== null,
    handled_at: row.handledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const sortColumns = {
  id: contactMessages.id,
  created_at: contactMessages.createdAt,
  handled_at: contactMessages.handledAt,
  email: contactMessages.email,
};

/** The contact form's messages for staff: read them, answer by e-mail, mark them handled. */
export function createContactAdmin(db: Database) {
  return {
    async list(query: AdminInboxListQuery) {
      const filters: SQL[] = [];
      if (query.q) {
        const pattern = containsPattern(query.q);
        filters.push(
          or(
            ilike(sql`${contactMessages.firstName} || ' ' || ${contactMessages.lastName}`, pattern),
            ilike(contactMessages.email, pattern),
            ilike(contactMessages.subject, pattern),
          )!,
        );
      }
      if (query.handled !== undefined) {
        filters.push(
          query.handled ? isNotNull(contactMessages.handledAt) : isNull(contactMessages.handledAt),
        );
      }
      const where = filters.length ? and(...filters) : undefined;
      const column = sortColumns[query.sort ?? 'created_at'];
      const direction = query.order === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(sql`${column} ${direction}`, desc(contactMessages.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(contactMessages).where(where),
      ]);
      return { data: rows.map(toContactMessage), total: total?.n ?? 0 };
    },

    async get(id: number) {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      if (!row) throw AdminError.notFound('Message');
      return toContactMessage(row);
    },

    /** Marks a message handled (keeping when it first was) or back to not handled. */
    async setHandled(actor: Actor, id: number, handled: boolean) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(contactMessages)
          .where(eq(contactMessages.id, id))
          .for('update');
        if (!before) throw AdminError.notFound('Message');
        if ((before.handledAt !== null) === handled) return toContactMessage(before);
        const [after] = await tx
          .update(contactMessages)
          .set({ handledAt: handled ? new Date() : null, updatedAt: new Date() })
          .where(eq(contactMessages.id, id))
          .returning();
        await recordAudit(tx, actor, {
          entity: 'contact_message',
          entityId: id,
          action: handled ? 'handled' : 'not_handled',
          changes: { handled: [!handled, handled] },
        });
        return toContactMessage(after!);
      });
    },
  };
}

export type ContactAdmin = ReturnType<typeof createContactAdmin>;
