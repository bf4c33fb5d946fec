import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { PostgresDialect, SqliteDialect, type Dialect, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/** A database from before a migration, addressed loosely: its tables are not the ones schema.ts describes now. */
export type OldDb = Kysely<Record<string, Record<string, unknown>>>;

/**
 * Both engines of an installation from before a migration, for its upgrade test: a SQLite file in
 * a temporary folder and a throwaway PostgreSQL database, made before the file's tests and removed
 * after them. Each gives the dialect to build the old schema with and the options to open it with.
 */
export function oldDatabases(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  let pgDatabase: TestDatabase | undefined;
  beforeAll(async () => {
    pgDatabase = await createTestDatabase();
  });
  afterAll(async () => {
    await pgDatabase?.drop();
    rmSync(dir, { recursive: true, force: true });
  });
  const url = () => {
    if (!pgDatabase) throw new Error('the PostgreSQL database is made in beforeAll');
    return pgDatabase.url;
  };
  return {
    sqlite: () => ({
      dialect: new SqliteDialect({ database: new SQLite(join(dir, 'old.db')) }) as Dialect,
      options: { sqlitePath: join(dir, 'old.db') },
    }),
    postgres: () => ({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url(), max: 2 }) }) as Dialect,
      options: { databaseUrl: url(), sqlitePath: join(dir, 'unused.db') },
    }),
  };
}
