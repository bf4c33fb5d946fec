/**
 * `npm start`: builds the site if it has not been built yet, then starts the server.
 * The server itself runs TypeScript through tsx (see docs/decisions/0001-run-typescript-with-tsx.md).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!existsSync('build/server/index.js')) {
  console.log('No site build found: running npm run build first…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('#server/main.ts');
