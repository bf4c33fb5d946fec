import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { needsToken } from '../modules/auth/auth-guard.ts';
import { encodedAs, negotiatedEncoding, varyOnEncoding, type Encoding } from './compression.ts';
import type { SharedInvalidation } from './shared-invalidation.ts';

/** Bounds of the cache: by count, and by the bytes of the answers it holds (LRU beyond either). */
export interface PublicCacheLimits {
  maxEntries: number;
  maxBytes: number;
}

/**
 * 8 MB holds every list of a large site several times over (the full video list of 100 videos is
 * about 150 KB); the process grew by 150 MB when 2,000 junk query strings each made an entry.
 */
export const defaultCacheLimits: PublicCacheLimits = {
  maxEntries: 2000,
  maxBytes: 8 * 1024 * 1024,
};

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
  request.routeOptions.url !== undefined &&
  // Mutations (a /remove/ GET) and admin-only reads are neither served from nor stored in it.
  !needsToken(request);

/** A stored answer as the raw path (cache-hits.ts) sends it. */
export interface StoredAnswer {
  body: Buffer;
  etag: string;
  /** The body compressed as @fastify/compress would send it, made once per entry and encoding. */
  encoded(encoding: Encoding): Buffer;
}

/** Reads the public cache for a request Fastify never sees (server/http/cache-hits.ts). */
export type StoredAnswerLookup = (
  url: string,
  log: FastifyBaseLogger,
) => StoredAnswer | undefined | Promise<StoredAnswer | undefined>;

/**
 * What the answer depends on: the route, its validated parameters and, when the route reads a
 * query, the validated query (unknown keys stripped, `page=01` read as 1). So `?page=1&junk=x`
 * and `?page=01` share the entry of `?page=1`, and a query the route does not read makes none.
 */
