import type { Kysely } from 'kysely';

/**
 * The activity record (issue 14): one row per write, sign-in, failed sign-in and password change.
 * No foreign key to users: a removed account's records stay, under the e-mail it had.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activity')
    // 24-hex ObjectId: time-ordered, so newest first is the id order within a second too.
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey().notNull())
    // ISO 8601 UTC, like every other time column, so both dialects compare it as text.
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(24)')
    // The account's e-mail, or for a failed sign-in the e-mail tried ('' when none was sent).
    .addColumn('user_email', 'varchar(320)', (c) => c.notNull())
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)')
    .addColumn('item_id', 'varchar(64)')
    .addColumn('caption', 'text', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activity_at').on('activity').column('at').execute();
  await db.schema.createIndex('activity_user_email').on('activity').column('user_email').execute();
  await db.schema.createIndex('activity_kind').on('activity').column('kind').execute();
}
