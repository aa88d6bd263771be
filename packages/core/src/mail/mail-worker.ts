import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { emails, type Database } from '@mdc/db';
import type { MailTransport, ServiceLogger } from './mail-transport.ts';

export type StoredEmail = typeof emails.$inferSelect;

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  /** The From header of every message (MAIL_FROM). */
  from: string;
  logger: ServiceLogger;
  /** Attempts before a message is given up as 'failed'. */
  maxAttempts?: number;
  /** Messages claimed per database round trip. */
  batchSize?: number;
  /**
   * How long a claimed message stays invisible to other workers (decision 100): renewed just
   * before each send, so it covers one send (SMTP times out within 30 s), and a worker that died
   * leaves its claims to the others within it plus one poll.
   */
  leaseMs?: number;
  /** The clock; tests move it forward to skip a retry delay. */
  now?: () => Date;
  /**
   * Extra headers for a message, worked out when it is sent (the outbox stores none), such as the
   * newsletter's List-Unsubscribe.
   */
  headersFor?: (email: StoredEmail) => Record<string, string> | undefined;
}

export interface FlushReport {
  sent: number;
  retrying: number;
  failed: number;
}

/** Exponential backoff: 30 s after the first failure, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Links in stored copies lose their secrets once sent: the newsletter keeps only a hash of its
 * token, and the outbox row should not undo that.
 */
