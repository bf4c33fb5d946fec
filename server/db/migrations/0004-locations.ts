import type { Kysely } from 'kysely';

/**
 * Location pages as content (issue 13). `name_key` is the lower-case name and is unique, so
 * `/ukraine` and `/Ukraine` are one address; a renamed location keeps its old key in
 * `location_redirects`, which answer 301 to the current name. Paragraphs and facts are JSON text
 * like every JSON column. Types mean the same on SQLite and PostgreSQL (see 0001).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('locations')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey().notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(200)', (c) => c.notNull().unique())
    .addColumn('heading', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('paragraphs', 'text', (c) => c.notNull())
    .addColumn('facts', 'text', (c) => c.notNull())
    .addColumn('hero_image_id', 'text', (c) => c.notNull())
    .addColumn('hero_image_meta', 'text', (c) => c.notNull())
    .addColumn('hero_alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('see_more_category_id', 'varchar(24)', (c) => c.references('categories.id').onDelete('set null'))
    // Menu order, ascending; a new location goes last.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('location_images')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey().notNull())
    .addColumn('location_id', 'varchar(24)', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_id', 'text', (c) => c.notNull())
    .addColumn('image_meta', 'text', (c) => c.notNull())
    // Carousel order within the location, ascending; a new image goes last.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('location_images_order').on('location_images').columns(['location_id', 'position']).execute();

  await db.schema
    .createTable('location_redirects')
    .addColumn('name_key', 'varchar(200)', (c) => c.primaryKey().notNull())
    .addColumn('location_id', 'varchar(24)', (c) => c.notNull().references('locations.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('location_redirects_location').on('location_redirects').column('location_id').execute();
}
