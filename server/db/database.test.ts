import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { dialectOf, openDatabase, type Db } from './database.ts';
import { migrationProvider } from './migrations/index.ts';
import { newObjectId } from './object-id.ts';
import type { NewVideoRow, PhotoRow, SlideRow } from './schema.ts';
import { withStartupLock } from './startup-lock.ts';

/**
 * The same migrations must mean the same on both engines: same tables and columns, counts as
 * numbers, the same cascades and constraints. Both engines run here on every run (PostgreSQL at
 * TEST_DATABASE_URL or the local server), whichever the rest of the suite uses.
 */
const dir = mkdtempSync(join(tmpdir(), 'db-test-'));
let pgDatabase: TestDatabase;
const engines: Record<'sqlite' | 'postgres', Db> = {} as never;

beforeAll(async () => {
  pgDatabase = await createTestDatabase();
  engines.sqlite = await openDatabase({ sqlitePath: join(dir, 'site.db') });
  engines.postgres = await openDatabase({
    databaseUrl: pgDatabase.url,
    sqlitePath: join(dir, 'unused.db'),
  });
});

afterAll(async () => {
  await Promise.all(Object.values(engines).map((db) => db.destroy()));
  await pgDatabase?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const now = () => new Date().toISOString();
/** A row that leaves some columns to their SQL defaults, which the schema types do not mark as optional. */
const defaulted = <T>(row: Partial<T>) => row as T;

/** Column facts that must agree; type names are normalised (varchar(24) and character varying alike). */
async function shape(db: Db) {
  const normalise = (type: string) => {
    const t = type.toLowerCase().replace(/\(.*\)$/, '');
    if (t === 'int4' || t === 'int8' || t === 'int' || t === 'bigint') return 'integer';
    if (t === 'character varying') return 'varchar';
    return t;
  };
  const tables = await db.introspection.getTables();
  return tables
    .filter((t) => !t.name.startsWith('kysely_'))
    .map((t) => ({
      table: t.name,
      columns: t.columns
        .map((c) => ({
          name: c.name,
          type: normalise(c.dataType),
          nullable: c.isNullable,
          hasDefault: c.hasDefaultValue,
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .sort((a, b) => a.table.localeCompare(b.table));
}

describe.each(['sqlite', 'postgres'] as const)('%s', (engine) => {
  const db = () => engines[engine];

  it('is the dialect it was opened as', () => {
    expect(dialectOf(db())).toBe(engine);
  });

  it('answers counts as numbers and orders ids the same way', async () => {
    const ids = [
      newObjectId(Date.parse('2024-01-01')),
      newObjectId(Date.parse('2030-01-01')),
      newObjectId(Date.parse('2025-06-01')),
    ];
    for (const id of ids)
      await db()
        .insertInto('categories')
        .values({ id, caption: `c-${id}`, type: 'photo', createdAt: now(), updatedAt: now() })
        .execute();
    const { n } = await db()
      .selectFrom('categories')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(n).toBe(3);
    const sub = await db()
      .selectFrom('categories as c')
      .select(sql<number>`(select count(*) from photos p where p.category_id = c.id)`.as('items'))
      .where('c.id', '=', ids[0] as string)
      .executeTakeFirstOrThrow();
    expect(sub.items).toBe(0);
    const ordered = await db()
      .selectFrom('categories')
      .select('id')
      .where('id', 'in', ids)
      .orderBy('id', 'desc')
      .execute();
    expect(ordered.map((r) => r.id)).toEqual([...ids].sort().reverse());
    const page = await db()
      .selectFrom('categories')
      .select('id')
      .where('id', 'in', ids)
      .orderBy('id', 'asc')
      .limit(2)
      .offset(1)
      .execute();
    expect(page.map((r) => r.id)).toEqual([...ids].sort().slice(1));
  });

  it('sets references to null when a category or a video is deleted', async () => {
    const category = newObjectId();
    const video = newObjectId();
    const photo = newObjectId();
    const slide = newObjectId();
    await db()
      .insertInto('categories')
      .values({ id: category, caption: 'Docs', type: 'gallery', createdAt: now(), updatedAt: now() })
      .execute();
    await db()
      .insertInto('videos')
      .values(
        defaulted<NewVideoRow>({
          id: video,
          url: 'https://vimeo.com/1',
          caption: 'v',
          categoryId: category,
          position: -1,
          createdAt: now(),
        }),
      )
      .execute();
    await db()
      .insertInto('photos')
      .values(
        defaulted<PhotoRow>({
          id: photo,
          categoryId: category,
          imageId: 'photos/x',
          imageMeta: '{}',
          createdAt: now(),
        }),
      )
      .execute();
    await db()
      .insertInto('slides')
      .values(
        defaulted<SlideRow>({
          id: slide,
          videoId: video,
          imageId: 'slides/x',
          imageMeta: '{}',
          createdAt: now(),
        }),
      )
      .execute();

    const deleted = await db()
      .deleteFrom('categories')
      .where('id', '=', category)
      .executeTakeFirst();
    expect(Number(deleted.numDeletedRows)).toBe(1);
    expect(
      await db()
        .selectFrom('videos')
        .select(['categoryId', 'position'])
        .where('id', '=', video)
        .executeTakeFirst(),
    ).toEqual({
      categoryId: null,
      position: -1,
    });
    expect(
      await db()
        .selectFrom('photos')
        .select('categoryId')
        .where('id', '=', photo)
        .executeTakeFirst(),
    ).toEqual({ categoryId: null });

    await db().deleteFrom('videos').where('id', '=', video).execute();
    expect(
      await db()
        .selectFrom('slides')
        .select(['videoId', 'transparency', 'caption'])
        .where('id', '=', slide)
        .executeTakeFirst(),
    ).toEqual({
      videoId: null,
      transparency: 0,
      caption: '',
    });
  });

  it('refuses what the schema forbids', async () => {
    const badType = db()
      .insertInto('categories')
      .values({ id: newObjectId(), caption: 'x', type: 'other' as 'photo', createdAt: now(), updatedAt: now() })
      .execute();
    await expect(badType).rejects.toThrow();
    const user = { username: 'a', passwordHash: 'h', createdAt: now() };
    await db()
      .insertInto('users')
      .values({ ...user, id: newObjectId(), email: 'same@example.com' })
      .execute();
    await expect(
      db()
        .insertInto('users')
        .values({ ...user, id: newObjectId(), email: 'same@example.com' })
        .execute(),
    ).rejects.toThrow();
    const missingVideo = db()
      .insertInto('slides')
      .values(
        defaulted<SlideRow>({
          id: newObjectId(),
          videoId: 'f'.repeat(24),
          imageId: 'slides/y',
          imageMeta: '{}',
          createdAt: now(),
        }),
      );
    await expect(missingVideo.execute()).rejects.toThrow();
  });

  it('skips a conflicting insert and reports zero rows, as claimFirstStart relies on', async () => {
    const insert = () =>
      db()
        .insertInto('appSettings')
        .values({ key: 'probe', value: now() })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
    expect(Number((await insert()).numInsertedOrUpdatedRows)).toBe(1);
    expect(Number((await insert()).numInsertedOrUpdatedRows ?? 0)).toBe(0);
  });

  it('starts with the about-us row and rolls back a failed transaction', async () => {
    expect(await db().selectFrom('aboutUs').selectAll().execute()).toEqual([
      { id: 1, text: '', textExtra: '', updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string },
    ]);
    const id = newObjectId();
    const failing = db()
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto('partners')
          .values({ id, name: '', url: '', alt: '', logo: `${id}.webp`, createdAt: now(), updatedAt: now() })
          .execute();
        throw new Error('abort');
      });
    await expect(failing).rejects.toThrow('abort');
    expect(
      await db().selectFrom('partners').select('logo').where('logo', '=', `${id}.webp`).execute(),
    ).toEqual([]);
  });
});

describe('both engines', () => {
  it('have the same tables, columns, nullability and defaults', async () => {
    const [sqlite, postgres] = await Promise.all([shape(engines.sqlite), shape(engines.postgres)]);
    expect(sqlite.map((t) => t.table)).toEqual([
      'about_us',
      'activity',
      'app_settings',
      'categories',
      'location_images',
      'location_redirects',
      'locations',
      'login_attempts',
      'partners',
      'photos',
      'revoked_tokens',
      'site_settings',
      'slides',
      'team_members',
      'trash',
      'users',
      'videos',
    ]);
    expect(postgres).toEqual(sqlite);
  });
});

describe('PostgreSQL with several instances', () => {
  it('migrates once when instances open a fresh database together', async () => {
    const fresh = await createTestDatabase();
    try {
      const dbs = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: fresh.url, sqlitePath: '', poolSize: 2 })),
      );
      const [first] = dbs as [Db, ...Db[]];
      const migrations = await sql<{ name: string }>`select name from kysely_migration`.execute(
        first,
      );
      // Each migration exactly once, in order.
      expect(migrations.rows.map((r) => r.name)).toEqual(
        Object.keys(await migrationProvider.getMigrations()),
      );
      expect(await first.selectFrom('aboutUs').select('id').execute()).toEqual([{ id: 1 }]);
      await Promise.all(dbs.map((db) => db.destroy()));
    } finally {
      await fresh.drop();
    }
  });

  it('runs start-up work one instance at a time', async () => {
    const other = await openDatabase({ databaseUrl: pgDatabase.url, sqlitePath: '', poolSize: 2 });
    try {
      const events: string[] = [];
      // The first task to hold the lock keeps it until the other instance is seen waiting for
      // it in pg_locks, so both have asked before either finishes.
      const otherIsWaiting = async () => {
        const waiting = await sql<{ n: number }>`
          select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted
            and database = (select oid from pg_database where datname = current_database())`.execute(
          engines.postgres,
        );
        return waiting.rows[0]?.n ?? 0;
      };
      const task = (name: string) => async () => {
        events.push(`${name} start`);
        if (events.length === 1)
          await expect.poll(otherIsWaiting, { timeout: 30_000, interval: 10 }).toBe(1);
        events.push(`${name} end`);
        return name;
      };
      const results = await Promise.all([
        withStartupLock(engines.postgres, task('a')),
        withStartupLock(other, task('b')),
      ]);
      expect(results).toEqual(['a', 'b']);
      // Whichever went first finished before the other started.
      expect(events[1]).toBe(`${events[0]?.split(' ')[0]} end`);
    } finally {
      await other.destroy();
    }
  });
});
