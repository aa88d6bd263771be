import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './sanitize-html.ts';

describe('sanitizeRichText', () => {
  it("keeps the admin editor's strikethrough and code", () => {
    const html = '<p><s>old</s> <code>new</code></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps formatting and safe links', () => {
    const html = '<p>A <strong>bold</strong> <a href="https://example.pt">link</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['<img src=x onerror=alert(1)>', ''],
    ['<script>alert(1)</script>ok', 'ok'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<iframe src="https://evil"></iframe>', ''],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<style>body{}</style>x', 'x'],
  ])('removes dangerous markup from %s', (input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('adds rel=noopener to links that open a new tab', () => {
    expect(sanitizeRichText('<a href="https://x.pt" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});

describe('richTextToPlain', () => {
  it('turns paragraphs into spaced plain text', () => {
    expect(richTextToPlain('<p>One &amp; <em>two</em></p><p>Three</p>')).toBe(
      'One &amp; two Three',
    );
  });
});
