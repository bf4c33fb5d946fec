import { buildApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { createStorage } from './media/storage/create-storage.ts';
import { connectRedis } from './redis.ts';

/** The only file that listens: start, serve, and on SIGTERM finish in-flight requests and close. */
async function main(): Promise<void> {
  const config = loadConfig();
  // Errors of background connections are logged once the app (and its logger) exists.
  let logError = (error: Error, what: string) => console.error(`${what}: ${error.message}`);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath: config.sqlitePath,
    onPoolError: (error) => logError(error, 'database connection lost'),
  });
  const media = createStorage(config);
  const redis = config.redisUrl
    ? await connectRedis(config.redisUrl, config.redisKeyPrefix, (error) =>
        logError(error, 'redis'),
      )
    : undefined;
  const app = await buildApp({
    config,
    db,
    storage: media.storage,
    throttleStore: redis?.throttleStore,
    invalidation: redis?.invalidation,
  });
  logError = (error, what) => app.log.error({ err: error }, what);
  // Instances starting together on one database take turns, so the admin and demo content are made once.
  await withStartupLock(db, () => bootstrap(app, config));
  await app.listen({ port: config.port, host: config.host });

  const vimeoRetry = setInterval(
    () => void app.services.videos.fillMissingVimeo().catch(() => undefined),
    5 * 60_000,
  );
  vimeoRetry.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(vimeoRetry);
    await app.close();
    await redis?.close();
    media.close();
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
