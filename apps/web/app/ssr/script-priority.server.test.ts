import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { lowPriorityModulePreloads } from './script-priority.server';

async function through(chunks: Buffer[]): Promise<string> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks).pipe(lowPriorityModulePreloads());
  for await (const chunk of stream) out.push(chunk as Buffer);
  return Buffer.concat(out).toString('utf8');
}

const page =
  '<head><link rel="stylesheet" href="/a.css"/></head><body><p>Olá, vinhos à mesa</p>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n"/></body>';
const expected = page.replaceAll(
  '<link rel="modulepreload"',
  '<link rel="modulepreload" fetchpriority="low"',
);

describe('lowPriorityModulePreloads', () => {
  it('marks every module preload low priority and leaves the rest of the page as it was', async () => {
    expect(await through([Buffer.from(page)])).toBe(expected);
  });

  it('gives the same page whatever the chunk boundaries, inside tags and characters alike', async () => {
    const bytes = Buffer.from(page);
    for (let size = 1; size <= 40; size++) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect(await through(chunks), `chunks of ${size} bytes`).toBe(expected);
    }
  });
});
