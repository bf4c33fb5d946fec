import { CamelCasePlugin, Kysely, Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { oldDatabases, type OldDb } from '../../test/old-database.ts';
import { createPartnersRepository } from '../../modules/partners/partners.repository.ts';
import { createPhotosRepository } from '../../modules/photos/photos.repository.ts';
import { createSlidesRepository } from '../../modules/slides/slides.repository.ts';
import { createTeamRepository } from '../../modules/team/team.repository.ts';
import type { StoredImage, StoredPicture } from '../../media/types.ts';
import { openDatabase, type Db } from '../database.ts';
import { newObjectId } from '../object-id.ts';
import { migrationProvider } from './index.ts';

/**
 * An installation from before the order (issue 14): upgrading keeps what visitors saw, photos and
 * slides newest first, team members and partners in the order they were added, on both engines;
 * afterwards a new item goes first.
 */
const engines = oldDatabases('migration-0008-');

const picture = JSON.stringify({ width: 1, height: 1, placeholder: '', variants: [] });
const urlOf = () => '/media/x';

describe.each(['sqlite', 'postgres'] as const)('upgrading %s to the order', (engine) => {
  it('keeps the order visitors saw; a new item then goes first', async () => {
    const { dialect, options } = engines[engine]();
    const old: OldDb = new Kysely({ dialect, plugins: [new CamelCasePlugin()] });
    // Ids made in a shuffled order of times, inserted in another, so neither hides a wrong rank.
    const times = ['2024-03-01', '2023-01-01', '2025-07-01', '2024-11-15'].map((d) => Date.parse(d));
    const ids = times.map((time) => newObjectId(time));
    const sorted = [...ids].sort();
    const createdAt = '2024-01-01T00:00:00.000Z';
    try {
      const { error } = await new Migrator({ db: old, provider: migrationProvider }).migrateTo('0006-alt-texts');
      expect(error).toBeUndefined();
      for (const [i, id] of ids.entries()) {
        const image = { imageId: `x/${id}`, imageMeta: picture, alt: '', createdAt };
        await old.insertInto('photos').values({ id, caption: `Photo ${i}`, text: '', categoryId: null, ...image }).execute();
        await old.insertInto('slides').values({ id, caption: `Slide ${i}`, text: '', ...image }).execute();
        await old.insertInto('teamMembers').values({ id, caption: `Member ${i}`, text: 'Director', ...image }).execute();
        await old.insertInto('partners').values({ id, logo: `${id}.webp`, createdAt }).execute();
      }
    } finally {
      await old.destroy();
    }

    const db: Db = await openDatabase(options);
    try {
      const photos = createPhotosRepository(db, urlOf);
      const slides = createSlidesRepository(db, urlOf);
      const team = createTeamRepository(db, urlOf);
      const partners = createPartnersRepository(db);
      const lists = async () => ({
        photos: (await photos.page(undefined, 0, 100)).map((p) => p._id),
        slides: (await slides.list()).map((s) => s._id),
        team: (await team.list()).map((m) => m._id),
        partners: (await partners.list()).map((p) => p._id),
      });
      const newestFirst = [...sorted].reverse();
      expect(await lists()).toEqual({ photos: newestFirst, slides: newestFirst, team: sorted, partners: sorted });

      const id = newObjectId();
      const image: StoredImage = { imageId: `x/${id}`, url: '/media/x', picture: JSON.parse(picture) as StoredPicture };
      await photos.insert({ caption: 'New', text: '', alt: '', categoryId: null }, image);
      await team.insert({ caption: 'New member', text: 'Grip', description: '', instagram: '', email: '', alt: '' }, image);
      await partners.insert({ name: 'New', url: '', alt: '' }, `${id}.webp`);
      const after = await lists();
      expect(after.photos.slice(1)).toEqual(newestFirst);
      expect(after.team.slice(1)).toEqual(sorted);
      expect(after.partners.slice(1)).toEqual(sorted);
      expect(after.partners).toHaveLength(sorted.length + 1);
    } finally {
      await db.destroy();
    }
  });
});
