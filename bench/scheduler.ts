/**
 * `npm run bench:sched [-- --runs 2 --pages /,/team --data DIR --min 10]` (as root, Linux): where
 * the page's main thread is while its tasks last, under Lighthouse as bench:web runs it. For every
 * main-thread task of at least `--min` ms wall time from the navigation on, it prints the task's
 * wall and CPU time, how long the thread was preempted (runnable while other threads had both
 * cores; the threads that ran meanwhile) and asleep (waiting on another thread or process; the
 * thread that woke it), beside Lighthouse's own list of long tasks in its simulated timeline.
 *
 * Lighthouse counts a task's observed wall time × 4, so on a two-core machine the other processes
 * and the renderer's synchronous calls to Chrome's browser process are in what it counts; the
 * kernel's scheduler trace (tracefs: `sched_switch`, `sched_wakeup`, clock `mono` as Chrome's)
 * separates them from the page's own CPU time. docs/performance.md, "The text face after the
 * paint", has what it found. Starts the built server over `--data DIR` (seeded on first use) or a
 * temporary directory, and stops what it started. Results belong in docs/performance.md.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { type RunningServer, spawnServer } from '#server/test/spawn-server.ts';
import { launchBenchmarkChrome } from './benchmark-chrome.ts';
import { offCpu, parseSchedEvents, type SchedEvents } from './sched-events.ts';
import { lighthouseFlags, longTasksOf } from './lighthouse-run.ts';
import { commitLabel, loadAverages } from './run-context.ts';
import type { TraceEvent } from './trace-event.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '2' },
    pages: { type: 'string', default: '/,/videos,/gallery,/team' },
    data: { type: 'string' },
    /** The shortest task to break down, in ms of observed wall time (Lighthouse's 50 ms ÷ 4 is 12.5). */
    min: { type: 'string', default: '10' },
  },
});

const tracefs = '/sys/kernel/tracing';
const write = (file: string, value: string) => writeFileSync(join(tracefs, file), value);

/** What a process is, from its command line: the Chrome process type, or the command. */
function processName(pid: number): string {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    const type = args.find((a) => a.startsWith('--type='))?.slice('--type='.length);
    if (args[0]?.includes('chrom')) return `chrome ${type ?? `process ${pid}`}`;
    return args.slice(0, 2).join(' ').slice(0, 40);
  } catch {
    return `process ${pid}`;
  }
}

/** The largest sums by label, as "label ms, …". */
function top(entries: { label: string; us: number }[], count: number): string {
  const sums = new Map<string, number>();
  for (const { label, us } of entries) sums.set(label, (sums.get(label) ?? 0) + us);
  return [...sums]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([label, us]) => `${label} ${(us / 1000).toFixed(1)}`)
    .join(', ');
}

function breakDown(
  events: SchedEvents,
  names: Map<number, string>,
  tid: number,
  task: TraceEvent,
): string[] {
  const from = task.ts;
  const to = task.ts + (task.dur ?? 0);
  const off = offCpu(events, tid, from, to);
  const label = (pid: number, comm: string) => {
    const owner = events.tgid.get(pid) ?? pid;
    if (!names.has(owner)) names.set(owner, processName(owner));
    return `${names.get(owner)}/${comm}`;
  };
  const ms = (us: number) => (us / 1000).toFixed(1);
  const others = top(
    [...off.others].map(([pid, o]) => ({ label: label(pid, o.comm), us: o.us })),
    4,
  );
  const wakers = top(
    off.wakers.map((w) => ({ label: label(w.pid, w.comm), us: w.sleptUs })),
    3,
  );
  return [
    `wall ${ms(to - from)} ms, CPU ${ms(task.tdur ?? 0)} ms, preempted ${ms(off.preemptedUs)} ms, asleep ${ms(off.asleepUs)} ms`,
    `  ran meanwhile (ms): ${others || '-'}`,
    ...(wakers ? [`  asleep until woken by (ms): ${wakers}`] : []),
  ];
}

async function main(): Promise<void> {
  if (!existsSync(join(tracefs, 'trace'))) {
    throw new Error(`${tracefs} is not mounted: as root, mount -t tracefs nodev ${tracefs}`);
  }
  if (!existsSync('build/node/main.js'))
    throw new Error('build/node/main.js is missing: run npm run build first');
  write('trace_clock', 'mono');
  write('options/record-tgid', '1');
  write('buffer_size_kb', '32768');
  write('set_event', 'sched:sched_switch sched:sched_wakeup');
  const dataDir = values.data ?? mkdtempSync(join(tmpdir(), 'film-site-bench-sched-'));
  let server: RunningServer | undefined;
  const chrome = await launchBenchmarkChrome();
  const names = new Map<number, string>();
  const minUs = Number(values.min) * 1000;
  try {
    server = await spawnServer(dataDir, { DEMO_CONTENT: 'on' }, 600_000, { built: true });
    const origin = server.url.replace('127.0.0.1', 'localhost');
    console.log(
      `commit ${commitLabel()}, ${new Date().toISOString()}, load average ${loadAverages()}`,
    );
    for (const path of values.pages.split(',')) {
      for (let run = 1; run <= Number(values.runs); run++) {
        write('trace', '');
        write('tracing_on', '1');
        const result = await lighthouse(origin + path, lighthouseFlags(chrome.port));
        write('tracing_on', '0');
        if (!result || result.lhr.runtimeError) {
          console.log(`\n${path} run ${run}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
          continue;
        }
        const events = parseSchedEvents(readFileSync(join(tracefs, 'trace'), 'utf8'));
        // Names while the processes still run; Chrome's child processes do not all keep a
        // --type in their command line, so the two that matter are named from what is known.
        names.set(chrome.pid, 'chrome browser');
        for (const owner of new Set(events.tgid.values())) {
          if (!names.has(owner)) names.set(owner, processName(owner));
        }
        const trace = (result.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } })
          .Trace.traceEvents;
        const paint = trace.filter((e) => e.name === 'firstContentfulPaint').at(-1);
        if (!paint) continue;
        names.set(paint.pid, 'page renderer');
        const start =
          trace
            .filter((e) => e.name === 'navigationStart' && e.pid === paint.pid && e.ts <= paint.ts)
            .at(-1)?.ts ?? paint.ts;
        const tasks = trace.filter(
          (e) =>
            e.pid === paint.pid &&
            e.tid === paint.tid &&
            e.ph === 'X' &&
            e.name === 'RunTask' &&
            e.ts >= start &&
            (e.dur ?? 0) >= minUs,
        );
        const simulated = longTasksOf(result.lhr)
          .map((t) => `${t.duration.toFixed(0)} ms at ${t.startTime.toFixed(0)}`)
          .join(', ');
        const at = (ts: number) => ((ts - start) / 1000).toFixed(0);
        console.log(
          `\n${path} run ${run}: observed first paint at ${at(paint.ts)} ms; Lighthouse's long tasks (simulated): ${simulated || 'none'}`,
        );
        for (const task of tasks) {
          const [head, ...rest] = breakDown(events, names, paint.tid, task);
          console.log(
            `  task at ${at(task.ts)} ms${task.ts < paint.ts ? ' (before the paint)' : ''}: ${head}`,
          );
          for (const line of rest) console.log(`  ${line}`);
        }
      }
    }
    console.log(`\nload average now ${loadAverages()}`);
  } finally {
    write('tracing_on', '0');
    write('set_event', '');
    chrome.kill();
    await server?.stop();
    if (!values.data) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
