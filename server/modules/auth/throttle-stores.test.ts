import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database.ts';
import { connectRedis, type RedisServices } from '../../redis.ts';
import {
  createTestDatabase,
  testDatabaseUrl,
  type TestDatabase,
} from '../../test/test-database.ts';
import {
  deleteRedisKeys,
  redisProbe,
  testRedisUrl,
  uniqueRedisPrefix,
} from '../../test/test-redis.ts';
import { createDatabaseThrottleStore } from './database-throttle-store.ts';
import type { ThrottleStore } from './login-throttle.ts';

/**
 * The contract every throttle store keeps, run against the real stores: the suite's database
 * (a SQLite file, or PostgreSQL with TEST_DATABASE_URL) and the local Redis. "Two instances"
 * are two connections to the same database or Redis, as two processes would have.
 */
interface Site {
  /** A store as one more instance of this site would have it. */
  instance(): Promise<ThrottleStore>;
  /**
   * Whether two instances may write at once. Not two SQLite connections in one thread: the
   * second's busy wait would block the thread the first needs to commit (a SQLite site is one
   * process, with one connection that runs its transactions one at a time).
   */
  concurrentInstances: boolean;
}

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

/** Opens the suite's database (a fresh one per call of the returned function's owner). */
async function suiteDatabase(): Promise<{ open(): Promise<Db>; postgres: boolean }> {
  let pg: TestDatabase | undefined;
  let dir: string | undefined;
  if (testDatabaseUrl) pg = await createTestDatabase(testDatabaseUrl);
  else dir = mkdtempSync(join(tmpdir(), 'throttle-store-'));
  const dbs: Db[] = [];
  closers.push(async () => {
    await Promise.all(dbs.map((db) => db.destroy()));
    await pg?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    async open() {
      const db = await openDatabase({
        databaseUrl: pg?.url,
        sqlitePath: join(dir ?? '', 'site.db'),
        poolSize: 4,
      });
      dbs.push(db);
      return db;
    },
    postgres: pg !== undefined,
  };
}

async function databaseSite(): Promise<Site> {
  const database = await suiteDatabase();
  return {
    instance: async () => createDatabaseThrottleStore(await database.open()),
    concurrentInstances: database.postgres,
  };
}

async function redisSite(): Promise<Site> {
  const prefix = uniqueRedisPrefix();
  const open: RedisServices[] = [];
  closers.push(async () => {
    await Promise.all(open.map((r) => r.close()));
    const probe = await redisProbe();
    await deleteRedisKeys(probe, prefix);
    probe.disconnect();
  });
  return {
    async instance() {
      const redis = await connectRedis(testRedisUrl, prefix);
      open.push(redis);
      return redis.throttleStore;
    },
    concurrentInstances: true,
  };
}

const window = 60_000;
const allowedCount = (results: { allowed: boolean }[]) => results.filter((r) => r.allowed).length;

describe.each([
  ['database', databaseSite],
  ['Redis', redisSite],
] as const)('the %s throttle store', (_name, makeSite) => {
  let site: Site;
  let store: ThrottleStore;
  let key = 0;
  /** A key no other test of this file uses. */
  const fresh = (what = 'k') => `test:${what}:${(key += 1)}`;
  beforeAll(async () => {
    site = await makeSite();
    store = await site.instance();
  });

  it('counts up to the limit, then refuses with the time left in the window and counts nothing more', async () => {
    const k = fresh();
    for (let i = 0; i < 3; i += 1) {
      expect(await store.reserve([{ key: k, limit: 3 }], window)).toEqual({ allowed: true });
    }
    const refused = await store.reserve([{ key: k, limit: 3 }], window);
    expect(refused.allowed).toBe(false);
    if (refused.allowed) return;
    expect(refused.retryAfterMs).toBeGreaterThan(window - 10_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(window);
    // The refusals did not count: one attempt taken back makes exactly one place.
    await store.reserve([{ key: k, limit: 3 }], window);
    await store.release([k]);
    expect((await store.reserve([{ key: k, limit: 3 }], window)).allowed).toBe(true);
    expect((await store.reserve([{ key: k, limit: 3 }], window)).allowed).toBe(false);
  });

  it('reserves several keys all or nothing', async () => {
    const [full, other] = [fresh('full'), fresh('other')];
    await store.reserve([{ key: full, limit: 1 }], window);
    const refused = await store.reserve(
      [
        { key: other, limit: 2 },
        { key: full, limit: 1 },
      ],
      window,
    );
    expect(refused.allowed).toBe(false);
    // `other` was not counted by the refused reservation: it still has both places.
    expect((await store.reserve([{ key: other, limit: 2 }], window)).allowed).toBe(true);
    expect((await store.reserve([{ key: other, limit: 2 }], window)).allowed).toBe(true);
    expect((await store.reserve([{ key: other, limit: 2 }], window)).allowed).toBe(false);
  });

  it('lets exactly the limit through a burst of simultaneous reservations from two instances', async () => {
    const second = site.concurrentInstances ? await site.instance() : store;
    const account = fresh('acct');
    const addresses = [fresh('ip'), fresh('ip'), fresh('ip')];
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const ip = addresses[i % 3] as string;
        // Both orders of the same keys: a store that locked them as given could deadlock.
        const keys =
          i % 2
            ? [
                { key: ip, limit: 30 },
                { key: account, limit: 8 },
              ]
            : [
                { key: account, limit: 8 },
                { key: ip, limit: 30 },
              ];
        return (i % 4 < 2 ? store : second).reserve(keys, window);
      }),
    );
    expect(allowedCount(results)).toBe(8);
    for (const r of results) if (!r.allowed) expect(r.retryAfterMs).toBeGreaterThan(0);
  });

  it('takes back one attempt on release, never below zero, and forgets a key on reset', async () => {
    const k = fresh();
    await store.reserve([{ key: k, limit: 2 }], window);
    await store.release([k]);
    await store.release([k]);
    await store.release([fresh('never-seen')]);
    expect(
      allowedCount(
        await Promise.all([1, 2, 3].map(() => store.reserve([{ key: k, limit: 2 }], window))),
      ),
    ).toBe(2);
    await store.reset(k);
    expect((await store.reserve([{ key: k, limit: 2 }], window)).allowed).toBe(true);
  });

  it('keeps its counts for a new instance (a restart, or another process)', async () => {
    const k = fresh();
    await store.reserve([{ key: k, limit: 1 }], window);
    const later = await site.instance();
    expect((await later.reserve([{ key: k, limit: 1 }], window)).allowed).toBe(false);
  });
});

describe('the database throttle store over time', () => {
  let db: Db;
  beforeAll(async () => {
    db = await (await suiteDatabase()).open();
  });

  it('opens a new window once the old one is over, and deletes expired rows on a later write', async () => {
    let clock = 1_000_000;
    const store = createDatabaseThrottleStore(db, () => clock);
    await store.reserve([{ key: 'old', limit: 1 }], 1000);
    expect((await store.reserve([{ key: 'old', limit: 1 }], 1000)).allowed).toBe(false);
    clock += 1000;
    expect((await store.reserve([{ key: 'old', limit: 1 }], 1000)).allowed).toBe(true);
    // A minute later, any write sweeps the rows whose windows are over.
    clock += 61_000;
    await store.reserve([{ key: 'new', limit: 1 }], 1000);
    const keys = await db.selectFrom('loginAttempts').select('key').execute();
    expect(keys.map((r) => r.key)).toEqual(['new']);
  });
});
