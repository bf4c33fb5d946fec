import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityPage } from '#shared/schemas/activity.ts';
import type { Photo, PhotoPage } from '#shared/schemas/photo.ts';
import type { Video } from '#shared/schemas/video.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import {
  addCategory,
  addLocation,
  addPartner,
  addPhoto,
  addSlide,
  addTeamMember,
  addVideo,
  formPost,
  get,
  jsonPost,
  read,
} from '../test/factories.ts';
import { startFakeVimeo } from '../test/fake-vimeo.ts';
import { jpeg, png } from '../test/fixtures.ts';
import { startTestS3, type TestS3 } from '../test/s3-server.ts';
import type { OldDb } from '../test/old-database.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { tablesWithLastChange } from './new-row.ts';
import { pictureVariants } from '#shared/picture.ts';

/**
 * `npm run migrate-data` as its own process: a single-machine site (SQLite, media on disk) moved
 * to PostgreSQL and an S3 bucket, then compared answer by answer through the API.
 */
const root = join(import.meta.dirname, '..', '..');
const run = promisify(execFile);

let s3: TestS3;
let vimeo: Awaited<ReturnType<typeof startFakeVimeo>>;
let source: TestApp;
let s3Env: Record<string, string>;
const databases: TestDatabase[] = [];
let paths: string[] = [];
/** A photo the source has in its trash. */
let trashedPhoto: Photo;

/** The source's rows to the PostgreSQL database at `to` and its media to the test bucket. */
function migrateToBucket(to: string, ...more: string[]) {
  const bucket = s3Env.S3_BUCKET as string;
  return migrate('--from', `sqlite:${source.dataDir}`, '--to', to, '--s3', bucket, ...more);
}

function migrate(...args: string[]) {
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...s3Env,
  };
  delete (env as Record<string, string>).S3_BUCKET;
  return run(
    process.execPath,
    ['--import', 'tsx', join(root, 'scripts', 'migrate-data.ts'), ...args],
    { cwd: root, env },
  ).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

/** Every public answer of the site, as text. */
async function answers(t: TestApp): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const path of paths) {
    const res = await t.app.inject(get(path));
    expect(res.statusCode, path).toBe(200);
    out[path] = res.body;
  }
  return out;
}

/** The activity record's first page, as the app's admin reads it. */
async function activityOf(t: TestApp): Promise<ActivityPage['data']> {
  await t.app.activity.settled();
  const res = await t.app.inject(get('/api/activity', t.token));
  expect(res.statusCode).toBe(200);
  return res.json<ActivityPage>().data;
}

/** Each content row's last change (migration 0010), which no API answer shows but the sitemap does. */
async function lastChanges(t: TestApp): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of tablesWithLastChange) {
    // The tables are named by the strings of the registry, so they are addressed loosely.
    const rows = await (t.db as unknown as OldDb).selectFrom(table).select(['id', 'updatedAt']).orderBy('id').execute();
    out[table] = rows.map((r) => `${String(r.id)} ${String(r.updatedAt)}`);
  }
  return out;
}

/** The answers a site on the bucket gives for what a disk site answers: only the media address differs. */
const onBucket = (before: Record<string, string>, base: string) =>
  Object.fromEntries(
    Object.entries(before).map(([path, body]) => [path, body.replaceAll('"/media/', `"${base}/`)]),
  );

async function newTarget(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  databases.push(database);
  return database;
}

/** The scaled setup's server on the target database and bucket. */
const targetApp = (database: TestDatabase) =>
  buildTestApp({ env: { DATABASE_URL: database.url, ...s3Env } });

