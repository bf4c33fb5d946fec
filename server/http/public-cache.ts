import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isMutation } from '../modules/auth/auth-guard.ts';

const maxEntries = 2000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The cache generation when this read started; a write in between makes its answer unstorable. */
    cacheGeneration?: number;
  }
}

const cacheable = (request: FastifyRequest) =>
  request.method === 'GET' &&
  request.url.startsWith('/api/') &&
  !request.url.startsWith('/api/docs') &&
  request.url !== '/api/health' &&
  !isMutation(request);

/**
 * Keeps the serialized answers of public API reads in memory, with an ETag, until the next write:
 * `invalidate` is called by every service on every change, so a read after a write is never stale.
 * Per process; several instances need a shared invalidation (see the scale-out work).
 */
export function registerPublicCache(app: FastifyInstance): { invalidate: () => void } {
  const entries = new Map<string, { body: string; etag: string }>();
  let generation = 0;

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    request.cacheGeneration = generation;
    const hit = entries.get(request.url);
    if (!hit) return;
    reply.header('etag', hit.etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === hit.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.cacheGeneration === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (reply.getHeader('etag')) return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.cacheGeneration === generation) {
      if (entries.size >= maxEntries) entries.clear();
      entries.set(request.url, { body: payload, etag });
    }
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  });

  return {
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
}
