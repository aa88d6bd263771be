import { describe, expect, it } from 'vitest';
import { detectFileType } from './file-type.ts';

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
