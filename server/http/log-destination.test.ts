import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { spawnServer, type RunningServer } from '../test/spawn-server.ts';

/** The access lines a server wrote for this URL, from its output so far. */
const accessLines = (server: RunningServer, url: string) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; url?: string })
    .filter((line) => line.msg === 'request' && line.url === url);

describe('the server’s buffered log (http/log-destination.ts)', () => {
  let server: RunningServer | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await server?.kill();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes a quiet server’s lines within a few seconds, and a burst’s every line by the time it stops', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'film-site-log-'));
    server = await spawnServer(dataDir, { LOG_LEVEL: 'info' });
    const running = server;

    // One request on a quiet server: far less than a block, it still arrives.
    await fetch(`${running.url}/api/slider`);
    await vi.waitFor(() => expect(accessLines(running, '/api/slider')).toHaveLength(1), { timeout: 5_000 });

    // A burst in parallel, then a stop right after: every line is there, none twice, none torn.
    const burst = 200;
    const answers = await Promise.all(
      Array.from({ length: burst }, () => fetch(`${running.url}/api/team`).then((res) => res.status)),
    );
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(await running.stop()).toBe(0);
    expect(accessLines(running, '/api/team')).toHaveLength(burst);
  });
});
