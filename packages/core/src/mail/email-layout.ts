import type { SiteLang } from '@mdc/shared';

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

const small = 'font-size:13px;color:#555555';

const paragraphHtml = (p: string, style = 'margin:0 0 16px') =>
  `<p style="${style}">${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`;

function linkHtml(url: string, label: string, style = 'color:#5b1a2b') {
  return `<a href="${escapeHtml(url)}" style="${style}">${escapeHtml(label)}</a>`;
}

function factsHtml(facts: Array<[string, string]>): string {
  return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${facts
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0;font-weight:600;vertical-align:top">${escapeHtml(label)}</th>` +
        `<td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;
}

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

function tableHtml(table: EmailTable): string {
  const cell = 'padding:6px 0 6px 12px;vertical-align:top;text-align:right;white-space:nowrap';
  const first = 'padding:6px 0;vertical-align:top;text-align:left';
  const head = table.columns
    .map(
      (column, i) =>
        `<th scope="col" style="${i === 0 ? first : cell};font-weight:600;border-bottom:1px solid #cccccc">${escapeHtml(column)}</th>`,
    )
    .join('');
  const body = table.rows
    .map((row) => {
      const cells = row.cells.map(cellOf).map(({ value, struck }, i) => {
        const before = struck
          ? `<span style="${small}">${escapeHtml(table.struckLabel ?? '')} <s>${escapeHtml(struck)}</s></span><br>`
          : '';
        return `<td style="${i === 0 ? first : cell}">${before}${escapeHtml(value)}</td>`;
      });
      const note = row.note
        ? `<tr><td colspan="${table.columns.length}" style="padding:0 0 6px;text-align:right;${small}">${escapeHtml(row.note)}</td></tr>`
        : '';
      return `<tr style="border-top:1px solid #eeeeee">${cells.join('')}</tr>${note}`;
    })
    .join('');
  const foot = (table.totals ?? [])
    .map(
      ({ label, value, strong }) =>
        `<tr${strong ? ' style="font-weight:700;font-size:18px"' : ''}>` +
        `<th scope="row" colspan="${table.columns.length - 1}" style="padding:4px 0;text-align:right;font-weight:inherit">${escapeHtml(label)}</th>` +
        `<td style="${cell};padding-top:4px;padding-bottom:4px">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return (
    `<table style="border-collapse:collapse;width:100%;margin:0 0 16px"><thead><tr>${head}</tr></thead>` +
    `<tbody>${body}</tbody>${foot ? `<tfoot style="border-top:1px solid #cccccc">${foot}</tfoot>` : ''}</table>`
  );
}

/** A section as text (its heading underlined) and as HTML (an h2 and its parts). */
function renderSection(section: EmailSection): { text: string; html: string } {
  const text: string[] = [`${section.heading}\n${'-'.repeat(section.heading.length)}`];
  const html: string[] = [
    `<h2 style="margin:32px 0 12px;font-size:20px;font-weight:600;color:#5b1a2b">${escapeHtml(section.heading)}</h2>`,
  ];
  for (const p of section.paragraphs ?? []) {
    text.push(p);
    html.push(paragraphHtml(p));
  }
  if (section.table) {
    text.push(tableText(section.table));
    html.push(tableHtml(section.table));
  }
  if (section.lines?.length) {
    text.push(section.lines.join('\n'));
    const box = section.framed
      ? 'margin:0 0 16px;padding:12px 16px;border:1px solid #999999'
      : 'margin:0 0 16px';
    html.push(
      `<p style="${box}">${section.lines.map((line) => escapeHtml(line)).join('<br>')}</p>`,
    );
  }
  if (section.facts?.length) {
    text.push(factsText(section.facts));
    html.push(factsHtml(section.facts));
  }
  for (const link of section.links ?? []) {
    text.push(`${link.label}:\n${link.url}`);
    html.push(`<p style="margin:0 0 16px">${linkHtml(link.url, link.label)}</p>`);
  }
  return { text: text.join('\n\n'), html: html.join('\n') };
}

function logoHtml(logo: EmailLogo): string {
  // The alt text's styles are what a reader with images blocked sees: the name as a heading.
  return (
    `<p style="margin:0 0 24px"><img src="${escapeHtml(logo.url)}" alt="${escapeHtml(logo.alt)}" ` +
    `width="${logo.width}" height="${logo.height}" style="display:block;border:0;max-width:100%;` +
    `font-family:Georgia,serif;font-size:24px;font-weight:600;color:#5b1a2b"></p>`
  );
}

function footerParts(footer: NonNullable<EmailBody['footer']>): { text: string[]; html: string[] } {
  const text = ['--'];
  const html = ['<hr style="border:none;border-top:1px solid #dddddd;margin:24px 0">'];
  for (const line of footer) {
    text.push(line.link ? `${line.text}\n${line.link.label}: ${line.link.url}` : line.text);
    const link = line.link ? ` ${linkHtml(line.link.url, line.link.label, 'color:#555555')}` : '';
    html.push(
      `<p style="margin:0 0 8px;font-size:12px;color:#555555">${escapeHtml(line.text)}${link}</p>`,
    );
  }
  return { text, html };
}

/**
 * Renders an e-mail as plain text and as simple HTML (inline styles only, which mail programs
 * keep). Every value is escaped, since much of it is what a visitor typed.
 */
export function composeEmail(body: EmailBody): { text: string; html: string } {
  const text: string[] = [];
  const html: string[] = [];
  const add = (part: { text: string; html: string }) => {
    text.push(part.text);
    html.push(part.html);
  };

  if (body.logo) add({ text: body.logo.alt, html: logoHtml(body.logo) });
  for (const p of body.paragraphs) add({ text: p, html: paragraphHtml(p) });
  if (body.facts?.length) add({ text: factsText(body.facts), html: factsHtml(body.facts) });
  for (const section of body.sections ?? []) add(renderSection(section));

  if (body.quote?.text) {
    const { label, text: quoted } = body.quote;
    add({
      text: `${label}\n${quoted}`,
      html:
        `<p style="margin:0 0 4px;font-weight:600">${escapeHtml(label)}</p>` +
        `<blockquote style="margin:0 0 16px;padding:0 0 0 12px;border-left:3px solid #dddddd">` +
        `${escapeHtml(quoted).replace(/\r?\n/g, '<br>')}</blockquote>`,
    });
  }

  if (body.action) {
    const { label, url } = body.action;
    add({
      text: `${label}:\n${url}`,
      html: `<p style="margin:24px 0">${linkHtml(
        url,
        label,
        'background:#5b1a2b;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block',
      )}</p>`,
    });
  }

  for (const p of body.closing ?? []) add({ text: p, html: paragraphHtml(p) });
  for (const section of body.appendix ?? []) add(renderSection(section));

  if (body.footer?.length) {
    const footer = footerParts(body.footer);
    text.push(...footer.text);
    html.push(...footer.html);
  }

  return {
    text: `${text.join('\n\n')}\n`,
    html:
      `<!doctype html><html lang="${body.lang}"><head><meta charset="utf-8"></head>` +
      `<body style="margin:0;padding:24px;font-family:Georgia,serif;font-size:16px;line-height:1.5;color:#222222">` +
      `<div style="max-width:560px;margin:0 auto">${html.join('\n')}</div></body></html>`,
  };
}

/** The opening line of an e-mail to a visitor. */
export function greeting(lang: SiteLang): string {
  return lang === 'pt' ? 'Olá,' : 'Hello,';
}

/**
 * Small print of every receipt sent to an address typed into a form: whoever typed it may not be
 * its owner.
 */
export function receiptNotice(lang: SiteLang, site: string): string {
  return lang === 'pt'
    ? `Recebeu este e-mail porque este endereço foi indicado num formulário de ${site}. ` +
        'Se não foi você, pode ignorá-lo.'
    : `You received this e-mail because this address was entered in a form on ${site}. ` +
        'If that was not you, you can ignore it.';
}

/** The closing line every e-mail to a visitor signs with. */
export function signOff(lang: SiteLang, estateName: string): string {
  return `${lang === 'pt' ? 'Com os melhores cumprimentos' : 'Kind regards'},\n${estateName}`;
}

/** "Monte das Cegonhas <no-reply@…>" → "Monte das Cegonhas" (the name e-mails sign with). */
export function displayNameOf(address: string): string {
  const match = /^\s*"?([^"<]*?)"?\s*<[^>]+>\s*$/.exec(address);
  return match?.[1]?.trim() || address.trim();
}
