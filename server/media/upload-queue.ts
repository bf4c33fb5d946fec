import { AppError } from '#server/errors.ts';
import { createLimiter } from '#server/limiter.ts';
import { messages } from '#shared/messages.ts';

/** A place in the queue, held from an upload's first byte until its processing ends. */
export interface Admission {
  /** Gives the place back (idempotent): the upload is done, failed, or never got processed. */
  release(): void;
}

export interface UploadQueue {
  /** Takes a place, or throws a 503 (code 'busy', Retry-After in extra) when every place is taken. */
  admit(): Admission;
  /** Runs `task` when its turn comes (at most `running` at once, in arrival order), holding `admission` or a new place. */
  run<T>(task: () => Promise<T>, admission?: Admission): Promise<T>;
  /** Places taken now, for tests and the log. */
  readonly size: number;
}

/** The first guess of how long one image takes, before any has been processed (the 19 MP bench upload). */
const initialSecondsPerImage = 3;

/**
 * A bounded line for image processing: `running` images are processed at once and at most
 * `waiting` more wait; anyone past that is told to come back (503 with Retry-After) instead of
 * joining an unbounded backlog that holds memory and ends long after its sender has given up.
 */
export function createUploadQueue({ running, waiting }: { running: number; waiting: number }): UploadQueue {
  let admitted = 0;
  const processing = createLimiter(running);
  let secondsPerImage = initialSecondsPerImage;

  const busy = () => {
    // Everyone ahead has to finish first, `running` at a time.
    const retryAfter = Math.max(1, Math.ceil((admitted / running) * secondsPerImage));
    return new AppError(503, messages.uploadsBusy(retryAfter), 'busy', undefined, { retryAfter });
  };

  function admit(): Admission {
    if (admitted >= running + waiting) throw busy();
    admitted += 1;
    let held = true;
    return {
      release() {
        if (!held) return;
        held = false;
        admitted -= 1;
      },
    };
  }

  return {
    admit,
    get size() {
      return admitted;
    },
    async run<T>(task: () => Promise<T>, admission?: Admission): Promise<T> {
      const place = admission ?? admit();
      try {
        return await processing.run(async () => {
          const started = performance.now();
          try {
            return await task();
          } finally {
            // A running average, so Retry-After follows the machine and the images of the day.
            secondsPerImage = 0.7 * secondsPerImage + 0.3 * ((performance.now() - started) / 1000);
          }
        });
      } finally {
        place.release();
      }
    },
  };
}
