import { CamelCasePlugin, Kysely, Migrator } from 'kysely';
import { describe, expect, it } from 'vitest';
import { oldDatabases, type OldDb } from '../../test/old-database.ts';
import { createPartnersRepository } from '../../modules/partners/partners.repository.ts';
import { openDatabase, type Db } from '../database.ts';
import { newObjectId } from '../object-id.ts';
import { migrationProvider } from './index.ts';

/**
 * An installation from before alt texts: its partners table held one logo file name per row.
 * Upgrading keeps every logo as a partner (empty name, link and alt text, the file's id as its
 * id, the same order) and gives the image tables an empty alt, on both engines.
 */
const engines = oldDatabases('migration-0006-');

describe.each(['sqlite', 'postgres'] as const)('upgrading %s from 0003 to alt texts', (engine) => {
  it('keeps every partner logo and gives images an empty alt text', async () => {
    const { dialect, options } = engines[engine]();
    const old: OldDb = new Kysely({ dialect, plugins: [new CamelCasePlugin()] });
    const logos = [newObjectId(Date.parse('2024-03-01')), newObjectId(Date.parse('2023-01-01')), newObjectId(Date.parse('2025-07-01'))].map(
      (id, i) => `${id}.${i === 1 ? 'png' : 'webp'}`,
    );
    const slideId = newObjectId();
    try {
      const { error } = await new Migrator({ db: old, provider: migrationProvider }).migrateTo('0003-revoked-tokens');
      expect(error).toBeUndefined();
      for (const name of logos) await old.insertInto('partners').values({ name, createdAt: '2024-01-01T00:00:00.000Z' }).execute();
      await old
        .insertInto('slides')
        .values({ id: slideId, caption: 'Dawn', imageId: slideId, imageMeta: '{}', createdAt: '2024-01-01T00:00:00.000Z' })
        .execute();
    } finally {
      await old.destroy();
    }

    const db: Db = await openDatabase(options);
    try {
      const partners = await createPartnersRepository(db).list();
      expect(partners).toEqual(
        [...logos].sort().map((logo) => ({ _id: logo.slice(0, 24), name: '', url: '', alt: '', image: `/logos/${logo}`, logo })),
      );
      expect(await db.selectFrom('slides').select(['id', 'caption', 'alt']).execute()).toEqual([
        { id: slideId, caption: 'Dawn', alt: '' },
      ]);
      // A partner added after the upgrade goes first (the order of issue 14, migration 0008).
      await createPartnersRepository(db).insert({ name: 'Velta Motors', url: 'https://velta.example', alt: '' }, `${newObjectId()}.webp`);
      expect((await createPartnersRepository(db).list()).map((p) => p.name)).toEqual(['Velta Motors', '', '', '']);
    } finally {
      await db.destroy();
    }
  });
});
