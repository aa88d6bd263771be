/**
 * CSV for staff to open in a spreadsheet (RFC 4180: comma separated, CRLF line ends, quotes
 * doubled inside quoted cells).
 */

/**
 * Characters that make Excel, LibreOffice or Google Sheets read a cell as a formula (OWASP "CSV
 * injection"): such a cell gets a leading apostrophe, so a visitor-typed value stays text.
 */
const formulaStart = /^[=+\-@\t\r]/;

export type CsvValue = string | number | Date | null | undefined;

/** One cell: dates as ISO 8601, formulas defused, quoted when it holds a comma, quote or newline. */
export function csvCell(value: CsvValue): string {
  let text = value instanceof Date ? value.toISOString() : value == null ? '' : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A whole file: the header row, then one row per record. It starts with a byte order mark so
 * Excel reads the file as UTF-8 (accented names) instead of the system's code page.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
