import type { Redis } from 'ioredis';
import type { ThrottleStore } from './login-throttle.ts';

/**
 * Check every key against its limit, then count on all of them, inside Redis: a script runs
 * with nothing else in between, so concurrent attempts from any number of instances cannot all
 * pass one check. KEYS: the counters; ARGV[1]: the window in ms; ARGV[1 + i]: the limit of
 * KEYS[i]. Answers 0 (counted) or the longest wait in ms among the keys at their limit.
 */
const reserveScript = `
local wait = 0
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count >= tonumber(ARGV[i + 1]) then
    local ttl = redis.call('PTTL', key)
    if ttl < 0 then
      redis.call('PEXPIRE', key, ARGV[1])
      ttl = tonumber(ARGV[1])
    end
    if ttl > wait then wait = ttl end
  end
end
if wait > 0 then return wait end
for _, key in ipairs(KEYS) do
  redis.call('INCR', key)
  redis.call('PEXPIRE', key, ARGV[1], 'NX')
end
return 0
`;

/** Takes one back from each existing counter that is above zero. */
const releaseScript = `
for _, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count > 0 then redis.call('DECR', key) end
end
return 0
`;

/**
 * Sign-in attempts counted in Redis, so every instance behind the load balancer sees the same
 * counts and a restart forgets nothing. The first attempt opens a window of `windowMs` (the
 * key's expiry); later ones only count. Needs Redis 7 (PEXPIRE … NX).
 */
export function createRedisThrottleStore(redis: Redis, keyPrefix: string): ThrottleStore {
  const k = (key: string) => `${keyPrefix}throttle:${key}`;
  return {
    async reserve(keys, windowMs) {
      const wait = await redis.eval(
        reserveScript,
        keys.length,
        ...keys.map((key) => k(key.key)),
        windowMs,
        ...keys.map((key) => key.limit),
      );
      const ms = Number(wait);
      return ms > 0 ? { allowed: false, retryAfterMs: ms } : { allowed: true };
    },
    async release(keys) {
      if (keys.length > 0) await redis.eval(releaseScript, keys.length, ...keys.map(k));
    },
    async reset(key) {
      await redis.del(k(key));
    },
  };
}
