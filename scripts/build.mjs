/**
 * `npm run build`: the site's build (React Router: client and server rendering) and the server's
 * (vite.server.config.ts) run side by side, since neither reads the other's output; then the
 * client files are precompressed. On two cores this is about 2 s of a first `npm start`.
 * Plain JavaScript, like start.mjs, so that nothing but node runs it.
 */
import { spawn } from 'node:child_process';

/** Runs a command of node_modules/.bin (npm run puts it on the PATH) with its output shown; resolves with its exit code. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.once('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const codes = await Promise.all([
  run('react-router', ['build']),
  run('vite', ['build', '--config', 'vite.server.config.ts']),
]);
const failed = codes.find((code) => code !== 0);
if (failed !== undefined) process.exit(failed);
process.exit(await run('tsx', ['scripts/precompress.ts']));
