import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_TYPE, scriptsAfterFirstPaint } from './scripts-after-paint.server';

async function through(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks).pipe(scriptsAfterFirstPaint());
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

const moduleBody =
  'import * as route0 from "/assets/root.js";\nwindow.__m = {"a": "<b>"};\nimport("/assets/entry.js");';
const page =
  '<html><head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n1"/></head>' +
  '<body><p>Olá, vinhos à mesa</p><img fetchpriority="high" src="/x.svg"/>' +
  '<script nonce="n1">window.__ctx = 1;</script>' +
  `<script nonce="n1" type="module" async="">${moduleBody}</script>` +
  '<script nonce="n1">window.__ctx.close();</script></body></html>';

describe('scriptsAfterFirstPaint', () => {
  it('takes the module preloads out and keeps the module script inert, listing them', async () => {
    const html = await through([Buffer.from(page)]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script nonce="n1" type="module"');
    expect(html).toContain(
      `<script nonce="n1" type="${AFTER_PAINT_TYPE}" data-preload="/assets/entry.js /assets/root.js">${moduleBody}</script>`,
    );
    // Everything else is as it was, in its place.
    expect(html.startsWith('<html><head><link rel="stylesheet" href="/a.css"/></head><body>')).toBe(
      true,
    );
    expect(html.endsWith('<script nonce="n1">window.__ctx.close();</script></body></html>')).toBe(
      true,
    );
  });

  it('adds the start script right after the inert one, with the same nonce', async () => {
    const html = await through([Buffer.from(page)]);
    const inertEnd = html.indexOf('</script>', html.indexOf(AFTER_PAINT_TYPE)) + '</script>'.length;
    const start = html.slice(inertEnd, html.indexOf('</script>', inertEnd));
    expect(start.startsWith('<script nonce="n1">(function (d, w) {')).toBe(true);
    expect(start).toContain('previousElementSibling');
    expect(start).toContain('img[fetchpriority="high"]');
    // It parses as a classic script.
    expect(() => new Function(start.slice(start.indexOf('>') + 1))).not.toThrow();
  });

  it('gives the same page whatever the chunk boundaries, inside tags and characters alike', async () => {
    const expected = await through([Buffer.from(page)]);
    const bytes = Buffer.from(page);
    for (let size = 1; size <= 60; size++) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await through(chunks), `chunks of ${size} bytes`).toBe(expected);
    }
  });

  it('leaves a page without scripts as it was', async () => {
    const plain = '<html><body><p>a < b, c > d</p></body></html>';
    expect(await through([Buffer.from(plain)])).toBe(plain);
  });
});
