import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { repoRoot } from '#server/test/spawn-server.ts';

/**
 * What every benchmark prints beside its figures, so a recorded run says what it measured: the
 * checked-out commit, marked when tracked files differ from it (a run on an experiment), and the
 * machine's load.
 */
export function commitLabel(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
  try {
    const commit = git('rev-parse', '--short', 'HEAD').trim();
    const dirty = git('status', '--porcelain', '--untracked-files=no').length > 0;
    return dirty ? `${commit} (with uncommitted changes)` : commit;
  } catch {
    return 'unknown commit'; // Not a git checkout: the figures stand without it.
  }
}

/** The 1, 5 and 15 minute load averages. */
export const loadAverages = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
