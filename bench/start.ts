/**
 * `npm run bench:start [-- --build | --npm-start] [-- --glibc-defaults]`: a first start as `npm start`
 * does it on a fresh clone, then a restart, measuring what issue 16 asks of them:
 * - `--build`: `npm run build` first, timed (it rewrites build/; do not run it beside tests);
 * - `--npm-start`: deletes build/ and makes the first start `npm start` itself, as a user types it
 *   on a fresh clone (npm, then scripts/start.mjs building and starting): the figure,
 *   with npm's own start and the build check included (rewrites build/ too);
 * - the first start of the built server on an empty DATA_DIR with the demo content: the time
 *   until /api/health answers 200 (the server listens only once the demo content is complete,
 *   which is checked), and the seed process's peak memory;
 * - the server's memory (VmRSS) idle after that first start, and after 5 s of autocannon
 *   (50 connections) on GET /api/gallery/all/gallery?page=1;
 * - the same after a restart on the same DATA_DIR.
 * `--glibc-defaults` leaves out npm start's MALLOC_* settings. Prints one table row for
 * docs/performance.md, "Build and first start", with the commit and the load average.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { countries, countryImageCount } from '#shared/limits.ts';
import { freePort } from '#server/test/late-server.ts';
import { childServerEnv, repoRoot, serverNodeFlags } from '#server/test/spawn-server.ts';
import { commitLabel } from './run-context.ts';

const { values } = parseArgs({
  options: {
    build: { type: 'boolean', default: false },
    'npm-start': { type: 'boolean', default: false },
    'glibc-defaults': { type: 'boolean', default: false },
  },
});

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const load = () => loadavg()[0]?.toFixed(1) ?? '?';

/** VmRSS of a process in MB, or 0 once it is gone. */
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : 0;
  } catch {
    return 0;
  }
}

/** CPU time (user + system) a process has used so far, in ms (clock ticks of 10 ms), or 0 once it is gone. */
function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The ids of the processes whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** The command line of a process, or '' once it is gone. */
function cmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** The server under `npm start`: the node process (not npm's shell) running scripts/start.mjs. */
function npmStartServer(npmPid: number): number | undefined {
  const queue = [npmPid];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    const [program = '', ...args] = cmdline(pid).split(' ');
    if (program.endsWith('node') && args.some((arg) => arg.endsWith('scripts/start.mjs')))
      return pid;
    queue.push(...childrenOf(pid));
  }
  return undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Run {
  readyMs: number;
  seedPeakMb: number;
  /** CPU time of the seed process (the last sample before it exited): what load does not inflate. */
  seedCpuMs: number;
  idleMb: number;
  loadedMb: number;
  requests: number;
}

/**
 * Starts build/node/main.js on `dataDir` (or, `viaNpm`, `npm start` in its own process group),
 * waits for health, measures, stops it.
 */
async function startAndMeasure(dataDir: string, viaNpm = false): Promise<Run> {
  const port = await freePort();
  const started = Date.now();
  const env = childServerEnv(dataDir, port, {
    DEMO_CONTENT: 'on',
    ...(values['glibc-defaults']
      ? { MALLOC_ARENA_MAX: '', MALLOC_MMAP_THRESHOLD_: '', MALLOC_TRIM_THRESHOLD_: '' }
      : {}),
  });
  const child = viaNpm
    ? spawn('npm', ['start'], {
        cwd: repoRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
        env,
        detached: true,
      })
    : spawn(process.execPath, [...serverNodeFlags, join(repoRoot, 'build', 'node', 'main.js')], {
        cwd: repoRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
        env,
      });
  const childPid = child.pid ?? 0;
  let pid = viaNpm ? 0 : childPid;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  // On every way out, also a failed check: a detached `npm start` (its whole group, the server
  // included even if npm itself is gone) would outlive this process.
  const stop = () => {
    if (!viaNpm) {
      child.kill('SIGTERM');
      return;
    }
    try {
      process.kill(-childPid, 'SIGTERM');
    } catch {
      // The group is gone already.
    }
  };
  let seedPeakMb = 0;
  let seedCpuMs = 0;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (!pid) pid = npmStartServer(childPid) ?? 0;
      for (const seed of pid ? childrenOf(pid) : []) {
        seedPeakMb = Math.max(seedPeakMb, rssMb(seed));
        seedCpuMs = Math.max(seedCpuMs, cpuMs(seed));
      }
      const ok = await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      // A server that neither answers nor exits (a hung seed) must not hang the benchmark.
      if (Date.now() - started > 600_000) throw new Error('not ready after 10 minutes');
      await sleep(200);
    }
    const readyMs = Date.now() - started;

    // Ready means complete: every location with its carousel, every demo video.
    const locations = (await (await fetch(`${url}/api/locations`)).json()) as {
      name: string;
      images: unknown[];
    }[];
    const complete = countries.every(
      (c) => locations.find((l) => l.name === c)?.images.length === countryImageCount[c],
    );
    if (!complete)
      throw new Error(
        `ready without the complete demo content: ${JSON.stringify(locations.map((l) => [l.name, l.images.length]))}`,
      );

    if (!pid) throw new Error('npm start answered, but its server process was not found');
    await sleep(2_000);
    const idleMb = rssMb(pid);
    const result = await autocannon({
      url: `${url}/api/gallery/all/gallery?page=1`,
      connections: 50,
      duration: 5,
    });
    const loadedMb = rssMb(pid);
    return { readyMs, seedPeakMb, seedCpuMs, idleMb, loadedMb, requests: result.requests.total };
  } finally {
    stop();
    await exited;
  }
}

