import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type Dialect,
} from 'kysely';
import pg from 'pg';
import { ensurePrivateFile, tightenFile } from '../private-files.ts';
import { migrationProvider } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise the SQLite file at sqlitePath. */
  databaseUrl?: string | undefined;
  sqlitePath: string;
  /** Connections a PostgreSQL pool may open (per process); 10 by default. */
  poolSize?: number;
  /** Told about a pooled PostgreSQL connection that broke while idle (the pool replaces it). */
  onPoolError?: (error: Error) => void;
}

function sqliteDialect(path: string): Dialect {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  // The file holds password hashes: owner-only. SQLite gives its -wal and -shm files the mode of
  // the database file; the two are tightened too in case an older version made them looser.
  ensurePrivateFile(path);
  for (const companion of [`${path}-wal`, `${path}-shm`]) tightenFile(companion);
  const sqlite = new SQLite(path);
  // WAL lets readers continue while a write commits; foreign keys give us the cascades.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: sqlite });
}

const int8Oid = 20;
/**
 * count(*) is a bigint in PostgreSQL, which pg hands over as a string; SQLite gives a number.
 * Every bigint here is a count far below 2^53, so it is read as a number and both dialects
 * answer the same type (repositories still wrap counts in Number(), which stays harmless).
 */
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === int8Oid && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

function postgresDialect(url: string, options: DatabaseOptions): Dialect {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    types: pgTypes,
    // A request must not wait forever for a database that is gone.
    connectionTimeoutMillis: 10_000,
  });
  // Without a listener, an idle connection dropped by the server would crash the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  return new PostgresDialect({ pool });
}

/** Which engine a database runs on, for the few helpers in db/ that must differ. */
export type DialectName = 'sqlite' | 'postgres';

const dialects = new WeakMap<Db, DialectName>();

export function dialectOf(db: Db): DialectName {
  return dialects.get(db) ?? 'sqlite';
}

/** Opens the database the options select and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  const name: DialectName = options.databaseUrl ? 'postgres' : 'sqlite';
  const db = new Kysely<Database>({
    dialect: options.databaseUrl
      ? postgresDialect(options.databaseUrl, options)
      : sqliteDialect(options.sqlitePath),
    plugins: [new CamelCasePlugin()],
  });
  dialects.set(db, name);
  // The migrator takes a lock (an advisory lock on PostgreSQL), so instances starting together migrate once.
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await db.destroy();
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Database migration failed: ${failed?.migrationName ?? ''} ${cause}`.replace(/\s+/g, ' '),
    );
  }
  return db;
}
