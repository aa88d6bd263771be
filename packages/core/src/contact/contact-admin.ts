import { contactMessages, type Database } from '@mdc/db';
import type { AdminContactMessage } from '@mdc/shared';
import { createInboxAdmin } from '../support/index.ts';

function toContactMessage(row: typeof contactMessages.$inferSelect): AdminContactMessage {
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

/** The contact form's messages for staff: read them, answer by e-mail, mark them handled. */
export const createContactAdmin = (db: Database) =>
  createInboxAdmin(db, {
    table: contactMessages,
    searchedText: contactMessages.subject,
    toAnswer: toContactMessage,
    entity: 'contact_message',
    what: 'Message',
  });

export type ContactAdmin = ReturnType<typeof createContactAdmin>;
