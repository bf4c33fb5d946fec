import type { Kysely } from 'kysely';

/**
 * Tokens signed out before they expire (POST /api/auth/logout). A row lives only until the
 * token's own expiry, after which the signature check refuses the token anyway; the table is
 * shared by every instance on the database, so a sign-out holds on all of them at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'varchar(64)', (c) => c.primaryKey().notNull())
    // ISO 8601 UTC, like every other time column, so both dialects compare it as text.
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('revoked_tokens_expires_at').on('revoked_tokens').column('expires_at').execute();
}
