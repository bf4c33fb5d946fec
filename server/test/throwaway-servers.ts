import { type ChildProcess, execFile, spawn } from 'node:child_process';
import {
  accessSync,
  chownSync,
  constants,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './late-server.ts';

/**
 * PostgreSQL and Redis servers of the test run's own, for a machine where none is running:
 * each lives in a temporary folder (data, Unix socket, config) on a free 127.0.0.1 port, and
 * `stop` ends it and removes the folder. Nothing is written to disk safely: the data is thrown
 * away, so fsync is off.
 */
export interface ThrowawayServer {
  url: string;
  /** The temporary folder holding everything the server wrote. */
  dir: string;
  stop(): Promise<void>;
}

export class MissingServerBinary extends Error {}

/** Where a binary is looked for: PATH, then (PostgreSQL) Debian's versioned folders. */
export interface BinarySearch {
  path: string;
  /** Folders holding one subfolder per PostgreSQL major version, each with a `bin/`. */
  postgresRoots: string[];
}

const defaultSearch = (): BinarySearch => ({
  path: process.env.PATH ?? '',
  postgresRoots: ['/usr/lib/postgresql'],
});

const isExecutable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The folder holding both `initdb` and `postgres`: on PATH, else the newest of Debian's
 * /usr/lib/postgresql/<version>/bin (the package puts neither on PATH).
 */
export function findPostgresBin(search: BinarySearch = defaultSearch()): string {
  const versioned = search.postgresRoots.flatMap((root) => {
    try {
      return readdirSync(root)
        .filter((name) => /^\d+(\.\d+)?$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => join(root, version, 'bin'));
    } catch {
      return [];
    }
  });
  const dirs = [...search.path.split(delimiter).filter(Boolean), ...versioned];
  const found = dirs.find(
    (dir) => isExecutable(join(dir, 'initdb')) && isExecutable(join(dir, 'postgres')),
  );
  if (found) return found;
  throw new MissingServerBinary(
    `The tests start their own PostgreSQL when TEST_POSTGRES_URL is not set, but initdb and postgres ` +
      `are neither on PATH nor in ${search.postgresRoots.map((root) => `${root}/<version>/bin`).join(', ')}. ` +
      `Install them (Debian: apt-get install -y postgresql) or set TEST_POSTGRES_URL to a running server.`,
  );
}

export function findRedisServer(search: BinarySearch = defaultSearch()): string {
  const found = search.path
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, 'redis-server'))
    .find(isExecutable);
  if (found) return found;
  throw new MissingServerBinary(
    `The tests start their own Redis when TEST_REDIS_URL is not set, but redis-server is not on PATH. ` +
      `Install it (Debian: apt-get install -y redis-server) or set TEST_REDIS_URL to a running server.`,
  );
}

/**
 * initdb and postgres refuse to run as root. As root, they run as the `postgres` system user
 * (the Debian package creates it), else `nobody`; the temporary folder becomes theirs.
 */
function unprivilegedUser(): { uid: number; gid: number; name: string } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const users = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'));
  for (const name of ['postgres', 'nobody']) {
    const entry = users.find((fields) => fields[0] === name);
    if (entry) return { name, uid: Number(entry[2]), gid: Number(entry[3]) };
  }
  throw new Error(
    'The tests run as root, and neither a `postgres` nor a `nobody` user exists to run PostgreSQL as',
  );
}

/** The command line that runs `file` as `user` (setpriv execs, so the child's pid is the server's). */
function asUser(
  user: ReturnType<typeof unprivilegedUser>,
  file: string,
  args: string[],
): [string, string[]] {
  if (!user) return [file, args];
  return [
    'setpriv',
    [`--reuid=${user.uid}`, `--regid=${user.gid}`, '--clear-groups', '--', file, ...args],
  ];
}

const running = new Set<ChildProcess>();
const folders = new Set<string>();
// Should the test run die without its teardown (an uncaught error, process.exit), no server
// outlives it and no folder stays behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const addressInUse = /Address already in use|could not bind|could not create any TCP\/IP sockets/i;

