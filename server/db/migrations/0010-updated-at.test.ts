import { CamelCasePlugin, Kysely, Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { oldDatabases, type OldDb } from '../../test/old-database.ts';
import { createPhotosRepository } from '../../modules/photos/photos.repository.ts';
import { openDatabase, type Db } from '../database.ts';
import { tablesWithLastChange } from '../new-row.ts';
import { newObjectId } from '../object-id.ts';
import { migrationProvider } from './index.ts';

/**
 * An installation from before the last change (issue 15): upgrading gives every row of the page
 * content tables its creation time as its last change, the two one-row tables the upgrade's
 * time, on both engines; the next edit then moves it.
 */
const engines = oldDatabases('migration-0010-');

const picture = JSON.stringify({ width: 1, height: 1, placeholder: '', variants: [] });
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

describe.each(['sqlite', 'postgres'] as const)('upgrading %s to the last change', (engine) => {
  it('fills updated_at from created_at (else the upgrade time); every table that has it is known to the writes', async () => {
    const { dialect, options } = engines[engine]();
    const old: OldDb = new Kysely({ dialect, plugins: [new CamelCasePlugin()] });
    const times = ['2023-01-01T08:00:00.000Z', '2024-03-01T09:30:00.000Z'];
    const ids = { category: newObjectId(), video: newObjectId(), photo: newObjectId(), slide: newObjectId(), member: newObjectId() };
    const more = { partner: newObjectId(), location: newObjectId(), image: newObjectId() };
    try {
      const { error } = await new Migrator({ db: old, provider: migrationProvider }).migrateTo('0009-activity');
      expect(error).toBeUndefined();
      const [first, second] = times as [string, string];
      const image = { imageMeta: picture, alt: '' };
      await old.insertInto('categories').values({ id: ids.category, caption: 'Travel', type: 'photo', createdAt: first }).execute();
      await old
        .insertInto('videos')
        .values({ id: ids.video, url: 'https://vimeo.com/1', caption: 'Film', categoryId: null, director: '', pop: '', production: '', alt: '', position: 0, createdAt: second })
        .execute();
      await old.insertInto('photos').values({ id: ids.photo, caption: 'P', text: '', categoryId: ids.category, imageId: `photos/${ids.photo}`, ...image, createdAt: first }).execute();
      await old.insertInto('slides').values({ id: ids.slide, caption: 'S', text: '', imageId: `slides/${ids.slide}`, ...image, createdAt: second }).execute();
      await old
        .insertInto('teamMembers')
        .values({ id: ids.member, caption: 'M', text: 'Grip', imageId: `team/${ids.member}`, ...image, createdAt: first })
        .execute();
      await old.insertInto('partners').values({ id: more.partner, logo: `${more.partner}.webp`, createdAt: second }).execute();
      await old
        .insertInto('locations')
        .values({
          id: more.location,
          name: 'Armenia',
          nameKey: 'armenia',
          heading: '',
          intro: '',
          paragraphs: '[]',
          facts: '[]',
          heroImageId: `locations/${more.location}`,
          heroImageMeta: picture,
          heroAlt: '',
          position: 0,
          createdAt: first,
        })
        .execute();
      await old
        .insertInto('locationImages')
        .values({ id: more.image, locationId: more.location, imageId: `locations/${more.image}`, ...image, position: 0, createdAt: second })
        .execute();
    } finally {
      await old.destroy();
    }

    const before = new Date().toISOString();
    const db: Db = await openDatabase(options);
    try {
      const after = new Date().toISOString();
      const lastChange = async (table: keyof typeof expected) =>
        (await db.selectFrom(table).select(['updatedAt', 'createdAt']).execute()).map((r) => r.updatedAt === r.createdAt);
      const expected = { categories: 0, videos: 0, photos: 0, slides: 0, teamMembers: 0, partners: 0, locations: 0, locationImages: 0 };
      for (const table of Object.keys(expected) as (keyof typeof expected)[]) {
        const same = await lastChange(table);
        // The bootstrap's category is not here (no app ran): one row each, as inserted above.
        expect(same, table).toEqual([true]);
      }
      for (const table of ['aboutUs', 'siteSettings'] as const) {
        const { updatedAt } = await db.selectFrom(table).select('updatedAt').executeTakeFirstOrThrow();
        expect(updatedAt >= before && updatedAt <= after, `${table}: ${updatedAt}`).toBe(true);
      }

      // The next edit moves the last change, and only that row's.
      const photos = createPhotosRepository(db, () => '/media/x');
      expect(await photos.update(ids.photo, { caption: 'Edited' })).toBe(true);
      const row = await photos.row(ids.photo);
      expect(row?.updatedAt ?? '').toMatch(/^\d{4}-/);
      expect((row?.updatedAt ?? '') > (times[0] ?? '')).toBe(true);

      // Every table with the column is in the list the trash restore and the writes go by, and back.
      const tables = await db.introspection.getTables();
      const withColumn = tables.filter((t) => t.columns.some((c) => c.name === 'updated_at')).map((t) => t.name).sort();
      expect(withColumn).toEqual([...tablesWithLastChange].map(snake).sort());
    } finally {
      await db.destroy();
    }
  });
});
