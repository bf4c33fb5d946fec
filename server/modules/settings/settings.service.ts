import type { Db } from '../../db/database.ts';

/** Facts about the installation, kept in app_settings. */
export function createSettingsService(db: Db) {
  return {
    /** True exactly once per database: on its first start. */
    async claimFirstStart(): Promise<boolean> {
      const result = await db
        .insertInto('appSettings')
        .values({ key: 'initialized_at', value: new Date().toISOString() })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      // SQLite reports 0 changed rows when the conflict clause skipped the insert.
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
  };
}
