/**
 * `npm run bench:tasks [-- --runs 3 --data DIR --pages /,/videos --no-build --wall --light --profile --traces DIR]`:
 * what each main-thread task of 50 ms or more after the first contentful paint is made of, on the
 * visitor pages of the built site with the demo content, in the system Chromium. A quick probe
 * for issue 16 (total blocking time): a bench:web run takes many minutes, this one about a
 * minute once the demo content is seeded.
 *
 * As Lighthouse's simulation does, the page loads unthrottled and each task counts as its time
 * × 4 (`--slowdown`); here the time is the main thread's CPU time in the task, which the other
 * processes of a loaded machine stretch less than wall time (`--wall` counts the wall time ×
 * slowdown, which is what Lighthouse counts; `--rate 4` throttles the browser's CPU instead and
 * counts wall time). The trace records what Lighthouse's does (stacks included:
 * capturing them has a cost of its own).
 *
 * It starts the built server (`npm run build` first), over `--data DIR` if given (seeded on its
 * first use and kept, so later probes skip the seeding) or a temporary directory, and opens every
 * page `runs` times, each in a new browser context (a first visit: no cache) at the size of
 * Lighthouse's phone. For every task of 50 ms or more after the paint it prints its start, its
 * length and the trace events inside it with the most time of their own (script compile and
 * evaluation with the script's file, style, layout, garbage collection, ...), with `--profile`
 * the functions sampled most, and per page the sum of each task's time over 50 ms (total blocking
 * time as Lighthouse counts it). The figures move with the machine's load: the load average is
 * printed with them. Results belong in docs/performance.md, never in a pass/fail test.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type CDPSession, chromium } from 'playwright-core';
import { childServerEnv, repoRoot, serverNodeFlags } from '#server/test/spawn-server.ts';
import { freePort } from '#server/test/late-server.ts';
import { launchBenchmarkChrome } from './benchmark-chrome.ts';
import { commitLabel, loadAverages } from './run-context.ts';
import type { TraceEvent } from './trace-event.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    /** CPU throttling in the browser (1: none; task lengths are then the thread's time × slowdown). */
    rate: { type: 'string', default: '1' },
    /** What a task's own CPU time is multiplied by, as Lighthouse's simulation slows the CPU. */
    slowdown: { type: 'string', default: '4' },
    /**
     * Count a task's wall time × slowdown, as Lighthouse's simulation does, instead of its CPU
     * time: on a busy two-core machine the main thread is off the CPU for much of its tasks.
     */
    wall: { type: 'boolean', default: false },
    /**
     * Trace only the tasks and the paint (no stacks, no V8 events): what Lighthouse's own
     * tracing adds to the tasks it measures. The tasks' parts are then not broken down.
     */
    light: { type: 'boolean', default: false },
    /** Keep Chromium's omnibox WebUI renderer, as every run before 2026-11-27 10:40 UTC did (benchmark-chrome.ts). */
    omnibox: { type: 'boolean', default: false },
    data: { type: 'string' },
    pages: { type: 'string', default: '/,/videos,/gallery,/team,/Ukraine' },
    /** How many of a long task's biggest parts to print. */
    top: { type: 'string', default: '8' },
    /** Measure the build as it is (probing the same build again). */
    'no-build': { type: 'boolean', default: false },
    /** Also sample the JavaScript and print the functions each long task spent most time in. */
    profile: { type: 'boolean', default: false },
    /** Keep each trace as JSON in this directory (opens in Chrome DevTools' performance panel). */
    traces: { type: 'string' },
  },
});
const runs = Number(values.runs);
const rate = Number(values.rate);
/**
 * Without throttling in the browser, a task counts as its thread time (the CPU time the main
 * thread spent in it, which other processes on a loaded machine do not stretch the way they do
 * wall time) times `slowdown`, as Lighthouse's simulation counts an observed task's time × 4.
 * With throttling, as the browser's wall time.
 */
