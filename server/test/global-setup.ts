import { Redis } from 'ioredis';
import pg from 'pg';
import { redacted } from './test-database.ts';
import {
  startThrowawayPostgres,
  startThrowawayRedis,
  type ThrowawayServer,
} from './throwaway-servers.ts';

/**
 * Vitest's global setup: once per run, before any test file, it settles which PostgreSQL and
 * Redis the tests use. A server given by URL is used as is; otherwise the run starts its own
 * throwaway one (throwaway-servers.ts) and stops it at the end. Either way the server must answer
 * (and be recent enough) or the run fails here, before the first test: these tests never skip.
 *
 *   TEST_POSTGRES_URL  PostgreSQL of the tests that always need one (scale-out, data migration,
 *                      the dialect comparison)
 *   TEST_DATABASE_URL  run the whole API suite on this PostgreSQL (implies TEST_POSTGRES_URL)
 *   TEST_DATABASE=postgres  run the whole API suite on PostgreSQL, a throwaway one if no URL
 *   TEST_REDIS_URL     Redis of the shared-store tests
 *
 * The outcome reaches the test files as those same variables: the workers are forked after
 * this runs and inherit process.env. (Not `provide`/`inject`: build-test-app.ts, which reads
 * them, is also used outside Vitest, by scripts/fuzz.ts.)
 */
export default async function setup(): Promise<() => Promise<void>> {
  const given = (name: string) => process.env[name]?.trim() || undefined;
  const suite = given('TEST_DATABASE');
  if (suite !== undefined && suite !== 'postgres')
    throw new Error(`TEST_DATABASE must be "postgres" or unset, not "${suite}"`);
  const databaseUrl = given('TEST_DATABASE_URL');
  const postgresUrl = databaseUrl ?? given('TEST_POSTGRES_URL');
  const redisUrl = given('TEST_REDIS_URL');

  const started: ThrowawayServer[] = [];
  const stopAll = async () => {
    await Promise.all(started.map((server) => server.stop()));
  };
  const use = async (url: string | undefined, start: () => Promise<ThrowawayServer>) => {
    if (url) return { url, origin: 'given' };
    const server = await start();
    started.push(server);
    return { url: server.url, origin: 'throwaway' };
  };
  try {
    // Both at once; allSettled, so that one failing still leaves the other in `started` to stop.
    const [postgres, redis] = settled(
      await Promise.allSettled([
        use(postgresUrl, () => startThrowawayPostgres()),
        use(redisUrl, () => startThrowawayRedis()),
      ]),
    );
    // Settled, so neither check is still talking to a server when a failure stops them.
    const [postgresVersion, redisVersion] = settled(
      await Promise.allSettled([checkPostgres(postgres.url), checkRedis(redis.url)]),
    );
    process.env.TEST_POSTGRES_URL = postgres.url;
    process.env.TEST_REDIS_URL = redis.url;
    if (databaseUrl || suite === 'postgres') process.env.TEST_DATABASE_URL = postgres.url;
    console.log(
      `Tests use PostgreSQL ${postgresVersion} at ${redacted(postgres.url)} (${postgres.origin}` +
        `${process.env.TEST_DATABASE_URL ? ', whole API suite' : ''}) and Redis ${redisVersion} at ` +
        `${redacted(redis.url)} (${redis.origin})`,
    );
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}

/** The values of settled promises, or the failures' messages together as one error. */
function settled<T extends readonly unknown[]>(results: {
  [K in keyof T]: PromiseSettledResult<T[K]>;
}): T {
  const failures = results.filter((result) => result.status === 'rejected');
  if (failures.length === 1) throw failures[0]?.reason;
  if (failures.length > 1)
    throw new Error(
      failures.map((failure) => String(failure.reason?.message ?? failure.reason)).join('\n'),
    );
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

async function checkPostgres(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    const { rows } = await client.query<{ version: string; num: string }>(
      "select current_setting('server_version') as version, current_setting('server_version_num') as num",
    );
    const [row] = rows;
    if (!row || Number(row.num) < 130000)
      throw new Error(`it is ${row?.version}; 13 or later is needed`);
    return row.version.split(' ')[0] ?? row.version;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`PostgreSQL for the tests is unusable at ${redacted(url)}: ${reason}`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function checkRedis(url: string): Promise<string> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    const version = /redis_version:(\S+)/.exec(await redis.info('server'))?.[1] ?? '?';
    // The shared throttle store relies on PEXPIRE NX, new in Redis 7.
    if (!(Number(version.split('.')[0]) >= 7))
      throw new Error(`it is ${version}; 7 or later is needed`);
    return version;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Redis for the tests is unusable at ${redacted(url)}: ${reason}`);
  } finally {
    redis.disconnect();
  }
}
