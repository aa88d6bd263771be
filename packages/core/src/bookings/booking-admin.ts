import { bookingRequests, type Database } from '@mdc/db';
import type { AdminBookingRequest, AdminInboxListQuery } from '@mdc/shared';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import { AdminError } from '../support/admin-error.ts';
import { containsPattern } from '../support/search-pattern.ts';

type BookingRow = typeof bookingRequests.$inferSelect;

function toBookingRequest(row: BookingRow): AdminBookingRequest {
  return {
    id: row.id,
    kind: row.kind,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    guests: row.guests,
    arrival: row.arrival,
    departure: row.departure,
    message: row.message,
    room_id: row.roomId,
    lang: row.lang,
    handled: row.handledAt !== null,
    handled_at: row.handledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const sortColumns = {
  id: bookingRequests.id,
  created_at: bookingRequests.createdAt,
  handled_at: bookingRequests.handledAt,
  email: bookingRequests.email,
};

/** The holiday house's booking requests for staff: read, answer by e-mail, mark handled. */
export function createBookingAdmin(db: Database) {
  return {
    async list(query: AdminInboxListQuery) {
      const filters: SQL[] = [];
      if (query.q) {
        const pattern = containsPattern(query.q);
        // Requests have no subject line: the visitor's own words stand in for it.
        filters.push(
          or(
            ilike(sql`${bookingRequests.firstName} || ' ' || ${bookingRequests.lastName}`, pattern),
            ilike(bookingRequests.email, pattern),
            ilike(bookingRequests.message, pattern),
          )!,
        );
      }
      if (query.handled !== undefined) {
        filters.push(
          query.handled ? isNotNull(bookingRequests.handledAt) : isNull(bookingRequests.handledAt),
        );
      }
      const where = filters.length ? and(...filters) : undefined;
      const column = sortColumns[query.sort ?? 'created_at'];
      const direction = query.order === 'asc' ? sql`asc nulls last` : sql`desc nulls last`;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(bookingRequests)
          .where(where)
          .orderBy(sql`${column} ${direction}`, desc(bookingRequests.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(bookingRequests).where(where),
      ]);
      return { data: rows.map(toBookingRequest), total: total?.n ?? 0 };
    },

    async get(id: number) {
      const [row] = await db.select().from(bookingRequests).where(eq(bookingRequests.id, id));
      if (!row) throw AdminError.notFound('Booking request');
      return toBookingRequest(row);
    },

    /** Marks a request handled (keeping when it first was) or back to not handled. */
    async setHandled(actor: Actor, id: number, handled: boolean) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(bookingRequests)
          .where(eq(bookingRequests.id, id))
          .for('update');
        if (!before) throw AdminError.notFound('Booking request');
        if ((before.handledAt !== null) === handled) return toBookingRequest(before);
        const [after] = await tx
          .update(bookingRequests)
          .set({ handledAt: handled ? new Date() : null, updatedAt: new Date() })
          .where(eq(bookingRequests.id, id))
          .returning();
        await recordAudit(tx, actor, {
          entity: 'booking_request',
          entityId: id,
          action: handled ? 'handled' : 'not_handled',
          changes: { handled: [!handled, handled] },
        });
        return toBookingRequest(after!);
      });
    },
  };
}

export type BookingAdmin = ReturnType<typeof createBookingAdmin>;
