// CI: the server tests need PostgreSQL and Redis; fail (never skip) with a clear message when one is not there.
import { Redis } from 'ioredis';
import pg from 'pg';

const redact = (url) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
const [pgUrl, redisUrl] = process.argv.slice(2);

async function main() {
  const failures = [];
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    const { rows } = await client.query('select version() as v');
    console.log(`PostgreSQL at ${redact(pgUrl)}: ${rows[0].v.split(' ').slice(0, 2).join(' ')}`);
  } catch (error) {
    failures.push(`PostgreSQL is unreachable at ${redact(pgUrl)} (${error.message})`);
  } finally {
    await client.end().catch(() => undefined);
  }
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 5000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    const info = await redis.info('server');
    const version = /redis_version:(\S+)/.exec(info)?.[1] ?? '?';
    if (Number(version.split('.')[0]) < 7)
      failures.push(
        `Redis at ${redact(redisUrl)} is ${version}; 7 or later is needed (PEXPIRE NX)`,
      );
    else console.log(`Redis at ${redact(redisUrl)}: ${version}`);
  } catch (error) {
    failures.push(`Redis is unreachable at ${redact(redisUrl)} (${error.message})`);
  } finally {
    redis.disconnect();
  }
  if (failures.length > 0) {
    for (const failure of failures) console.error(`CI: ${failure}`);
    console.error(
      'CI: the server tests run against PostgreSQL and Redis; start them (or set TEST_DATABASE_URL / TEST_REDIS_URL) and run again.',
    );
    process.exit(1);
  }
}
await main();
