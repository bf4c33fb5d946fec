// Starts the built server (build/node/main.js, what `npm start` runs) for a browser-test run on a
// fresh temporary DATA_DIR, removed on exit.
import { spawn } from 'node:child_process';
import { existsSync, fstatSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const server = join('build', 'node', 'main.js');
if (!existsSync(server)) {
  console.error(`No server build at ${server}: run \`npm run build\` first (npm test does).`);
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'film-site-e2e-'));
// npm start's V8 flags (serverNodeFlags in server/test/spawn-server.ts says why).
const nodeFlags = JSON.parse(
  readFileSync(new URL('../server/node-flags.json', import.meta.url), 'utf8'),
);
const child = spawn(process.execPath, [...nodeFlags, server], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'production' },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Playwright stops its web servers itself, unless it is SIGKILLed (a CI timeout, an OOM kill):
// then nothing would, and the next run would find both ports taken. Playwright holds the other
// end of our stdin, and the kernel closes it when Playwright goes, however it goes. Only a pipe
// or socket is watched: from a terminal or </dev/null, the server runs until a signal.
const stdin = fstatSync(0);
if (stdin.isFIFO() || stdin.isSocket()) {
  process.stdin.on('close', stop);
  process.stdin.resume();
}
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
