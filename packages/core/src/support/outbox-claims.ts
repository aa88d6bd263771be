import { randomUUID } from 'node:crypto';
import type { Database } from '@mdc/db';
import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** The columns every outbox table has (emails, invoices) for fenced claims (decision 100). */
export interface OutboxColumns {
  id: PgColumn;
  status: PgColumn;
  attempts: PgColumn;
  nextAttemptAt: PgColumn;
  claimToken: PgColumn;
  updatedAt: PgColumn;
}

/** What the claims read of a row of the caller's table. */
export interface OutboxRow {
  id: number;
  attempts: number;
}

/** Exponential backoff: 30 s after the first failure, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface OutboxClaimsOptions {
  db: Database;
  table: PgTable & OutboxColumns;
  /** Rows claimed per database round trip. */
  batchSize: number;
  /** Claimed batches per pass at the most. */
  maxRounds: number;
  /** How long a claimed row stays invisible to other workers (renewed before each step). */
  leaseMs: number;
  /** Attempts before a row is given up as 'failed'. */
  maxAttempts: number;
  now: () => Date;
}

/**
 * The outbox's claims (docs/decisions/100-mail-claims.md), shared by the mail and invoice
 * workers: due rows are claimed with SELECT … FOR UPDATE SKIP LOCKED, a lease and the pass's own
 * token, which bumps their attempts; the pass renews the lease under its token before each step
 * and records every outcome under it, so a row another pass took over is never worked on twice.
 */
export class OutboxClaims<Row extends OutboxRow> {
  readonly #db: Database;
  readonly #table: PgTable & OutboxColumns;
  readonly #options: Omit<OutboxClaimsOptions, 'db' | 'table'>;

  constructor({ db, table, ...options }: OutboxClaimsOptions) {
    this.#db = db;
    this.#table = table;
    this.#options = options;
  }

  /**
   * One pass: claims a batch under a fresh token and hands its rows to `work` one after another,
   * until a batch comes back short or after maxRounds batches. `only` narrows the rows claimed.
   */
  async drain(work: (row: Row, token: string) => Promise<void>, only?: SQL): Promise<void> {
    for (let round = 0; round < this.#options.maxRounds; round += 1) {
      const token = randomUUID();
      const batch = await this.#claim(token, only);
      for (const row of batch) await work(row, token);
      if (batch.length < this.#options.batchSize) break;
    }
  }

  /** Claims a batch of due rows (with `only`, of those rows alone: one order's invoices). */
  async #claim(token: string, only?: SQL): Promise<Row[]> {
    const table = this.#table;
    const now = this.#options.now();
    return this.#db.transaction(async (tx) => {
      const due = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.status, 'pending'), lte(table.nextAttemptAt, now), only))
        .orderBy(asc(table.nextAttemptAt), asc(table.id))
        .limit(this.#options.batchSize)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      const claimed = await tx
        .update(table)
        .set({
          attempts: sql`${table.attempts} + 1`,
          nextAttemptAt: this.#leaseFrom(now),
          claimToken: token,
          updatedAt: now,
        })
        .where(
          inArray(
            table.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
      // The table is generic here; its rows are the caller's Row type.
      return claimed as unknown as Row[];
    });
  }

  #leaseFrom(now: Date): Date {
    return new Date(now.getTime() + this.#options.leaseMs);
  }

  /** The row, while it is pending and held by this pass's token. */
  #mine(row: OutboxRow, token: string): SQL | undefined {
    const table = this.#table;
    return and(eq(table.id, row.id), eq(table.status, 'pending'), eq(table.claimToken, token));
  }

  /**
   * Extends this pass's lease on a row just before a step; with `record`, also saves it (which
   * may set next_attempt_at itself) and updated_at. False if another pass took the row over.
   */
  async renew(row: OutboxRow, token: string, record?: Partial<Row>): Promise<boolean> {
    const now = this.#options.now();
    const lease = { nextAttemptAt: this.#leaseFrom(now) };
    const renewed = await this.#db
      .update(this.#table)
      .set(record === undefined ? lease : { ...lease, ...record, updatedAt: now })
      .where(this.#mine(row, token))
      .returning({ id: this.#table.id });
    return renewed.length === 1;
  }

  /** Records an outcome under this pass's token (a row taken over is left as the other has it). */
  settle(row: OutboxRow, token: string, record: Partial<Row>): Promise<void> {
    return this.#record(row, token, record);
  }

  async #record(row: OutboxRow, token: string, record: Record<string, unknown>): Promise<void> {
    await this.#db.update(this.#table).set(record).where(this.#mine(row, token));
  }

  /**
   * Records a failed attempt under this pass's token and releases the row (no token: a token with
   * a running lease means a pass holds it, decision 117): the row is given up as 'failed' after
   * maxAttempts (or at once when `permanent`), else it waits retryDelayMs.
   */
  async fail(
    row: OutboxRow,
    token: string,
    error: unknown,
    permanent = false,
  ): Promise<{ giveUp: boolean; lastError: string }> {
    const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const giveUp = row.attempts >= this.#options.maxAttempts || permanent;
    const now = this.#options.now();
    await this.#record(row, token, {
      lastError,
      claimToken: null,
      updatedAt: now,
      ...(giveUp
        ? { status: 'failed' }
        : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)) }),
    });
    return { giveUp, lastError };
  }
}

/**
 * A worker's passes over its outbox: run on demand (after a commit) and on a poll, never
 * overlapping within a process.
 */
export class OutboxPasses<Report> {
  readonly #pass: () => Promise<Report>;
  readonly #onError: (error: unknown) => void;
  /** The end of the last pass. */
  #chain: Promise<unknown> = Promise.resolve();
  /** A pass queued behind a running one; callers arriving meanwhile share it. */
  #queued: Promise<Report> | null = null;
  #timer: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(pass: () => Promise<Report>, onError: (error: unknown) => void) {
    this.#pass = pass;
    this.#onError = onError;
  }

  /**
   * Works through every row that is due, and resolves when done. A pass always starts after the
   * call, so it sees every row committed before it.
   */
  flush(): Promise<Report> {
    if (this.#queued) return this.#queued;
    const pass = this.#chain.then(() => {
      this.#queued = null;
      return this.#pass();
    });
    this.#queued = pass;
    this.#chain = pass.catch(() => undefined);
    return pass;
  }

  /** After a commit: work now without making the caller wait; failures are retried later. */
  kick(): void {
    if (this.#stopped) return;
    this.flush().catch(this.#onError);
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
  }
}
