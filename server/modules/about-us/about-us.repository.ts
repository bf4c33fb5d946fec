import type { Db } from '../../db/database.ts';
import { changedNow } from '../../db/new-row.ts';

/** The about-us texts: one row, always present (the migration creates it). */
export function createAboutUsRepository(db: Db) {
  return {
    async get(): Promise<{ text: string; textExtra: string }> {
      const row = await db.selectFrom('aboutUs').select(['text', 'textExtra']).where('id', '=', 1).executeTakeFirst();
      return { text: row?.text ?? '', textExtra: row?.textExtra ?? '' };
    },
    async update(text: string, textExtra: string): Promise<void> {
      await db.updateTable('aboutUs').set({ text, textExtra, ...changedNow() }).where('id', '=', 1).execute();
    },
  };
}
export type AboutUsRepository = ReturnType<typeof createAboutUsRepository>;
