import { adminInboxListQuerySchema } from '../admin/admin-people.ts';
import { formMessageSchema } from '../forms/forms.ts';
import { z } from '../zod.ts';

/**
 * Staff's side of booking requests (docs/decisions/073-wine-tourism-booking.md): the two kinds in
 * one inbox, filtered by kind and by staff's answer, and the accept / decline actions of a
 * wine-tourism request.
 */

export const bookingKinds = ['house', 'wine_tourism'] as const;
export type BookingKind = (typeof bookingKinds)[number];

/** booking_requests.status: pending until staff accept or decline (then e-mailed, final). */
export const bookingStatuses = ['pending', 'accepted', 'declined'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** The record actions: POST /api/admin/booking-requests/:id/accept/ and /decline/. */
export const bookingDecisions = { accept: 'accepted', decline: 'declined' } as const;
export type BookingDecision = keyof typeof bookingDecisions;

/** What staff write to the visitor with their answer (a meeting time, another date to try). */
export const bookingDecisionNoteMax = 2000;

export const adminBookingDecisionSchema = z.object({
  decision_note: formMessageSchema(false)
    .max(bookingDecisionNoteMax, `must be at most ${bookingDecisionNoteMax} characters`)
    .default(''),
});
export type AdminBookingDecisionInput = z.output<typeof adminBookingDecisionSchema>;

/** GET /api/admin/booking-requests/: the inbox's filters plus the kind and staff's answer. */
export const adminBookingListQuerySchema = adminInboxListQuerySchema.extend({
  kind: z.enum(bookingKinds, `must be one of ${bookingKinds.join(', ')}`).optional(),
  status: z.enum(bookingStatuses, `must be one of ${bookingStatuses.join(', ')}`).optional(),
});
export type AdminBookingListQuery = z.output<typeof adminBookingListQuerySchema>;
