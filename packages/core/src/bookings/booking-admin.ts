import { bookingRequests, type Database } from '@mdc/db';
import type { AdminBookingRequest } from '@mdc/shared';
import { createInboxAdmin } from '../support/inbox-admin.ts';

function toBookingRequest(row: typeof bookingRequests.$inferSelect): AdminBookingRequest {
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

/** The holiday house's booking requests for staff: read, answer by e-mail, mark handled. */
export const createBookingAdmin = (db: Database) =>
  createInboxAdmin(db, {
    table: bookingRequests,
    // Requests have no subject line: the visitor's own words stand in for it.
    searchedText: bookingRequests.message,
    toAnswer: toBookingRequest,
    entity: 'booking_request',
    what: 'Booking request',
  });

export type BookingAdmin = ReturnType<typeof createBookingAdmin>;
