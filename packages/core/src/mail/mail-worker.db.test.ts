import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emails, openTestDatabase, testDatabaseKinds, type DatabaseHandle } from '@mdc/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailTransport, type ServiceLogger } from './mail-transport.ts';
import {
  defaultMailLeaseMs,
  MailWorker,
  redactLinkTokens,
  type MailWorkerOptions,
} from './mail-worker.ts';
import { retryDelayMs } from '../support/index.ts';
import { queueEmail } from './outbox.ts';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server.ts';

const quietLogger = (): ServiceLogger => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

describe('redactLinkTokens', () => {
  it('keeps links but drops their token values, in text and HTML', () => {
    expect(redactLinkTokens('Go: https://x.pt/a/?token=abc_DEF-1&lang=pt')).toBe(
      'Go: https://x.pt/a/?token=[redacted]&lang=pt',
    );
    expect(redactLinkTokens('<a href="https://x.pt/?lang=en&amp;token=zz9">')).toBe(
      '<a href="https://x.pt/?lang=en&amp;token=[redacted]">',
    );
  });
});

describe.each(testDatabaseKinds)('mail outbox and worker on %s', (kind) => {
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const workers: MailWorker[] = [];

  const worker = (
    overrides: Partial<MailWorkerOptions> = {},
    smtpUrl: string | null = smtp.url,
  ) => {
    const logger = overrides.logger ?? quietLogger();
    const w = new MailWorker({
      db: handle.db,
      transport: createMailTransport({
        smtpUrl: smtpUrl ?? undefined,
        outboxDir: join(mkdtempSync(join(tmpdir(), 'mdc-outbox-')), 'outbox'),
        logger,
      }),
      from: 'Monte das Cegonhas <no-reply@localhost>',
      logger,
      now,
      ...overrides,
    });
    workers.push(w);
    return w;
  };
  const rowOf = async (id: number) => {
    const [row] = await handle.db.select().from(emails).where(eq(emails.id, id));
    return row!;
  };

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    smtp = await startTestSmtpServer();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    smtp.received.length = 0;
    offset = 0;
    await handle.db.delete(emails);
  });
  afterAll(async () => {
    await smtp?.close();
    await handle?.close();
  });

  it('queues inside the caller’s transaction, so a rollback drops the e-mail too', async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await queueEmail(tx, { to: 'a@example.com', subject: 'Olá', text: 'x' });
        throw new Error('the record failed');
      }),
    ).rejects.toThrow('the record failed');
    expect(await handle.db.select().from(emails)).toHaveLength(0);
  });

  it('delivers through SMTP with From, To, Reply-To, headers and both bodies', async () => {
    const id = await queueEmail(handle.db, {
      to: 'visitante@example.com',
      replyTo: 'remetente@example.com',
      subject: 'Confirmação — Monte das Cegonhas',
      text: 'Olá!\nhttps://example.com/confirm/?token=secret123',
      html: '<html><head></head><body><p>Olá!</p></body></html>',
    });
    const w = worker({ headersFor: () => ({ 'List-Unsubscribe': '<https://example.com/u>' }) });
    expect(await w.flush()).toEqual({ sent: 1, retrying: 0, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.envelope.to).toEqual(['visitante@example.com']);
    expect(mail.headers.get('from')).toBe('Monte das Cegonhas <no-reply@localhost>');
    expect(mail.headers.get('reply-to')).toBe('remetente@example.com');
    expect(mail.headers.get('list-unsubscribe')).toBe('<https://example.com/u>');
    expect(mail.subject).toBe('Confirmação — Monte das Cegonhas');
    expect(mail.text).toContain('Olá!');
    expect(mail.text).toContain('token=secret123');
    expect(mail.html).toContain('<p>Olá!</p>');
    // The subject is the HTML document's title (W3C Nu: every document has one).
    expect(mail.html).toContain('<head><title>Confirmação — Monte das Cegonhas</title></head>');

    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    // The stored copy keeps no secret once it went out.
    expect(row.text).toContain('token=[redacted]');
  });

  it('keeps the e-mail pending while SMTP is down and delivers it once the server is back', async () => {
    const down = await startTestSmtpServer();
    const { port } = down;
    await down.close();
    const id = await queueEmail(handle.db, { to: 'a@example.com', subject: 'Olá', text: 'x' });
    const w = worker({}, `smtp://127.0.0.1:${port}/?ignoreTLS=true`);

    expect(await w.flush()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let row = await rowOf(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 25_000);

    // Not due yet: a second pass leaves it alone.
    expect(await w.flush()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    const back = await startTestSmtpServer(port);
    try {
      offset = retryDelayMs(1) + 1000;
      expect(await w.flush()).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(back.received.map((m) => m.envelope.to)).toEqual([['a@example.com']]);
      row = await rowOf(id);
      expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await back.close();
    }
  });

  it('gives up after the last attempt with the last error', async () => {
    const id = await queueEmail(handle.db, { to: 'a@example.com', subject: 'Olá', text: 'x' });
    const logger = quietLogger();
    const w = worker({ maxAttempts: 3, logger }, 'smtp://127.0.0.1:1/?ignoreTLS=true');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await w.flush();
      offset += retryDelayMs(attempt) + 1000;
    }
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row.lastError).toBeTruthy();
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ emailId: id }),
      'e-mail given up',
    );
    expect(await w.flush()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('sends each message once when several workers flush at the same time', async () => {
    for (let i = 0; i < 12; i += 1) {
      await queueEmail(handle.db, { to: `guest${i}@example.com`, subject: `n${i}`, text: 'x' });
    }
    const [a, b, c] = [worker({ batchSize: 3 }), worker({ batchSize: 3 }), worker()];
    const reports = await Promise.all([a.flush(), b.flush(), c.flush()]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(12);
    const recipients = smtp.received.flatMap((m) => m.envelope.to).sort();
    expect(recipients).toHaveLength(12);
    expect(new Set(recipients).size).toBe(12);
  });

  it('takes over a dead worker’s claims after its lease, sending each message once', async () => {
    for (let i = 0; i < 3; i += 1) {
      await queueEmail(handle.db, { to: `buyer${i}@example.com`, subject: `n${i}`, text: 'x' });
    }
    // A worker claims the batch and dies in its first send (kill -9: it never answers again).
    let died!: () => void;
    const dead = worker({
      transport: {
        kind: 'smtp',
        send: () =>
          new Promise<void>((resolve) => (died = resolve)).then(() => {
            throw new Error('killed');
          }),
        close: () => {},
      },
    });
    void dead.flush().catch(() => {});
    await expect.poll(() => died).toBeTypeOf('function');
    const live = worker();
    // Within the lease nobody else sends them…
    expect(await live.flush()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    // …and once it has passed (40 s), the next poll delivers every message.
    offset = defaultMailLeaseMs + 1;
    expect(await live.flush()).toMatchObject({ sent: 3 });
    const recipients = smtp.received.flatMap((m) => m.envelope.to).sort();
    expect(recipients).toEqual(['buyer0@example.com', 'buyer1@example.com', 'buyer2@example.com']);
    // Were the dead worker to wake, it would find its claims taken: nothing more is sent.
    died();
    await dead.stop();
    expect(smtp.received).toHaveLength(3);
    const rows = await handle.db.select().from(emails);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);
  });

  it('runs overlapping flush calls one after the other, each seeing earlier commits', async () => {
    const w = worker();
    await queueEmail(handle.db, { to: 'one@example.com', subject: '1', text: 'x' });
    const first = w.flush();
    await queueEmail(handle.db, { to: 'two@example.com', subject: '2', text: 'x' });
    const second = w.flush();
    const [r1, r2] = await Promise.all([first, second]);
    expect(r1.sent + r2.sent).toBe(2);
    expect(smtp.received).toHaveLength(2);
  });

  it('writes .eml files and logs subject and links when no SMTP server is configured', async () => {
    const logger = quietLogger();
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'mdc-outbox-')), 'outbox');
    const w = worker({ logger, transport: createMailTransport({ outboxDir, logger }) }, null);
    await queueEmail(handle.db, {
      to: 'a@example.com',
      subject: 'Confirme a subscrição',
      text: 'Clique: https://example.com/api/newsletter/confirm/?token=abc\nObrigado',
    });
    expect(await w.flush()).toMatchObject({ sent: 1 });
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(join(outboxDir, files[0]!), 'utf8');
    expect(eml).toContain('To: a@example.com');
    expect(logger.info).toHaveBeenCalledWith(
      expect.objectContaining({
        subject: 'Confirme a subscrição',
        links: ['https://example.com/api/newsletter/confirm/?token=abc'],
      }),
      expect.any(String),
    );
  });
});
