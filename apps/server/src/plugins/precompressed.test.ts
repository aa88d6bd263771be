import compress from '@fastify/compress';
import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import * as zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressThreshold, PrecompressedBody } from './precompressed.ts';

const zstdDecompressSync = (zlib as { zstdDecompressSync?: (body: Buffer) => Buffer })
  .zstdDecompressSync;
const decoders: Record<string, ((body: Buffer) => Buffer) | undefined> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
  zstd: zstdDecompressSync,
};

const big = JSON.stringify(
  Array.from({ length: 40 }, (_, i) => ({ product_url: `vinho-${i}`, title: 'Tinto ç' })),
);
const small = JSON.stringify([{ product_url: 'exmo' }]);

/**
 * The same body on a route of @fastify/compress (registered as app.ts does) and on one sent by
 * PrecompressedBody: every Accept-Encoding must get the same encoding and headers, and the same
 * bytes once decoded.
 */
describe('a precompressed body', () => {
  const app = Fastify();
  const bodies = { big: new PrecompressedBody(big), small: new PrecompressedBody(small) };
  beforeAll(async () => {
    await app.register(compress, { threshold: compressThreshold });
    for (const [name, text] of Object.entries({ big, small })) {
      const type = 'application/json; charset=utf-8';
      app.get(`/plugin/${name}`, async (_request, reply) => reply.type(type).send(text));
      app.get(`/stored/${name}`, { compress: false, decompress: false }, async (request, reply) =>
        bodies[name as 'big' | 'small'].send(request, reply.type(type)),
      );
    }
    await app.ready();
  });
  afterAll(() => app.close());

  const fetchBoth = (name: string, headers: Record<string, string>) =>
    Promise.all(
      ['plugin', 'stored'].map((kind) =>
        app.inject({ method: 'GET', url: `/${kind}/${name}`, headers }),
      ),
    );
  const decoded = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) => {
    const encoding = res.headers['content-encoding'] as string | undefined;
    return (encoding ? decoders[encoding]!(res.rawPayload) : res.rawPayload).toString('utf8');
  };

  it.each([
    [{}],
    [{ 'accept-encoding': 'gzip, deflate, br, zstd' }],
    [{ 'accept-encoding': 'gzip, deflate, br' }],
    [{ 'accept-encoding': 'br;q=0.5, gzip' }],
    [{ 'accept-encoding': 'x-gzip' }],
    [{ 'accept-encoding': '*' }],
    [{ 'accept-encoding': 'deflate' }],
    [{ 'accept-encoding': 'identity' }],
    [{ 'accept-encoding': 'gzip;q=0, identity' }],
    [{ 'accept-encoding': 'compress' }],
    [{ 'accept-encoding': '' }],
    [{ 'accept-encoding': 'GZIP' }],
    [{ 'accept-encoding': 'gzip', 'x-no-compression': '1' }],
  ])('answers %j as @fastify/compress does', async (headers) => {
    for (const [name, text] of Object.entries({ big, small })) {
      const [plugin, stored] = await fetchBoth(name, headers);
      for (const header of ['content-encoding', 'vary', 'content-type']) {
        expect(stored!.headers[header], `${name}: ${header}`).toBe(plugin!.headers[header]);
      }
      expect(stored!.statusCode).toBe(200);
      expect(decoded(stored!)).toBe(text);
      expect(decoded(plugin!)).toBe(text);
      expect(Number(stored!.headers['content-length'])).toBe(stored!.rawPayload.length);
    }
  });

  it('compresses a body that is worth it, once per encoding', async () => {
    const [, first] = await fetchBoth('big', { 'accept-encoding': 'gzip' });
    const [, second] = await fetchBoth('big', { 'accept-encoding': 'gzip' });
    expect(first!.headers['content-encoding']).toBe('gzip');
    expect(first!.rawPayload.length).toBeLessThan(Buffer.byteLength(big) / 2);
    expect(second!.rawPayload.equals(first!.rawPayload)).toBe(true);
  });
});
