/**
 * At most `max` tasks run at once; the others wait in arrival order. The one semaphore behind the
 * password-hash queue, the image queue and the image encoders, which add their own bounds.
 */
export function createLimiter(max: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return {
    /** Every slot is taken: a new task would wait. */
    get full() {
      return active >= max;
    },
    /** Tasks waiting for a slot. */
    get waiting() {
      return waiting.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < max) active += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        // Hand the slot straight to the next waiter so a newcomer cannot overtake it.
        const next = waiting.shift();
        if (next) next();
        else active -= 1;
      }
    },
  };
}
export type Limiter = ReturnType<typeof createLimiter>;
