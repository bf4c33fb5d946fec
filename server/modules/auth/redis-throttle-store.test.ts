import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisServices } from '../../redis.ts';
import {
  deleteRedisKeys,
  redisProbe,
  testRedisUrl,
  uniqueRedisPrefix,
} from '../../test/test-redis.ts';

/** The Redis throttle store against the real local Redis, each test under a prefix of its own. */
let probe: Redis;
const prefixes: string[] = [];
const open: RedisServices[] = [];

beforeAll(async () => {
  probe = await redisProbe();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((r) => r.close()));
});
afterAll(async () => {
  for (const prefix of prefixes) await deleteRedisKeys(probe, prefix);
  probe?.disconnect();
});

/** A new instance's connection; the same prefix means the same site. */
async function instance(prefix: string) {
  const redis = await connectRedis(testRedisUrl, prefix);
  open.push(redis);
  return redis.throttleStore;
}
const newPrefix = () => {
  const prefix = uniqueRedisPrefix();
  prefixes.push(prefix);
  return prefix;
};

/** Resolves once Redis has expired the key (the window is over), polling its TTL. */
async function expired(key: string): Promise<void> {
  while ((await probe.pttl(key)) !== -2) await new Promise((resolve) => setImmediate(resolve));
}

/** What only the Redis store does; the contract of every store is in throttle-stores.test.ts. */
describe('Redis throttle store', () => {
  it("keeps each count under the site's prefix, with the window as its expiry", async () => {
    const prefix = newPrefix();
    const store = await instance(prefix);
    expect(await store.reserve([{ key: 'login:ip:1.2.3.4', limit: 5 }], 60_000)).toEqual({
      allowed: true,
    });
    expect(await store.reserve([{ key: 'login:ip:1.2.3.4', limit: 5 }], 60_000)).toEqual({
      allowed: true,
    });
    expect(await probe.keys(`${prefix}*`)).toEqual([`${prefix}throttle:login:ip:1.2.3.4`]);
    expect(await probe.get(`${prefix}throttle:login:ip:1.2.3.4`)).toBe('2');
    const ttl = await probe.pttl(`${prefix}throttle:login:ip:1.2.3.4`);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    // Another site sharing the Redis (another prefix) counts on its own.
    const other = await instance(newPrefix());
    expect(await other.reserve([{ key: 'login:ip:1.2.3.4', limit: 1 }], 60_000)).toEqual({
      allowed: true,
    });
  });

  it('starts a new window once Redis has expired the old one', async () => {
    const prefix = newPrefix();
    const store = await instance(prefix);
    await store.reserve([{ key: 'k', limit: 1 }], 100);
    expect((await store.reserve([{ key: 'k', limit: 1 }], 100)).allowed).toBe(false);
    await expired(`${prefix}throttle:k`);
    expect((await store.reserve([{ key: 'k', limit: 1 }], 100)).allowed).toBe(true);
  });

  it('refuses to start, with a clear message, when Redis is not there', async () => {
    await expect(connectRedis('redis://127.0.0.1:9', newPrefix())).rejects.toThrow(
      /Redis at REDIS_URL is unreachable/,
    );
  });
});
