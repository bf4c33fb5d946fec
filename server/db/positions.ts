import type { Insertable, Transaction } from 'kysely';
import type { Db } from './database.ts';
import { changedNow } from './new-row.ts';
import type { Database } from './schema.ts';
import { type Reference, withTableLocked } from './table-lock.ts';

/** The lists the administrator puts in order with a `position` column (videos and location images have their own). */
export type OrderedTable = 'photos' | 'slides' | 'teamMembers' | 'partners';

const sqlNames: Record<OrderedTable, 'photos' | 'slides' | 'team_members' | 'partners'> = {
  photos: 'photos',
  slides: 'slides',
  teamMembers: 'team_members',
  partners: 'partners',
};

/**
 * Inserts a row at the top of its list: one position below the smallest. The read and the insert
 * hold the table's write lock (PostgreSQL; SQLite transactions take turns anyway), so an order
 * saved meanwhile cannot slip between them and leave the new row in the middle.
 */
export async function insertFirst<T extends OrderedTable>(
  db: Db,
  table: T,
  row: Insertable<Database[T]>,
  references: Reference[] = [],
): Promise<void> {
  // Kysely cannot type a query over a union of tables; they share the columns used here.
  const one = table as 'photos';
  await withTableLocked(
    db,
    sqlNames[table],
    async (trx) => {
      const min = await trx.selectFrom(one).select((eb) => eb.fn.min<number>('position').as('p')).executeTakeFirst();
      const position = min?.p === null || min?.p === undefined ? 0 : Number(min.p) - 1;
      await trx
        .insertInto(one)
        .values({ ...(row as Insertable<Database['photos']>), position })
        .execute();
    },
    references,
  );
}

/**
 * Saves the admin's order if `ids` are exactly the list's ids, each once; false otherwise (an item
 * added or removed since the admin loaded the list: nothing changes, so nothing is lost). Checked
 * and written under the table's write lock, so concurrent orders and adds take turns.
 */
export async function saveOrder(db: Db, table: OrderedTable, ids: string[]): Promise<boolean> {
  const one = table as 'photos';
  return withTableLocked(db, sqlNames[table], async (trx: Transaction<Database>) => {
    const rows = await trx.selectFrom(one).select(['id', 'position']).execute();
    const before = new Map(rows.map((r) => [r.id, Number(r.position)]));
    if (ids.length !== before.size || new Set(ids).size !== ids.length || !ids.every((id) => before.has(id))) return false;
    const { updatedAt } = changedNow();
    for (const [position, id] of ids.entries()) {
      // Only rows that move are written: saving after one drag touches a few rows, not thousands.
      // They carry the change, so the list page's last change (the newest of its rows) is the order's.
      if (before.get(id) !== position) await trx.updateTable(one).set({ position, updatedAt }).where('id', '=', id).execute();
    }
    return true;
  });
}
