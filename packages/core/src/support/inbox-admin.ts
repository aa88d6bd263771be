import type { Database } from '@mdc/db';
import type { AdminInboxListQuery } from '@mdc/shared';
import { eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { recordAudit, type Actor } from '../audit/index.ts';
import { AdminError } from './admin-error.ts';
import { adminListPage } from './admin-list.ts';
import { containsPattern } from './search-pattern.ts';

/** The columns every visitor inbox has (contact messages, booking requests). */
export interface InboxColumns {
  id: PgColumn;
  firstName: PgColumn;
  lastName: PgColumn;
  email: PgColumn;
  createdAt: PgColumn;
  handledAt: PgColumn;
}

export interface InboxDefinition<
  Row extends { handledAt: Date | null },
  Answer,
  Query extends AdminInboxListQuery = AdminInboxListQuery,
> {
  table: PgTable & InboxColumns;
  /** Searched besides the visitor's name and address (the subject, or the visitor's words). */
  searchedText: PgColumn;
  toAnswer(row: Row): Answer;
  /** Filters of the inbox's own besides search and handled (a booking's kind and status). */
  filters?(query: Query): SQL[];
  /** The audit log's entity name. */
  entity: string;
  /** For "… not found." */
  what: string;
}

/**
 * What staff do with a visitor inbox: list it (newest first, waiting or handled), read one
 * message, and mark it handled (keeping when it first was) or back to waiting, with an audit entry.
 */
export function createInboxAdmin<
  Row extends { handledAt: Date | null },
  Answer,
  Query extends AdminInboxListQuery = AdminInboxListQuery,
>(db: Database, inbox: InboxDefinition<Row, Answer, Query>) {
  const { table } = inbox;
  const sortColumns = {
    id: table.id,
    created_at: table.createdAt,
    handled_at: table.handledAt,
    email: table.email,
  };
  // The table is generic here; its rows are the caller's Row type.
  const rowsOf = (rows: unknown) => rows as Row[];

  async function find(id: number, executor: Pick<Database, 'select'> = db) {
    const [row] = rowsOf(await executor.select().from(table).where(eq(table.id, id)));
    if (!row) throw AdminError.notFound(inbox.what);
    return row;
  }

  return {
    async list(query: Query) {
      const filters: SQL[] = [];
      if (query.q) {
        const pattern = containsPattern(query.q);
        filters.push(
          or(
            ilike(sql`${table.firstName} || ' ' || ${table.lastName}`, pattern),
            ilike(table.email, pattern),
            ilike(inbox.searchedText, pattern),
          )!,
        );
      }
      if (query.handled !== undefined) {
        filters.push(query.handled ? isNotNull(table.handledAt) : isNull(table.handledAt));
      }
      filters.push(...(inbox.filters?.(query) ?? []));
      const { rows, total } = await adminListPage(db, table, query, {
        filters,
        sortColumn: sortColumns[query.sort ?? 'created_at'],
      });
      return { data: rowsOf(rows).map(inbox.toAnswer), total };
    },

    get: async (id: number) => inbox.toAnswer(await find(id)),

    async setHandled(actor: Actor, id: number, handled: boolean) {
      return db.transaction(async (tx) => {
        const [before] = rowsOf(
          await tx.select().from(table).where(eq(table.id, id)).for('update'),
        );
        if (!before) throw AdminError.notFound(inbox.what);
        if ((before.handledAt !== null) === handled) return inbox.toAnswer(before);
        await tx
          .update(table)
          .set({ handledAt: handled ? new Date() : null, updatedAt: new Date() })
          .where(eq(table.id, id));
        await recordAudit(tx, actor, {
          entity: inbox.entity,
          entityId: id,
          action: handled ? 'handled' : 'not_handled',
          changes: { handled: [!handled, handled] },
        });
        return inbox.toAnswer(await find(id, tx));
      });
    },
  };
}
