import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/** Opens a SQLite file read-only through Kysely (no migration, no write), for backups being checked. */
export function openReadOnly(path: string): Db {
  const database = new SQLite(path, { readonly: true, fileMustExist: true });
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }), plugins: [new CamelCasePlugin()] });
}

/** SQLite's own check of every page and index of a file: 'ok' or the list of problems. */
export function integrityCheck(path: string): string {
  const database = new SQLite(path, { readonly: true, fileMustExist: true });
  try {
    const rows = database.pragma('integrity_check') as Array<{ integrity_check: string }>;
    return rows.map((r) => r.integrity_check).join('; ');
  } finally {
    database.close();
  }
}
