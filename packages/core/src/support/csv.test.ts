import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('ana@example.com')).toBe('ana@example.com');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "olá"')).toBe('"say ""olá"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=1+1', '+351', '-2', '@SUM(A1)', '\tx', '\rx'])(
    'puts an apostrophe before a cell that a spreadsheet reads as a formula: %j',
    (value) => {
      expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it('defuses and quotes a formula with a comma', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('writes dates as ISO 8601', () => {
    expect(csvCell(new Date('2024-05-01T10:00:00Z'))).toBe('2024-05-01T10:00:00.000Z');
  });
});

describe('toCsv', () => {
  it('writes a byte order mark, a header and CRLF-ended rows', () => {
    expect(toCsv(['a', 'b'], [['1', '2,3']])).toBe('\uFEFFa,b\r\n1,"2,3"\r\n');
  });
});
