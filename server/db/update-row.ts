import { dialectOf, type Db } from './database.ts';
import { changedNow } from './new-row.ts';
import type { Database } from './schema.ts';

type TableWithId = 'photos' | 'slides';

/**
 * Updates the given columns of one row and its last change; undefined values are left as they are
 * (a partial edit). True when the row exists, also when there was nothing to change (then nothing is written).
 */
export async function updateRow<T extends TableWithId>(
  db: Db,
  table: T,
  id: string,
  values: Partial<Omit<Database[T], 'id'>>,
): Promise<boolean> {
  // Kysely cannot type a query over a union of tables; both share the `id` column used here.
  const one = table as 'photos';
  if (Object.values(values).every((v) => v === undefined)) {
    return (await db.selectFrom(one).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
  }
  const result = await db.updateTable(one).set({ ...(values as object), ...changedNow() } as never).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Makes a read inside a transaction lock the rows it reads until the commit (PostgreSQL's FOR
 * UPDATE; SQLite's transactions already take turns), for a write that must know what it
 * replaces: two parallel replacements of a row's image then each learn the file they replaced,
 * and neither leaves a file no row points at.
 */
export function forUpdate<Q extends { forUpdate(): Q }>(db: Db, query: Q): Q {
  return dialectOf(db) === 'postgres' ? query.forUpdate() : query;
}
