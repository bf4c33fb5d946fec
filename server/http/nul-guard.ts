import type { FastifyInstance } from 'fastify';
import { messages } from '#shared/messages.ts';
import { invalid, notFound } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers an address with an encoded NUL itself (the pages: as any unknown name). */
    ownNulAddress?: boolean;
  }
}

const encodedNul = /%00/i;

/** Whether an address holds an encoded NUL, which no address of the site means. */
export const hasEncodedNul = (url: string) => encodedNul.test(url);

const isPlainObject = (value: object) => {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * Where a parsed body holds U+0000 in a string, as a field path (`caption`, `items.2.text`), or
 * null. Only arrays and plain objects are walked: an uploaded file's own object is not a field.
 */
export function nulField(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (value === null || typeof value !== 'object') return null;
  if (!Array.isArray(value) && !isPlainObject(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = nulField(item, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL's text cannot hold U+0000 (SQLite's can), so a NUL that reached a query answered 500
 * there: a page address (`/%00`, `/gallery?category=%00`), a caption, a sign-in e-mail (found by
 * `npm run fuzz` against PostgreSQL). No address or field of the site means one: an address with
 * an encoded NUL names nothing (404; a page answers as for any unknown name, pageUrl in
 * server/web/react-router-handler.ts), and a body with one is refused, naming the field (400),
 * before any query.
 *
 * A preHandler, registered before the public cache's: after the auth guard (a protected route
 * answers 401 to anyone without a token, whatever its address), after the form routes' own
 * preValidation has read a multipart body into request.body (their onError and onResponse hooks
 * discard its uploads whatever answers), and before the public cache keeps anything or any query.
 */
export function registerNulGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: every request passes here (issue 16).
  app.addHook('preHandler', (request, _reply, done) => {
    if (hasEncodedNul(request.url) && !request.routeOptions.config.ownNulAddress)
      return done(notFound());
    const field = nulField(request.body);
    done(field === null ? undefined : invalid([{ field, message: messages.nulCharacter }]));
  });
}
