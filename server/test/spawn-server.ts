import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { testAdmin } from './build-test-app.ts';
import { freePort } from './late-server.ts';
import nodeFlags from '../node-flags.json' with { type: 'json' };

export const repoRoot = join(import.meta.dirname, '..', '..');

/**
 * What `npm start` sets (package.json) and deploy.md's unit should: glibc hands large blocks
 * straight back to the system and keeps two arenas, instead of holding what sharp's threads freed
 * (docs/performance.md, image pipeline: five 19 MP uploads peaked at 559 MB and stayed at 464 MB
 * without, 313 MB and 224 MB with). glibc reads them only when a process starts.
 */
export const glibcMallocSettings = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

/**
 * The V8 flags of the server process (server/node-flags.json, read by e2e/serve.mjs too;
 * `npm start` in package.json and deploy.md's unit write them out, process-settings.test.ts
 * checks they agree): the young generation starts at 8 MB a semi-space instead of growing from
 * 1 MB under load. Without it some server processes settled into scavenging so often that
 * request objects still in flight were promoted to the old generation: 36–43 µs of CPU per
 * cached read instead of 22–26, and 171–250 MB under load instead of about 145
 * (docs/performance.md, bench:api). V8 reads them only when a process starts.
 */
export const serverNodeFlags: readonly string[] = nodeFlags;

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for a failing test's message. */
  output(): string;
  /** SIGTERM, then the exit code (graceful shutdown answers 0). */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown code runs at all. */
  kill(): Promise<void>;
}

const withoutEmpty = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));

/**
 * The environment of a server run as a child process (tests and benchmarks): only what it needs,
 * SQLite and disk storage whatever the calling environment says, no call leaving the machine,
 * npm start's malloc settings. A variable given as '' is left out (a bench measuring glibc's
 * defaults).
 */
export function childServerEnv(dataDir: string, port: number, env: Record<string, string> = {}): NodeJS.ProcessEnv {
  return withoutEmpty({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DEMO_CONTENT: 'off',
    ADMIN_EMAIL: testAdmin.email,
    ADMIN_PASSWORD: testAdmin.password,
    LOG_LEVEL: 'warn',
    VIMEO_OEMBED_URL: 'http://127.0.0.1:9/api/oembed.json',
    ...glibcMallocSettings,
    ...env,
  });
}

/**
 * Loaded before the server's own code when spawnServer starts it with an IPC channel: when the
 * test or bench that started it goes, even SIGKILLed (no cleanup of its own runs), the channel
 * closes and the server shuts down as on SIGTERM, instead of holding its port and data folder
 * until someone finds it. The channel is unreferenced, so it never keeps the server alive, and
 * nothing is sent on it. A process without a channel (the seed process) is left alone.
 */
const exitWithParent = `data:text/javascript,${encodeURIComponent(
  "if (process.channel) { process.once('disconnect', () => process.kill(process.pid, 'SIGTERM')); process.channel.unref(); }",
)}`;

/**
 * How the real server is started, in one place for the tests and benchmarks that run it as a
 * child process: the benchmarks run what `npm start` runs (the built JavaScript, `npm run build`
 * first), the tests the TypeScript source through tsx, so `vitest` alone needs no build. Either
 * way it goes when its parent does (exitWithParent).
 */
export function serverCommand(built = false): { command: string; args: string[] } {
  const preload = ['--import', exitWithParent];
  if (!built) return { command: process.execPath, args: ['--import', 'tsx', ...preload, join(repoRoot, 'server', 'main.ts')] };
  const main = join(repoRoot, 'build', 'node', 'main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build first`);
  return { command: process.execPath, args: [...serverNodeFlags, ...preload, main] };
}

export interface SpawnOptions {
  /**
   * Where the server writes its output, instead of a pipe read by this process (a benchmark: the
   * access log of a loaded server, which would otherwise be read on the loading machine's CPU).
   */
  outputFile?: string;
  /** Run the built server, as `npm start` does (benchmarks), instead of the source. */
  built?: boolean;
}

/**
 * Starts the real server (serverCommand) on a free port over `dataDir` and waits for its health
 * check. SQLite and disk storage whatever the calling environment says, unless `env` names others
 * (the scale-out test: PostgreSQL, S3, Redis); other variables of the environment are not passed on.
 */
export async function spawnServer(
  dataDir: string,
  env: Record<string, string> = {},
  startTimeoutMs = 30_000,
  options: SpawnOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const { command, args } = serverCommand(options.built);
  const file = options.outputFile === undefined ? undefined : openSync(options.outputFile, 'a');
  const child = spawn(command, args, {
    cwd: repoRoot,
    // The 'ipc' channel is how the server knows its parent went (exitWithParent).
    stdio: file === undefined ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', file, file, 'ipc'],
    env: childServerEnv(dataDir, port, env),
  });
  if (file !== undefined) closeSync(file);
  let piped = '';
  const append = (chunk: Buffer) => {
    piped += chunk.toString();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const outputOf = () => (options.outputFile === undefined ? piped : readFileSync(options.outputFile, 'utf8'));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${outputOf()}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${outputOf()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    child,
    output: outputOf,
    async stop() {
      child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Signs in as the test admin over HTTP. */
export async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(testAdmin),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