beforeAll(async () => {
  [s3, vimeo] = await Promise.all([startTestS3(), startFakeVimeo()]);
  s3Env = await s3.bucketEnv();
  source = await buildTestApp({ sqlite: true, vimeoUrl: vimeo.url });
  const t = source;
  // A site like the demo: categories, ordered videos (Vimeo thumbnails and an own preview), photos
  // in and out of categories, slides (one opening a video), team, partner logos, about-us texts.
  const ads = await addCategory(t, 'gallery', 'Commercials');
  const docs = await addCategory(t, 'gallery', 'Documentaries');
  const travel = await addCategory(t, 'photo', 'Travel');
  const v1 = await addVideo(t, {
    category: ads._id,
    director: 'Olena Petrenko',
    production: 'Film Co',
  });
  const v2 = await addVideo(
    t,
    { category: docs._id, caption: 'Own preview' },
    await jpeg(800, 450),
  );
  const v3 = await addVideo(t, { category: ads._id });
  expect(
    (
      await t.app.inject(
        jsonPost(
          '/api/gallery/gallery-all-update',
          { list: JSON.stringify([v2._id, v1._id, v3._id]) },
          t.token,
        ),
      )
    ).statusCode,
  ).toBe(200);
  for (let i = 0; i < 4; i += 1)
    await addPhoto(t, { caption: `Travel ${i}`, category: travel._id }, await jpeg(600 + i, 400));
  await addPhoto(t, { caption: 'Loose photo', text: 'No category' });
  await addSlide(t, { caption: 'Opening', text: 'Watch it', videoId: v1._id, transparency: '40' });
  await addSlide(t, { caption: 'Second slide' });
  await addTeamMember(t, { caption: 'Taras', text: 'Producer', instagram: 'taras.films' });
  await addTeamMember(t, { caption: 'Mariam', text: 'Editor' }, await png(300, 400));
  await addPartner(t);
  await addPartner(t, await png(500, 200));
  // The site settings row and its two images (the logo and the share image).
  expect(
    (await t.app.inject(formPost('/api/settings/update', { companyName: 'Moved Films', logo: await png(200, 50), shareImage: await jpeg(600, 315) }, t.token)))
      .statusCode,
  ).toBe(200);
  expect(
    (
      await t.app.inject(
        jsonPost(
          '/api/about_us/update',
          { text: 'Films since 2009', text_extra: 'Kyiv, Tbilisi' },
          t.token,
        ),
      )
    ).statusCode,
  ).toBe(200);
  // A location with a See more category and a carousel, renamed once (its old name redirects).
  const location = await addLocation(t, { name: 'Armenia', seeMoreCategory: travel._id, heroAlt: 'Ararat' });
  expect(
    (await t.app.inject(formPost(`/api/locations/${location._id}/images/add`, { alt: 'Tuff', image: [await jpeg(320, 180), await png(200, 100)] }, t.token)))
      .statusCode,
  ).toBe(201);
  expect((await t.app.inject(formPost(`/api/locations/update/${location._id}`, { name: 'Hayastan' }, t.token))).statusCode).toBe(200);
  // A deleted category leaves its video with category null, as the target must too.
  expect(
    (await t.app.inject(get(`/api/gallery_category/remove/${docs._id}`, t.token))).statusCode,
  ).toBe(200);
  // Items in the trash move too, restorable on the new setup with their pictures on the bucket.
  const trashed = await addPhoto(t, { caption: 'In the trash' }, await jpeg(500, 300));
  expect((await t.app.inject(get(`/api/photo/remove/${trashed._id}`, t.token))).statusCode).toBe(200);
  trashedPhoto = trashed;
  paths = [
    '/api/slider',
    '/api/gallery/gallery-all',
    '/api/gallery/all/gallery?page=1',
    `/api/gallery/all/gallery?category=${ads._id}&page=1`,
    '/api/photo?page=1',
    `/api/photo?category=${travel._id}&page=1`,
    '/api/gallery_category/all/gallery',
    '/api/gallery_category/all/photo',
    '/api/team',
    '/api/logo/',
    '/api/about_us',
    '/api/settings',
    `/api/gallery/${v2._id}`,
    '/api/locations',
    '/api/locations/Hayastan',
  ];
}, 120_000);

afterAll(async () => {
  await source?.close();
  await Promise.all(databases.map((d) => d.drop()));
  await Promise.all([s3?.close(), vimeo?.close()]);
});

