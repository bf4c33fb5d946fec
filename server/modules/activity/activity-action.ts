import type { FastifyRequest } from 'fastify';
import type { ActivityAction } from '#shared/schemas/activity.ts';
import { isMutation } from '../auth/auth-guard.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The activity record's action for this route, where its address does not say it (a trash purge is a `/remove/`). */
    activity?: ActivityAction;
  }
}

export const signInRoute = '/api/auth/login';

/** Routes whose address names their action itself. */
const byRoute: Readonly<Record<string, ActivityAction>> = {
  '/api/auth/password': 'password',
  '/api/auth/logout': 'sign-out',
  // SPEC section 7's video order.
  '/api/gallery/gallery-all-update': 'order',
  // Removing from the trash deletes for good.
  '/api/trash/remove/:id': 'purge',
};

/**
 * What a successful write did, from its route: a route's `config.activity`, else its address
 * (…/remove/… → remove, …/restore/… → restore, …/order → order, …/add → add, anything else that
 * writes → update). Null for a request that is not an API write.
 */
export function actionOf(request: FastifyRequest): ActivityAction | null {
  const url = request.routeOptions.url;
  if (url === undefined || !url.startsWith('/api/') || !isMutation(request)) return null;
  const configured = request.routeOptions.config.activity;
  if (configured) return configured;
  const named = byRoute[url];
  if (named) return named;
  if (url === signInRoute) return 'sign-in';
  if (url.includes('/restore/')) return 'restore';
  if (url.includes('/remove/')) return 'remove';
  if (/\/order$/.test(url)) return 'order';
  if (/\/add(\/|$)/.test(url)) return 'add';
  return 'update';
}
