import type { Redis } from 'ioredis';
import type { ThrottleStore } from './login-throttle.ts';

type Replies = [error: Error | null, result: unknown][] | null;

/** The replies of one MULTI, or the first error among them. */
function results(replies: Replies): unknown[] {
  if (!replies) throw new Error('Redis transaction was aborted');
  return replies.map(([error, result]) => {
    if (error) throw error;
    return result;
  });
}

/**
 * Failed sign-ins counted in Redis, so every instance behind the load balancer sees the same
 * counts and a restart forgets nothing. Same fixed-window semantics as the memory store: the
 * first failure opens a window of `windowMs`; later ones only count. One MULTI per call, so a
 * counter can never be left without its expiry. Needs Redis 7 (PEXPIRE … NX).
 */
export function createRedisThrottleStore(redis: Redis, keyPrefix: string): ThrottleStore {
  const k = (key: string) => `${keyPrefix}throttle:${key}`;
  return {
    async hit(key, windowMs) {
      const [count, , ttl] = results(
        await redis.multi().incr(k(key)).pexpire(k(key), windowMs, 'NX').pttl(k(key)).exec(),
      );
      return { count: Number(count), resetInMs: Number(ttl) > 0 ? Number(ttl) : windowMs };
    },
    async peek(key) {
      const [count, ttl] = results(await redis.multi().get(k(key)).pttl(k(key)).exec());
      if (count === null || count === undefined) return null;
      return { count: Number(count), resetInMs: Math.max(Number(ttl), 0) };
    },
    async reset(key) {
      await redis.del(k(key));
    },
  };
}
