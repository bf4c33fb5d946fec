import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Who is making the current request, for code far from the route (a service recording who removed
 * an item, the activity record): the request is kept in async-local storage for the whole of its
 * handling, so nothing has to pass it down through every service call.
 */
const current = new AsyncLocalStorage<FastifyRequest>();

export interface Actor {
  /** The signed-in account's id; null outside a request or before the auth guard ran. */
  userId: string | null;
  /** The account's e-mail (its user name). */
  email: string | null;
  /** The client's address (behind a proxy, as config.trustProxy resolves it). */
  ip: string | null;
}

/**
 * First onRequest hook: the rest of the request (later hooks, body reading, the handler and
 * its awaits) runs inside `run`, which is what keeps the store across awaits; the callback form
 * is needed for that (an async hook's continuation would not inherit it).
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    current.run(request, done);
  });
}

export function currentActor(): Actor {
  const request = current.getStore();
  return { userId: request?.admin?.id ?? null, email: request?.admin?.email ?? null, ip: request?.ip ?? null };
}

/** The item a write touched, as the activity record names it (a caption a person recognises). */
export interface ItemNote {
  /** What kind of item (photo, video, slide, member, partner, category, location, location image, account…). */
  kind: string;
  itemId: string | null;
  caption: string;
}

const notes = new WeakMap<FastifyRequest, ItemNote>();

/**
 * Called by a service in each write, once it knows the item: the activity record of the request
 * (written when the answer is sent) names it. Outside a request (seeding, scripts) it does nothing.
 */
export function noteItem(note: ItemNote): void {
  const request = current.getStore();
  if (request) notes.set(request, note);
}

/** What the current request's write noted (noteItem), for the activity record. */
export function notedItem(request: FastifyRequest): ItemNote | null {
  return notes.get(request) ?? null;
}
