import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, portRefused } from '../server/test/late-server.ts';
import { allExited, descendants, exited } from '../server/test/processes.ts';
import { childServerEnv, repoRoot } from '../server/test/spawn-server.ts';

/**
 * e2e/serve.mjs, the browser tests' web server, as Playwright's runner starts it (webServer in
 * playwright.config.ts): through a shell, in its own process group, its stdio piped to the runner.
 * It runs the built server: missing, the test fails saying so (npm test builds first).
 */
const tmp = mkdtempSync(join(tmpdir(), 'serve-mjs-'));
const leftovers: number[] = [];
afterAll(() => {
  // Only if the test failed: servers still running would hold their ports past this run.
  for (const pid of leftovers) if (!exited(pid)) process.kill(pid, 'SIGKILL');
  rmSync(tmp, { recursive: true, force: true });
});

/** Stands in for Playwright's runner: starts the web server as it does, prints its pid, waits. */
const runnerSource = `
import { spawn } from 'node:child_process';
const server = spawn('node e2e/serve.mjs', { shell: true, detached: true, stdio: 'pipe' });
server.stdout.resume();
server.stderr.resume();
console.log(server.pid);
setInterval(() => {}, 60_000);
`;

describe('the browser tests’ web server (e2e/serve.mjs)', () => {
  it('stops its server and removes its data folder when the runner is SIGKILLed', async () => {
    expect(existsSync(join(repoRoot, 'build', 'node', 'main.js')), 'npm run build first').toBe(
      true,
    );
    const port = await freePort();
    // No DATA_DIR ('' is left out): serve.mjs makes its own, and with TMPDIR in this test's own
    // folder, where we can watch it.
    const env = { ...childServerEnv('', port), TMPDIR: tmp };
    const runner = spawn(process.execPath, ['--input-type=module', '--eval', runnerSource], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const shellPid = await new Promise<number>((resolve, reject) => {
      runner.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
      runner.once('exit', (code) => reject(new Error(`the runner exited with ${code}`)));
    });

    const deadline = Date.now() + 30_000;
    while (
      !(await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error('serve.mjs did not start the server in 30 s');
      await new Promise((r) => setTimeout(r, 200));
    }
    const processes = [shellPid, ...descendants(shellPid)];
    leftovers.push(...processes);
    // The shell, serve.mjs, the server (the shell may exec serve.mjs itself: then two).
    expect(processes.length).toBeGreaterThanOrEqual(2);
    expect(readdirSync(tmp).filter((name) => name.startsWith('film-site-e2e-'))).toHaveLength(1);

    runner.kill('SIGKILL');
    expect(await allExited(processes)).toBe(true);
    expect(await portRefused(port)).toBe(true);
    expect(readdirSync(tmp)).toEqual([]);
  }, 60_000);
});
