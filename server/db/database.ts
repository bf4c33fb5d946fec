import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, Migrator, SqliteDialect, type Dialect } from 'kysely';
import { migrationProvider } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  /** postgres://… selects PostgreSQL; otherwise the SQLite file at sqlitePath. */
  databaseUrl?: string | undefined;
  sqlitePath: string;
}

function sqliteDialect(path: string): Dialect {
  mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  // WAL lets readers continue while a write commits; foreign keys give us the cascades.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: sqlite });
}

/** Opens the database the options select and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.databaseUrl) {
    throw new Error('DATABASE_URL: PostgreSQL is not supported by this build yet');
  }
  const db = new Kysely<Database>({
    dialect: sqliteDialect(options.sqlitePath),
    plugins: [new CamelCasePlugin()],
  });
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw new Error(`Database migration failed: ${failed?.migrationName ?? ''} ${String(error)}`);
  }
  return db;
}
