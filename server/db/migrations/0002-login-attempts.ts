import type { Kysely } from 'kysely';

/**
 * Sign-in attempts counted per key (an address, an account or a device) in a fixed window, so
 * the throttle survives restarts and holds across instances on one PostgreSQL. `reset_at` is
 * the window's end in epoch milliseconds (bigint: past 2^31 on both engines); the index lets
 * expired rows be deleted without a scan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_attempts')
    .addColumn('key', 'varchar(400)', (c) => c.primaryKey().notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_attempts_reset_at')
    .on('login_attempts')
    .column('reset_at')
    .execute();
}
