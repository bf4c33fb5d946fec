import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Location } from '#shared/schemas/location.ts';
import { newObjectId } from '../../db/object-id.ts';
import { backup } from '../../maintenance/backup.ts';
import { sweepOrphans } from '../../maintenance/orphan-sweep.ts';
import { restore } from '../../maintenance/restore.ts';
import { createDiskStorage } from '../../media/storage/disk-storage.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { addLocation, formPost, mediaFiles, read } from '../../test/factories.ts';
import { jpeg, png } from '../../test/fixtures.ts';
import { buildLoggedApp, type LoggedApp } from '../../test/logged-app.ts';

/**
 * Location pictures live in the `locations` folder (hero and carousel): the orphan sweep must
 * keep them and the backup must carry them, through the image tables registry.
 * (`npm run migrate-data` carrying them is proven in server/db/migrate-data.test.ts.)
 */
describe('location images in maintenance', () => {
  let t: LoggedApp;
  const temp: string[] = [];
  beforeEach(async () => {
    t = await buildLoggedApp();
  });
  afterEach(async () => {
    await t.close();
    for (const dir of temp.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  async function locationWithImages(): Promise<Location> {
    const location = await addLocation(t, { name: 'Armenia', heroAlt: 'Ararat' });
    const res = await t.app.inject(
      formPost(`/api/locations/${location._id}/images/add`, { alt: 'Tuff', image: [await jpeg(300, 200), await png(200, 100)] }, t.token),
    );
    expect(res.statusCode, res.body).toBe(201);
    return read<Location>(t, '/api/locations/Armenia');
  }

  it('the orphan sweep keeps a location’s hero and carousel and removes a stray location folder', async () => {
    await locationWithImages();
    const kept = mediaFiles(t);
    expect(kept.filter((f) => f.startsWith('locations/')).length).toBeGreaterThanOrEqual(3);
    const stray = `locations/${newObjectId(Date.now() - 3600_000)}`;
    mkdirSync(join(t.mediaDir, stray), { recursive: true });
    writeFileSync(join(t.mediaDir, stray, 'w480.webp'), 'orphan');

    const result = await sweepOrphans({ db: t.db, storage: createDiskStorage(t.mediaDir) });
    expect(result.removed).toEqual([stray]);
    expect(mediaFiles(t)).toEqual(kept);
  });

  it('a backup carries every location file, and the restored site shows the same locations', async () => {
    const location = await locationWithImages();
    const dir = join(mkdtempSync(join(tmpdir(), 'film-site-loc-backup-')), 'snapshot');
    const fresh = mkdtempSync(join(tmpdir(), 'film-site-loc-fresh-'));
    temp.push(join(dir, '..'), fresh);

    await backup({ sqlitePath: join(t.dataDir, 'site.db'), mediaDir: t.mediaDir }, dir);
    const locationFiles = mediaFiles(t).filter((f) => f.startsWith('locations/'));
    expect(locationFiles.length).toBeGreaterThanOrEqual(3);
    const inBackup = mediaFiles({ ...t, mediaDir: join(dir, 'media') } as never);
    for (const file of locationFiles) expect(inBackup, file).toContain(file);

    await restore(dir, { sqlitePath: join(fresh, 'site.db'), mediaDir: join(fresh, 'media') });
    const restored = await buildTestApp({ dataDir: fresh, sqlite: true });
    try {
      expect(await read<Location[]>(restored, '/api/locations')).toEqual([location]);
      for (const url of [location.hero.image, ...location.images.map((i) => i.image)]) {
        expect((await restored.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
    } finally {
      await restored.close();
    }
  });
});
