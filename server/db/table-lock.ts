import { sql, type Transaction } from 'kysely';
import { dialectOf, type Db } from './database.ts';
import type { Database } from './schema.ts';

/** Tables whose writers must take turns: accounts (the last one stays) and the ordered lists (positions.ts). */
export type LockedTable = 'users' | 'categories' | 'photos' | 'slides' | 'team_members' | 'partners';

/**
 * Runs `task` in a transaction that no other writer of `table` can interleave with, for rules
 * that read the table before writing it ("never remove the last account"). PostgreSQL: a lock
 * that lets readers on but queues every other writer until the commit (under READ COMMITTED two
 * removals would otherwise each see the other's row and both go ahead). SQLite: Kysely runs a
 * transaction on the database's one connection, so transactions already take turns.
 */
export async function withTableLocked<T>(
  db: Db,
  table: LockedTable,
  task: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (dialectOf(db) === 'postgres') await sql`lock table ${sql.table(table)} in share row exclusive mode`.execute(trx);
    return task(trx);
  });
}
