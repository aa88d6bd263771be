import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type * as Nodemailer from 'nodemailer';

/** The part of a pino logger the integrations use (Fastify's app.log fits). */
export interface ServiceLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string | undefined;
  subject: string;
  text: string;
  html?: string | undefined;
  headers?: Record<string, string> | undefined;
  /** The Message-ID, `<…@…>`; nodemailer makes one when absent. */
  messageId?: string | undefined;
}

/** Where e-mails go: an SMTP server, or .eml files when none is configured. */
export interface MailTransport {
  readonly kind: 'smtp' | 'files';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailTransportOptions {
  /** smtp:// or smtps:// URL (nodemailer syntax, query options such as ?ignoreTLS=true). */
  smtpUrl?: string | undefined;
  /** Folder for .eml files when there is no SMTP server. */
  outboxDir: string;
  logger: ServiceLogger;
}

export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl
    ? createSmtpTransport(options.smtpUrl)
    : createFileTransport(options.outboxDir, options.logger);
}

/**
 * nodemailer is loaded with the first e-mail, not at start-up: it is among the slowest modules to
 * load, and a server starts before it sends anything (docs/decisions/124-compiled-server.md).
 */
function lazyNodemailer<T extends { close(): void }>(make: (nodemailer: typeof Nodemailer) => T) {
  let made: Promise<T> | undefined;
  return {
    get: () => (made ??= import('nodemailer').then(make)),
    close: () => void made?.then((transporter) => transporter.close()),
  };
}

function createSmtpTransport(url: string): MailTransport {
  const transporter = lazyNodemailer(({ createTransport }) =>
    createTransport({
      url,
      // nodemailer waits minutes by default; the worker would rather retry later.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    }),
  );
  return {
    kind: 'smtp',
    async send(message) {
      await (await transporter.get()).sendMail(toNodemailer(message));
    },
    close: transporter.close,
  };
}

/**
 * Without SMTP (a local install, the demo) each message becomes an .eml file that any mail
 * program opens, and its subject and links are logged so a developer can follow a confirmation
 * link straight from the console.
 */
function createFileTransport(dir: string, logger: ServiceLogger): MailTransport {
  const transporter = lazyNodemailer(({ createTransport }) =>
    createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  let sequence = 0;
  return {
    kind: 'files',
    async send(message) {
      const info = await (await transporter.get()).sendMail(toNodemailer(message));
      await mkdir(dir, { recursive: true });
      sequence += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${process.pid}-${sequence}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info(
        { to: message.to, subject: message.subject, links: linksIn(message.text), file },
        'e-mail written to the outbox folder (no SMTP_URL)',
      );
    },
    close: transporter.close,
  };
}

function toNodemailer(message: MailMessage) {
  const headers = Object.fromEntries(
    Object.entries(message.headers ?? {}).map(([name, value]) => {
      // Prepared values go out verbatim, so a line break here would forge further headers.
      if (/[\r\n]/.test(value)) throw new Error(`e-mail header ${name} contains a line break`);
      // Prepared: nodemailer would otherwise re-encode angle-bracketed URLs such as those of
      // List-Unsubscribe.
      return [name, { prepared: true, value }];
    }),
  );
  return {
    from: message.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers,
    messageId: message.messageId,
  };
}

export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
}
