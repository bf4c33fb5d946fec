import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Reservation, ThrottleStore } from './login-throttle.ts';

/** Thrown inside the transaction to roll back the counts of a refused reservation. */
class Refused extends Error {
  constructor(readonly retryAfterMs: number) {
    super('refused');
  }
}

/** Expired rows are deleted at most this often per process (on the next write after it). */
const sweepEveryMs = 60_000;

/**
 * Sign-in attempts in the `login_attempts` table (SQLite or PostgreSQL), the default store:
 * counts survive a restart and every instance on one PostgreSQL shares them.
 *
 * A reservation is one transaction of upserts, one per key in a fixed order (so two
 * transactions never wait on each other's rows the other way round). Each upsert counts only
 * while the row is under its limit or its window is over, and answers a row only when it
 * counted: the check and the count are one statement, which PostgreSQL re-checks against the
 * newest row once a concurrent transaction commits, and which SQLite runs one at a time.
 */
export function createDatabaseThrottleStore(db: Db, now: () => number = Date.now): ThrottleStore {
  let lastSweep = 0;
  async function sweepExpired(at: number) {
    if (at - lastSweep < sweepEveryMs) return;
    lastSweep = at;
    await db.deleteFrom('loginAttempts').where('resetAt', '<=', at).execute();
  }

  return {
    async reserve(keys, windowMs): Promise<Reservation> {
      const at = now();
      await sweepExpired(at);
      const ordered = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      try {
        await db.transaction().execute(async (trx) => {
          const full: string[] = [];
          for (const { key, limit } of ordered) {
            const expired = sql<boolean>`login_attempts.reset_at <= ${at}`;
            const counted = await trx
              .insertInto('loginAttempts')
              .values({ key, count: 1, resetAt: at + windowMs })
              .onConflict((oc) =>
                oc
                  .column('key')
                  .doUpdateSet({
                    count: sql<number>`case when ${expired} then 1 else login_attempts.count + 1 end`,
                    resetAt: sql<number>`case when ${expired} then ${at + windowMs} else login_attempts.reset_at end`,
                  })
                  .where(sql<boolean>`${expired} or login_attempts.count < ${limit}`),
              )
              .returning('count')
              .executeTakeFirst();
            if (!counted) full.push(key);
          }
          if (full.length === 0) return;
          const ends = await trx
            .selectFrom('loginAttempts')
            .select('resetAt')
            .where('key', 'in', full)
            .execute();
          throw new Refused(Math.max(1, ...ends.map((row) => Number(row.resetAt) - at)));
        });
        return { allowed: true };
      } catch (error) {
        if (error instanceof Refused) return { allowed: false, retryAfterMs: error.retryAfterMs };
        throw error;
      }
    },

    async release(keys) {
      if (keys.length === 0) return;
      await db
        .updateTable('loginAttempts')
        .set({ count: sql<number>`login_attempts.count - 1` })
        .where('key', 'in', keys)
        .where('count', '>', 0)
        .where('resetAt', '>', now())
        .execute();
    },

    async reset(key) {
      await db.deleteFrom('loginAttempts').where('key', '=', key).execute();
    },
  };
}
