import type { Kysely } from 'kysely';

/**
 * The trash (issue 14): a removed item waits here, restorable, until it is purged by hand or
 * after 30 days. `id` is the item's own id, so it comes back under it. `payload` holds the
 * removed rows whole (JSON: every column, so columns added later travel with them) and what
 * pointed at the item; `files` the stored images the rows reference (JSON), which the orphan
 * sweep and the backup keep while the item is here. Times are ISO 8601 UTC text like every time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trash')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey().notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('files', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('deleted_by', 'text')
    .addColumn('purge_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trash_purge_at').on('trash').column('purge_at').execute();
}
