import { buildApp } from './app.ts';
import { bufferedStdout } from './http/log-destination.ts';
import { bootstrap } from './bootstrap.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { createStorage } from './media/storage/create-storage.ts';
import { connectRedis } from './redis.ts';
import { seedInChildProcess, SeedStopped } from './seed/seed-child.ts';

/**
 * How to start the seed process: built (`npm start`, build/node/main.js beside build/node/seed.js)
 * plain node; from source (`npm run dev`, the tests) node with the tsx loader, as this file runs.
 */
const seedCommand = (): [string, ...string[]] =>
  import.meta.url.endsWith('.ts')
    ? [process.execPath, '--import', 'tsx', new URL('./seed/seed-process.ts', import.meta.url).pathname]
    : [process.execPath, new URL('./seed.js', import.meta.url).pathname];

/**
 * The only file that listens: start, serve, and on SIGTERM finish in-flight requests and close.
 * A SIGTERM during the start (the first start's seeding) stops the seed process and exits 0.
 */
async function main(): Promise<void> {
  const starting = new AbortController();
  const stopStarting = () => starting.abort();
  process.once('SIGTERM', stopStarting);
  process.once('SIGINT', stopStarting);
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
  const log = bufferedStdout();
  const app = await buildApp({
    config,
    db,
    // LOG_LEVEL=silent: no logger at all (a stream given to buildApp would turn it on).
    ...(config.logLevel === 'silent' ? {} : { logStream: log.stream }),
    storage: media.storage,
    throttleStore: redis?.throttleStore,
    invalidation: redis?.invalidation,
  });
  logError = (error, what) => app.log.error({ err: error }, what);
  const close = async () => {
    await app.close();
    await redis?.close();
    media.close();
    await db.destroy();
    log.close();
  };
  // Instances starting together on one database take turns, so the admin and demo content are made once.
  // The demo content is complete before the server listens: /api/health answering 200 means
  // the whole site is there, and no public answer is cached from half of it.
  const runSeed = seedInChildProcess({ command: seedCommand(), signal: starting.signal });
  try {
    await withStartupLock(db, () => bootstrap(app, config, { runSeed }));
  } catch (error) {
    await close();
    if (!(error instanceof SeedStopped)) throw error;
    app.log.info('stopped while seeding the demo content; the next start completes it');
    process.exit(0);
  }
  if (starting.signal.aborted) {
    await close();
    process.exit(0);
  }
  process.off('SIGTERM', stopStarting);
  process.off('SIGINT', stopStarting);
  await app.listen({ port: config.port, host: config.host });
  for (const warning of config.warnings) app.log.warn(warning);

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
    await close();
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
