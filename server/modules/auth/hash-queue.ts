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
  let running = 0;
  const line: (() => void)[] = [];

  const next = () => {
    running -= 1;
    const start = line.shift();
    if (start) {
      running += 1;
      start();
    }
  };

  return {
    /** Runs `task` when a place is free; rejects at once with HashQueueFull when the line is full. */
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < limits.concurrency) {
        running += 1;
      } else {
        if (line.length >= limits.maxWaiting) throw new HashQueueFull();
        // The place is handed over by `next`, already counted in `running`.
        await new Promise<void>((resolve) => line.push(resolve));
      }
      try {
        return await task();
      } finally {
        next();
      }
    },
  };
}
export type HashQueue = ReturnType<typeof createHashQueue>;
