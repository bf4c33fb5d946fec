import type { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How long a client may take to send its request. Two limits, after nginx's
 * `client_header_timeout` / `client_body_timeout` and Node's own `requestTimeout`:
 *
 * - `requestTimeoutMs` (default 300 s): the whole request, headers and body, must have arrived.
 *   The largest request is a 20 MB upload; at 1 Mbit/s (a phone on a bad network) it takes about
 *   170 s, so 300 s leaves it almost twice that. A client sending one byte every few seconds is
 *   dropped then (with a 408), however steady it is. Headers must arrive within 60 s of it.
 * - `idleMs` (default 60 s, nginx's default): a request whose body stops arriving for that long is
 *   dropped at once, so a client who stopped sending does not hold its connection for 300 s.
 *
 * Neither runs while the server works on a request it has received (a queued upload may wait),
 * which is why Node's socket idle timeout (`connectionTimeout`) stays off: it counts that time too.
 */
export interface RequestTimeouts {
  requestTimeoutMs: number;
  idleMs: number;
}

/** Node's HTTP server options for these limits, as Fastify's factory takes them. */
export function serverTimeoutOptions({ requestTimeoutMs }: RequestTimeouts) {
  return {
    requestTimeout: requestTimeoutMs,
    // Above the 60 s idle timeout of common load balancers (AWS ALB), so they close first.
    keepAliveTimeout: 72_000,
    http: {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(60_000, requestTimeoutMs),
      // Node checks both every 30 s by default; a short limit (tests) is checked more often.
      connectionsCheckingInterval: Math.min(
        30_000,
        Math.max(50, Math.round(requestTimeoutMs / 10)),
      ),
    },
  };
}

/** Whether a body follows the headers (a length above zero, or chunks). */
export function hasBody(raw: IncomingMessage): boolean {
  const length = raw.headers['content-length'];
  return raw.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Drops the connection of a request whose body stops arriving for `idleMs`. Progress is the
 * socket's byte count; a body the server itself has not read yet (its buffer is full) counts as
 * progress, since then the wait is ours, not the client's.
 */
export function registerBodyIdleTimeout(app: FastifyInstance, idleMs: number): void {
  const tick = Math.max(10, Math.round(idleMs / 5));
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    const socket = raw.socket;
    // Not on a network connection (app.inject) there is nothing to watch.
    if (raw.complete || !hasBody(raw) || !(socket instanceof Socket)) {
      done();
      return;
    }
    let seen = socket.bytesRead;
    let quietSince = Date.now();
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) {
        clearInterval(timer);
        return;
      }
      const now = Date.now();
      if (socket.bytesRead !== seen || raw.readableLength >= raw.readableHighWaterMark) {
        seen = socket.bytesRead;
        quietSince = now;
        return;
      }
      if (now - quietSince < idleMs) return;
      clearInterval(timer);
      request.log.info(
        { idleMs, bytesRead: socket.bytesRead },
        'request body stopped arriving; connection closed',
      );
      socket.destroy();
    }, tick);
    // Never what keeps the process alive.
    timer.unref();
    raw.once('close', () => clearInterval(timer));
    done();
  });
}
