import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newObjectId } from '../db/object-id.ts';
import { newRowKeys } from '../db/new-row.ts';
import { createDiskStorage } from '../media/storage/disk-storage.ts';
import { addPartner, addPhoto, addSlide, addTeamMember, addVideo, addCategory, filesOf, get, mediaFiles } from '../test/factories.ts';
import { jpeg } from '../test/fixtures.ts';
import { buildLoggedApp, type LoggedApp } from '../test/logged-app.ts';
import { defaultGraceMs, sweepOrphans } from './orphan-sweep.ts';

const hourAgo = () => Date.now() - 3600_000;

describe('orphan sweep', () => {
  let t: LoggedApp;
  beforeEach(async () => {
    t = await buildLoggedApp();
  });
  afterEach(async () => {
    await t.close();
  });

  /** Writes a stray image folder (or logo file) the way a crash before the row commit leaves one. */
  function stray(key: string) {
    const file = join(t.mediaDir, key);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, 'orphan');
  }

  it('removes folders and logo files no row points to, and keeps every referenced one', async () => {
    const category = await addCategory(t, 'gallery');
    const video = await addVideo(t, { category: category._id }, await jpeg(40, 30));
    const photo = await addPhoto(t);
    const slide = await addSlide(t);
    const member = await addTeamMember(t);
    const logo = await addPartner(t);
    const kept = mediaFiles(t);

    const old = hourAgo();
    const orphans = ['slides', 'videos', 'photos', 'team'].map((kind) => `${kind}/${newObjectId(old)}`);
    for (const prefix of orphans) stray(`${prefix}/w480.webp`);
    const orphanLogo = `logos/${newObjectId(old)}.webp`;
    stray(orphanLogo);
    // Not names this server makes: left alone, whatever they are.
    stray('photos/not-an-id/file.webp');
    stray('elsewhere/aaaaaaaaaaaaaaaaaaaaaaaa/x.webp');

    const result = await sweepOrphans({ db: t.db, storage: createDiskStorage(t.mediaDir) });
    expect(result.removed.sort()).toEqual([...orphans, orphanLogo].sort());
    expect(result.spared).toBe(0);
    expect(mediaFiles(t)).toEqual([...kept, 'elsewhere/aaaaaaaaaaaaaaaaaaaaaaaa/x.webp', 'photos/not-an-id/file.webp'].sort());
    for (const imageId of [video.imageId, photo.imageId, slide.imageId, member.imageId]) {
      expect(existsSync(join(t.mediaDir, String(imageId)))).toBe(true);
    }
    expect(existsSync(join(t.mediaDir, 'logos', logo))).toBe(true);
  });

  it('spares an orphan younger than the grace period: it may be an upload in progress', async () => {
    const young = `photos/${newObjectId(Date.now() - defaultGraceMs / 2)}`;
    const old = `photos/${newObjectId(Date.now() - defaultGraceMs * 2)}`;
    stray(`${young}/w480.webp`);
    stray(`${old}/w480.webp`);
    const result = await sweepOrphans({ db: t.db, storage: createDiskStorage(t.mediaDir) });
    expect(result).toEqual({ removed: [old], spared: 1 });
    expect(mediaFiles(t)).toEqual([`${young}/w480.webp`]);
    // With no grace (a test, or an operator who stopped every instance) it goes too.
    expect((await sweepOrphans({ db: t.db, storage: createDiskStorage(t.mediaDir), graceMs: 0, now: Date.now() + 1000 })).removed).toEqual([young]);
  });

  it('keeps the files of a row committed while the sweep runs (storage is listed first)', async () => {
    const storage = createDiskStorage(t.mediaDir);
    const imageId = `photos/${newObjectId(hourAgo())}`;
    stray(`${imageId}/w480.webp`);
    // The upload's files are there when storage is listed; its row commits just after.
    const racing = {
      ...storage,
      async listPrefixes(root: string) {
        const listed = await storage.listPrefixes(root);
        if (root === 'photos') {
          await t.db
            .insertInto('photos')
            .values({ ...newRowKeys(), caption: 'Late', text: '', alt: '', categoryId: null, imageId, imageMeta: '{"width":1,"height":1,"placeholder":"","variants":[]}' })
            .execute();
        }
        return listed;
      },
    };
    const result = await sweepOrphans({ db: t.db, storage: racing, graceMs: 0 });
    expect(result.removed).toEqual([]);
    expect(mediaFiles(t)).toEqual([`${imageId}/w480.webp`]);
  });

  it('runs in the background once the server listens, and logs what it removed', async () => {
    const orphan = `team/${newObjectId(hourAgo())}`;
    stray(`${orphan}/w480.webp`);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(() => mediaFiles(t), { timeout: 5000 }).toEqual([]);
    await expect.poll(() => t.logs.find((l) => l.msg === 'orphan sweep')).toMatchObject({ removed: 1, spared: 0 });
  });

  it('keeps the files of items in the trash: they may be restored', async () => {
    const photo = await addPhoto(t);
    const logo = await addPartner(t);
    for (const url of [`/api/photo/remove/${photo._id}`, `/api/logo/remove/${logo}`]) {
      expect((await t.app.inject(get(url, t.token))).statusCode).toBe(200);
    }
    const files = mediaFiles(t);
    // No grace: only the trash's references keep them.
    const result = await sweepOrphans({ db: t.db, storage: createDiskStorage(t.mediaDir), graceMs: 0 });
    expect(result.removed).toEqual([]);
    expect(mediaFiles(t)).toEqual(files);
    expect(filesOf(t, photo.imageId).length).toBeGreaterThan(0);
    expect(existsSync(join(t.mediaDir, 'logos', logo))).toBe(true);
  });

  it('on its schedule, first purges the items removed more than 30 days ago, with their files', async () => {
    const photo = await addPhoto(t);
    const young = await addPhoto(t);
    for (const id of [photo._id, young._id]) {
      expect((await t.app.inject(get(`/api/photo/remove/${id}`, t.token))).statusCode).toBe(200);
    }
    const expired = new Date(Date.now() - 60_000).toISOString();
    await t.db.updateTable('trash').set({ purgeAt: expired }).where('id', '=', photo._id).execute();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await expect.poll(() => filesOf(t, photo.imageId), { timeout: 5000 }).toEqual([]);
    await expect.poll(() => t.logs.find((l) => l.msg === 'trash purge')).toMatchObject({ purged: 1 });
    const left = await t.db.selectFrom('trash').select('id').execute();
    expect(left.map((r) => r.id)).toEqual([young._id]);
    expect(filesOf(t, young.imageId).length).toBeGreaterThan(0);
  });
});
