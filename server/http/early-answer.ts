import type { FastifyInstance } from 'fastify';

/**
 * An answer sent before the request's body has all arrived (an upload refused from its first
 * bytes, a full image queue, a missing token) closes the connection. Kept alive, Node would
 * read and throw away the rest of a 20 MB body first; closed, the sender stops sending.
 */
export function closeAfterEarlyAnswer(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // `complete` is false only on a real socket whose body is still arriving (inject has none).
    if (request.raw.complete === false) reply.header('connection', 'close');
    return payload;
  });
}
