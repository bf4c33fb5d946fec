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
 * `references`: rows the write will point at, locked before the table (see Reference).
 */
export async function withTableLocked<T>(
  db: Db,
  table: LockedTable,
  task: (trx: Transaction<Database>) => Promise<T>,
  references: Reference[] = [],
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    if (dialectOf(db) === 'postgres') {
      for (const { table: target, id } of references) {
        if (id !== null) await sql`select id from ${sql.table(target)} where id = ${id} for key share`.execute(trx);
      }
      await sql`lock table ${sql.table(table)} in share row exclusive mode`.execute(trx);
    }
    return task(trx);
  });
}

/**
 * A row the write will point at (a photo's category, a slide's video), locked before the table.
 * Its removal locks it first and then, through ON DELETE SET NULL, writes this table: a write
 * that held this table and then waited on the row for its foreign key deadlocked with it (seen
 * on PostgreSQL: a category removed while a photo was added to it). In this order either the
 * write goes first and the removal then finds its row, or the removal does and the write's foreign
 * key refuses a row that is gone (the service answers that with its 400). A row already gone locks nothing.
 */
export interface Reference {
  table: 'categories' | 'videos';
  id: string | null;
}
