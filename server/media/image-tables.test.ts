import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLoggedApp, type LoggedApp } from '../test/logged-app.ts';
import { imageKinds, imageTables, logoTable } from './image-tables.ts';

/**
 * The registry is what the orphan sweep, the backup and the data migration know about images: a
 * table with an image column missing from it would have its files swept as orphans. This reads
 * the migrated database's own columns, so a new image table cannot be forgotten.
 */
describe('the image tables registry', () => {
  let t: LoggedApp;
  beforeAll(async () => {
    t = await buildLoggedApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every column of the database that holds an image id, with its picture column', async () => {
    // The database's names are snake_case; Kysely's CamelCasePlugin maps them to the code's names.
    const camel = (name: string) => name.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase());
    const tables = (await t.db.introspection.getTables()).map((table) => ({
      name: camel(table.name),
      columns: table.columns.map((column) => ({ name: camel(column.name) })),
    }));
    const inSchema = tables.flatMap((table) =>
      table.columns
        .filter((column) => /(^i|I)mageId$/.test(column.name))
        .map((column) => ({
          table: table.name,
          id: column.name,
          meta: table.columns.find((c) => c.name === column.name.replace(/Id$/, 'Meta'))?.name,
        })),
    );
    const registered = imageTables.flatMap(({ table, images }) => images.map(({ id, meta }) => ({ table, id, meta })));
    const sorted = (list: typeof inSchema) => [...list].sort((a, b) => `${a.table}.${a.id}`.localeCompare(`${b.table}.${b.id}`));
    expect(sorted(registered)).toEqual(sorted(inSchema));
    expect(tables.find((table) => table.name === logoTable.table)?.columns.map((c) => c.name)).toContain(logoTable.name);
  });

  it('gives each module its own storage folder; only a location’s hero and carousel share one', () => {
    expect(new Set([...imageKinds, logoTable.kind]).size).toBe(imageKinds.length + 1);
    const shared = imageKinds
      .map((kind) => imageTables.filter((t) => t.kind === kind).map((t) => t.table))
      .filter((tables) => tables.length > 1);
    expect(shared).toEqual([['locations', 'locationImages']]);
  });
});