async function main(): Promise<void> {
  if (values.build && values['npm-start']) throw new Error('--build or --npm-start, not both');
  const commit = commitLabel();
  const loadBefore = load();
  let buildMs: number | null = null;
  if (values.build) {
    const t0 = Date.now();
    const built = spawnSync('npm', ['run', 'build'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (built.status !== 0) throw new Error('npm run build failed');
    buildMs = Date.now() - t0;
  }
  if (values['npm-start']) rmSync(join(repoRoot, 'build'), { recursive: true, force: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'film-site-start-'));
  try {
    const first = await startAndMeasure(dataDir, values['npm-start']);
    const restart = await startAndMeasure(dataDir);
    const settings = values['glibc-defaults'] ? 'glibc defaults' : 'MALLOC_* of npm start';
    console.log(`commit ${commit}, ${settings}, load ${loadBefore} → ${load()}`);
    if (buildMs !== null) console.log(`npm run build: ${seconds(buildMs)}`);
    const how = values['npm-start']
      ? '`npm start` with no build/ (its build included)'
      : 'first start';
    console.log(
      `${how}: ready with the complete demo content after ${seconds(first.readyMs)}; seed process peak ${first.seedPeakMb} MB, CPU ${seconds(first.seedCpuMs)} (at least)`,
    );
    console.log(
      `first start: server RSS idle ${first.idleMb} MB, after 5 s of load ${first.loadedMb} MB (${first.requests} requests)`,
    );
    console.log(
      `restart: ready after ${seconds(restart.readyMs)}; RSS idle ${restart.idleMb} MB, after 5 s of load ${restart.loadedMb} MB (${restart.requests} requests)`,
    );
    const total = values['npm-start']
      ? seconds(first.readyMs)
      : buildMs === null
        ? '–'
        : seconds(buildMs + first.readyMs);
    console.log(
      `| ${new Date().toISOString().slice(11, 16)} | ${commit}, ${settings} | ${loadBefore} → ${load()} | ${values['npm-start'] ? 'in npm start' : buildMs === null ? '–' : seconds(buildMs)} | ${seconds(first.readyMs)} | ${total} | ${first.seedPeakMb} MB, ${seconds(first.seedCpuMs)} CPU | ${first.idleMb} / ${first.loadedMb} MB | ${restart.idleMb} / ${restart.loadedMb} MB |`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
