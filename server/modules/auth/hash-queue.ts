import { createLimiter } from '../../limiter.ts';

/** The line of a hash queue is full: the caller answers "busy" rather than wait without end. */
export class HashQueueFull extends Error {
  constructor() {
    super('The password hash queue is full');
  }
}

export interface HashQueueLimits {
  /** Hashes running at once. */
  concurrency: number;
  /** Hashes waiting for a turn; one more is refused with HashQueueFull. */
  maxWaiting: number;
}

/**
 * Two argon2 hashes at once (19 MiB and a few tens of ms of CPU each) and 16 waiting: a burst of
 * sign-ins then leaves libuv's other threads and the CPU to the rest of the site, and a line
 * that long is still under a second of work.
 */
export const defaultHashQueueLimits: HashQueueLimits = { concurrency: 2, maxWaiting: 16 };

/**
 * Runs password hashes a few at a time, the others in a bounded line in arrival order. Nothing
 * is ever queued past `maxWaiting`, so a burst cannot build an unbounded backlog.
 */
export function createHashQueue(limits: HashQueueLimits = defaultHashQueueLimits) {
  const limiter = createLimiter(limits.concurrency);
  return {
    /** Runs `task` when a place is free; rejects at once with HashQueueFull when the line is full. */
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (limiter.full && limiter.waiting >= limits.maxWaiting) throw new HashQueueFull();
      return limiter.run(task);
    },
  };
}
export type HashQueue = ReturnType<typeof createHashQueue>;
