import type { FastifyInstance, FastifyRequest } from 'fastify';
import { limits } from '#shared/limits.ts';
import { notedItem } from '../../http/request-context.ts';
import { actionOf, signInRoute } from './activity-action.ts';
import type { ActivityRepository, NewActivity } from './activity.repository.ts';

const dayMs = 24 * 3600_000;
/** Old records are dropped on an insert at most this often (per instance): one cheap indexed delete. */
const dropEveryMs = 3600_000;

/** The statuses of a sign-in that was refused: wrong e-mail or password (400) or too many tries (429). */
const refusedSignIn = new Set([400, 401, 429]);

/** The e-mail a refused sign-in tried, never anything else of its body (the password). */
function triedEmail(request: FastifyRequest): string {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || !('email' in body)) return '';
  return typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
}

/** The record of a finished request, or null when it is not one to record. */
function recordOf(request: FastifyRequest, status: number): NewActivity | null {
  const action = actionOf(request);
  if (action === null) return null;
  const note = notedItem(request);
  const ip = request.ip;
  if (request.routeOptions.url === signInRoute) {
    if (status < 400) {
      // Nobody was signed in when this request came: the account is the one that signed in.
      return { userId: note?.itemId ?? null, user: note?.caption ?? triedEmail(request), action, kind: 'account', itemId: note?.itemId ?? null, caption: note?.caption ?? '', ip };
    }
    if (!refusedSignIn.has(status)) return null;
    const email = triedEmail(request);
    return { userId: null, user: email, action: 'sign-in failed', kind: 'account', itemId: null, caption: email, ip };
  }
  // A write that failed changed nothing, so there is nothing to record.
  if (status >= 400) return null;
  const admin = request.admin;
  return {
    userId: admin?.id ?? null,
    user: admin?.email ?? '',
    action,
    kind: note?.kind ?? null,
    itemId: note?.itemId ?? null,
    caption: note?.caption ?? '',
    ip,
  };
}

export interface ActivityRecorder {
  /** Resolves once every record of the requests answered so far is written (tests, closing). */
  settled(): Promise<void>;
  /** Drops the records older than limits.activityKeepDays; answers how many went. */
  dropOld(now?: Date): Promise<number>;
}

/**
 * The activity record, kept centrally so no write can forget it: one onResponse hook on every
 * route records each API write that succeeded (the service named its item with noteItem), each
 * sign-in and each refused sign-in. The record is written after the answer has gone, so it never
 * slows or fails a request; a record that cannot be written is logged. Old records go on insert,
 * at most hourly.
 */
export function registerActivityRecord(app: FastifyInstance, deps: { activity: ActivityRepository }): ActivityRecorder {
  const { activity } = deps;
  const pending = new Set<Promise<void>>();
  let droppedAt = 0;

  const dropOld = (now = new Date()) => activity.dropBefore(new Date(now.getTime() - limits.activityKeepDays * dayMs));

  async function write(record: NewActivity): Promise<void> {
    const now = new Date();
    await activity.insert(record, now);
    if (now.getTime() - droppedAt >= dropEveryMs) {
      droppedAt = now.getTime();
      await dropOld(now);
    }
  }

  app.addHook('onResponse', (request, reply, done) => {
    const record = recordOf(request, reply.statusCode);
    if (record) {
      const writing = write(record)
        .catch((error: unknown) => request.log.error({ err: error, action: record.action }, 'could not write the activity record'))
        .finally(() => pending.delete(writing));
      pending.add(writing);
    }
    done();
  });
  app.addHook('onClose', async () => {
    await Promise.all(pending);
  });

  return {
    settled: async () => {
      while (pending.size > 0) await Promise.all(pending);
    },
    dropOld,
  };
}
