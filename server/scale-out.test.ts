import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '#shared/schemas/category.ts';
import type { PhotoPage } from '#shared/schemas/photo.ts';
import type { Video } from '#shared/schemas/video.ts';
import { startFakeVimeo } from './test/fake-vimeo.ts';
import { jpeg, png } from './test/fixtures.ts';
import { startTestS3, type TestS3 } from './test/s3-server.ts';
import { spawnServer, type RunningServer } from './test/spawn-server.ts';
import { createTestDatabase, type TestDatabase } from './test/test-database.ts';
import { deleteRedisKeys, redisProbe, testRedisUrl, uniqueRedisPrefix } from './test/test-redis.ts';

/**
 * DESIGN.md section 9 for real: two server processes on different ports sharing one fresh
 * PostgreSQL database, one S3 bucket and Redis, as they would behind a load balancer.
 */
const admin = { email: 'admin@scale.example', password: 'scale-out-password' };
let database: TestDatabase;
let s3: TestS3;
let vimeo: Awaited<ReturnType<typeof startFakeVimeo>>;
let probe: Redis;
let bucket: string;
const prefix = uniqueRedisPrefix();
const dataDirs: string[] = [];
let a: RunningServer;
let b: RunningServer;

beforeAll(async () => {
  [database, s3, vimeo, probe] = await Promise.all([
    createTestDatabase(),
    startTestS3(),
    startFakeVimeo(),
    redisProbe(),
  ]);
  const s3Env = await s3.bucketEnv();
  bucket = s3Env.S3_BUCKET as string;
  const env = {
    ...s3Env,
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl,
    REDIS_KEY_PREFIX: prefix,
    JWT_SECRET: randomBytes(36).toString('base64url'),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    DEMO_CONTENT: 'off',
    VIMEO_OEMBED_URL: vimeo.url,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  const instance = () => {
    const dir = mkdtempSync(join(tmpdir(), 'scale-out-'));
    dataDirs.push(dir);
    return spawnServer(dir, env, 60_000);
  };
  // Started together, so both run their start-up work (admin, protected category) at once.
  [a, b] = await Promise.all([instance(), instance()]);
}, 120_000);

afterAll(async () => {
  const codes = await Promise.all([a?.stop(), b?.stop()]);
  await Promise.all([database?.drop(), s3?.close(), vimeo?.close()]);
  if (probe) {
    await deleteRedisKeys(probe, prefix);
    probe.disconnect();
  }
  dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  // SIGTERM finishes in-flight requests, closes everything and exits 0.
  expect(codes).toEqual([0, 0]);
});

const call = async (server: RunningServer, path: string, init: RequestInit = {}) => {
  const res = await fetch(`${server.url}${path}`, { redirect: 'manual', ...init });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: <T>() => JSON.parse(text) as T };
};
const post = (server: RunningServer, path: string, body: object, token?: string) =>
  call(server, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
    body: JSON.stringify(body),
  });
const upload = (
  server: RunningServer,
  path: string,
  fields: Record<string, string>,
  image: Buffer,
  token: string,
) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'upload.jpg');
  return call(server, path, { method: 'POST', headers: { 'x-access-token': token }, body: form });
};
const signIn = async (server: RunningServer) => {
  const res = await post(server, '/api/auth/login', admin);
  expect(res.status, res.text).toBe(200);
  return res.json<{ token: string }>().token;
};
/** The same read on both instances answers byte for byte the same. */
async function same(path: string): Promise<string> {
  const [fromA, fromB] = await Promise.all([call(a, path), call(b, path)]);
  expect(fromA.status, path).toBe(200);
  expect(fromB.text, path).toBe(fromA.text);
  return fromA.text;
}

