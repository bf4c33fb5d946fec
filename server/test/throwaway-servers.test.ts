import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { portRefused } from './late-server.ts';
import {
  findPostgresBin,
  findRedisServer,
  MissingServerBinary,
  startThrowawayPostgres,
  startThrowawayRedis,
} from './throwaway-servers.ts';

/**
 * The servers a fresh machine's test run starts for itself. That they work at all is shown by
 * every PostgreSQL and Redis test of a run without TEST_*_URL; here: a missing binary fails with
 * the Debian package to install, and stopping leaves no server and no folder behind.
 */
const empty = mkdtempSync(join(tmpdir(), 'no-binaries-'));
afterAll(() => rmSync(empty, { recursive: true, force: true }));

describe('a missing server binary', () => {
  it('fails the PostgreSQL start naming the Debian package, without starting anything', async () => {
    const search = { path: empty, postgresRoots: [empty] };
    expect(() => findPostgresBin(search)).toThrow(MissingServerBinary);
    await expect(startThrowawayPostgres(search)).rejects.toThrow(/apt-get install -y postgresql\b/);
  });

  it('fails the Redis start naming the Debian package', async () => {
    const search = { path: empty, postgresRoots: [] };
    expect(() => findRedisServer(search)).toThrow(MissingServerBinary);
    await expect(startThrowawayRedis(search)).rejects.toThrow(/apt-get install -y redis-server\b/);
  });

  it('finds PostgreSQL in the newest Debian version folder when it is not on PATH', () => {
    const root = join(empty, 'usr-lib-postgresql');
    for (const version of ['9.6', '15', '13']) {
      const bin = join(root, version, 'bin');
      mkdirSync(bin, { recursive: true });
      for (const name of ['initdb', 'postgres'])
        writeFileSync(join(bin, name), '', { mode: 0o755 });
    }
    expect(findPostgresBin({ path: '', postgresRoots: [root] })).toBe(join(root, '15', 'bin'));
  });
});

describe('a throwaway server', () => {
  it('Redis answers, and after stop its port is closed and its folder gone', async () => {
    const redis = await startThrowawayRedis();
    const port = Number(new URL(redis.url).port);
    const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    await client.connect();
    expect(await client.ping()).toBe('PONG');
    expect(await client.config('GET', 'save')).toEqual(['save', '']);
    client.disconnect();
    await redis.stop();
    expect(existsSync(redis.dir)).toBe(false);
    expect(await portRefused(port)).toBe(true);
  });
});
