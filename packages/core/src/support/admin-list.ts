import type { Database } from '@mdc/db';
import type { AdminListQuery } from '@mdc/shared';
import { and, count, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * One page of an admin list (the admin contract's `{ data, total }`, before the rows become
 * answers): the rows matching every filter, sorted by `sortColumn` in the query's order with
 * empty values last either way (accounts that never signed in, messages not yet handled), and
 * the newest record first among equals so pages never overlap.
 */
export async function adminListPage<T extends PgTable & { id: PgColumn }>(
  db: Database,
  table: T,
  query: Pick<AdminListQuery, 'order' | 'page' | 'per_page'>,
  { filters, sortColumn }: { filters: SQL[]; sortColumn: PgColumn },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const where = filters.length ? and(...filters) : undefined;
  const direction = query.order === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
  // A generic table loses drizzle's row type; it is T's own select type.
  const anyTable = table as PgTable;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(anyTable)
      .where(where)
      .orderBy(sql`${sortColumn} ${direction}`, desc(table.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(anyTable).where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: total?.n ?? 0 };
}