const factor = rate === 1 ? Number(values.slowdown) : 1;
const cpuTime = rate === 1 && !values.wall;
const time = (e: { dur?: number; tdur?: number }) => (cpuTime ? (e.tdur ?? e.dur ?? 0) : (e.dur ?? 0)) * factor;
const pages = values.pages.split(',');
const top = Number(values.top);
const blockingMs = 50;

interface Part {
  name: string;
  selfMs: number;
}

interface Task {
  startMs: number;
  durationMs: number;
  /** As the trace measured it, unscaled: the task's wall time and the main thread's CPU time in it. */
  wallMs: number;
  cpuMs: number;
  parts: Part[];
  /** With --profile: the functions sampled most often in the task, by their own time. */
  functions: Part[];
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** The V8 samples of the trace: when, and which function was running (with its callers). */
function samplesOf(events: TraceEvent[]): { ts: number; name: string }[] {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; name: string }[] = [];
  let ts = 0;
  const where = (node: ProfileNode | undefined): string => {
    if (!node) return '?';
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const file = url ? url.split('/').pop() : '';
    return `${functionName || '(anonymous)'}${file ? ` ${file}:${lineNumber + 1}:${columnNumber + 1}` : ''}`;
  };
  for (const event of events) {
    if (event.name === 'Profile') ts = Number(event.args?.data?.startTime ?? 0);
    if (event.name !== 'ProfileChunk') continue;
    const chunk = event.args?.data?.cpuProfile as { nodes?: ProfileNode[]; samples?: number[] } | undefined;
    const deltas = (event.args?.data?.timeDeltas as number[] | undefined) ?? [];
    for (const node of chunk?.nodes ?? []) nodes.set(node.id, node);
    (chunk?.samples ?? []).forEach((id, i) => {
      ts += deltas[i] ?? 0;
      const node = nodes.get(id);
      const caller = node?.parent === undefined ? undefined : nodes.get(node.parent);
      samples.push({ ts, name: `${where(node)} < ${where(caller)}` });
    });
  }
  return samples;
}

/** `scale`: the task's counted time over its wall time, so the parts add up to the task. */
function functionsIn(start: number, end: number, samples: { ts: number; name: string }[], scale: number): Part[] {
  const inside = samples.filter((x) => x.ts >= start && x.ts < end);
  const count = new Map<string, number>();
  for (const x of inside) count.set(x.name, (count.get(x.name) ?? 0) + 1);
  const msPerSample = inside.length ? ((end - start) * scale) / 1000 / inside.length : 0;
  return [...count]
    .map(([name, n]) => ({ name, selfMs: n * msPerSample }))
    .sort((a, b) => b.selfMs - a.selfMs);
}

/** The script an event ran or compiled, by file name, if it names one. */
function scriptOf(event: TraceEvent): string | undefined {
  const data = event.args?.data;
  const url =
    (typeof data?.url === 'string' && data.url) ||
    (typeof event.args?.fileName === 'string' && event.args.fileName) ||
    (typeof data?.fileName === 'string' && data.fileName) ||
    (typeof data?.scriptName === 'string' && data.scriptName) ||
    undefined;
  if (!url) return undefined;
  return url.startsWith('http') ? new URL(url).pathname.split('/').pop() || url : url;
}

function label(event: TraceEvent): string {
  const script = scriptOf(event);
  const data = event.args?.data;
  const detail =
    script ??
    (typeof data?.type === 'string' ? data.type : undefined) ??
    (typeof data?.functionName === 'string' ? data.functionName : undefined);
  return detail ? `${event.name} (${detail})` : event.name;
}

/** Self time of every complete event inside the task (its time minus its children's), by label. */
function partsOf(task: TraceEvent, inside: TraceEvent[]): Part[] {
  const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);
  const sorted = inside
    .filter((e) => e !== task && e.ts >= task.ts && end(e) <= end(task))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: { event: TraceEvent; children: number }[] = [{ event: task, children: 0 }];
  const close = (frame: { event: TraceEvent; children: number }) => {
    const key = frame.event === task ? '(task itself)' : label(frame.event);
    self.set(key, (self.get(key) ?? 0) + time(frame.event) - frame.children);
  };
  for (const event of sorted) {
    while (stack.length > 1 && end(stack.at(-1)!.event) <= event.ts) {
      const done = stack.pop()!;
      close(done);
      stack.at(-1)!.children += time(done.event);
    }
    stack.push({ event, children: 0 });
  }
  while (stack.length > 1) {
    const done = stack.pop()!;
    close(done);
    stack.at(-1)!.children += time(done.event);
  }
  close(stack[0]!);
  return [...self]
    .map(([name, us]) => ({ name, selfMs: us / 1000 }))
    .sort((a, b) => b.selfMs - a.selfMs);
}

