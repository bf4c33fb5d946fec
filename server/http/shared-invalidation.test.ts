import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisServices } from '../redis.ts';
import {
  deleteRedisKeys,
  redisProbe,
  testRedisUrl,
  uniqueRedisPrefix,
} from '../test/test-redis.ts';
import { registerPublicCache } from './public-cache.ts';
import type { SharedInvalidation } from './shared-invalidation.ts';

/**
 * The public read cache of several instances, against the real local Redis. Each "instance" is a
 * small Fastify app with the real cache hooks; `store` plays the shared database.
 */
let probe: Redis;
const prefixes: string[] = [];
const closers: Array<() => Promise<void>> = [];

beforeAll(async () => {
  probe = await redisProbe();
});
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});
afterAll(async () => {
  for (const prefix of prefixes) await deleteRedisKeys(probe, prefix);
  probe?.disconnect();
});

async function connect(prefix: string): Promise<RedisServices> {
  const redis = await connectRedis(testRedisUrl, prefix);
  closers.push(() => redis.close());
  return redis;
}

async function instance(
  store: { value: number },
  shared: SharedInvalidation | undefined,
): Promise<FastifyInstance> {
  const app = Fastify();
  const cache = registerPublicCache(app, shared);
  app.get('/api/value', async () => ({ value: store.value }));
  app.post('/api/value', async () => {
    store.value += 1;
    cache.invalidate();
    return { status: 200 };
  });
  await app.ready();
  closers.push(() => app.close());
  return app;
}

const valueOf = async (app: FastifyInstance, etag?: string) => {
  const res = await app.inject({
    url: '/api/value',
    headers: etag ? { 'if-none-match': etag } : {},
  });
  return {
    status: res.statusCode,
    value: res.statusCode === 200 ? res.json<{ value: number }>().value : undefined,
    etag: res.headers.etag as string,
  };
};

describe('public cache across instances', () => {
  it('a read right after a write on another instance is fresh, every time', async () => {
    const prefix = uniqueRedisPrefix();
    prefixes.push(prefix);
    const store = { value: 0 };
    const [a, b] = [
      await instance(store, (await connect(prefix)).invalidation),
      await instance(store, (await connect(prefix)).invalidation),
    ];
    for (let round = 1; round <= 25; round += 1) {
      const [writer, reader] = round % 2 ? [a, b] : [b, a];
      const before = await valueOf(reader);
      expect(before.value).toBe(round - 1);
      // Served from the cache now: same ETag, 304 on revalidation.
      expect((await valueOf(reader, before.etag)).status).toBe(304);
      expect((await writer.inject({ method: 'POST', url: '/api/value' })).statusCode).toBe(200);
      const after = await valueOf(reader, before.etag);
      expect(after).toMatchObject({ status: 200, value: round });
      expect(after.etag).not.toBe(before.etag);
    }
  });

  it('stays fresh without the pub/sub message: the shared generation alone decides', async () => {
    const prefix = uniqueRedisPrefix();
    prefixes.push(prefix);
    const store = { value: 0 };
    const real = (await connect(prefix)).invalidation;
    const deaf: SharedInvalidation = {
      current: () => real.current(),
      bump: () => real.bump(),
      onRemoteChange: () => undefined,
    };
    const a = await instance(store, (await connect(prefix)).invalidation);
    const b = await instance(store, deaf);
    const cached = await valueOf(b);
    expect((await valueOf(b, cached.etag)).status).toBe(304);
    await a.inject({ method: 'POST', url: '/api/value' });
    expect(await valueOf(b, cached.etag)).toMatchObject({ status: 200, value: 1 });
  });

  it('tells the other instances at once, and not the writer itself', async () => {
    const prefix = uniqueRedisPrefix();
    prefixes.push(prefix);
    const [a, b] = [(await connect(prefix)).invalidation, (await connect(prefix)).invalidation];
    const heard = { a: 0, b: 0 };
    a.onRemoteChange(() => (heard.a += 1));
    b.onRemoteChange(() => (heard.b += 1));
    const start = await a.current();
    await a.bump();
    expect(await b.current()).toBe(start + 1);
    await expect.poll(() => heard.b, { timeout: 2000 }).toBe(1);
    expect(heard.a).toBe(0);
  });

  it('does not answer a write before the other instances can see it', async () => {
    const store = { value: 0 };
    let generation = 0;
    const events: string[] = [];
    // The bump completes a turn of the event loop later, after every promise job and nextTick
    // queued by then: an answer that did not wait for it would come first.
    const slow: SharedInvalidation = {
      current: async () => generation,
      bump: () =>
        new Promise<void>((resolve) =>
          setImmediate(() => {
            generation += 1;
            events.push('bumped');
            resolve();
          }),
        ),
      onRemoteChange: () => undefined,
    };
    const a = await instance(store, slow);
    await a.inject({ method: 'POST', url: '/api/value' });
    events.push('answered');
    expect(events).toEqual(['bumped', 'answered']);
  });

  it('answers from the database, never from the cache, while the shared generation cannot be read', async () => {
    const store = { value: 0 };
    let down = false;
    const flaky: SharedInvalidation = {
      current: async () => {
        if (down) throw new Error('connection lost');
        return 7;
      },
      bump: async () => {
        if (down) throw new Error('connection lost');
      },
      onRemoteChange: () => undefined,
    };
    const b = await instance(store, flaky);
    const cached = await valueOf(b);
    expect((await valueOf(b, cached.etag)).status).toBe(304);
    down = true;
    store.value = 5; // written by an instance whose announcement never arrived
    expect(await valueOf(b)).toMatchObject({ status: 200, value: 5 });
    down = false;
    // Back: the cache filled before the outage was dropped, so the answer is still current.
    expect(await valueOf(b, cached.etag)).toMatchObject({ status: 200, value: 5 });
  });
});
