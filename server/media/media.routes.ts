import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Storage } from './storage/storage.ts';

const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves stored images. Every variant's key contains a fresh id, so a URL never changes
 * meaning and can be cached forever. Logos keep the spec's /logos/{name} address.
 */
export async function registerMediaRoutes(app: FastifyInstance, options: { storage: Storage; mediaDir: string }) {
  // Served from the disk storage's folder directly (sendfile, ETag, 304); an S3 store serves its own URLs.
  mkdirSync(`${options.mediaDir}/logos`, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    cacheControl: false,
    index: false,
    setHeaders: (res) => res.setHeader('Cache-Control', immutable),
  });
  await app.register(fastifyStatic, {
    root: `${options.mediaDir}/logos`,
    prefix: '/logos/',
    decorateReply: false,
    cacheControl: false,
    index: false,
    setHeaders: (res) => res.setHeader('Cache-Control', immutable),
  });
}
