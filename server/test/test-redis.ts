import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The Redis the tests use (test-only setting, read here rather than in config.ts): TEST_REDIS_URL,
 * which Vitest's global setup (global-setup.ts) always sets, to a throwaway server when none was given.
 */
export const testRedisUrl = requiredRedisUrl();

function requiredRedisUrl(): string {
  const url = process.env.TEST_REDIS_URL?.trim();
  if (!url)
    throw new Error(
      'No Redis for the tests: TEST_REDIS_URL is unset. Run the tests through Vitest ' +
        '(its global setup, server/test/global-setup.ts, starts one) or set TEST_REDIS_URL.',
    );
  return url;
}

/** A key prefix no other test (or site) uses, so tests can share one Redis. */
export const uniqueRedisPrefix = () => `test:${randomBytes(6).toString('hex')}:`;

/** A plain connection for looking at keys from outside; fails fast when Redis is not there. */
export async function redisProbe(): Promise<Redis> {
  const redis = new Redis(testRedisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(
      `Redis for the tests is unreachable at ${testRedisUrl}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return redis;
}

/** Deletes every key under `prefix`. */
export async function deleteRedisKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}
