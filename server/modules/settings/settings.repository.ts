import type { Db } from '../../db/database.ts';

/** Key-value facts about the installation (app_settings). */
export function createSettingsRepository(db: Db) {
  return {
    /** Stores the value unless the key has one; true when this call stored it. */
    async insertIfMissing(key: string, value: string): Promise<boolean> {
      const result = await db
        .insertInto('appSettings')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      // SQLite reports 0 changed rows when the conflict clause skipped the insert.
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    async has(key: string): Promise<boolean> {
      return (await db.selectFrom('appSettings').select('key').where('key', '=', key).executeTakeFirst()) !== undefined;
    },
    async remove(key: string): Promise<void> {
      await db.deleteFrom('appSettings').where('key', '=', key).execute();
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
