import type { FastifyInstance } from 'fastify';
import { httpMessages } from './error-handler.ts';

/** A host name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const validHost = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/** Whether `host` (a Host header, or X-Forwarded-Host behind a trusted proxy) is well formed. */
export function isValidHost(host: string | undefined): boolean {
  if (!host || host.length > 255) return false;
  const match = validHost.exec(host);
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535);
}

/**
 * Refuses a request whose Host is missing or malformed (HTTP/1.1 requires a 400), before any
 * route builds a URL from it: the page renderer would otherwise fail with a 500.
 */
export function registerHostCheck(app: FastifyInstance): void {
  // A callback hook, not an async one: every request passes here, and a promise each costs (issue 16).
  app.addHook('onRequest', (request, reply, done) => {
    if (isValidHost(request.host)) return done();
    void reply.status(400).send({ message: httpMessages.unreadable, code: 'validation_failed', requestId: request.id });
  });
}
