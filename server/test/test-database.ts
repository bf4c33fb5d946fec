import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The PostgreSQL server the API suite runs against when TEST_DATABASE_URL is set (test-only
 * setting, so it is read here rather than in config.ts). Unset: the suite runs on SQLite.
 * Under Vitest, global-setup.ts sets it (to a throwaway server if need be) for `TEST_DATABASE=postgres`.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

/**
 * The PostgreSQL server of the tests that always need one (two instances, data migration, the
 * dialect comparison), whichever database the rest of the suite uses: TEST_DATABASE_URL, else
 * TEST_POSTGRES_URL, which global-setup.ts always sets (to a throwaway server when none was given).
 */
export function postgresAdminUrl(): string {
  const url = testDatabaseUrl ?? (process.env.TEST_POSTGRES_URL?.trim() || undefined);
  if (!url)
    throw new Error(
      'No PostgreSQL for the tests: TEST_POSTGRES_URL is unset. Run the tests through Vitest ' +
        '(its global setup, server/test/global-setup.ts, starts one) or set TEST_POSTGRES_URL.',
    );
  return url;
}

export interface TestDatabase {
  /** postgres://… of the new, empty database. */
  url: string;
  name: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(adminUrl: string, task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`PostgreSQL for the tests is unreachable at ${redacted(adminUrl)}: ${reason}`);
  }
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}

/** The URL with its password masked, for messages. */
export const redacted = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/**
 * Creates a fresh, uniquely named database on the server of `adminUrl` (which must allow
 * CREATE DATABASE); `drop` removes it, closing any connection still open to it.
 */
export async function createTestDatabase(
  adminUrl: string = postgresAdminUrl(),
): Promise<TestDatabase> {
  const name = `film_test_${process.pid}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await withAdmin(adminUrl, async (client) => {
    await client.query(`create database "${name}"`);
    // A throwaway database need not wait for each commit to reach the disk; this keeps the suite quick.
    await client.query(`alter database "${name}" set synchronous_commit = off`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      withAdmin(adminUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      ).then(() => undefined),
  };
}
