import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '#shared/schemas/category.ts';
import type { PhotoPage } from '#shared/schemas/photo.ts';
import { buildTestApp, testAdmin, type TestApp } from '../test/build-test-app.ts';
import { addPhoto, get, jsonPost } from '../test/factories.ts';
import {
  deleteRedisKeys,
  redisProbe,
  testRedisUrl,
  uniqueRedisPrefix,
} from '../test/test-redis.ts';

/**
 * Two apps on one database (the suite's: SQLite or PostgreSQL) sharing Redis through REDIS_URL,
 * as two instances behind a load balancer: what one writes the other answers at once, and the
 * sign-in throttle counts for both.
 */
const prefix = uniqueRedisPrefix();
let probe: Redis;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  probe = await redisProbe();
  const env = {
    REDIS_URL: testRedisUrl,
    REDIS_KEY_PREFIX: prefix,
    JWT_SECRET: randomBytes(36).toString('base64url'),
  };
  a = await buildTestApp({ env });
  b = await buildTestApp({ env, shared: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await deleteRedisKeys(probe, prefix);
  probe.disconnect();
});

const etagOf = async (t: TestApp, url: string) => {
  const res = await t.app.inject(get(url));
  expect(res.statusCode).toBe(200);
  const etag = res.headers.etag as string;
  expect((await t.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  return etag;
};

describe('two app instances sharing Redis', () => {
  it('answer a read on one right after a write on the other with the new content', async () => {
    for (let round = 0; round < 6; round += 1) {
      const [writer, reader] = round % 2 ? [b, a] : [a, b];
      const categories = await etagOf(reader, '/api/gallery_category/all/photo');
      const photos = await etagOf(reader, '/api/photo');
      const added = await writer.app.inject(
        jsonPost(
          '/api/gallery_category/add',
          { caption: `Round ${round}`, type: 'photo' },
          writer.token,
        ),
      );
      expect(added.statusCode).toBe(201);
      const fresh = await reader.app.inject({
        url: '/api/gallery_category/all/photo',
        headers: { 'if-none-match': categories },
      });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json<Category[]>().map((c) => c.caption)).toContain(`Round ${round}`);

      const photo = await addPhoto(writer, { caption: `Photo ${round}` });
      const page = await reader.app.inject({
        url: '/api/photo',
        headers: { 'if-none-match': photos },
      });
      expect(page.statusCode).toBe(200);
      expect(page.json<PhotoPage>().data[0]?._id).toBe(photo._id);
    }
  });

  it('accept each other’s tokens and count failed sign-ins together', async () => {
    // a.token predates b's start, whose ADMIN_PASSWORD (unchanged) must not have revoked it.
    expect(
      (
        await b.app.inject(
          jsonPost(
            '/api/about_us/update',
            { text: 'Edited on B', text_extra: 'with a token of A' },
            a.token,
          ),
        )
      ).statusCode,
    ).toBe(200);
    const wrong = { email: testAdmin.email, password: 'wrong-password' };
    for (let i = 0; i < 8; i += 1) {
      expect(
        (await (i % 2 ? a : b).app.inject(jsonPost('/api/auth/login', wrong))).statusCode,
      ).toBe(400);
    }
    for (const t of [a, b]) {
      const res = await t.app.inject(jsonPost('/api/auth/login', testAdmin));
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
