import type { Db } from '../../db/database.ts';

/** Partner logos: a file name per row, in name order (names are time-ordered ids). */
export function createPartnersRepository(db: Db) {
  return {
    async names(): Promise<string[]> {
      const rows = await db.selectFrom('partners').select('name').orderBy('name', 'asc').execute();
      return rows.map((r) => r.name);
    },
    async insert(name: string): Promise<void> {
      await db.insertInto('partners').values({ name, createdAt: new Date().toISOString() }).execute();
    },
    /** True when the name was listed. */
    async remove(name: string): Promise<boolean> {
      const r = await db.deleteFrom('partners').where('name', '=', name).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}
export type PartnersRepository = ReturnType<typeof createPartnersRepository>;
