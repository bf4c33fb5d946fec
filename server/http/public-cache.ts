import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isMutation } from '../modules/auth/auth-guard.ts';
import type { SharedInvalidation } from './shared-invalidation.ts';

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
 *
 * Several instances (`shared` given): a write also increases a shared generation, and its answer
 * is not sent before that is done; every cacheable read first compares the shared generation with
 * the one its cache was filled under and drops the cache when they differ. So a read that starts
 * after a write's answer, on any instance, is never served from before the write. The pub/sub
 * message of `shared` only frees the other caches sooner. When the shared store cannot be reached,
 * reads bypass the cache (fresh but slower) and the cache is dropped.
 */
export function registerPublicCache(
  app: FastifyInstance,
  shared?: SharedInvalidation,
): { invalidate: () => void } {
  const entries = new Map<string, { body: string; etag: string }>();
  let generation = 0;
  /** The shared generation the entries were stored under; undefined: unknown, store nothing until known. */
  let sharedSeen: number | undefined;
  const pendingBumps = new Set<Promise<void>>();

  const drop = () => {
    generation += 1;
    entries.clear();
  };
  shared?.onRemoteChange(() => {
    drop();
    sharedSeen = undefined;
  });

  /** False when the shared generation cannot be read: this read is then answered without the cache. */
  async function syncShared(request: FastifyRequest): Promise<boolean> {
    if (!shared) return true;
    try {
      const now = await shared.current();
      if (now !== sharedSeen) {
        drop();
        sharedSeen = now;
      }
      return true;
    } catch (error) {
      request.log.warn(
        { err: error },
        'shared cache generation unavailable; answering without the cache',
      );
      drop();
      sharedSeen = undefined;
      return false;
    }
  }

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    if (!(await syncShared(request))) return;
    request.cacheGeneration = generation;
    const hit = entries.get(request.url);
    if (!hit) return;
    reply.header('etag', hit.etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === hit.etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(hit.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // A write's answer waits until the other instances can see that it happened.
    if (pendingBumps.size > 0) await Promise.all(pendingBumps);
    if (
      request.cacheGeneration === undefined ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string'
    )
      return payload;
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
      drop();
      if (!shared) return;
      const bump = shared.bump().catch((error: unknown) => {
        // The write is stored; other instances may answer from their caches until their next write or reconnect.
        app.log.error({ err: error }, 'could not announce a write to the other instances');
      });
      pendingBumps.add(bump);
      void bump.finally(() => pendingBumps.delete(bump));
    },
  };
}
