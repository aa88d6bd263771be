import { describe, expect, it } from 'vitest';
import { detectFileType, looksLikeSvg } from './file-type.ts';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );

describe('detectFileType', () => {
  it.each([
    [bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF\0\0\0\0\0\0'), 'jpeg'],
    [bytes('\x89PNG\r\n\x1a\n', '\0\0\0\rIHDR'), 'png'],
    [bytes('RIFF\0\0\0\0WEBPVP8 '), 'webp'],
    [bytes([0, 0, 0, 0x1c], 'ftypavif\0\0\0\0'), 'avif'],
    [bytes('%PDF-1.7\n', 'x'.repeat(2000), '\n%%EOF\n'), 'pdf'],
  ])('recognises %#', (file, type) => {
    expect(detectFileType(file)).toBe(type);
  });

  it.each([
    ['text', bytes('hello, this is plain text')],
    ['too short', bytes([0xff, 0xd8, 0xff])],
    ['svg', bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['gif', bytes('GIF89a\0\0\0\0\0\0\0\0')],
    ['heic (not AVIF)', bytes([0, 0, 0, 0x1c], 'ftypheic\0\0\0\0')],
    ['pdf without its end', bytes('%PDF-1.7\n', 'x'.repeat(2000))],
    ['html', bytes('<!doctype html><script>alert(1)</script>')],
  ])('refuses %s', (_name, file) => {
    expect(detectFileType(file)).toBeNull();
  });
});

describe('looksLikeSvg', () => {
  it.each([
    ['<svg xmlns="http://www.w3.org/2000/svg"/>', true],
    ['\uFEFF <?xml version="1.0"?>\n<!-- drawn -->\n<!DOCTYPE svg>\n<SVG>', true],
    ['<!-- a --><!-- b --> <svg>', true],
    ['<!-- <svg> -->', false],
    ['<html><svg></svg></html>', false],
    ['<svgx>', false],
  ])('reads %j as an SVG: %s', (text, svg) => {
    expect(looksLikeSvg(Buffer.from(text))).toBe(svg);
  });

  it('answers at once for a file of many comments that is no SVG (no backtracking blow-up)', () => {
    const started = performance.now();
    expect(looksLikeSvg(Buffer.from(`${'<!---->'.repeat(30)}<html>`))).toBe(false);
    expect(looksLikeSvg(Buffer.from(`${'<!-- x -->'.repeat(400)}<html>`))).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
