import { auditLog, type Database } from '@mdc/db';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';

/** A database or an open transaction: audit entries are written in the change's transaction. */
type Executor = Pick<Database, 'insert'>;

/** The staff member behind an admin change. */
export interface Actor {
  id: number;
  email: string;
}

export interface AuditEntry {
  entity: string;
  entityId: string | number;
  action: string;
  changes?: Record<string, unknown>;
}

/** Writes one audit entry, in the same transaction as the change it describes. */
export async function recordAudit(executor: Executor, actor: Actor, entry: AuditEntry) {
  await executor.insert(auditLog).values({
    userId: actor.id,
    actor: actor.email,
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    changes: entry.changes ?? {},
  });
}

/**
 * The fields whose values differ, as { field: [before, after] } (compared as JSON, so nested
 * language objects count as changed only when a text changed).
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [key, value] of Object.entries(after)) {
    if (value === undefined) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(value)) {
      changes[key] = [before[key] ?? null, value];
    }
  }
  return changes;
}

export interface AuditQuery {
  page: number;
  per_page: number;
  order: 'asc' | 'desc';
  entity?: string | undefined;
  entity_id?: string | undefined;
}

/** The audit log, newest first, for the admin's "who changed what and when" screen. */
export function createAuditService(db: Database) {
  return {
    async list(query: AuditQuery) {
      const filters: SQL[] = [];
      if (query.entity) filters.push(eq(auditLog.entity, query.entity));
      if (query.entity_id) filters.push(eq(auditLog.entityId, query.entity_id));
      const where = filters.length ? and(...filters) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(query.order === 'asc' ? auditLog.id : desc(auditLog.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return {
        data: rows.map((row) => ({
          id: row.id,
          user_id: row.userId,
          actor: row.actor,
          entity: row.entity,
          entity_id: row.entityId,
          action: row.action,
          changes: row.changes,
          created_at: row.createdAt.toISOString(),
        })),
        total: total?.n ?? 0,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
