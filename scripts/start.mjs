/**
 * `npm start`: builds what is missing (the site's and the server's build), then runs the built
 * server in this process: plain JavaScript, no TypeScript loader (docs/decisions/0007).
 * Plain JavaScript itself, so that nothing but node runs it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const server = resolve('build/node/main.js');
if (!existsSync('build/server/index.js') || !existsSync(server)) {
  console.log('No complete build found: running npm run build first…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(pathToFileURL(server).href);
