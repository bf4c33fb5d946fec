import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Gone, or a zombie nobody has reaped yet (a container's first process may never reap it). */
export function exited(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return true;
  try {
    return readFileSync(stat, 'utf8').split(') ')[1]?.startsWith('Z') ?? true;
  } catch {
    return true;
  }
}

/** The processes `pid` started, and theirs, read from /proc (Linux, like the machines we run on). */
export function descendants(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid …": the command may hold spaces and parentheses, so split after it.
      const ppid = Number(
        readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1],
      );
      parentOf.set(Number(entry), ppid);
    } catch {
      // Exited while we looked.
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const [child, parent] of parentOf)
      if (parent === current) {
        found.push(child);
        queue.push(child);
      }
  }
  return found;
}

/** Waits up to `ms` for every process in `pids` to exit; whether they all did. */
export async function allExited(pids: number[], ms = 20_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!pids.every(exited) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return pids.every(exited);
}