/**
 * The long tasks after the first contentful paint on the page's main thread, and that paint; null
 * when the trace lacks the navigation's start (Chromium sometimes leaves it out when the page gets
 * a new renderer; Lighthouse then fails with NO_NAVSTART), so the run is taken again.
 */
function longTasks(events: TraceEvent[]): { fcpMs: number; tasks: Task[]; tbtMs: number } | null {
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint').at(-1);
  if (!fcp) throw new Error('no firstContentfulPaint in the trace');
  const navigationId = fcp.args?.data?.navigationId;
  const navigation =
    navigationId === undefined
      ? undefined
      : events.find(
          (e) => e.name === 'navigationStart' && e.pid === fcp.pid && e.args?.data?.navigationId === navigationId,
        );
  if (!navigation) return null;
  const origin = navigation.ts;
  const main = events.filter((e) => e.pid === fcp.pid && e.tid === fcp.tid && e.ph === 'X');
  const runTasks = main.filter((e) => e.name === 'RunTask' && time(e) >= blockingMs * 1000);
  const samples = samplesOf(events.filter((e) => e.pid === fcp.pid));
  const tasks = runTasks
    .filter((t) => t.ts >= fcp.ts)
    .map((t) => ({
      functions: functionsIn(t.ts, t.ts + (t.dur ?? 0), samples, time(t) / (t.dur || 1)),
      startMs: (t.ts - origin) / 1000,
      durationMs: time(t) / 1000,
      wallMs: (t.dur ?? 0) / 1000,
      cpuMs: (t.tdur ?? 0) / 1000,
      parts: partsOf(
        t,
        main.filter((e) => e.ts >= t.ts && e.ts < t.ts + (t.dur ?? 0)),
      ),
    }));
  const tbtMs = tasks.reduce((sum, t) => sum + t.durationMs - blockingMs, 0);
  return { fcpMs: (fcp.ts - origin) / 1000, tasks, tbtMs };
}

/**
 * As e2e/fixtures.ts waits: React's fiber on <main>, its first element, header and footer. Asked
 * through CDP, not page.waitForFunction: Playwright would first compile its own large helper
 * script in the page, a long task of its own in the trace.
 */
async function waitForHydration(cdp: CDPSession): Promise<void> {
  const expression = `(() => {
    const hydrated = (node) => !node || Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
    const main = document.getElementById('main');
    return !!main && hydrated(main) && hydrated(main.firstElementChild) &&
      hydrated(document.querySelector('header')) && hydrated(document.querySelector('footer'));
  })()`;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    const { result } = (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })) as {
      result: { value?: unknown };
    };
    if (result.value === true) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the page did not hydrate in 30 s');
}

/** The tasks, the navigation and the paints: all that `--light` records. */
const taskCategories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'toplevel', 'blink.user_timing'];
/** Those of Lighthouse 12's trace gatherer that matter here. */
const categories = values.light
  ? taskCategories
  : [
      ...taskCategories,
      // Lighthouse records stacks too (its trace gatherer); capturing them makes V8 collect source
      // positions, which costs main-thread time of its own.
      'disabled-by-default-devtools.timeline.stack',
      'v8.execute',
      'v8',
      'disabled-by-default-v8.compile',
    ];

/**
 * The built server over `dataDir`, as spawnServer starts it, but named `build/node/./main.js` on
 * its command line: on a shared machine other scripts stop their servers with
 * `pkill -f build/node/main.js`, which ended this probe's server mid-run.
 */
