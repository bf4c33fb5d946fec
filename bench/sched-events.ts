/**
 * The Linux scheduler's `sched_switch` and `sched_wakeup` events as tracefs prints them (with
 * `options/record-tgid`), and what they say about one thread over a stretch of time: when it ran,
 * when it was preempted (runnable, another thread on the CPU) and when it slept, and who ran or
 * woke it meanwhile. For bench/scheduler.ts; times in microseconds of CLOCK_MONOTONIC, the clock
 * of Chrome's trace events when tracefs' `trace_clock` is `mono`.
 */
export interface Switch {
  ts: number;
  cpu: number;
  prevPid: number;
  /** R (preempted), S (asleep), D (waiting on the disk), …; R+ is preempted too. */
  prevState: string;
  nextComm: string;
  nextPid: number;
}

export interface Wakeup {
  ts: number;
  /** The thread that woke it. */
  wakerPid: number;
  wakerComm: string;
  pid: number;
}

export interface SchedEvents {
  switches: Switch[];
  wakeups: Wakeup[];
  /** Thread id → process id, as recorded. */
  tgid: Map<number, number>;
}

// "  chromium-4242  ( 4240) [001] d..2.  1234.567890: sched_switch: prev_comm=…"
const line =
  /^\s*(.+?)-(\d+)\s+\(\s*(\d+|-+)\)\s+\[(\d+)\]\s+\S+\s+(\d+\.\d+): (sched_switch|sched_wakeup): (.*)$/;
const switchFields =
  /prev_pid=(\d+) prev_prio=-?\d+ prev_state=(\S+) ==> next_comm=(.*) next_pid=(\d+) next_prio=-?\d+/;
const wakeupFields = /comm=.* pid=(\d+) prio=-?\d+/;

export function parseSchedEvents(text: string): SchedEvents {
  const events: SchedEvents = { switches: [], wakeups: [], tgid: new Map() };
  for (const row of text.split('\n')) {
    const m = line.exec(row);
    if (!m) continue;
    const [, comm = '', pid = '', tgid = '', cpu = '', seconds = '', name, rest = ''] = m;
    if (/^\d+$/.test(tgid)) events.tgid.set(Number(pid), Number(tgid));
    const ts = Math.round(Number(seconds) * 1e6);
    if (name === 'sched_switch') {
      const f = switchFields.exec(rest);
      if (f) {
        events.switches.push({
          ts,
          cpu: Number(cpu),
          prevPid: Number(f[1]),
          prevState: f[2] ?? '',
          nextComm: f[3] ?? '',
          nextPid: Number(f[4]),
        });
      }
    } else {
      const f = wakeupFields.exec(rest);
      if (f) events.wakeups.push({ ts, wakerPid: Number(pid), wakerComm: comm, pid: Number(f[1]) });
    }
  }
  events.switches.sort((a, b) => a.ts - b.ts);
  return events;
}

export interface OffCpu {
  /** Microseconds the thread was runnable but another thread had the CPU. */
  preemptedUs: number;
  /** Microseconds it slept (waited on something: a lock, a reply). */
  asleepUs: number;
  /** Microseconds each other thread (pid) ran, on any CPU, inside the stretch. */
  others: Map<number, { comm: string; us: number }>;
  /** The threads that woke it from its sleeps inside the stretch, with the time slept. */
  wakers: { pid: number; comm: string; sleptUs: number }[];
}

/** Where thread `tid` was between `from` and `to` when it was not running. */
export function offCpu(events: SchedEvents, tid: number, from: number, to: number): OffCpu {
  const result: OffCpu = { preemptedUs: 0, asleepUs: 0, others: new Map(), wakers: [] };
  // The thread's own state: off since `offSince`, in `offState`.
  let offSince: number | null = null;
  let offState = '';
  const close = (until: number) => {
    if (offSince === null) return;
    const us = Math.max(0, until - Math.max(offSince, from));
    if (offState.startsWith('R')) result.preemptedUs += us;
    else {
      result.asleepUs += us;
      const waker = events.wakeups.find((w) => w.pid === tid && w.ts >= offSince! && w.ts <= until);
      if (waker && us > 0)
        result.wakers.push({ pid: waker.wakerPid, comm: waker.wakerComm, sleptUs: us });
    }
    offSince = null;
  };
  // What each CPU runs, to attribute the stretch's time to threads.
  const running = new Map<number, { pid: number; comm: string; since: number }>();
  const credit = (cpu: number, until: number) => {
    const r = running.get(cpu);
    if (!r || r.pid === tid || r.pid === 0) return;
    const us = Math.max(0, until - Math.max(r.since, from));
    const other = result.others.get(r.pid) ?? { comm: r.comm, us: 0 };
    other.us += us;
    result.others.set(r.pid, other);
  };
  for (const s of events.switches) {
    if (s.ts >= to) break;
    if (s.ts > from) credit(s.cpu, s.ts);
    running.set(s.cpu, { pid: s.nextPid, comm: s.nextComm, since: s.ts });
    if (s.prevPid === tid) {
      offSince = s.ts;
      offState = s.prevState;
    } else if (s.nextPid === tid) {
      if (s.ts > from) close(s.ts);
      else offSince = null;
    }
  }
  close(to);
  for (const cpu of running.keys()) credit(cpu, to);
  return result;
}
