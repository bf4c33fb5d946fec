import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger } from 'fastify';
import { loggedUrl } from './access-log.ts';
import { negotiatedEncoding, type Encoding } from './compression.ts';
import { isValidHost } from './host-check.ts';
import type { StoredAnswer, StoredAnswerLookup } from './public-cache.ts';
import { hasBody, type serverTimeoutOptions } from './request-timeouts.ts';

export interface CacheHitOptions {
  /** The security headers of a JSON answer (security-headers.ts, dataHeaders). */
  headers: Record<string, string>;
  /** config.trustProxy: the client's address and host as Fastify reads them. */
  trustProxy: boolean;
  /** Whether CORS is configured: its headers depend on each request's Origin, so Fastify answers. */
  cors: boolean;
  timeouts: ReturnType<typeof serverTimeoutOptions>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The last value of a header sent more than once (Fastify's rule for X-Forwarded-Host). */
const lastEntry = (value: string) => value.slice(value.lastIndexOf(',') + 1).trim();

/**
 * The short path of a cached public read (issue 16): a GET the public cache can answer whole is
 * answered from the HTTP server's own request listener, before Fastify builds its request and
 * reply and runs its hooks (0.40–0.48× of a bare node:http server with them, 0.58–0.63× without:
 * docs/performance.md). It sends exactly what Fastify sends for it (security headers, ETag and
 * 304, the same compressed copy, the access line), and leaves to Fastify everything else: a miss,
 * any other method, a body, a malformed host, CORS, a server closing. cache-hits.test.ts compares
 * the two paths.
 */
export function createCacheHits(options: CacheHitOptions) {
  let lookup: StoredAnswerLookup | undefined;
  let log: FastifyBaseLogger | undefined;
  let closing = false;
  let served = 0;
  // Built once per stored answer and encoding: the headers are the same for every hit.
  const headerSets = new WeakMap<StoredAnswer, Map<Encoding | 'identity' | 304, OutgoingHttpHeaders>>();

  function headersOf(answer: StoredAnswer, kind: Encoding | 'identity' | 304, body: Buffer | undefined) {
    let sets = headerSets.get(answer);
    if (!sets) headerSets.set(answer, (sets = new Map()));
    let set = sets.get(kind);
    if (set) return set;
    set = { ...options.headers, etag: answer.etag, 'cache-control': 'no-cache' };
    if (kind !== 304) set['content-type'] = 'application/json; charset=utf-8';
    if (kind === 'br' || kind === 'gzip') Object.assign(set, { vary: 'accept-encoding', 'content-encoding': kind });
    // Fastify sends a 304 without a length, as Node does.
    if (body) set['content-length'] = body.length;
    sets.set(kind, set);
    return set;
  }

  function send(req: IncomingMessage, res: ServerResponse, answer: StoredAnswer, started: number): void {
    let status = 200;
    let body: Buffer | undefined;
    let kind: Encoding | 'identity' | 304;
    if (req.headers['if-none-match'] === answer.etag) {
      status = 304;
      kind = 304;
    } else {
      const encoding = negotiatedEncoding(req.headers, answer.body.length);
      body = encoding ? answer.encoded(encoding) : answer.body;
      kind = encoding ?? 'identity';
    }
    res.writeHead(status, headersOf(answer, kind, body));
    res.end(body);
    served += 1;
    const ip = options.trustProxy ? proxyAddr.all(req, () => true).at(-1) : req.socket.remoteAddress;
    // The line Fastify's access log writes (access-log.ts), with the request id it would have made.
    log?.info(
      { reqId: randomUUID(), method: 'GET', url: loggedUrl(req.url ?? ''), status, ms: Math.round((performance.now() - started) * 10) / 10, ip },
      'request',
    );
  }

  /** Answers `req` from the cache, or leaves it to `handler` (Fastify). */
  function handle(req: IncomingMessage, res: ServerResponse, handler: Handler): void {
    const started = performance.now();
    const url = req.url;
    if (
      !lookup ||
      !log ||
      closing ||
      options.cors ||
      url === undefined ||
      req.method !== 'GET' ||
      hasBody(req)
    )
      return handler(req, res);
    const forwardedHost = options.trustProxy ? req.headers['x-forwarded-host'] : undefined;
    // Fastify refuses a malformed host with its 400 (host-check.ts).
    if (Array.isArray(forwardedHost) || !isValidHost(forwardedHost ? lastEntry(forwardedHost) : req.headers.host)) {
      return handler(req, res);
    }
    const found = lookup(url, log);
    if (found === undefined) return handler(req, res);
    if (!(found instanceof Promise)) return send(req, res, found, started);
    found.then(
      (answer) => (answer ? send(req, res, answer, started) : handler(req, res)),
      () => handler(req, res),
    );
  }

  return {
    /** Fastify's serverFactory: the HTTP server Fastify would make, with the short path in front. */
    serverFactory(handler: Handler): Server {
      const { timeouts } = options;
      const server = createServer(timeouts.http, (req, res) => handle(req, res, handler));
      server.keepAliveTimeout = timeouts.keepAliveTimeout;
      server.requestTimeout = timeouts.requestTimeout;
      return server;
    },
    /** Connects the public cache and the log once the app has them. */
    attach(storedFor: StoredAnswerLookup, logger: FastifyBaseLogger): void {
      lookup = storedFor;
      log = logger;
    },
    /** How many requests the short path has answered (tests, diagnostics). */
    served: () => served,
    /** From the start of closing on, Fastify answers (with its 503 and `connection: close`). */
    close(): void {
      closing = true;
    },
  };
}
