import { eq } from 'drizzle-orm';
import { invoices, type Database } from '@mdc/db';
import type { ServiceLogger } from '../mail/index.ts';
import { OutboxClaims, OutboxPasses } from '../support/index.ts';
import { documentOf, issuedInvoiceOf, type InvoiceRow } from './invoice-document.ts';
import type { InvoiceDocument, InvoiceProvider, InvoiceSeller } from './invoice-provider.ts';

export interface InvoiceWorkerOptions {
  db: Database;
  provider: InvoiceProvider;
  logger: ServiceLogger;
  /**
   * Who sells, as the documents name them (the settings' company contact, read per job so a
   * staff edit counts); without it, an unnamed seller (tests of the claims alone).
   */
  seller?: () => Promise<InvoiceSeller>;
  /** Attempts before a job is marked 'failed' (staff may retry it). */
  maxAttempts?: number;
  /** How long a claimed job stays invisible to other workers (renewed before each step). */
  leaseMs?: number;
  now?: () => Date;
}

export interface InvoiceFlushReport {
  issued: number;
  retrying: number;
  failed: number;
}

/** One provider call with room (10 s timeout each); see decision 100 for the mail's lease. */
export const defaultInvoiceLeaseMs = 60_000;
/** While the provider makes the PDF (202), the job is looked at again this soon. */
const pdfPollMs = 5_000;
const batchSize = 10;
const maxRounds = 20;

class LostClaim extends Error {}

/**
 * Issues the queued tax documents (docs/decisions/109-invoice-provider.md) with the outbox's
 * claims (decision 100): a job is claimed with SELECT … FOR UPDATE SKIP LOCKED, a lease and this
 * pass's token; each step's result (the provider's id, the number, the PDF) is saved under the
 * token before the next step, so a retry resumes and two instances never issue one job twice.
 * A provider that is down never blocks a sale: the job waits with exponential backoff.
 */
export class InvoiceWorker {
  readonly #db: Database;
  readonly #provider: InvoiceProvider;
  readonly #logger: ServiceLogger;
  readonly #now: () => Date;
  readonly #seller: () => Promise<InvoiceSeller>;
  readonly #claims: OutboxClaims<InvoiceRow>;
  readonly #passes: OutboxPasses<InvoiceFlushReport>;
  /** How long a claimed job stays invisible to other passes (the staff's retry leaves it then). */
  readonly leaseMs: number;

  constructor(options: InvoiceWorkerOptions) {
    this.#db = options.db;
    this.#provider = options.provider;
    this.#logger = options.logger;
    this.#now = options.now ?? (() => new Date());
    this.#seller = options.seller ?? (async () => ({ name: '', address: [], taxId: '' }));
    this.leaseMs = options.leaseMs ?? defaultInvoiceLeaseMs;
    this.#claims = new OutboxClaims({
      db: options.db,
      table: invoices,
      batchSize,
      maxRounds,
      leaseMs: this.leaseMs,
      maxAttempts: options.maxAttempts ?? 12,
      now: this.#now,
    });
    this.#passes = new OutboxPasses(
      () => this.#drain(),
      (error) => this.#logger.error({ err: error }, 'invoice flush failed'),
    );
  }

  get providerName(): InvoiceProvider['name'] {
    return this.#provider.name;
  }

  /** Issues every job that is due; passes never overlap within a process. */
  flush(): Promise<InvoiceFlushReport> {
    return this.#passes.flush();
  }

  kick(): void {
    this.#passes.kick();
  }

  /**
   * Issues the due documents of one order now, beside any pass in progress (the claims keep them
   * apart): the staff's retry waits for its order only, never for the whole queue
   * (docs/decisions/117-payment-lapse-and-invoice-lookup.md).
   */
  async flushOrder(orderId: number): Promise<InvoiceFlushReport> {
    const report: InvoiceFlushReport = { issued: 0, retrying: 0, failed: 0 };
    try {
      await this.#claims.drain(
        (job, token) => this.#process(job, token, report),
        eq(invoices.orderId, orderId),
      );
    } catch (error) {
      // The database failed under the claims: the jobs stay due for the next pass.
      this.#logger.error({ err: error, orderId }, 'invoice retry of one order failed');
    }
    return report;
  }

  start(intervalMs: number): void {
    this.#passes.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.#passes.stop();
  }

  async #drain(): Promise<InvoiceFlushReport> {
    const report: InvoiceFlushReport = { issued: 0, retrying: 0, failed: 0 };
    await this.#claims.drain((job, token) => this.#process(job, token, report));
    return report;
  }

  /** Saves under this pass's token (renewing the lease); throws LostClaim if it was taken over. */
  async #save(job: InvoiceRow, token: string, set: Partial<InvoiceRow>): Promise<void> {
    if (!(await this.#claims.renew(job, token, set))) throw new LostClaim();
  }

  async #document(job: InvoiceRow): Promise<InvoiceDocument> {
    const corrects =
      job.kind === 'credit_note' ? await issuedInvoiceOf(this.#db, job.orderId) : null;
    if (job.kind === 'credit_note' && !corrects) {
      throw new Error('the invoice it corrects is not issued yet');
    }
    const doc = await documentOf(this.#db, job, corrects, await this.#seller());
    if (!doc) throw new Error(`order ${job.orderId} not found`);
    return doc;
  }

  async #process(job: InvoiceRow, token: string, report: InvoiceFlushReport): Promise<void> {
    try {
      const doc = await this.#document(job);
      let externalId = job.externalId;
      if (!externalId) {
        await this.#save(job, token, {});
        // An earlier try may have made it and lost the answer (a timeout): that one is used.
        externalId = (await this.#provider.find?.(doc)) ?? (await this.#provider.create(doc));
        await this.#save(job, token, { externalId, provider: this.#provider.name });
      }
      let number = job.number;
      if (!number) {
        number = await this.#provider.finalize(externalId, doc);
        await this.#save(job, token, { number });
      }
      const pdf = await this.#provider.pdf(externalId, doc, number);
      if (!pdf) {
        // The provider is still making it: not a failure, looked at again shortly. Released (no
        // token): a token with a running lease means a pass holds the job (decision 117).
        const soon = new Date(this.#now().getTime() + pdfPollMs);
        await this.#save(job, token, {
          nextAttemptAt: soon,
          attempts: job.attempts - 1,
          claimToken: null,
        });
        report.retrying += 1;
        return;
      }
      await this.#save(job, token, {
        pdf: Buffer.from(pdf),
        status: 'issued',
        issuedAt: this.#now(),
        lastError: null,
      });
      report.issued += 1;
    } catch (error) {
      if (error instanceof LostClaim) return;
      await this.#failed(job, token, error, report);
    }
  }

  async #failed(job: InvoiceRow, token: string, error: unknown, report: InvoiceFlushReport) {
    const { giveUp, lastError } = await this.#claims.fail(job, token, error);
    if (giveUp) report.failed += 1;
    else report.retrying += 1;
    this.#logger.warn(
      {
        invoiceId: job.id,
        orderId: job.orderId,
        kind: job.kind,
        attempts: job.attempts,
        error: lastError,
      },
      giveUp ? 'invoice given up' : 'invoice not issued; will retry',
    );
  }
}