async function startServer(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...serverNodeFlags, 'build/node/./main.js'], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: childServerEnv(dataDir, port, { DEMO_CONTENT: 'on' }),
  });
  const url = `http://127.0.0.1:${port}`;
  // Seeding the demo content on a first start takes about a minute.
  for (const deadline = Date.now() + 600_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (await fetch(`${url}/api/health`).then((res) => res.ok, () => false)) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy');
}

if (values.profile) categories.push('disabled-by-default-v8.cpu_profiler');

async function main(): Promise<void> {
  if (!values['no-build'] && spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  const dataDir = values.data ?? mkdtempSync(join(tmpdir(), 'film-site-bench-tasks-'));
  let server: { url: string; child: ChildProcess } | undefined;
  // Launched as bench:web's Lighthouse launches it, then driven over CDP.
  const chrome = await launchBenchmarkChrome({ keepOmnibox: values.omnibox });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    server = await startServer(dataDir);
    const origin = server.url.replace('127.0.0.1', 'localhost');
    const how =
      rate !== 1
        ? `CPU ${rate}x slower in the browser, tasks counted as wall time`
        : `no CPU throttling, tasks counted as main-thread ${cpuTime ? 'CPU' : 'wall'} time × ${factor}`;
    const browserUi = values.omnibox ? 'omnibox renderer kept' : 'no omnibox renderer';
    console.log(`commit ${commitLabel()}, ${how}, ${browserUi}, ${new Date().toISOString()}, load average ${loadAverages()}`);
    const summary: string[] = [];
    for (const path of pages) {
      const perRun: string[] = [];
      for (let run = 1, tries = 1; run <= runs; run++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        if (rate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await browser.startTracing(page, { categories });
        await page.goto(origin + path);
        await waitForHydration(cdp);
        // Offscreen boundaries, effects and the images the app starts come after hydration.
        await page.waitForTimeout(2_000);
        const raw = await browser.stopTracing();
        if (values.traces) {
          mkdirSync(values.traces, { recursive: true });
          writeFileSync(join(values.traces, `${path.replace(/\W+/g, '') || 'home'}-${run}.json`), raw);
        }
        const trace = JSON.parse(raw.toString()) as { traceEvents: TraceEvent[] };
        await context.close();
        const measured = longTasks(trace.traceEvents);
        if (!measured) {
          if (tries++ >= 3) throw new Error(`${path}: no navigationStart in three traces in a row`);
          console.log(`\n${path} run ${run}: no navigationStart for the page in the trace; again`);
          run--;
          continue;
        }
        tries = 1;
        const { fcpMs, tasks, tbtMs } = measured;
        console.log(`\n${path} run ${run}: FCP ${fcpMs.toFixed(0)} ms, ${tasks.length} task(s) of ${blockingMs} ms or more after it, blocking ${tbtMs.toFixed(0)} ms`);
        for (const task of tasks) {
          // Wall time well over CPU time: the main thread waited, off the CPU, inside the task.
          const measuredAs = `${task.wallMs.toFixed(1)} ms wall, ${task.cpuMs.toFixed(1)} ms CPU`;
          console.log(`  ${task.durationMs.toFixed(0)} ms at ${task.startMs.toFixed(0)} ms (${measuredAs}):`);
          for (const part of task.parts.slice(0, top)) console.log(`    ${part.selfMs.toFixed(1).padStart(7)} ms  ${part.name}`);
          if (task.functions.length) console.log('    JavaScript, by own time (sampled; < its caller):');
          for (const part of task.functions.slice(0, top)) console.log(`    ${part.selfMs.toFixed(1).padStart(7)} ms  ${part.name}`);
        }
        perRun.push(`${tbtMs.toFixed(0)} (${tasks.map((t) => t.durationMs.toFixed(0)).join('+') || '-'})`);
      }
      summary.push(`| ${path} | ${perRun.join(' | ')} |`);
    }
    console.log(`\nblocking ms per run (the long tasks after FCP, ms), load average now ${loadAverages()}:`);
    for (const line of summary) console.log(line);
  } finally {
    await browser.close();
    chrome.kill();
    server?.child.kill('SIGTERM');
    if (!values.data) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
