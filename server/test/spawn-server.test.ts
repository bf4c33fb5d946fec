import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { portRefused } from './late-server.ts';
import { allExited, exited } from './processes.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'spawn-server-'));
const leftovers: number[] = [];
afterAll(() => {
  // Only if the test failed: a server still running would hold its port past this run.
  for (const pid of leftovers) if (!exited(pid)) process.kill(pid, 'SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** A test or bench process that starts a server and prints its pid and address, then waits. */
const parentSource = `
import { spawnServer } from ${JSON.stringify(join(import.meta.dirname, 'spawn-server.ts'))};
const server = await spawnServer(${JSON.stringify(dataDir)});
console.log(JSON.stringify({ pid: server.child.pid, url: server.url }));
setInterval(() => {}, 60_000);
`;

describe('a server started by spawnServer', () => {
  it('shuts down when the process that started it is SIGKILLed, freeing its port', async () => {
    const parent = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', parentSource],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const started = await new Promise<{ pid: number; url: string }>((resolve, reject) => {
      let out = '';
      parent.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const line = out.split('\n').find((l) => l.startsWith('{'));
        if (line) resolve(JSON.parse(line) as { pid: number; url: string });
      });
      parent.once('exit', (code) =>
        reject(new Error(`the parent exited with ${code} before its server started`)),
      );
    });
    leftovers.push(started.pid);
    const port = Number(new URL(started.url).port);
    expect((await fetch(`${started.url}/api/health`)).status).toBe(200);

    parent.kill('SIGKILL');
    expect(await allExited([started.pid])).toBe(true);
    expect(await portRefused(port)).toBe(true);
  }, 60_000);
});
