import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The site's production build (`npm run build`, which `npm test` runs before Vitest), for tests of
 * rendered pages. Missing, the test fails saying so rather than skipping: CI must not pass
 * without the pages having been tried.
 */
export function webBuildDir(): string {
  const dir = join(process.cwd(), 'build');
  if (!existsSync(join(dir, 'server', 'index.js'))) {
    throw new Error(`No web build in ${dir}: run \`npm run build\` first (npm test does).`);
  }
  return dir;
}
