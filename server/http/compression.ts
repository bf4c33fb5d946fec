import zlib, { constants, type BrotliOptions, type InputType, type ZlibOptions } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** How many bytes of answers keep their compressed copies before the memo starts over. */
const memoBytes = 16 * 1024 * 1024;

/**
 * zlib with its two one-shot compressors remembering their last answers, keyed by the bytes
 * compressed. The public read cache (public-cache.ts) sends the same JSON until the next write,
 * so each cached answer is compressed once per encoding instead of once per request: keyed by
 * content, a memo can never send an answer from before a write.
 */
export function memoizedZlib(limit = memoBytes) {
  const memo = { br: new Map<string, Buffer>(), gzip: new Map<string, Buffer>() };
  let bytes = 0;
  const remember = (kind: keyof typeof memo, input: InputType, make: () => Buffer): Buffer => {
    if (!Buffer.isBuffer(input)) return make();
    const key = input.toString('latin1');
    const hit = memo[kind].get(key);
    if (hit) return hit;
    const made = make();
    bytes += input.length + made.length;
    if (bytes > limit) {
      memo.br.clear();
      memo.gzip.clear();
      bytes = input.length + made.length;
    }
    memo[kind].set(key, made);
    return made;
  };
  return {
    ...zlib,
    brotliCompressSync: (input: InputType, options?: BrotliOptions) =>
      remember('br', input, () => zlib.brotliCompressSync(input, options)),
    gzipSync: (input: InputType, options?: ZlibOptions) => remember('gzip', input, () => zlib.gzipSync(input, options)),
    get entries() {
      return memo.br.size + memo.gzip.size;
    },
  };
}

/**
 * Brotli (preferred) or gzip for dynamic answers: server-rendered HTML and JSON. Registered
 * before any route, since @fastify/compress attaches itself to each route as it is declared.
 *
 * - Only compressible types (mime-db's list: text/*, JSON, JS, SVG…); JPEG, WebP and AVIF are
 *   already compressed and pass through untouched, as do answers under 1 KiB.
 * - Brotli quality 4: about as fast as gzip level 6 and smaller (see docs/performance.md).
 * - Buffered answers (JSON) up to 256 KiB are compressed in one call and the result remembered
 *   (memoizedZlib); larger ones and streams go through zlib's thread pool.
 * - Streams (the server-rendered pages) are flushed at every chunk React writes, so the shell
 *   still reaches the browser before the deferred data instead of waiting in the compressor.
 * - Built assets are not compressed here: their .br/.gz siblings, made once after the build by
 *   scripts/precompress.ts at the highest quality, are sent as they are (react-router-handler.ts).
 */
export const compressOptions = {
  globalCompression: true,
  // Request bodies are not inflated: uploads arrive as sent, and no zip bomb gets past bodyLimit.
  globalDecompression: false,
  encodings: ['br', 'gzip'] as ('br' | 'gzip')[],
  threshold: 1024,
  syncThreshold: 256 * 1024,
  brotliOptions: {
    flush: constants.BROTLI_OPERATION_FLUSH,
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 4,
    },
  },
  zlibOptions: { level: 6, flush: constants.Z_SYNC_FLUSH },
} satisfies FastifyCompressOptions;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { ...compressOptions, zlib: memoizedZlib() });
}

export type Encoding = (typeof compressOptions.encodings)[number];

/**
 * The encoding @fastify/compress would choose for this Accept-Encoding (undefined: identity), by
 * the same rules: its negotiator, `*` and `x-gzip` read as gzip. For answers sent without it
 * (server/http/cache-hits.ts), which must come out byte for byte as it sends them.
 */
export function negotiatedEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (acceptEncoding === undefined) return undefined;
  return negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), compressOptions.encodings) ?? undefined;
}

/** `body` compressed as @fastify/compress compresses a buffered answer, with the same options. */
export function encodedAs(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, compressOptions.brotliOptions)
    : zlib.gzipSync(body, compressOptions.zlibOptions);
}
