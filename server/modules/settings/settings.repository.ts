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
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
