import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/** The Redis the tests use (test-only setting, read here rather than in config.ts): TEST_REDIS_URL or the local one. */
export const testRedisUrl = process.env.TEST_REDIS_URL?.trim() || 'redis://127.0.0.1:6379';

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
