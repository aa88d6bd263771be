import { emails, type Database } from '@mdc/db';
import { OutboxClaims, OutboxPasses } from '../support/index.ts';
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
  readonly #transport: MailTransport;
  readonly #from: string;
  readonly #logger: ServiceLogger;
  readonly #headersFor: MailWorkerOptions['headersFor'];
  readonly #now: () => Date;
  readonly #claims: OutboxClaims<StoredEmail>;
  readonly #passes: OutboxPasses<FlushReport>;

  constructor(options: MailWorkerOptions) {
    this.#transport = options.transport;
    this.#from = options.from;
    this.#logger = options.logger;
    this.#headersFor = options.headersFor;
    this.#now = options.now ?? (() => new Date());
    this.#claims = new OutboxClaims({
      db: options.db,
      table: emails,
      batchSize: options.batchSize ?? 20,
      maxRounds: maxRoundsPerFlush,
      leaseMs: options.leaseMs ?? defaultMailLeaseMs,
      maxAttempts: options.maxAttempts ?? 10,
      now: this.#now,
    });
    this.#passes = new OutboxPasses(
      () => this.#drain(),
      (error) => this.#logger.error({ err: error }, 'mail flush failed'),
    );
  }

  get transportKind(): MailTransport['kind'] {
    return this.#transport.kind;
  }

  /** Sends every message that is due, and resolves when done (OutboxPasses.flush). */
  flush(): Promise<FlushReport> {
    return this.#passes.flush();
  }

  /** After a commit: deliver now without making the visitor wait; failures are retried later. */
  kick(): void {
    this.#passes.kick();
  }

  start(intervalMs: number): void {
    this.#passes.start(intervalMs);
  }

  /** Stops polling and waits for a pass in progress, so the database can close after it. */
  async stop(): Promise<void> {
    await this.#passes.stop();
    this.#transport.close();
  }

  async #drain(): Promise<FlushReport> {
    const report: FlushReport = { sent: 0, retrying: 0, failed: 0 };
    await this.#claims.drain(async (email, token) => {
      if (await this.#claims.renew(email, token)) await this.#deliver(email, token, report);
    });
    return report;
  }

  #messageId(email: StoredEmail): string {
    const domain = /@([^>\s]+)>?\s*$/.exec(this.#from)?.[1] ?? 'localhost';
    return `<outbox-${email.id}-${email.createdAt.getTime()}@${domain}>`;
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

    if (failure === null) {
      const now = this.#now();
      await this.#claims.settle(email, token, {
        status: 'sent',
        sentAt: now,
        lastError: null,
        text: redactLinkTokens(email.text),
        html: email.html === null ? null : redactLinkTokens(email.html),
        updatedAt: now,
      });
      report.sent += 1;
      return;
    }

    const { giveUp, lastError } = await this.#claims.fail(
      email,
      token,
      failure,
      isPermanentFailure(failure),
    );
    if (giveUp) {
      report.failed += 1;
      this.#logger.error(
        { emailId: email.id, attempts: email.attempts, error: lastError },
        'e-mail given up',
      );
      return;
    }
    report.retrying += 1;
    this.#logger.warn(
      { emailId: email.id, attempts: email.attempts, error: lastError },
      'e-mail not sent; will retry',
    );
  }
}
