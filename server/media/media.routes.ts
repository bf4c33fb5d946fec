import { mkdirSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors.ts';
import { createMediaFiles, matchesEtag } from './media-files.ts';
import { isStorageKey } from './storage/storage-key.ts';
import type { Storage } from './storage/storage.ts';

const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves stored images. Every variant's key contains a fresh id, so a URL never changes
 * meaning and can be cached forever. Logos keep the spec's /logos/{name} address.
 * Disk storage: the files are sent from DATA_DIR/media. S3 storage: the API hands out the
 * bucket's (or CDN's) URLs, and /media/{key} and /logos/{name} redirect there, so addresses
 * stored before a move to S3 and the spec's logo address keep working.
 */
export async function registerMediaRoutes(
  app: FastifyInstance,
  options: { storage: Storage; mediaDir: string },
) {
  const { storage } = options;
  if (storage.kind !== 'disk') {
    const redirect = (key: string) => {
      if (!isStorageKey(key)) throw notFound('File not found');
      return storage.url(key);
    };
    // 302, cacheable for a day: the public address depends on configuration (S3_PUBLIC_URL), which may change.
    app.get<{ Params: { '*': string } }>(
      '/media/*',
      { schema: { hide: true } },
      async (request, reply) =>
        reply
          .header('cache-control', 'public, max-age=86400')
          .redirect(redirect(request.params['*']), 302),
    );
    app.get<{ Params: { name: string } }>(
      '/logos/:name',
      { schema: { hide: true } },
      async (request, reply) =>
        reply
          .header('cache-control', 'public, max-age=86400')
          .redirect(redirect(`logos/${request.params.name}`), 302),
    );
    return;
  }
  // Served from the disk storage's folder, recent files from memory (media-files.ts), with ETag and 304.
  mkdirSync(`${options.mediaDir}/logos`, { recursive: true });
  const files = createMediaFiles(options.mediaDir);
  const send = async (key: string, request: FastifyRequest, reply: FastifyReply) => {
    const file = isStorageKey(key) ? await files.read(key) : null;
    if (!file) throw notFound('File not found');
    reply
      .header('cache-control', immutable)
      .header('etag', file.etag)
      .header('last-modified', file.lastModified);
    if (matchesEtag(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
    return reply.type(file.contentType).send(file.body);
  };
  app.get<{ Params: { '*': string } }>('/media/*', { schema: { hide: true } }, (request, reply) =>
    send(request.params['*'], request, reply),
  );
  app.get<{ Params: { name: string } }>(
    '/logos/:name',
    { schema: { hide: true } },
    (request, reply) => send(`logos/${request.params.name}`, request, reply),
  );
}
