export type DetectedType = 'jpeg' | 'png' | 'webp' | 'avif' | 'pdf';

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/**
 * The type of an uploaded file from its first bytes (its "magic number"), never from its name
 * or the request's content type. Images are then decoded by sharp, which is the real check.
 */
export function detectFileType(bytes: Uint8Array): DetectedType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // ISO base media file: a box of type "ftyp" whose major brand is AVIF (image or sequence).
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) {
    return 'avif';
  }
  // A PDF starts with its version line and ends with %%EOF (allowing trailing whitespace).
  if (
    ascii(bytes, 0, 5) === '%PDF-' &&
    ascii(bytes, Math.max(0, bytes.length - 1024), bytes.length).includes('%%EOF')
  ) {
    return 'pdf';
  }
  return null;
}

/**
 * Text starting (after a byte-order mark, white space or an XML prologue) with an SVG element.
 * A comment ends at its first "-->", so text of many comments has one reading, not
 * exponentially many to backtrack through (a file of "<!---->"s used to hang the server).
 */
const svgStart =
  /^\uFEFF?\s*(?:<\?xml[^>]*>\s*)?(?:<!--(?:(?!-->)[\s\S])*-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i;

export const looksLikeSvg = (bytes: Uint8Array) =>
  svgStart.test(Buffer.from(bytes.subarray(0, 4096)).toString('utf8'));
