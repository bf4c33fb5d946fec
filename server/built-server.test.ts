import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './test/late-server.ts';
import { childServerEnv, repoRoot } from './test/spawn-server.ts';

/**
 * What `npm start` runs in production: the built server, plain JavaScript under node, no
 * TypeScript loader. Missing, the test fails saying so (npm test builds first), never skips.
 */
const builtServer = join(repoRoot, 'build', 'node', 'main.js');

interface Started {
  pid: number;
  url: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const dirs: string[] = [];
const running: Array<{ kill(): void }> = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function startBuilt(env: Record<string, string>): Promise<Started> {
  const dataDir = mkdtempSync(join(tmpdir(), 'film-site-built-'));
  dirs.push(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, [builtServer], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: childServerEnv(dataDir, port, env),
  });
  running.push({ kill: () => child.kill('SIGKILL') });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  if (child.pid === undefined) throw new Error('node did not start');
  return { pid: child.pid, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** The processes whose parent is `pid`, from /proc. */
function childrenOf(pid: number): Array<{ pid: number; args: string }> {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        // Field 4 of /proc/<pid>/stat, after the parenthesised command name, is the parent's id.
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === pid
          ? [
              {
                pid: Number(entry),
                args: readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim(),
              },
            ]
          : [];
      } catch {
        return []; // gone meanwhile
      }
    });
}

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs: number,
  output: () => string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`${what} did not happen within ${timeoutMs} ms:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts the built server over an empty folder with the demo content on, once its seed process runs. */
async function startSeeding() {
  const server = await startBuilt({ DEMO_CONTENT: 'on' });
  const seed = await until(
    'the seed process',
    () => childrenOf(server.pid).find((c) => c.args.includes('seed.js')),
    60_000,
    server.output,
  );
  return { server, seed };
}

const healthy = (url: string) =>
  fetch(`${url}/api/health`).then(
    (res) => (res.ok ? true : undefined),
    () => undefined,
  );

describe('the built server (npm start)', () => {
  beforeAll(() => {
    if (!existsSync(builtServer) || !existsSync(join(repoRoot, 'build', 'server', 'index.js'))) {
      throw new Error(
        `No server build at ${builtServer}: run \`npm run build\` first (npm test does).`,
      );
    }
  });

  it('starts from build/node/main.js under plain node, serves the API and the pages, and runs no helper process', async () => {
    const server = await startBuilt({ DEMO_CONTENT: 'off' });
    await until('health 200', () => healthy(server.url), 60_000, server.output);

    expect(await (await fetch(`${server.url}/api/health`)).json()).toEqual({ status: 'ok' });
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toMatch(/^<!DOCTYPE html>/i);
    const slides = await fetch(`${server.url}/api/slider`);
    expect(await slides.json()).toEqual([]);

    // No TypeScript loader: nothing but the built file on the command line, no esbuild service beside it.
    expect(readFileSync(`/proc/${server.pid}/cmdline`, 'utf8').split('\0').filter(Boolean)).toEqual(
      [process.execPath, builtServer],
    );
    expect(childrenOf(server.pid)).toEqual([]);
    const maps = readFileSync(`/proc/${server.pid}/maps`, 'utf8');
    expect(maps).not.toMatch(/esbuild/);

    process.kill(server.pid, 'SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  }, 90_000);

  it('seeds in a child process; SIGTERM during the seeding stops both and exits 0', async () => {
    const { server, seed } = await startSeeding();
    expect(seed.args).toBe(
      `${process.execPath} ${join(repoRoot, 'build', 'node', 'seed.js')} demo`,
    );
    // Not listening while the demo content is incomplete.
    expect(await healthy(server.url)).toBeUndefined();

    process.kill(server.pid, 'SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toMatch(/error/i);
    expect(childrenOf(server.pid)).toEqual([]);
    expect(execFileSync('ps', ['-eo', 'args']).toString()).not.toContain(
      `${join(repoRoot, 'build', 'node', 'seed.js')} demo`,
    );
  }, 90_000);

  it('a seed process that dies is reported and the server exits 1 instead of serving half the demo', async () => {
    const { server, seed } = await startSeeding();
    process.kill(seed.pid, 'SIGKILL');
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toContain(
      'the demo content seed process was killed (SIGKILL); what it stored stays and the next start completes it',
    );
  }, 90_000);
});
