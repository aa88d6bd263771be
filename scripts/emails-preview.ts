import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { emailPreviews } from '../packages/core/src/email-previews.ts';

/**
 * `npm run emails:preview [folder]`: writes every e-mail in every language, as HTML and as text,
 * with demo data (docs/decisions/106-one-i18n-and-email-templates.md), and prints the paths.
 * Open the .html files in a browser; the .txt files are the plain-text part.
 */
const folder = resolve(process.argv[2] ?? 'build/email-preview');
mkdirSync(folder, { recursive: true });
for (const { name, lang, email } of emailPreviews()) {
  const base = join(folder, `${name}.${lang}`);
  writeFileSync(`${base}.html`, email.html ?? '');
  writeFileSync(`${base}.txt`, `Subject: ${email.subject}\n\n${email.text}`);
  console.log(`${base}.html\n${base}.txt`);
}
