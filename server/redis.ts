import { Redis } from 'ioredis';
import { createRedisInvalidation, type SharedInvalidation } from './http/shared-invalidation.ts';
import type { ThrottleStore } from './modules/auth/login-throttle.ts';
import { createRedisThrottleStore } from './modules/auth/redis-throttle-store.ts';

export interface RedisServices {
  throttleStore: ThrottleStore;
  invalidation: SharedInvalidation;
  close(): Promise<void>;
}

/**
 * Connects to REDIS_URL: one connection for commands, one for the invalidation channel.
 * Commands time out after a second, so a Redis outage turns into errors (sign-in answers 500,
 * reads skip the cache) instead of requests that hang.
 */
export async function connectRedis(
  url: string,
  keyPrefix: string,
  onError: (error: Error) => void = () => undefined,
): Promise<RedisServices> {
  const options = { commandTimeout: 1000, maxRetriesPerRequest: 2, lazyConnect: true };
  const client = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, commandTimeout: undefined });
  // ioredis reconnects by itself; without a listener each failed attempt would be an unhandled 'error'.
  client.on('error', onError);
  subscriber.on('error', onError);
  try {
    await Promise.all([client.connect(), subscriber.connect()]);
    const invalidation = await createRedisInvalidation(client, subscriber, keyPrefix);
    return {
      throttleStore: createRedisThrottleStore(client, keyPrefix),
      invalidation,
      async close() {
        await Promise.all([client.quit(), subscriber.quit()]);
      },
    };
  } catch (error) {
    client.disconnect();
    subscriber.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Redis at REDIS_URL is unreachable: ${reason}`);
  }
}
