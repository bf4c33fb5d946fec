import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../errors.ts';
import type { AdminUser, AuthService } from './auth.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    admin: AdminUser | null;
  }
  interface FastifyContextConfig {
    /** Marks a mutation route anyone may call (only the sign-in itself). */
    public?: boolean;
    /** Marks a read only a signed-in administrator may make (the accounts list): checked like a mutation, never cached. */
    signedIn?: boolean;
  }
}

/** Every POST and every `/remove/` GET under /api changes data (DESIGN.md section 5). */
export function isMutation(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? request.url;
  return request.method === 'POST' || request.method === 'PUT' || request.method === 'DELETE' || request.method === 'PATCH' || path.includes('/remove/');
}

/** The requests the guard checks: every mutation and the admin-only reads, except the sign-in. */
export function needsToken(request: FastifyRequest): boolean {
  const { config } = request.routeOptions;
  if (config.public) return false;
  return isMutation(request) || config.signedIn === true;
}

/**
 * The one auth guard: a hook on every route, so a new mutation cannot forget it. It runs before
 * the body is read and the handler is never reached without a valid token.
 */
export function registerAuthGuard(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('admin', null);
  // A callback hook: most requests are public reads that pass at once, without a promise each (issue 16).
  app.addHook('onRequest', (request, reply, done) => {
    if (!needsToken(request)) return done();
    // What only an administrator may read is kept by no browser or proxy cache.
    if (request.routeOptions.config.signedIn) reply.header('cache-control', 'no-store');
    const header = request.headers['x-access-token'];
    auth.authenticate(Array.isArray(header) ? header[0] : header).then((admin) => {
      if (!admin) return done(unauthorized());
      request.admin = admin;
      done();
    }, done);
  });
}
