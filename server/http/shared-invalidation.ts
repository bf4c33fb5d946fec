import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * What instances behind one load balancer share about their public read caches: a generation
 * number that every write anywhere increases, and a message telling the others at once.
 */
export interface SharedInvalidation {
  /** The shared generation now; an instance whose cache was filled under another one drops it. */
  current(): Promise<number>;
  /** Records a write: increases the generation and tells every other instance. */
  bump(): Promise<void>;
  /** Calls `listener` when another instance records a write, and when the connection drops (a write may be missed). */
  onRemoteChange(listener: () => void): void;
}

/**
 * Redis implementation: the generation is a counter key, the message goes over pub/sub on a
 * channel of its own. `subscriber` must be a connection of its own (it enters subscriber mode).
 */
export async function createRedisInvalidation(
  redis: Redis,
  subscriber: Redis,
  keyPrefix: string,
): Promise<SharedInvalidation> {
  const key = `${keyPrefix}cache:generation`;
  const channel = `${keyPrefix}cache:invalidate`;
  const self = randomUUID();
  const listeners: Array<() => void> = [];
  const notify = () => listeners.forEach((listener) => listener());

  subscriber.on('message', (from: string, sender: string) => {
    if (from === channel && sender !== self) notify();
  });
  for (const connection of [redis, subscriber]) connection.on('close', notify);
  await subscriber.subscribe(channel);

  return {
    async current() {
      // Reads must not queue behind a reconnect: while Redis is away they go without the cache at once.
      if (redis.status !== 'ready') throw new Error(`Redis connection is ${redis.status}`);
      return Number((await redis.get(key)) ?? 0);
    },
    async bump() {
      const replies = await redis.multi().incr(key).publish(channel, self).exec();
      const failed = replies?.find(([error]) => error);
      if (!replies || failed) throw failed?.[0] ?? new Error('Redis transaction was aborted');
    },
    onRemoteChange(listener) {
      listeners.push(listener);
    },
  };
}
