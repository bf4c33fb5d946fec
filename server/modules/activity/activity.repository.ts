import { sql } from 'kysely';
import type { ActivityRecord } from '#shared/schemas/activity.ts';
import type { Db } from '../../db/database.ts';
import { newObjectId } from '../../db/object-id.ts';
import { itemPaths } from './item-paths.ts';

/** What the recorder writes: one record, as the wire names it, without its time (set on insert). */
export interface NewActivity {
  userId: string | null;
  user: string;
  action: string;
  kind: string | null;
  itemId: string | null;
  caption: string;
  ip: string;
}

/**
 * Filters of the activity view: `user` an account's e-mail (any letter case) or id, `kind` exact,
 * `until` the newest record counted (by id: ids are time-ordered).
 */
export interface ActivityFilter {
  user?: string | undefined;
  kind?: string | undefined;
  until?: string | undefined;
}

/** The columns hold these many characters; longer values (a long e-mail tried) are cut, never refused. */
const cut = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

export function createActivityRepository(db: Db) {
  const filtered = (filter: ActivityFilter) => {
    let query = db.selectFrom('activity');
    const { user, kind, until } = filter;
    if (user !== undefined) {
      const email = user.toLowerCase();
      query = query.where((eb) => eb.or([eb('userEmail', '=', email), eb('userId', '=', user)]));
    }
    if (kind !== undefined) query = query.where('kind', '=', kind);
    if (until !== undefined) query = query.where('id', '<=', until);
    return query;
  };

  return {
    async insert(record: NewActivity, now: Date = new Date()): Promise<void> {
      await db
        .insertInto('activity')
        .values({
          id: newObjectId(now.getTime()),
          at: now.toISOString(),
          userId: record.userId,
          // Stored lowercased (like account e-mails), so the filter finds them in any case.
          userEmail: cut(record.user.toLowerCase(), 320),
          action: cut(record.action, 32),
          kind: record.kind === null ? null : cut(record.kind, 32),
          itemId: record.itemId === null ? null : cut(record.itemId, 64),
          caption: record.caption,
          ip: cut(record.ip, 64),
        })
        .execute();
    },

    /** Newest first: ids are time-ordered. */
    async page(filter: ActivityFilter, offset: number, limit: number): Promise<ActivityRecord[]> {
      const rows = await filtered(filter)
        .select(['at', 'userEmail', 'action', 'kind', 'itemId', 'caption', 'ip'])
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      const paths = await itemPaths(db, rows);
      return rows.map(({ userEmail, ...row }, i) => ({ ...row, user: userEmail, itemPath: paths[i] ?? null }));
    },

    /** The newest record's id under the filters, or null when none matches. */
    async newest(filter: ActivityFilter): Promise<string | null> {
      const row = await filtered(filter).select('id').orderBy('id', 'desc').limit(1).executeTakeFirst();
      return row?.id ?? null;
    },

    async count(filter: ActivityFilter): Promise<number> {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * The e-mails of the accounts that acted, sorted: a record with a `user_id` is one an account
     * made (a refused sign-in has none). The ids are walked through their index, one step per
     * account, not a scan of the table (which read every row of a year's record on each page
     * view: 180–300 ms for 200 000 records on SQLite, against under a millisecond). An account's
     * e-mail never changes, so any of its records names it.
     */
    async accounts(): Promise<string[]> {
      const { rows } = await sql<{ email: string | null }>`
        with recursive ids(id) as (
          select min(user_id) from activity
          union all
          select (select min(user_id) from activity where user_id > ids.id) from ids where ids.id is not null
        )
        select (select user_email from activity a where a.user_id = ids.id limit 1) as email
        from ids where ids.id is not null`.execute(db);
      const emails = rows.flatMap((row) => (row.email ? [row.email] : []));
      return [...new Set(emails)].sort();
    },

    /** Drops the records made before `cutoff`; answers how many went. */
    async dropBefore(cutoff: Date): Promise<number> {
      const result = await db.deleteFrom('activity').where('at', '<', cutoff.toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
