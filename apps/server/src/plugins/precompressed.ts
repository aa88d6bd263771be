import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as zlib from 'node:zlib';

/** @fastify/compress's setting (app.ts): a smaller body is sent as it is. */
export const compressThreshold = 1024;

type Compressor = (body: Buffer) => Buffer;
// zstd is in node:zlib from Node 22.15; @fastify/compress offers it when it is there.
const zstdCompressSync = (zlib as { zstdCompressSync?: (body: Buffer, options: object) => Buffer })
  .zstdCompressSync;
const zstdLevel = (zlib.constants as unknown as Record<string, number>).ZSTD_c_compressionLevel!;

/**
 * The encodings @fastify/compress offers, in its order of preference when the client's qualities
 * tie. Levels for a body compressed once and sent many times: smaller than the plugin's per-response
 * defaults, yet well under a millisecond for the catalogue's 3.4 kB (brotli's 9–11 take 3–8 ms).
 */
const compressors: Record<string, Compressor> = {
  ...(zstdCompressSync && {
    zstd: (body) => zstdCompressSync(body, { params: { [zstdLevel]: 9 } }),
  }),
  br: (body) =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
  deflate: (body) => zlib.deflateSync(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
};
const encodings = [...Object.keys(compressors), 'identity'];
// As @fastify/compress reads Accept-Encoding: `*` and the old `x-gzip` mean gzip.
const gzipAlias = /\*|x-gzip/gu;

/**
 * A response body that stays the same for many requests (a cached list), kept as bytes and
 * compressed at most once per encoding instead of once per response (decision 112).
 */
export class PrecompressedBody {
  readonly identity: Buffer;
  readonly #encoded = new Map<string, Buffer>();

  constructor(body: string) {
    this.identity = Buffer.from(body, 'utf8');
  }

  /**
   * Sends the body as @fastify/compress would have sent it (same choice of encoding, same
   * `vary` and `content-encoding` headers), for a route registered with `compress: false`.
   */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const encoding = this.#encodingFor(request);
    if (!encoding) return reply.send(this.identity);
    let encoded = this.#encoded.get(encoding);
    if (!encoded) {
      encoded = compressors[encoding]!(this.identity);
      this.#encoded.set(encoding, encoded);
    }
    return reply
      .header('vary', 'accept-encoding')
      .header('content-encoding', encoding)
      .send(encoded);
  }

  #encodingFor(request: FastifyRequest): string | undefined {
    const accepted = request.headers['accept-encoding'];
    if (
      accepted === undefined ||
      this.identity.length < compressThreshold ||
      request.headers['x-no-compression'] !== undefined
    ) {
      return undefined;
    }
    const encoding = negotiate(accepted.toLowerCase().replace(gzipAlias, 'gzip'), encodings);
    return encoding === null || encoding === 'identity' ? undefined : encoding;
  }
}
