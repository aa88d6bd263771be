import type { SiteLang } from '@mdc/shared';
import { renderEmailHtml } from './email-document.tsx';
import { emailTexts } from './email-i18n.ts';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export interface EmailBody {
  lang: SiteLang;
  /** The sender's logo above everything: a hosted image whose alt text stands in when blocked. */
  logo?: EmailLogo;
  /** Paragraphs of plain text; line breaks inside one are kept. */
  paragraphs: string[];
  /** Labelled values shown as a list (booking dates, the sender's details). */
  facts?: Array<[label: string, value: string]>;
  /** Headed parts after the facts: an order's lines and totals, its addresses. */
  sections?: EmailSection[];
  /** A visitor's own words, shown after the facts as a quotation. */
  quote?: { label: string; text: string };
  /** The one thing to click, shown as a button in HTML and as "label: url" in text. */
  action?: { label: string; url: string };
  /** Paragraphs after the facts and the action: what happens next, the signature. */
  closing?: string[];
  /** Headed parts after the closing: information to keep (terms, a form to copy, who sells). */
  appendix?: EmailSection[];
  /** Small print under a rule: why the reader got this, how to stop it. */
  footer?: Array<{ text: string; link?: { label: string; url: string } }>;
}

export interface EmailLogo {
  /** An absolute https URL: mail programs show hosted images (after the reader allows them). */
  url: string;
  /** What shows, styled as a heading, while images are blocked: the sender's name. */
  alt: string;
  width: number;
  height: number;
}

/** A headed part of an e-mail; its parts show in this order: paragraphs, table, lines, facts, links. */
export interface EmailSection {
  heading: string;
  paragraphs?: string[];
  table?: EmailTable;
  /** Lines kept as they are (an address, a form to copy); `framed` draws a box around them. */
  lines?: string[];
  framed?: boolean;
  facts?: Array<[label: string, value: string]>;
  links?: Array<{ label: string; url: string }>;
}

/** A table of figures: the first column is text, the others are right-aligned values. */
export interface EmailTable {
  /** Column headings; the text part repeats them as labels ("Quantity: 2"). */
  columns: string[];
  rows: Array<{
    cells: EmailCell[];
    /** A smaller line under the row (what a line saved). */
    note?: string;
  }>;
  /** The word before a struck-through value ("before"), so it reads the same without styling. */
  struckLabel?: string;
  /** Rows under the table: a label across the first columns and a value in the last. */
  totals?: Array<{ label: string; value: string; strong?: boolean }>;
}

/** A table cell: a value, with an earlier value struck through before it. */
export type EmailCell = string | { value: string; struck?: string | null };

const factsText = (facts: Array<[string, string]>) =>
  facts.map(([label, value]) => `${label}: ${value}`).join('\n');

function cellOf(cell: EmailCell): { value: string; struck: string | null } {
  return typeof cell === 'string'
    ? { value: cell, struck: null }
    : { ...cell, struck: cell.struck ?? null };
}

/** The table as text: a row's first cell on its own line, the others as "label: value" under it. */
function tableText(table: EmailTable): string {
  const rows = table.rows.map((row) => {
    const [first, ...rest] = row.cells.map(cellOf);
    const values = rest.map(({ value, struck }, i) => {
      const before = struck ? ` (${[table.struckLabel, struck].filter(Boolean).join(' ')})` : '';
      return `${table.columns[i + 1] ?? ''}: ${value}${before}`;
    });
    return [first?.value ?? '', `  ${values.join(' · ')}`, ...(row.note ? [`  ${row.note}`] : [])]
      .filter((line) => line.trim())
      .join('\n');
  });
  const totals = (table.totals ?? []).map(({ label, value }) => `${label}: ${value}`);
  return [...rows, ...(totals.length ? [totals.join('\n')] : [])].join('\n\n');
}

/** A section as text: its heading underlined, then its parts. */
function sectionText(section: EmailSection): string {
  const text: string[] = [`${section.heading}\n${'-'.repeat(section.heading.length)}`];
  text.push(...(section.paragraphs ?? []));
  if (section.table) text.push(tableText(section.table));
  if (section.lines?.length) text.push(section.lines.join('\n'));
  if (section.facts?.length) text.push(factsText(section.facts));
  for (const link of section.links ?? []) text.push(`${link.label}:\n${link.url}`);
  return text.join('\n\n');
}

/** The e-mail as plain text, in the order the HTML shows it. */
function composeText(body: EmailBody): string {
  const text: string[] = [];
  if (body.logo) text.push(body.logo.alt);
  text.push(...body.paragraphs);
  if (body.facts?.length) text.push(factsText(body.facts));
  text.push(...(body.sections ?? []).map(sectionText));
  if (body.quote?.text) text.push(`${body.quote.label}\n${body.quote.text}`);
  if (body.action) text.push(`${body.action.label}:\n${body.action.url}`);
  text.push(...(body.closing ?? []));
  text.push(...(body.appendix ?? []).map(sectionText));
  if (body.footer?.length) {
    text.push('--');
    for (const line of body.footer)
      text.push(line.link ? `${line.text}\n${line.link.label}: ${line.link.url}` : line.text);
  }
  return `${text.join('\n\n')}\n`;
}

/**
 * Renders an e-mail as plain text and as HTML from one description of its content: the HTML
 * through react-email (./email-document.tsx), the text written out here, labelled links on lines
 * of their own (docs/decisions/106-one-i18n-and-email-templates.md).
 */
export function composeEmail(body: EmailBody): { text: string; html: string } {
  return { text: composeText(body), html: renderEmailHtml(body) };
}

/**
 * The e-mail's HTML with its subject as the document's `<title>`, which a mail program or a
 * browser shows for a saved message and every HTML document must have (W3C Nu). The subject is
 * known only once the body is composed, so it is put in when the e-mail is queued.
 */
export function withSubjectAsTitle(html: string, subject: string): string {
  if (/<title>/i.test(html)) return html;
  return html.replace(/<\/head>/i, () => `<title>${escapeHtml(subject)}</title></head>`);
}

/** The opening line of an e-mail to a visitor. */
export function greeting(lang: SiteLang): string {
  return emailTexts(lang)('common.hello');
}

/**
 * Small print of every receipt sent to an address typed into a form: whoever typed it may not be
 * its owner.
 */
export function receiptNotice(lang: SiteLang, site: string): string {
  return emailTexts(lang)('common.receiptNotice', { site });
}

/** The closing line every e-mail to a visitor signs with. */
export function signOff(lang: SiteLang, estateName: string): string {
  return emailTexts(lang)('common.signOff', { estate: estateName });
}

/** "Monte das Cegonhas <no-reply@…>" → "Monte das Cegonhas" (the name e-mails sign with). */
export function displayNameOf(address: string): string {
  const match = /^\s*"?([^"<]*?)"?\s*<[^>]+>\s*$/.exec(address);
  return match?.[1]?.trim() || address.trim();
}
