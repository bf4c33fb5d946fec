import { sql, type Kysely } from 'kysely';

/**
 * Order (issue 14): photos, team members, partners and slides get the admin's `position`, like
 * videos and location images (ascending; ties, such as two adds at the same moment, fall back to
 * the id). Existing rows keep the order visitors see today: photos and slides newest first, team
 * members and partners in the order they were added. Ids are time-ordered, so a row's place is the
 * number of rows before it in that order; the same SQL runs on SQLite and PostgreSQL.
 */
const tables = [
  { table: 'photos', newestFirst: true },
  { table: 'slides', newestFirst: true },
  { table: 'team_members', newestFirst: false },
  { table: 'partners', newestFirst: false },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, newestFirst } of tables) {
    await db.schema
      .alterTable(table)
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    const t = sql.table(table);
    const before = newestFirst ? sql`o.id > ${t}.id` : sql`o.id < ${t}.id`;
    await sql`update ${t} set position = (select count(*) from ${t} o where ${before})`.execute(db);
    await db.schema.createIndex(`${table}_position`).on(table).columns(['position', 'id']).execute();
  }
}
