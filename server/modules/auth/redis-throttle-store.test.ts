import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisServices } from '../../redis.ts';
import {
  deleteRedisKeys,
  redisProbe,
  testRedisUrl,
  uniqueRedisPrefix,
} from '../../test/test-redis.ts';
import { createLoginThrottle } from './login-throttle.ts';

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
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Redis throttle store', () => {
  it('counts hits in a window that the first hit opens, and forgets on reset', async () => {
    const prefix = newPrefix();
    const store = await instance(prefix);
    expect(await store.peek('login:ip:1.2.3.4')).toBeNull();
    const first = await store.hit('login:ip:1.2.3.4', 60_000);
    expect(first.count).toBe(1);
    expect(first.resetInMs).toBeGreaterThan(59_000);
    expect(first.resetInMs).toBeLessThanOrEqual(60_000);
    await sleep(300);
    const second = await store.hit('login:ip:1.2.3.4', 60_000);
    expect(second.count).toBe(2);
    // A later hit does not push the window's end further out.
    expect(second.resetInMs).toBeLessThanOrEqual(first.resetInMs - 250);
    const peeked = await store.peek('login:ip:1.2.3.4');
    expect(peeked?.count).toBe(2);
    expect(peeked?.resetInMs).toBeGreaterThan(0);
    // Only this key is touched, under this site's prefix, and it carries its expiry.
    expect(await probe.keys(`${prefix}*`)).toEqual([`${prefix}throttle:login:ip:1.2.3.4`]);
    expect(await probe.pttl(`${prefix}throttle:login:ip:1.2.3.4`)).toBeGreaterThan(0);

    await store.reset('login:ip:1.2.3.4');
    expect(await store.peek('login:ip:1.2.3.4')).toBeNull();
  });

  it('starts a new window once the old one has passed', async () => {
    const store = await instance(newPrefix());
    await store.hit('k', 150);
    await store.hit('k', 150);
    await sleep(250);
    expect(await store.peek('k')).toBeNull();
    expect((await store.hit('k', 150)).count).toBe(1);
  });

  it('counts every one of many simultaneous hits from several instances', async () => {
    const prefix = newPrefix();
    const [a, b] = [await instance(prefix), await instance(prefix)];
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? a : b).hit('burst', 60_000)),
    );
    expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
    expect((await a.peek('burst'))?.count).toBe(40);
    expect(await probe.pttl(`${prefix}throttle:burst`)).toBeGreaterThan(59_000);
  });

  it('keeps its counts when the process restarts', async () => {
    const prefix = newPrefix();
    const before = await connectRedis(testRedisUrl, prefix);
    await before.throttleStore.hit('login:acct:admin@example.com', 60_000);
    await before.throttleStore.hit('login:acct:admin@example.com', 60_000);
    await before.close();
    const after = await instance(prefix);
    expect((await after.peek('login:acct:admin@example.com'))?.count).toBe(2);
  });

  it('makes the sign-in throttle hold across instances', async () => {
    const prefix = newPrefix();
    const limits = { windowMs: 60_000, perAddress: 100, perAccount: 3 };
    const [a, b] = [
      createLoginThrottle(await instance(prefix), limits),
      createLoginThrottle(await instance(prefix), limits),
    ];
    await a.failed('10.0.0.1', 'Admin@Example.com');
    await b.failed('10.0.0.2', 'admin@example.com');
    expect(await a.retryAfter('10.0.0.3', 'admin@example.com')).toBe(0);
    await a.failed('10.0.0.3', 'admin@example.com');
    const wait = await b.retryAfter('10.0.0.4', 'ADMIN@example.com');
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    // A different site sharing the Redis (another prefix) is not affected.
    const other = createLoginThrottle(await instance(newPrefix()), limits);
    expect(await other.retryAfter('10.0.0.4', 'admin@example.com')).toBe(0);
    await b.succeeded('admin@example.com');
    expect(await a.retryAfter('10.0.0.4', 'admin@example.com')).toBe(0);
  });

  it('refuses to start, with a clear message, when Redis is not there', async () => {
    await expect(connectRedis('redis://127.0.0.1:9', newPrefix())).rejects.toThrow(
      /Redis at REDIS_URL is unreachable/,
    );
  });
});
