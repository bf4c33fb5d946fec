import { sql, type Kysely } from 'kysely';

/**
 * The first schema. Types are chosen to mean the same on SQLite and PostgreSQL; primary keys
 * say NOT NULL because SQLite, unlike PostgreSQL, would otherwise accept a null text key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey().notNull())
    .addColumn('email', 'varchar(320)', (c) => c.notNull().unique())
    .addColumn('username', 'varchar(200)', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey().notNull())
    .addColumn('caption', 'text', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull().check(sql`type in ('gallery', 'photo')`))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('videos')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey().notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('caption', 'text', (c) => c.notNull())
    .addColumn('category_id', 'varchar(24)', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('director', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pop', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('production', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_id', 'text')
    .addColumn('image_meta', 'text')
    .addColumn('vimeo_response', 'text')
    .addColumn('thumb_image_id', 'text')
    .addColumn('thumb_image_meta', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('videos_position').on('videos').columns(['position', 'id']).execute();
  await db.schema.createIndex('videos_category').on('videos').column('category_id').execute();

  await db.schema
    .createTable('photos')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey().notNull())
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category_id', 'varchar(24)', (c) => c.references('categories.id').onDelete('set null'))
    .addColumn('image_id', 'text', (c) => c.notNull())
    .addColumn('image_meta', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('photos_category').on('photos').columns(['category_id', 'id']).execute();

  await db.schema
    .createTable('slides')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey().notNull())
    .addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('video_id', 'varchar(24)', (c) => c.references('videos.id').onDelete('set null'))
    .addColumn('transparency', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image_id', 'text', (c) => c.notNull())
    .addColumn('image_meta', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('team_members')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey().notNull())
    .addColumn('caption', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('instagram', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_id', 'text', (c) => c.notNull())
    .addColumn('image_meta', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('partners')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey().notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('about_us')
    .addColumn('id', 'integer', (c) => c.primaryKey().notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('text_extra', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey().notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.insertInto('about_us' as never).values({ id: 1, text: '', text_extra: '' } as never).execute();
}
