import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The e-mails the e2e server wrote to $DATA_DIR/outbox (no SMTP_URL there): journeys read them as
 * a visitor reads their inbox.
 */

/**
 * The newest e-mail sent to an address (its To header, not a Reply-To), or undefined. The main
 * e2e server's outbox unless another server's data folder is named.
 */
export function newestEmailTo(
  address: string,
  dataDir = process.env.E2E_DATA_DIR,
): string | undefined {
  if (!dataDir) throw new Error('E2E_DATA_DIR is set by playwright.config.ts');
  const outbox = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
  } catch {
    return undefined;
  }
  return files
    .sort()
    .reverse()
    .map((file) => readFileSync(join(outbox, file), 'utf8'))
    .find((eml) => eml.split(/\r?\n/).includes(`To: ${address}`));
}

/** An e-mail's text with quoted-printable soft breaks and escapes undone. */
export function decodedEmail(eml: string): string {
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** A unique address per journey, so parallel runs and retries never read each other's mail. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
