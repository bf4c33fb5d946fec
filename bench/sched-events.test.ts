import { describe, expect, it } from 'vitest';
import { offCpu, parseSchedEvents } from './sched-events.ts';

// As tracefs prints them with options/record-tgid (a thread name may hold dashes and spaces).
const trace = `# tracer: nop
#
           <idle>-0       (-------) [000] d..2.   100.000000: sched_switch: prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=R ==> next_comm=chromium next_pid=500 next_prio=120
         chromium-500     (    500) [000] d..2.   100.002000: sched_switch: prev_comm=chromium prev_pid=500 prev_prio=120 prev_state=R+ ==> next_comm=node next_pid=700 next_prio=120
             node-700     (    700) [000] d..2.   100.005000: sched_switch: prev_comm=node prev_pid=700 prev_prio=120 prev_state=S ==> next_comm=chromium next_pid=500 next_prio=120
         chromium-500     (    500) [000] d..2.   100.006000: sched_switch: prev_comm=chromium prev_pid=500 prev_prio=120 prev_state=S ==> next_comm=swapper/0 next_pid=0 next_prio=120
 Chrome_ChildIOT-510     (    500) [001] d..4.   100.009000: sched_wakeup: comm=chromium pid=500 prio=120 target_cpu=000
           <idle>-0       (-------) [000] d..2.   100.009100: sched_switch: prev_comm=swapper/0 prev_pid=0 prev_prio=120 prev_state=R ==> next_comm=chromium next_pid=500 next_prio=120
`;

describe('the scheduler trace', () => {
  it('reads switches, wakeups and the process of each thread', () => {
    const events = parseSchedEvents(trace);
    expect(events.switches).toHaveLength(5);
    expect(events.switches[1]).toEqual({
      ts: 100_002_000,
      cpu: 0,
      prevPid: 500,
      prevState: 'R+',
      nextComm: 'node',
      nextPid: 700,
    });
    expect(events.wakeups).toEqual([
      { ts: 100_009_000, wakerPid: 510, wakerComm: 'Chrome_ChildIOT', pid: 500 },
    ]);
    expect(events.tgid.get(510)).toBe(500);
    expect(events.tgid.has(0)).toBe(false);
  });

  it('splits the time a thread is off the CPU into preempted (and by whom) and asleep (and who woke it)', () => {
    const events = parseSchedEvents(trace);
    const off = offCpu(events, 500, 100_001_000, 100_010_000);
    expect(off.preemptedUs).toBe(3_000);
    expect(off.asleepUs).toBe(3_100);
    expect(off.others.get(700)).toEqual({ comm: 'node', us: 3_000 });
    expect(off.others.has(0)).toBe(false);
    expect(off.wakers).toEqual([{ pid: 510, comm: 'Chrome_ChildIOT', sleptUs: 3_100 }]);
  });

  it('counts only the part of a stretch inside the window', () => {
    const events = parseSchedEvents(trace);
    const off = offCpu(events, 500, 100_003_000, 100_004_000);
    expect(off.preemptedUs).toBe(1_000);
    expect(off.asleepUs).toBe(0);
    expect(off.others.get(700)?.us).toBe(1_000);
  });
});
