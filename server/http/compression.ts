import { constants } from 'node:zlib';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli (preferred) or gzip for dynamic answers: server-rendered HTML and JSON. Registered
 * before any route, since @fastify/compress attaches itself to each route as it is declared.
 *
 * - Only compressible types (mime-db's list: text/*, JSON, JS, SVG…); JPEG, WebP and AVIF are
 *   already compressed and pass through untouched, as do answers under 1 KiB.
 * - Brotli quality 4: about as fast as gzip level 6 and smaller (see docs/performance.md).
 * - Streams (the server-rendered pages) are flushed at every chunk React writes, so the shell
 *   still reaches the browser before the deferred data instead of waiting in the compressor.
 * - Built assets are not compressed here: their .br/.gz siblings, made once after the build by
 *   scripts/precompress.ts at the highest quality, are sent as they are (react-router-handler.ts).
 */
export const compressOptions: FastifyCompressOptions = {
  globalCompression: true,
  // Request bodies are not inflated: uploads arrive as sent, and no zip bomb gets past bodyLimit.
  globalDecompression: false,
  encodings: ['br', 'gzip'],
  threshold: 1024,
  brotliOptions: {
    flush: constants.BROTLI_OPERATION_FLUSH,
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 4,
    },
  },
  zlibOptions: { level: 6, flush: constants.Z_SYNC_FLUSH },
};

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, compressOptions);
}
