import type { FastifyInstance } from 'fastify';
import { hasBody } from './request-timeouts.ts';

/**
 * An answer sent before the request's body has all arrived (an upload refused from its first
 * bytes, a full image queue, a missing token) closes the connection. Kept alive, Node would
 * read and throw away the rest of a 20 MB body first; closed, the sender stops sending.
 */
export function closeAfterEarlyAnswer(app: FastifyInstance): void {
  // A callback hook: it runs for every answer, and an async one costs a promise each (issue 16).
  app.addHook('onSend', (request, reply, payload, done) => {
    // `complete` is false only on a real socket whose body is still arriving (inject has none).
    // A request without a body (a GET answered from the cache in onRequest, while Node's parser
    // has not yet marked it complete) has nothing more to send: its connection stays open.
    if (request.raw.complete === false && hasBody(request.raw)) reply.header('connection', 'close');
    done(null, payload);
  });
}
