import { emails, type Database } from '@mdc/db';
import { withSubjectAsTitle } from './email-layout.ts';

/** A database handle or an open transaction of it. */
export type DbTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbExecutor = Database | DbTransaction;

export interface OutgoingEmail {
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
}

const subjectLimit = 300;

/**
 * Queues an e-mail in the outbox (`emails`) inside the caller's transaction: the message exists
 * exactly when the record it is about was committed, and the MailWorker delivers it later, so an
 * SMTP outage never loses it nor fails the visitor's request.
 */
export async function queueEmail(tx: DbExecutor, email: OutgoingEmail): Promise<number> {
  // Subjects built from visitors' input may run long; the column holds 300 characters.
  const subject =
    email.subject.length > subjectLimit
      ? `${email.subject.slice(0, subjectLimit - 1)}…`
      : email.subject;
  const [row] = await tx
    .insert(emails)
    .values({
      to: email.to,
      replyTo: email.replyTo ?? null,
      subject,
      text: email.text,
      html: email.html ? withSubjectAsTitle(email.html, subject) : null,
      // The application's clock, the one the worker compares with (not the database's).
      nextAttemptAt: new Date(),
    })
    .returning({ id: emails.id });
  if (!row) throw new Error('queueEmail: the insert returned no row');
  return row.id;
}

/** What a feature needs to store something and send e-mails about it. */
export interface MailingDeps {
  db: Database;
  /** Delivers queued e-mails soon after the commit (the MailWorker). */
  mail: { kick(): void };
  /** Absolute origin of the site, for links and for telling a reader where a message came from. */
  publicUrl: string;
  /** The name e-mails sign with. */
  estateName: () => Promise<string>;
}

/**
 * Runs `work` (which stores a record and queues its e-mails) in one transaction, then has the
 * outbox deliver without making the caller wait.
 */
export async function commitAndNotify<T>(
  deps: Pick<MailingDeps, 'db' | 'mail'>,
  work: (tx: DbTransaction) => Promise<T>,
): Promise<T> {
  const result = await deps.db.transaction(work);
  deps.mail.kick();
  return result;
}
