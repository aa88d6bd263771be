import { inflateSync } from 'node:zlib';

/**
 * Tests only: the text a PDF made here draws (pdf-lib's standard fonts write each run as a hex
 * string in a Flate-compressed content stream), in drawing order, one run a line. Enough to
 * check what a pro-forma says without a PDF reader.
 */
export function pdfTextOf(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const runs: string[] = [];
  // The standard fonts' encoding (WinAnsi is Windows-1252).
  const winAnsi = new TextDecoder('windows-1252');
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      runs.push(winAnsi.decode(Buffer.from(text[1]!, 'hex')));
    }
  }
  return runs.join('\n');
}