describe('npm run migrate-data', () => {
  const bucket = () => s3Env.S3_BUCKET as string;
  const base = () => `${s3.endpoint}/${bucket()}`;
  let target: TestDatabase;

  it('moves every row and file to PostgreSQL and S3; every answer is the same but for the media address', async () => {
    const before = await answers(source);
    const records = await activityOf(source);
    expect(records.length).toBeGreaterThan(20);
    expect(JSON.parse(before['/api/gallery/gallery-all'] as string).data).toHaveLength(3);
    target = await newTarget();
    // The new setup was started once before the move: it made its own admin and 'Ukraine' category.
    await (await targetApp(target)).close();

    const result = await migrateToBucket(target.url);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/media: \d+ file\(s\) copied, 0 already in/);
    expect(result.stdout).toMatch(
      /rows: .*videos 3, photos 5, slides 2, teamMembers 2, partners 2, aboutUs 1, siteSettings 1, locations 1, locationImages 2, locationRedirects 1, activity \d+, trash 2/,
    );

    const after = await targetApp(target);
    try {
      expect(await answers(after)).toEqual(onBucket(before, base()));
      // Every row keeps its last change (the sitemap's lastmod), not the time of the move.
      const changes = await lastChanges(source);
      expect(changes.photos).toHaveLength(5);
      expect(await lastChanges(after)).toEqual(changes);
      // The activity record came along; the newest record is the target app's own sign-in.
      const moved = await activityOf(after);
      expect(moved[0]).toMatchObject({ action: 'sign-in' });
      expect(moved.slice(1, records.length + 1)).toEqual(records);
      // Every file is in the bucket, byte for byte, and the logo address still leads to it.
      const videos = await read<{ data: Video[] }>(after, '/api/gallery/gallery-all');
      const custom = videos.data.find((v) => v.customImage);
      const url = (custom?.picture ? pictureVariants(custom.picture)[0]?.url : undefined) as string;
      expect(url.startsWith(`${base()}/videos/`)).toBe(true);
      const fromBucket = Buffer.from(await (await fetch(url)).arrayBuffer());
      expect(
        fromBucket.equals(readFileSync(join(source.mediaDir, url.slice(base().length + 1)))),
      ).toBe(true);
      const [logo] = await read<string[]>(after, '/api/logo/');
      const redirect = await after.app.inject(get(`/logos/${logo}`));
      expect(redirect.statusCode).toBe(302);
      expect((await fetch(redirect.headers.location as string)).status).toBe(200);
      // The trash came along (the removed category and photo), its pictures on the bucket; the
      // photo comes back with them.
      const trashList = (app: TestApp) => app.app.inject(get('/api/trash', app.token)).then((r) => ({ trash: r.body }));
      expect(await trashList(after)).toEqual(onBucket(await trashList(source), base()));
      const restored = await after.app.inject({ method: 'POST', url: `/api/trash/restore/${trashedPhoto._id}`, headers: { 'x-access-token': after.token } });
      expect(restored.statusCode, restored.body).toBe(200);
      const back = (await read<PhotoPage>(after, '/api/photo?page=1')).data.find((p) => p._id === trashedPhoto._id);
      expect(back?.image).toBe(trashedPhoto.image.replace(/^\/media\//, `${base()}/`));
      expect((await fetch(back?.image ?? '')).status).toBe(200);
      // The location's former name came along: its old address still leads to it.
      expect(await after.app.services.locations.match('Armenia')).toEqual({ kind: 'redirect', name: 'Hayastan' });
      // The source's admin (and password) came along; the target's own first-start admin did not stay.
      expect(
        (
          await after.app.inject(
            jsonPost('/api/auth/login', {
              email: 'admin@test.example',
              password: 'correct-horse-battery',
            }),
          )
        ).statusCode,
      ).toBe(200);
    } finally {
      await after.close();
    }
  });

  it('running it again sends no file twice and changes nothing', async () => {
    const keys = s3.keys(bucket());
    const result = await migrateToBucket(target.url);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`media: 0 file(s) copied, ${keys.length} already in`);
    expect(s3.keys(bucket())).toEqual(keys);
    const after = await targetApp(target);
    try {
      expect(await answers(after)).toEqual(onBucket(await answers(source), base()));
    } finally {
      await after.close();
    }
  });

  it('brings the target up to date with later changes of the source', async () => {
    await addPhoto(source, { caption: 'Added later' });
    const [firstSlide] = await read<{ _id: string }[]>(source, '/api/slider');
    expect(
      (await source.app.inject(get(`/api/slider/remove/${firstSlide?._id}`, source.token)))
        .statusCode,
    ).toBe(200);
    const result = await migrateToBucket(target.url);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/media: [1-9]\d* file\(s\) copied/);
    const after = await targetApp(target);
    try {
      expect(await answers(after)).toEqual(onBucket(await answers(source), base()));
    } finally {
      await after.close();
    }
  });

  it('refuses a target holding another site’s content unless --replace, and then mirrors the source', async () => {
    const other = await newTarget();
    const otherSite = await targetApp(other);
    const theirs = await addPhoto(otherSite, { caption: 'Someone else’s photo' });
    await otherSite.close();

    const refused = await migrateToBucket(other.url);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('holds content that is not in the source (1 in photos)');
    let check = await targetApp(other);
    expect(
      (await read<{ data: { _id: string }[] }>(check, '/api/photo')).data.map((p) => p._id),
    ).toEqual([theirs._id]);
    await check.close();

    expect((await migrateToBucket(other.url, '--replace')).code).toBe(0);
    check = await targetApp(other);
    try {
      expect(await answers(check)).toEqual(onBucket(await answers(source), base()));
    } finally {
      await check.close();
    }
  });

  it('without --s3 moves only the rows: a server on PostgreSQL with the same DATA_DIR answers exactly the same', async () => {
    const rowsOnly = await newTarget();
    const result = await migrate('--from', `sqlite:${source.dataDir}`, '--to', rowsOnly.url);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toContain('media:');
    const after = await buildTestApp({
      dataDir: source.dataDir,
      env: { DATABASE_URL: rowsOnly.url },
    });
    try {
      const before = await answers(source);
      expect(await answers(after)).toEqual(before);
      const photo = JSON.parse(before['/api/photo?page=1'] as string).data[0] as { image: string };
      expect((await after.app.inject(get(photo.image))).statusCode).toBe(200);
    } finally {
      await after.close();
    }
  });

  it('explains its arguments', async () => {
    for (const args of [
      [],
      ['--bogus'],
      ['--from', source.dataDir, '--to', 'postgres://u@h/db'],
      ['--from', 'sqlite:/nowhere', '--to', 'postgres://u@h/db'],
      ['--from', `sqlite:${source.dataDir}`, '--to', 'mysql://x/y'],
    ]) {
      const result = await migrate(...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain(
        'Usage: npm run migrate-data -- --from sqlite:DATA_DIR --to postgres://',
      );
    }
    // Five runs of the script one after the other: past 30 s on a busy 2-core machine (seen once).
  }, 120_000);
});
