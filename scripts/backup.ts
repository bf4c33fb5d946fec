/**
 * `npm run backup -- DIR`: a consistent copy of the SQLite database and the media folder into
 * DIR (new or empty), while the site keeps serving. Restore it with `npm run restore -- DIR`.
 */
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '#server/config.ts';
import { backup } from '#server/maintenance/backup.ts';

async function main(): Promise<void> {
  const dir = process.argv[2];
  if (!dir || dir.startsWith('-')) {
    console.error('Usage: npm run backup -- DIR   (DIR: a new or empty folder)');
    process.exit(2);
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL points at PostgreSQL: back it up with pg_dump, e.g.\n' +
        '  pg_dump --format=custom --file=site.dump "$DATABASE_URL"\n' +
        '(restore with pg_restore). This command copies only a SQLite database and DATA_DIR/media.',
    );
    process.exit(2);
  }
  const result = await backup({ sqlitePath: config.sqlitePath, mediaDir: config.s3 ? null : config.mediaDir }, resolve(dir));
  const megabytes = (result.bytes / 1024 / 1024).toFixed(1);
  console.log(`Backed up the database and ${result.files} media files (${megabytes} MB) to ${result.dir}`);
  if (config.s3) console.log('Media are in the S3 bucket and were not copied: use the bucket\'s versioning or replication.');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
  process.exit(1);
});
