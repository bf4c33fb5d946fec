import { buildApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { createDiskStorage } from './media/storage/disk-storage.ts';

/** The only file that listens: start, serve, and on SIGTERM finish in-flight requests and close. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const storage = createDiskStorage(config.mediaDir);
  const app = await buildApp({ config, db, storage });
  await bootstrap(app, config);
  await app.listen({ port: config.port, host: config.host });

  const vimeoRetry = setInterval(() => void app.services.videos.fillMissingVimeo().catch(() => undefined), 5 * 60_000);
  vimeoRetry.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(vimeoRetry);
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  process.exit(1);
});
