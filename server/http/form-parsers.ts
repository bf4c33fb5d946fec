import type { FastifyInstance } from 'fastify';

/** Plain HTML forms and curl -d send urlencoded bodies; read them like JSON objects. */
export function registerFormParsers(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