export function redactLinkTokens(text: string): string {
  return text.replace(/([?&](?:amp;)?token=)[^&\s"'<>]+/g, '$1[redacted]');
}

/** A recipient the server refused outright (5xx at RCPT TO) will not accept a retry either. */
function isPermanentFailure(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}

const maxRoundsPerFlush = 50;

/** Default lease: one SMTP send at most (30 s socket timeout) with room; see leaseMs. */
export const defaultMailLeaseMs = 40_000;

/**
 * Sends what the outbox holds. Several processes may run one each: a message is claimed with
 * SELECT … FOR UPDATE SKIP LOCKED, a lease and this pass's claim token, then sent outside the
 * transaction so no database connection (PGlite has only one) waits on an SMTP server. Before
 * each send the pass renews the lease under its token and skips a message another pass took
 * over; the outcome is recorded under the token too (decision 100).
 */
export class MailWorker {
  readonly #db: Database;
  readonly #transport: MailTransport;
  readonly #from: string;
  readonly #logger: ServiceLogger;
  readonly #maxAttempts: number;
  readonly #batchSize: number;
  readonly #leaseMs: number;
  readonly #now: () => Date;
  readonly #headersFor: MailWorkerOptions['headersFor'];
  /** The end of the last pass; passes never overlap within a process. */
  #chain: Promise<unknown> = Promise.resolve();
  /** A pass queued behind a running one; callers arriving meanwhile share it. */
  #queued: Promise<FlushReport> | null = null;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(options: MailWorkerOptions) {
    this.#db = options.db;
    this.#transport = options.transport;
    this.#from = options.from;
    this.#logger = options.logger;
    this.#maxAttempts = options.maxAttempts ?? 10;
    this.#batchSize = options.batchSize ?? 20;
    this.#leaseMs = options.leaseMs ?? defaultMailLeaseMs;
    this.#now = options.now ?? (() => new Date());
    this.#headersFor = options.headersFor;
  }

  get transportKind(): MailTransport['kind'] {
    return this.#transport.kind;
  }

  /**
   * Sends every message that is due, and resolves when done. A pass always starts after the
   * call, so it sees every message committed before it.
   */
  flush(): Promise<FlushReport> {
    if (this.#queued) return this.#queued;
    const pass = this.#chain.then(() => {
      this.#queued = null;
      return this.#drain();
    });
    this.#queued = pass;
    this.#chain = pass.catch(() => undefined);
    return pass;
  }

  /** After a commit: deliver now without making the visitor wait; failures are retried later. */
  kick(): void {
    if (this.#stopped) return;
    this.flush().catch((error: unknown) => this.#logger.error({ err: error }, 'mail flush failed'));
  }

  start(intervalMs: number): void {
    this.#stopped = false;
    clearInterval(this.#timer);
    this.#timer = setInterval(() => this.kick(), intervalMs);
    // The poll alone never keeps a process alive.
    this.#timer.unref();
  }

  /** Stops polling and waits for a pass in progress, so the database can close after it. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#chain;
    this.#transport.close();
  }

  async #drain(): Promise<FlushReport> {
    const report: FlushReport = { sent: 0, retrying: 0, failed: 0 };
    for (let round = 0; round < maxRoundsPerFlush; round += 1) {
      const token = randomUUID();
      const batch = await this.#claim(token);
      for (const email of batch) {
        if (await this.#renew(email, token)) await this.#deliver(email, token, report);
      }
      if (batch.length < this.#batchSize) break;
    }
    return report;
  }

  /** Extends this pass's lease on a message just before sending it; false if it was taken over. */
  async #renew(email: StoredEmail, token: string): Promise<boolean> {
    const now = this.#now();
    const renewed = await this.#db
      .update(emails)
      .set({ nextAttemptAt: new Date(now.getTime() + this.#leaseMs) })
      .where(
        and(eq(emails.id, email.id), eq(emails.status, 'pending'), eq(emails.claimToken, token)),
      )
      .returning({ id: emails.id });
    return renewed.length === 1;
  }

  #messageId(email: StoredEmail): string {
    const domain = /@([^>\s]+)>?\s*$/.exec(this.#from)?.[1] ?? 'localhost';
    return `<outbox-${email.id}-${email.createdAt.getTime()}@${domain}>`;
  }

  async #claim(token: string): Promise<StoredEmail[]> {
    const now = this.#now();
    return this.#db.transaction(async (tx) => {
      const due = await tx
        .select({ id: emails.id })
        .from(emails)
        .where(and(eq(emails.status, 'pending'), lte(emails.nextAttemptAt, now)))
        .orderBy(asc(emails.nextAttemptAt), asc(emails.id))
        .limit(this.#batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(emails)
        .set({
          attempts: sql`${emails.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + this.#leaseMs),
          claimToken: token,
          updatedAt: now,
        })
        .where(
          inArray(
            emails.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  }

  async #deliver(email: StoredEmail, token: string, report: FlushReport): Promise<void> {
    let failure: unknown = null;
    try {
      await this.#transport.send({
        from: this.#from,
        to: email.to,
        replyTo: email.replyTo ?? undefined,
        subject: email.subject,
        text: email.text,
        html: email.html ?? undefined,
        headers: this.#headersFor?.(email),
        // One Message-ID per outbox row: should a crash between the SMTP server's acceptance and
        // the row's update make a worker send it again, mail programs show it once.
        messageId: this.#messageId(email),
      });
    } catch (error) {
      failure = error ?? new Error('unknown error');
    }
    const now = this.#now();
    const mine = and(
      eq(emails.id, email.id),
      eq(emails.status, 'pending'),
      eq(emails.claimToken, token),
    );

    if (failure === null) {
      await this.#db
        .update(emails)
        .set({
          status: 'sent',
          sentAt: now,
          lastError: null,
          text: redactLinkTokens(email.text),
          html: email.html === null ? null : redactLinkTokens(email.html),
          updatedAt: now,
        })
        .where(mine);
      report.sent += 1;
      return;
    }

    const lastError = (failure instanceof Error ? failure.message : String(failure)).slice(0, 1000);
    const giveUp = email.attempts >= this.#maxAttempts || isPermanentFailure(failure);
    if (giveUp) {
      await this.#db
        .update(emails)
        .set({ status: 'failed', lastError, updatedAt: now })
        .where(mine);
      report.failed += 1;
      this.#logger.error(
        { emailId: email.id, attempts: email.attempts, error: lastError },
        'e-mail given up',
      );
      return;
    }
    await this.#db
      .update(emails)
      .set({
        lastError,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(email.attempts)),
        updatedAt: now,
      })
      .where(mine);
    report.retrying += 1;
    this.#logger.warn(
      { emailId: email.id, attempts: email.attempts, error: lastError },
      'e-mail not sent; will retry',
    );
  }
}
