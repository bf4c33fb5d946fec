import type { Kysely } from 'kysely';

/**
 * The company's details (DESIGN.md section 11): one row, always present, like about_us. The
 * offices and social links are JSON text (a short list edited as a whole); the logo and the
 * share image are nullable image columns, listed in media/image-tables.ts. A new install starts
 * neutral; the demo content writes the demo company over it on the first start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().notNull())
    .addColumn('company_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('logo_image_id', 'text')
    .addColumn('logo_image_meta', 'text')
    .addColumn('logo_alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('share_image_id', 'text')
    .addColumn('share_image_meta', 'text')
    .addColumn('share_image_alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('offices', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('social', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db
    .insertInto('site_settings' as never)
    .values({ id: 1, company_name: defaultCompanyName, description: defaultDescription } as never)
    .execute();
}

/** What an install without demo content shows until the administrator writes its own. */
export const defaultCompanyName = 'Film Production';
export const defaultDescription = 'Film and video production services.';
