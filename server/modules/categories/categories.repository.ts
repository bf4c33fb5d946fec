import { sql } from 'kysely';
import type { Category, CategoryType } from '#shared/schemas/category.ts';
import type { Db } from '../../db/database.ts';
import { changedNow, newRowKeys } from '../../db/new-row.ts';
import { withTableLocked } from '../../db/table-lock.ts';

/**
 * The name a category is told apart by: letter case (in any script) and Unicode composition do
 * not make a second category. Compared in code, not SQL, because SQLite's lower() knows only ASCII.
 */
/** A category name as compared for uniqueness within its type: any letter case is the same name. */
export const nameKey = (caption: string) => caption.normalize('NFC').toLocaleLowerCase('und');

/** Categories of both kinds; count_items counts the videos or photos that point at each. */
export function createCategoriesRepository(db: Db) {
  const withCounts = (type: CategoryType) => {
    const items = type === 'gallery' ? 'videos' : 'photos';
    return db
      .selectFrom('categories as c')
      .select([
        'c.id',
        'c.caption',
        'c.type',
        sql<number>`(select count(*) from ${sql.table(items)} i where i.category_id = c.id)`.as('count'),
      ])
      .where('c.type', '=', type);
  };
  const toCategory = (row: { id: string; caption: string; type: CategoryType; count: number | string }): Category => ({
    _id: row.id,
    caption: row.caption,
    type: row.type,
    count_items: Number(row.count),
  });

  return {
    async list(type: CategoryType): Promise<Category[]> {
      const rows = await withCounts(type).orderBy('c.id', 'asc').execute();
      return rows.map(toCategory);
    },
    async get(id: string): Promise<Category | undefined> {
      const row = await db.selectFrom('categories').select('type').where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const full = await withCounts(row.type).where('c.id', '=', id).executeTakeFirst();
      return full && toCategory(full);
    },
    async byCaption(type: CategoryType, caption: string) {
      return db.selectFrom('categories').selectAll().where('type', '=', type).where('caption', '=', caption).executeTakeFirst();
    },
    /**
     * Inserts or renames (`id`) unless another category of the type has the name: the check and
     * the write under one table lock, so two parallel adds of one name cannot both pass it. A
     * renamed category's row is locked before the table (withTableLocked's references): a removal
     * holding it would otherwise wait on the table this holds. 'missing': removed meanwhile.
     */
    async saveUnique(caption: string, type: CategoryType, id?: string): Promise<{ id: string } | 'taken' | 'missing'> {
      const renamed = id === undefined ? [] : [{ table: 'categories' as const, id }];
      return withTableLocked(
        db,
        'categories',
        async (trx) => {
          const others = await trx.selectFrom('categories').select(['id', 'caption']).where('type', '=', type).execute();
          const key = nameKey(caption);
          if (others.some((row) => row.id !== id && nameKey(row.caption) === key)) return 'taken';
          if (id) {
            const result = await trx.updateTable('categories').set({ caption, ...changedNow() }).where('id', '=', id).executeTakeFirst();
            return Number(result.numUpdatedRows) > 0 ? { id } : 'missing';
          }
          const keys = newRowKeys();
          await trx.insertInto('categories').values({ ...keys, caption, type }).execute();
          return { id: keys.id };
        },
        renamed,
      );
    },
    /** Returns the new category's id. */
    async insert(caption: string, type: CategoryType): Promise<string> {
      const keys = newRowKeys();
      await db.insertInto('categories').values({ ...keys, caption, type }).execute();
      return keys.id;
    },
    /** Items of the category keep existing with category null (foreign key ON DELETE SET NULL). */
    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('categories').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
