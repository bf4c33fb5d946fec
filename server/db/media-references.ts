import type { Kysely } from 'kysely';
import { imageTables, logoTable } from '../media/image-tables.ts';
import type { Db } from './database.ts';
import { fromJson } from './json.ts';

/**
 * The storage prefix of every image a row points to (`photos/<id>`) and of every logo (`logos/<name>`),
 * the trashed items' included.
 */
export async function referencedMedia(db: Db): Promise<Set<string>> {
  // The registry names tables and columns as strings, so they are read loosely here.
  const loose = db as unknown as Kysely<Record<string, Record<string, string | null>>>;
  const ids = new Set<string>();
  await Promise.all([
    ...imageTables.map(async ({ table, images }) => {
      const rows = await loose.selectFrom(table).select(images.map((image) => image.id)).execute();
      for (const row of rows) for (const image of images) if (row[image.id]) ids.add(row[image.id] as string);
    }),
    (async () => {
      const rows = await loose.selectFrom(logoTable.table).select(logoTable.name).execute();
      for (const row of rows) ids.add(`${logoTable.kind}/${row[logoTable.name]}`);
    })(),
    // A removed item's files stay while it is in the trash: it may be restored.
    (async () => {
      for (const row of await db.selectFrom('trash').select('files').execute()) {
        const files = fromJson<{ images: string[]; logos: string[] }>(row.files);
        for (const image of files?.images ?? []) ids.add(image);
        for (const logo of files?.logos ?? []) ids.add(`${logoTable.kind}/${logo}`);
      }
    })(),
  ]);
  return ids;
}