function cacheKey(request: FastifyRequest): string {
  const readsQuery = request.routeOptions.schema?.querystring !== undefined;
  return JSON.stringify([
    request.routeOptions.url,
    request.params,
    readsQuery ? request.query : null,
  ]);
}

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
  limits: PublicCacheLimits = defaultCacheLimits,
): { invalidate: () => void; stats: () => { entries: number; bytes: number }; storedFor: StoredAnswerLookup } {
  /** In least recently used order: a hit moves its entry to the end. */
  // Bodies are kept as bytes: a string would be encoded again for the socket on every hit (issue 16).
  const entries = new Map<string, Entry>();
  /**
   * Request URLs exactly as sent, each with the key its validated request had: a second request
   * for the same URL is answered in onRequest, before the query is parsed and validated and the
   * later hooks run (the short path, issue 16). Bounded like the entries; dropped with them.
   */
  const aliases = new Map<string, string>();
  let bytes = 0;
  let generation = 0;

  interface Entry extends StoredAnswer {
    /** The body, the key and every compressed copy made of it. */
    bytes: number;
  }

  function entryOf(key: string, body: Buffer, etag: string): Entry {
    const copies = new Map<Encoding, Buffer>();
    const entry: Entry = {
      body,
      etag,
      bytes: body.length + Buffer.byteLength(key),
      encoded(encoding) {
        let copy = copies.get(encoding);
        if (copy) return copy;
        copy = encodedAs(body, encoding);
        copies.set(encoding, copy);
        // Counted while the entry is held: a copy of a dropped entry goes with it.
        if (entries.get(key) === entry) {
          entry.bytes += copy.length;
          bytes += copy.length;
          evictBeyondLimits();
        }
        return copy;
      },
    };
    return entry;
  }

  function evictBeyondLimits(): void {
    for (const [oldest, entry] of entries) {
      if (bytes <= limits.maxBytes && entries.size <= limits.maxEntries) break;
      entries.delete(oldest);
      bytes -= entry.bytes;
    }
  }
  /** The shared generation the entries were stored under; undefined: unknown, store nothing until known. */
  let sharedSeen: number | undefined;
  const pendingBumps = new Set<Promise<void>>();

  const drop = () => {
    generation += 1;
    entries.clear();
    aliases.clear();
    bytes = 0;
  };

  function store(key: string, payload: string, etag: string): void {
    const entry = entryOf(key, Buffer.from(payload), etag);
    if (entry.bytes > limits.maxBytes) return;
    const old = entries.get(key);
    if (old) {
      entries.delete(key);
      bytes -= old.bytes;
    }
    entries.set(key, entry);
    bytes += entry.bytes;
    evictBeyondLimits();
  }
  shared?.onRemoteChange(() => {
    drop();
    sharedSeen = undefined;
  });

  /** False when the shared generation cannot be read: this read is then answered without the cache. */
  async function syncShared(log: FastifyBaseLogger): Promise<boolean> {
    if (!shared) return true;
    try {
      const now = await shared.current();
      if (now !== sharedSeen) {
        drop();
        sharedSeen = now;
      }
      return true;
    } catch (error) {
      log.warn(
        { err: error },
        'shared cache generation unavailable; answering without the cache',
      );
      drop();
      sharedSeen = undefined;
      return false;
    }
  }

  /** The entry under `key`, now the most recently used; undefined when there is none. */
  function touch(key: string): Entry | undefined {
    const hit = entries.get(key);
    if (!hit) return undefined;
    entries.delete(key);
    entries.set(key, hit);
    return hit;
  }

  /** Sends a stored answer (304 when the client has it); the onSend hook below leaves it alone. */
  function answer(request: FastifyRequest, reply: FastifyReply, key: string) {
    const hit = touch(key);
    if (!hit) return undefined;
    reply.header('etag', hit.etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === hit.etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8');
    const encoding = negotiatedEncoding(request.headers, hit.body.length);
    if (!encoding) return reply.send(hit.body);
    // Sent compressed already (@fastify/compress passes it on as it is), with the Vary it would add.
    const vary = reply.getHeader('vary');
    reply.header('vary', varyOnEncoding(typeof vary === 'number' ? String(vary) : vary)).header('content-encoding', encoding);
    return reply.send(hit.encoded(encoding));
  }

  function rememberAlias(url: string, key: string): void {
    if (aliases.get(url) === key) return;
    aliases.delete(url);
    aliases.set(url, key);
    if (aliases.size > limits.maxEntries) {
      const oldest = aliases.keys().next().value;
      if (oldest !== undefined) aliases.delete(oldest);
    }
  }

  // A callback hook: it runs for every request, and without a shared generation to read (one
  // instance) a hit is answered without a single promise (issue 16). An answer sent here ends
  // the request; `done` lets it go on.
  app.addHook('onRequest', (request, reply, done) => {
    const key = aliases.get(request.url);
    if (key === undefined || !cacheable(request)) return done();
    const answerHere = () => {
      request.cacheGeneration = generation;
      if (!answer(request, reply, key)) done();
    };
    if (!shared) return answerHere();
    syncShared(request.log).then((synced) => (synced ? answerHere() : done()), done);
  });

  // After validation, so the key is made of what the route reads (cacheKey).
  app.addHook('preHandler', async (request, reply) => {
    if (!cacheable(request)) return;
    if (!(await syncShared(request.log))) return;
    request.cacheGeneration = generation;
    const key = cacheKey(request);
    rememberAlias(request.url, key);
    return answer(request, reply, key);
  });

  /** Stores a fresh cacheable answer and tags it; anything else passes as it is. */
  function keep(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
    if (
      request.cacheGeneration === undefined ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string'
    )
      return payload;
    if (reply.getHeader('etag')) return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.cacheGeneration === generation) store(cacheKey(request), payload, etag);
    if (request.headers['if-none-match'] === etag) {
      // No body at all (not an empty one, which Fastify would send with a length of 0: a 304 may
      // only carry the length of the 200 it stands for), and no type, as a 304 from the cache.
      reply.code(304).removeHeader('content-type');
      return null;
    }
    return payload;
  }

  // A callback hook, for the same reason as onRequest's.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (pendingBumps.size === 0) return done(null, keep(request, reply, payload));
    // A write's answer waits until the other instances can see that it happened.
    Promise.all(pendingBumps).then(() => done(null, keep(request, reply, payload)), done);
  });

  return {
    /** How many answers the cache holds and their bytes (for tests and diagnostics). */
    stats: () => ({ entries: entries.size, bytes }),
    storedFor(url, log) {
      const key = aliases.get(url);
      if (key === undefined) return undefined;
      if (!shared) return touch(key);
      return syncShared(log).then((synced) => {
        // Looked up again: the sync may have dropped everything, the alias included.
        const again = aliases.get(url);
        return synced && again !== undefined ? touch(again) : undefined;
      });
    },
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
