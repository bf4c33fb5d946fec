import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { glibcMallocSettings, repoRoot, serverNodeFlags } from './test/spawn-server.ts';

/**
 * The server process's settings are written out where node is started by hand: `npm start`
 * (package.json) and the systemd unit of docs/deploy.md. The tests and benchmarks take them from
 * server/test/spawn-server.ts; these checks keep the written copies from drifting from it.
 */
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');
const startScript = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.start ?? '';
const unitLines = read('docs/deploy.md').split('\n');
const execStart = unitLines.find((line) => line.startsWith('ExecStart=')) ?? '';
const unitEnvironment = unitLines.filter((line) => line.startsWith('Environment=')).join(' ');
const settings = Object.entries(glibcMallocSettings).map(([name, value]) => `${name}=${value}`);

describe('the server process settings', () => {
  it('npm start gives node the V8 flags and the malloc settings', () => {
    expect(serverNodeFlags.length).toBeGreaterThan(0);
    const beforeScript = startScript.slice(0, startScript.indexOf('scripts/start.mjs'));
    for (const flag of serverNodeFlags) expect(beforeScript).toContain(` ${flag} `);
    for (const setting of settings) expect(startScript).toContain(setting);
  });

  it("deploy.md's systemd unit gives the same", () => {
    expect(execStart).toContain('build/node/main.js');
    for (const flag of serverNodeFlags) expect(execStart.slice(0, execStart.indexOf('build/node/main.js'))).toContain(` ${flag} `);
    for (const setting of settings) expect(unitEnvironment).toContain(setting);
  });
});