/**
 * Spawns a server and resolves once it prints `ready` (the server's own announcement, so there
 * is no polling); rejects with its output when it exits first. The output keeps being read, so
 * a chatty server never blocks on a full pipe; only the last lines are kept for messages.
 */
function spawnUntilReady(
  command: [string, string[]],
  ready: RegExp,
  what: string,
): Promise<ChildProcess> {
  const child = spawn(command[0], command[1], { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let tail = '';
  let announced = false;
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-8000);
      if (!announced && ready.test(tail)) {
        announced = true;
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', (error) =>
      reject(new Error(`${what} could not be started: ${error.message}`)),
    );
    child.once('exit', (code, signal) => {
      if (!announced)
        reject(new Error(`${what} exited (${signal ?? code}) before it was ready:\n${tail}`));
    });
  });
}

/** Starts on a free port; another process may take that port first, so a clash tries again. */
async function onFreePort(
  start: (port: number) => Promise<ChildProcess>,
): Promise<{ port: number; child: ChildProcess }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return { port, child: await start(port) };
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !addressInUse.test(error.message))
        throw error;
    }
  }
}

function stopper(child: ChildProcess, dir: string, signal: NodeJS.Signals): () => Promise<void> {
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  return async () => {
    child.kill(signal);
    const escalate = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(escalate);
    rmSync(dir, { recursive: true, force: true });
    folders.delete(dir);
  };
}

function temporaryFolder(prefix: string, owner?: { uid: number; gid: number }): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  folders.add(dir);
  if (owner) chownSync(dir, owner.uid, owner.gid);
  return dir;
}

/** A new PostgreSQL cluster (superuser `postgres`, trust authentication, UTF-8). */
export async function startThrowawayPostgres(search?: BinarySearch): Promise<ThrowawayServer> {
  const bin = findPostgresBin(search);
  const user = unprivilegedUser();
  const dir = temporaryFolder('film-test-pg-', user);
  try {
    const data = join(dir, 'data');
    await promisify(execFile)(
      ...asUser(user, join(bin, 'initdb'), [
        `--pgdata=${data}`,
        '--username=postgres',
        '--auth=trust',
        '--encoding=UTF8',
        // C.UTF-8 is built into glibc, so a fresh machine without generated locales has it.
        '--locale=C.UTF-8',
        '--no-sync',
        '--no-instructions',
      ]),
    ).catch((error: Error & { stderr?: string }) => {
      throw new Error(`initdb failed: ${error.stderr || error.message}`);
    });
    const { port, child } = await onFreePort((port) =>
      spawnUntilReady(
        asUser(user, join(bin, 'postgres'), [
          '-D',
          data,
          `--port=${port}`,
          '--listen_addresses=127.0.0.1',
          `--unix_socket_directories=${dir}`,
          '--fsync=off',
          '--synchronous_commit=off',
          '--full_page_writes=off',
        ]),
        /database system is ready to accept connections/,
        'PostgreSQL',
      ),
    );
    // SIGQUIT: immediate shutdown, no checkpoint; the data is thrown away anyway.
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      dir,
      stop: stopper(child, dir, 'SIGQUIT'),
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    folders.delete(dir);
    throw error;
  }
}

/** A Redis that keeps everything in memory (no snapshots, no append-only file). */
export async function startThrowawayRedis(search?: BinarySearch): Promise<ThrowawayServer> {
  const redisServer = findRedisServer(search);
  const dir = temporaryFolder('film-test-redis-');
  try {
    const { port, child } = await onFreePort((port) => {
      const config = join(dir, 'redis.conf');
      writeFileSync(
        config,
        [
          `port ${port}`,
          'bind 127.0.0.1',
          'save ""',
          'appendonly no',
          `dir "${dir}"`,
          'daemonize no',
        ].join('\n'),
      );
      return spawnUntilReady([redisServer, [config]], /Ready to accept connections/, 'Redis');
    });
    return { url: `redis://127.0.0.1:${port}`, dir, stop: stopper(child, dir, 'SIGTERM') };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    folders.delete(dir);
    throw error;
  }
}
