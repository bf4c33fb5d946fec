/**
 * `npm run restore -- DIR`: puts back the database and media of a backup made by
 * `npm run backup -- DIR`. Stop the server first: the restore refuses while the database is open.
 * The replaced files are moved aside (their names are printed), not deleted.
 */
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '#server/config.ts';
import { restore, RestoreRefused } from '#server/maintenance/restore.ts';

async function main(): Promise<void> {
  const dir = process.argv[2];
  if (!dir || dir.startsWith('-')) {
    console.error('Usage: npm run restore -- DIR   (a folder made by npm run backup; stop the server first)');
    process.exit(2);
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL points at PostgreSQL: restore a pg_dump file with pg_restore, e.g.\n  pg_restore --clean --dbname="$DATABASE_URL" site.dump');
    process.exit(2);
  }
  const result = await restore(resolve(dir), { sqlitePath: config.sqlitePath, mediaDir: config.s3 ? null : config.mediaDir });
  console.log(`Restored ${resolve(dir)} into ${config.dataDir}. Start the server again.`);
  for (const path of result.previous) console.log(`  The replaced data is kept at ${path}; delete it when you no longer need it.`);
}

main().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof RestoreRefused;
  console.error(known || error instanceof Error ? (error as Error).message : String(error));
  process.exit(known ? 3 : 1);
});
