import { sql, type Kysely } from 'kysely';

/**
 * Last change (issue 15): every table whose rows are pages or page content gets `updated_at`,
 * ISO 8601 UTC text like every time here, which the sitemap gives as each URL's `lastmod`.
 * Existing rows take their creation time; the two one-row tables, which have none, the time of
 * this migration. The empty default only lets SQLite add a NOT NULL column to a filled table
 * (it cannot drop a default later); the repositories set the column on every write, and the
 * schema's types make every insert name it.
 */
const created = ['videos', 'photos', 'slides', 'team_members', 'partners', 'categories', 'locations', 'location_images'];
const singleRows = ['site_settings', 'about_us'];

export async function up(db: Kysely<unknown>): Promise<void> {
  const now = new Date().toISOString();
  for (const table of [...created, ...singleRows]) {
    await db.schema
      .alterTable(table)
      .addColumn('updated_at', 'varchar(32)', (c) => c.notNull().defaultTo(''))
      .execute();
    const t = sql.table(table);
    await (created.includes(table)
      ? sql`update ${t} set updated_at = created_at`
      : sql`update ${t} set updated_at = ${now}`
    ).execute(db);
  }
}
