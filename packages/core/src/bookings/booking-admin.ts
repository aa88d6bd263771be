import { bookingRequests } from '@mdc/db';
import {
  activityLanguages,
  bookingDecisions,
  isSiteLang,
  lisbonToday,
  wineTourismExperiences,
  type AdminBookingDecisionInput,
  type AdminBookingListQuery,
  type AdminBookingRequest,
  type BookingDecision,
  type CompanyContact,
} from '@mdc/shared';
import { eq, type SQL } from 'drizzle-orm';
import { changedFields, recordAudit, type Actor } from '../audit/index.ts';
import { commitAndNotify, queueEmail, type MailingDeps } from '../mail/index.ts';
import { AdminError, createInboxAdmin } from '../support/index.ts';
import {
  wineTourismAcceptedEmail,
  wineTourismDeclinedEmail,
  type DecidedVisit,
} from './wine-tourism-emails.ts';

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
    experience: row.experience,
    visit_date: row.visitDate,
    people: row.people,
    activity_language: row.activityLanguage,
    message: row.message,
    room_id: row.roomId,
    lang: row.lang,
    status: row.status,
    decided_at: row.decidedAt?.toISOString() ?? null,
    decision_note: row.decisionNote,
    handled: row.handledAt !== null,
    handled_at: row.handledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  (values as readonly unknown[]).includes(value);

/** A stored wine-tourism request as its e-mails need it, or null for anything else. */
function visitOf(row: BookingRow, decisionNote: string): DecidedVisit | null {
  const { experience, visitDate, people, activityLanguage, lang } = row;
  if (row.kind !== 'wine_tourism' || visitDate === null || people === null) return null;
  if (!isOneOf(wineTourismExperiences, experience)) return null;
  if (!isOneOf(activityLanguages, activityLanguage) || !isSiteLang(lang)) return null;
  return {
    experience,
    visitDate,
    people,
    activityLanguage,
    lang,
    email: row.email,
    firstName: row.firstName,
    decisionNote,
  };
}

export interface BookingAdminDeps extends MailingDeps {
  /** The estate's inbox (ESTATE_EMAIL): where visitors' replies to staff's answer go. */
  estateEmail: string;
  /** The company contact record: where visitors meet the estate and whom they call. */
  companyContact: () => Promise<CompanyContact | null>;
  now?: () => Date;
}

/**
 * Booking requests for staff (the house's and wine tourism's, one inbox): read, answer by
 * e-mail, mark handled; and accept or decline a wine-tourism request, once
 * (docs/decisions/073-wine-tourism-booking.md).
 */
export function createBookingAdmin(deps: BookingAdminDeps) {
  const now = deps.now ?? (() => new Date());
  const inbox = createInboxAdmin(deps.db, {
    table: bookingRequests,
    // Requests have no subject line: the visitor's own words stand in for it.
    searchedText: bookingRequests.message,
    toAnswer: toBookingRequest,
    filters: (query: AdminBookingListQuery) => {
      const filters: SQL[] = [];
      if (query.kind) filters.push(eq(bookingRequests.kind, query.kind));
      // Staff answer only wine-tourism requests: an answer filter lists those alone.
      if (query.status) {
        filters.push(eq(bookingRequests.status, query.status));
        filters.push(eq(bookingRequests.kind, 'wine_tourism'));
      }
      return filters;
    },
    entity: 'booking_request',
    what: 'Booking request',
  });

  return {
    ...inbox,

    /**
     * Staff's answer to a wine-tourism request: status, when and their note stored, the request
     * marked handled, an audit entry and the visitor's e-mail in their language, in one
     * transaction. An answer is final: a second one is refused (409), since the visitor already
     * has the first in their inbox.
     */
    async decide(
      actor: Actor,
      id: number,
      decision: BookingDecision,
      input: AdminBookingDecisionInput,
    ): Promise<AdminBookingRequest> {
      const status = bookingDecisions[decision];
      const [estateName, contact] = await Promise.all([
        deps.estateName(),
        status === 'accepted' ? deps.companyContact() : null,
      ]);
      const context = { estateName, estateEmail: deps.estateEmail, publicUrl: deps.publicUrl };

      await commitAndNotify(deps, async (tx) => {
        const [before] = await tx
          .select()
          .from(bookingRequests)
          .where(eq(bookingRequests.id, id))
          .for('update');
        if (!before) throw AdminError.notFound('Booking request');
        const visit = visitOf(before, input.decision_note);
        if (!visit) {
          throw new AdminError(
            409,
            'Only wine-tourism requests are accepted or declined; answer house requests by e-mail.',
          ).as('booking_not_decidable');
        }
        if (before.status !== 'pending') {
          throw new AdminError(
            409,
            `Booking request ${id} was already ${before.status}; an answer is final.`,
          ).as('booking_decided');
        }
        const decidedAt = now();
        if (status === 'accepted' && visit.visitDate < lisbonToday(decidedAt)) {
          throw new AdminError(
            409,
            `The visit date ${visit.visitDate} has passed; the request cannot be accepted.`,
          ).as('booking_visit_past', { date: visit.visitDate });
        }

        await tx
          .update(bookingRequests)
          .set({
            status,
            decidedAt,
            decisionNote: visit.decisionNote,
            handledAt: before.handledAt ?? decidedAt,
            updatedAt: decidedAt,
          })
          .where(eq(bookingRequests.id, id));
        await recordAudit(tx, actor, {
          entity: 'booking_request',
          entityId: id,
          action: status,
          changes: changedFields(
            {
              status: before.status,
              decision_note: before.decisionNote,
              handled: before.handledAt !== null,
            },
            { status, decision_note: visit.decisionNote, handled: true },
          ),
        });
        await queueEmail(
          tx,
          status === 'accepted'
            ? wineTourismAcceptedEmail(visit, { ...context, contact })
            : wineTourismDeclinedEmail(visit, context),
        );
      });
      return inbox.get(id);
    },
  };
}

export type BookingAdmin = ReturnType<typeof createBookingAdmin>;
