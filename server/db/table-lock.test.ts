import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { openDatabase, type Db } from './database.ts';
import { newRowKeys } from './new-row.ts';
import { insertFirst } from './positions.ts';
import type { Reference } from './table-lock.ts';

/**
 * On PostgreSQL (whichever database the rest of the suite uses), a category's removal racing a
 * photo's add, step by step: the removal locks the category row, the add starts and waits, then
 * the removal deletes the row, whose ON DELETE SET NULL writes the photos table.
 */
const dir = mkdtempSync(join(tmpdir(), 'table-lock-test-'));
let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase();
  db = await openDatabase({ databaseUrl: database.url, sqlitePath: join(dir, 'unused.db') });
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** Another session waiting on a lock: the add has reached the point where it waits. */
async function waitForLockWait(): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const waiting = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(
      db,
    );
    if ((waiting.rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the add never waited on a lock');
}

/** The removal's order (trash.repository's move): lock the row, let the add start, delete the row. */
async function removeWhileAdding(
  references: (id: string) => Reference[],
): Promise<{ removal: unknown; add: unknown }> {
  const category = newRowKeys();
  const { id } = category;
  await db
    .insertInto('categories')
    .values({ ...category, caption: `Race ${id}`, type: 'photo' })
    .execute();
  let add: Promise<unknown> = Promise.resolve();
  const removal = await db
    .transaction()
    .execute(async (trx) => {
      await sql`select id from categories where id = ${id} for update`.execute(trx);
      const photo = {
        ...newRowKeys(),
        caption: '',
        text: '',
        alt: '',
        categoryId: id,
        imageId: 'photos/race',
        imageMeta: '{}',
      };
      add = insertFirst(db, 'photos', photo, references(id)).then(
        () => 'added',
        (error: unknown) => error,
      );
      await waitForLockWait();
      await trx.deleteFrom('categories').where('id', '=', id).execute();
    })
    .then(
      () => 'removed',
      (error: unknown) => error,
    );
  return { removal, add: await add };
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : error;

describe('a write that points at a row being removed (PostgreSQL)', () => {
  it('locks the row before its table: the removal goes through, the write meets its foreign key', async () => {
    const { removal, add } = await removeWhileAdding((id) => [{ table: 'categories', id }]);
    expect(removal).toBe('removed');
    // 23503: foreign_key_violation, which the service answers with its 400 (recheckOnFailure).
    expect(codeOf(add)).toBe('23503');
  });

  it('without that lock the same steps deadlock (why it is taken)', async () => {
    const { removal, add } = await removeWhileAdding(() => []);
    // 40P01: deadlock_detected; PostgreSQL aborts one of the two, whichever.
    expect([codeOf(removal), codeOf(add)]).toContain('40P01');
  });
});
