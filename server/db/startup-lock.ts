import { sql } from 'kysely';
import { dialectOf, type Db } from './database.ts';

/** An arbitrary constant naming "the site's start-up work" among PostgreSQL advisory locks. */
const startupLockId = 7_311_042_019;

/**
 * Runs `task` while holding a lock shared by every instance on the same database, so
 * instances started together do not both create the admin or the protected category.
 * PostgreSQL: a session advisory lock on one pooled connection (the task uses others).
 * SQLite serves one machine and one process, so the task simply runs.
 */
export async function withStartupLock<T>(db: Db, task: () => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'postgres') return task();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${sql.lit(startupLockId)})`.execute(connection);
    try {
      return await task();
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(startupLockId)})`.execute(connection);
    }
  });
}
