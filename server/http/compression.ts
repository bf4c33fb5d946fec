import type { IncomingHttpHeaders } from 'node:http';
import zlib, { constants } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli (preferred) or gzip for dynamic answers: server-rendered HTML and JSON. Registered
 * before any route, since @fastify/compress attaches itself to each route as it is declared.
 *
 * - Only compressible types (mime-db's list: text/*, JSON, JS, SVG…); JPEG, WebP and AVIF are
 *   already compressed and pass through untouched, as do answers under 1 KiB.
 * - Brotli quality 4: about as fast as gzip level 6 and smaller (see docs/performance.md).
 * - Buffered answers (JSON) up to 256 KiB are compressed in one call; larger ones and streams go
 *   through zlib's thread pool. The public read cache keeps each answer's compressed copies
 *   (public-cache.ts), so a cached answer is compressed once per encoding, not per request.
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
  await app.register(compress, compressOptions);
}

export type Encoding = (typeof compressOptions.encodings)[number];

/**
 * The encoding @fastify/compress gives an answer of `length` bytes for this request (undefined:
 * identity), by its rules: its negotiator, `*` and `x-gzip` read as gzip, nothing under the
 * threshold or asked for with X-No-Compression. For answers sent already compressed (the public
 * read cache's copies), which must come out byte for byte as it would send them.
 */
export function negotiatedEncoding(headers: IncomingHttpHeaders, length: number): Encoding | undefined {
  const accepted = headers['accept-encoding'];
  if (accepted === undefined || length < compressOptions.threshold || headers['x-no-compression'] !== undefined) return undefined;
  return negotiate(accepted.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), compressOptions.encodings) ?? undefined;
}

/** A Vary header that also names Accept-Encoding, as @fastify/compress adds it to what is there. */
export function varyOnEncoding(vary: string | string[] | undefined): string {
  if (vary === undefined) return 'accept-encoding';
  const values = Array.isArray(vary) ? vary : [vary];
  return values.some((value) => value.includes('accept-encoding')) ? values.join(', ') : [...values, 'accept-encoding'].join(', ');
}

/** `body` compressed as @fastify/compress compresses a buffered answer, with the same options. */
export function encodedAs(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, compressOptions.brotliOptions)
    : zlib.gzipSync(body, compressOptions.zlibOptions);
}
