import { sql, type Kysely } from 'kysely';

/**
 * Alt texts (issue 13): every table with an uploaded image gets `alt` ('' until the admin writes
 * one; pages then fall back to a caption or a name). Partners become records: an id, a name, a
 * link and an alt text beside the logo file, which was the whole row (its primary key `name`).
 *
 * The partners table is rebuilt rather than altered, because SQLite cannot change a primary key.
 * Every existing logo keeps its row: the new id is the file name's own 24-hex id (logos are
 * stored as `<id>.webp|png`), so the list keeps its order, and the name, link and alt are empty.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['slides', 'videos', 'photos', 'team_members']) {
    await db.schema
      .alterTable(table)
      .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }

  await db.schema
    .createTable('partners_next')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey().notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    // The logo file under logos/, as GET /api/logo/ lists it.
    .addColumn('logo', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await sql`insert into partners_next (id, name, url, alt, logo, created_at)
    select substr(name, 1, 24), '', '', '', name, created_at from partners`.execute(db);
  await db.schema.dropTable('partners').execute();
  await db.schema.alterTable('partners_next').renameTo('partners').execute();
}