describe('two instances on one PostgreSQL database, one bucket and one Redis', () => {
  it('started together, they made the admin and the protected category once', async () => {
    const categories = JSON.parse(await same('/api/gallery_category/all/photo')) as Category[];
    expect(categories.map((c) => c.caption)).toEqual(['Ukraine']);
    expect(a.url).not.toBe(b.url);
  });

  it('accepts a token signed in on one instance on the other', async () => {
    const fromA = await signIn(a);
    const fromB = await signIn(b);
    const update = await post(
      b,
      '/api/about_us/update',
      { text: 'Written through B with A’s token', text_extra: 'Kyiv, Tbilisi' },
      fromA,
    );
    expect(update.status, update.text).toBe(200);
    expect(
      (
        await post(
          a,
          '/api/about_us/update',
          { text: 'And back', text_extra: 'via instance A' },
          fromB,
        )
      ).status,
    ).toBe(200);
    expect(JSON.parse(await same('/api/about_us'))).toEqual([
      { text: 'And back', text_extra: 'via instance A' },
    ]);
    expect(
      (
        await post(
          a,
          '/api/about_us/update',
          { text: 'Forged edit', text_extra: 'Forged edit' },
          'forged.token.value',
        )
      ).status,
    ).toBe(401);
  });

  it('serves what one instance writes from the other at once, caches warm on both', async () => {
    const token = await signIn(a);
    const reads = [
      '/api/gallery_category/all/gallery',
      '/api/gallery/all/gallery?page=1',
      '/api/gallery/gallery-all',
      '/api/photo',
      '/api/slider',
      '/api/logo/',
    ];
    for (let round = 0; round < 4; round += 1) {
      const [writer, reader] = round % 2 ? [b, a] : [a, b];
      // Fill both caches, so a missed invalidation would show as a stale answer.
      for (const path of reads) await same(path);
      const before = await call(reader, '/api/gallery_category/all/gallery');

      const added = await post(
        writer,
        '/api/gallery_category/add',
        { caption: `Round ${round}`, type: 'gallery' },
        token,
      );
      expect(added.status, added.text).toBe(201);
      const category = added.json<{ gallery_category: Category }>().gallery_category;
      const afterCategory = await call(reader, '/api/gallery_category/all/gallery', {
        headers: { 'if-none-match': before.headers.get('etag') ?? '' },
      });
      expect(afterCategory.status).toBe(200);
      expect(afterCategory.json<Category[]>().map((c) => c._id)).toContain(category._id);

      const video = await post(
        writer,
        '/api/gallery/add',
        {
          url: `https://vimeo.com/${900_000 + round}`,
          caption: `Film ${round}`,
          category: category._id,
        },
        token,
      );
      expect(video.status, video.text).toBe(201);
      const listed = await call(reader, '/api/gallery/gallery-all');
      expect(listed.json<{ data: Video[] }>().data[0]).toMatchObject({
        caption: `Film ${round}`,
        category: { _id: category._id },
      });

      const photo = await upload(
        writer,
        '/api/photo/add',
        { caption: `Photo ${round}` },
        await jpeg(640, 480),
        token,
      );
      expect(photo.status, photo.text).toBe(201);
      expect((await call(reader, '/api/photo')).json<PhotoPage>().data[0]?.caption).toBe(
        `Photo ${round}`,
      );
      for (const path of reads) await same(path);
    }
  });

  it('keeps the images in the shared bucket, reachable through either instance', async () => {
    const page = JSON.parse(await same('/api/photo')) as PhotoPage;
    const photo = page.data[0];
    expect(photo?.image).toMatch(new RegExp(`^${s3.endpoint}/${bucket}/photos/`));
    const image = await fetch(photo?.image as string);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');

    const token = await signIn(b);
    const form = new FormData();
    form.append(
      'image',
      new Blob([new Uint8Array(await png(300, 100))], { type: 'image/png' }),
      'logo.png',
    );
    expect(
      (
        await call(b, '/api/logo/add', {
          method: 'POST',
          headers: { 'x-access-token': token },
          body: form,
        })
      ).status,
    ).toBe(201);
    const [name] = JSON.parse(await same('/api/logo/')) as string[];
    for (const server of [a, b]) {
      const redirect = await call(server, `/logos/${name}`);
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get('location')).toBe(`${s3.endpoint}/${bucket}/logos/${name}`);
      expect((await fetch(redirect.headers.get('location') as string)).status).toBe(200);
    }
  });

  it('removes through one instance what the other then no longer lists, restores and purges through either', async () => {
    const token = await signIn(b);
    const photo = (JSON.parse(await same('/api/photo')) as PhotoPage).data[0];
    const listed = async () => (await call(a, '/api/photo')).json<PhotoPage>().data.map((p) => p._id);
    expect(s3.keys(bucket).some((k) => k.startsWith(`${photo?.imageId}/`))).toBe(true);
    expect(
      (await call(b, `/api/photo/remove/${photo?._id}`, { headers: { 'x-access-token': token } }))
        .status,
    ).toBe(200);
    expect(await listed()).not.toContain(photo?._id);
    // In the trash, its objects stay; a restore through the other instance shows at once on both.
    expect(s3.keys(bucket).some((k) => k.startsWith(`${photo?.imageId}/`))).toBe(true);
    const restored = await call(a, `/api/trash/restore/${photo?._id}`, { method: 'POST', headers: { 'x-access-token': token } });
    expect(restored.status).toBe(200);
    expect((await call(b, '/api/photo')).json<PhotoPage>().data.map((p) => p._id)).toContain(photo?._id);
    expect(await listed()).toContain(photo?._id);
    expect((await call(b, `/api/photo/remove/${photo?._id}`, { headers: { 'x-access-token': token } })).status).toBe(200);
    expect((await call(a, `/api/trash/remove/${photo?._id}`, { headers: { 'x-access-token': token } })).status).toBe(200);
    expect(s3.keys(bucket).some((k) => k.startsWith(`${photo?.imageId}/`))).toBe(false);
  });

  it('counts failed sign-ins across both instances: the limit holds wherever the next attempt lands', async () => {
    const wrong = { email: 'someone@scale.example', password: 'not-the-password' };
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const res = await post(attempt % 2 ? a : b, '/api/auth/login', wrong);
      expect(res.status, `attempt ${attempt + 1}`).toBe(400);
    }
    for (const server of [a, b]) {
      const res = await post(server, '/api/auth/login', wrong);
      expect(res.status).toBe(429);
      const retryAfter = Number(res.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    // The counts live in Redis under this site's prefix, with their expiry.
    const key = `${prefix}throttle:login:acct:${wrong.email}`;
    expect(await probe.get(key)).toBe('8');
    expect(await probe.pttl(key)).toBeGreaterThan(0);
    // Another account is not affected.
    expect((await post(a, '/api/auth/login', admin)).status).toBe(200);
  });
});
