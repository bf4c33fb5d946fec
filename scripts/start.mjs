/**
 * `npm start`: builds what is missing or older than the code (the site's and the server's build),
 * then runs the built server in this process: plain JavaScript, no TypeScript loader
 * (docs/decisions/0007). Plain JavaScript itself, so that nothing but node runs it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const server = resolve('build/node/main.js');
const builds = ['build/server/index.js', server];
const sources = ['server', 'web', 'shared', 'package-lock.json', 'vite.config.ts', 'vite.server.config.ts'];

/** The newest modification time under `path` (a few hundred files: milliseconds). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const missing = builds.some((file) => !existsSync(file));
// After a pull or an edit the build would serve yesterday's code: build again.
const stale = !missing && Math.max(...sources.map(newest)) > Math.min(...builds.map((file) => statSync(file).mtimeMs));
if (missing || stale) {
  console.log(missing ? 'No complete build found: running npm run build first…' : 'The code changed since the last build: running npm run build first…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(server).href);
