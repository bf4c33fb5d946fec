/**
 * `npm run fuzz [-- --runs N] [-- --seed S]`: property-based fuzzing of every endpoint and page
 * URL against a fresh in-process app (temporary SQLite file and media folder, the site's build
 * from `npm run build`, a local Vimeo speaking oEmbed), many more runs than the test suite's.
 * Prints the seed, so a failure can be replayed exactly.
 */
import { parseArgs } from 'node:util';
import { buildFuzzApp, prepareFuzz, runFuzz, runPageFuzz } from '#server/test/fuzz-requests.ts';
import { partialWrites, readSiteState } from '#server/test/site-state.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5000' }, seed: { type: 'string' } } });
  const runs = Number(values.runs);
  const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
  if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
    console.error('Usage: npm run fuzz -- [--runs N] [--seed S]');
    process.exit(2);
  }
  console.log(`Fuzzing every endpoint: ${runs} requests without a valid token, ${runs} with one, ${runs} page URLs (seed ${seed})`);
  const { t, close } = await buildFuzzApp();
  try {
    const ctx = await prepareFuzz(t);
    const started = Date.now();
    const summary = await runFuzz(ctx, { anonymous: runs, admin: runs, seed });
    const pages = await runPageFuzz(ctx, { pages: runs, seed: seed + 2 });
    const state = await readSiteState(async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json<T>());
    const { missing, stray } = await partialWrites(state, t.mediaDir, t.db);
    if (missing.length > 0 || stray.length > 0) {
      throw new Error(`partial writes: rows without files ${JSON.stringify(missing.slice(0, 5))}, files without rows ${JSON.stringify(stray.slice(0, 5))}`);
    }
    console.log(`No 5xx, no change without a valid token, no partial write; health OK (${((Date.now() - started) / 1000).toFixed(1)} s).`);
    console.log('Answers without a valid token:', summary.anonymous);
    console.log('Answers with the admin token: ', summary.admin);
    console.log('Answers to page URLs:         ', pages);
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
