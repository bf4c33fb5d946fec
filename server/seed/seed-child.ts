import { spawn, type StdioOptions } from 'node:child_process';
import { childProcessEnv } from '../config.ts';

/** What a start seeds: the first start's demo content, or an old site's locations and company (seed.ts). */
export type SeedKind = 'demo' | 'upgrade';
/** Runs one seeding to its end; rejects when it did not finish. */
export type SeedRunner = (kind: SeedKind) => Promise<void>;

export interface SeedProcessOptions {
  /** The command that runs seed-process (node and its arguments), from the server's entry file. */
  command: readonly [string, ...string[]];
  /** Aborted (SIGTERM to the server): the seed process is stopped and the run rejects with `SeedStopped`. */
  signal?: AbortSignal;
  /** The demo pictures at this fraction of their size (tests). */
  imageScale?: number;
  /** Where the process writes; by default the server's own output. */
  stdio?: StdioOptions;
  /** The environment of the process (default: the server's), malloc settings aside (seedProcessEnv). */
  env?: NodeJS.ProcessEnv;
  /** Hears the process's id once it runs (tests stop it half-way). */
  onSpawn?: (pid: number) => void;
}

/** The seeding was stopped on purpose (the server is shutting down), not failed. */
export class SeedStopped extends Error {
  constructor() {
    super('demo content seeding stopped: the server is shutting down');
    this.name = 'SeedStopped';
  }
}

/** Setting any of these turns glibc's dynamic mmap threshold off. */
const fixedMallocSettings = ['MALLOC_MMAP_THRESHOLD_', 'MALLOC_TRIM_THRESHOLD_', 'MALLOC_TOP_PAD_', 'MALLOC_MMAP_MAX_'];

/**
 * The seed process's environment: the server's, without the fixed malloc thresholds `npm start`
 * sets for the server, and one arena.
 * With the fixed 128 KiB threshold every decoded or resized picture (megabytes) is mapped and
 * unmapped again, and the kernel zeroes its pages each time: the demo seed took 62 s (28 s of it
 * in the kernel) against 32 s (3 s) without, for a peak of 270 against 296 MB, which the process
 * gives back when it exits (docs/performance.md, "Build and first start").
 */
export function seedProcessEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const seedEnv: NodeJS.ProcessEnv = { ...env, MALLOC_ARENA_MAX: '1' };
  for (const name of fixedMallocSettings) delete seedEnv[name];
  return seedEnv;
}

/** How long a stopped seed process may take to exit before it is killed. */
const stopGraceMs = 5_000;

/**
 * Seeding in a child process: drawing and encoding about a hundred demo pictures makes sharp
 * (libvips) grow to several hundred megabytes, which glibc's allocator mostly keeps. In a
 * process of its own that memory goes back to the system when it exits, and the server stays
 * as light as after any other start (docs/performance.md, "Build and first start").
 */
export function seedInChildProcess(options: SeedProcessOptions): SeedRunner {
  return (kind) =>
    new Promise<void>((resolve, reject) => {
      const { signal } = options;
      if (signal?.aborted) {
        reject(new SeedStopped());
        return;
      }
      const [command, ...args] = options.command;
      const scale = options.imageScale === undefined ? [] : [`--image-scale=${options.imageScale}`];
      const child = spawn(command, [...args, kind, ...scale], {
        stdio: options.stdio ?? ['ignore', 'inherit', 'inherit'],
        // By default the server's environment, which config.ts reads again in the seed process.
        env: seedProcessEnv(options.env ?? childProcessEnv()),
      });
      if (child.pid !== undefined) options.onSpawn?.(child.pid);
      let killTimer: NodeJS.Timeout | undefined;
      const stop = () => {
        child.kill('SIGTERM');
        killTimer = setTimeout(() => child.kill('SIGKILL'), stopGraceMs);
        killTimer.unref();
      };
      signal?.addEventListener('abort', stop, { once: true });
      child.once('error', (error) => {
        signal?.removeEventListener('abort', stop);
        reject(new Error(`the demo content seed process could not start: ${error.message}`));
      });
      child.once('exit', (code, exitSignal) => {
        clearTimeout(killTimer);
        signal?.removeEventListener('abort', stop);
        if (signal?.aborted) reject(new SeedStopped());
        else if (code === 0) resolve();
        else {
          const how = exitSignal ? `was killed (${exitSignal})` : `exited with code ${code}`;
          reject(
            new Error(
              `the demo content seed process ${how}; what it stored stays and the next start completes it`,
            ),
          );
        }
      });
    });
}
