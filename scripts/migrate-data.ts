/**
 * `npm run migrate-data -- --from sqlite:DIR --to postgres://… [--s3 BUCKET] [--replace]`
 *
 * Moves a single-machine site (DIR is its DATA_DIR: site.db and media/) to the scaled setup:
 * every row into the PostgreSQL database, and with --s3 every media file into the bucket (the
 * other S3_* settings come from the environment, as for the server) with the image URLs in the
 * rows pointed at it. Idempotent: the target ends up mirroring the source however often it runs,
 * and files already in the bucket are not sent again. Stop the old server first.
 *
 * The target may be empty, already started once (its own admin and 'Ukraine' category are
 * replaced by the source's) or an earlier copy of the same source; a target holding other content
 * is refused unless --replace.
 */
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import { ConfigError, loadS3Config } from '#server/config.ts';
import { openDatabase, type Db } from '#server/db/database.ts';
import { imageTables } from '#server/media/image-tables.ts';
import { createDiskStorage } from '#server/media/storage/disk-storage.ts';
import { createS3Storage, type S3Storage } from '#server/media/storage/s3-storage.ts';
import { isStorageKey } from '#server/media/storage/storage-key.ts';
import type { StoredPicture } from '#server/media/types.ts';

const usage =
  'Usage: npm run migrate-data -- --from sqlite:DATA_DIR --to postgres://user@host:5432/db [--s3 BUCKET] [--replace]';

class UsageError extends Error {}

/** Tables parents first; deletes run in the reverse order. */
const tables = [
  'appSettings',
  'users',
  'categories',
  'videos',
  'photos',
  'slides',
  'teamMembers',
  'partners',
  'aboutUs',
  'siteSettings',
  'locations',
  'locationImages',
  'locationRedirects',
  // Who did what: the activity record goes along (it points at no other row).
  'activity',
  'trash',
] as const;
/** Tables holding what an admin made, with their keys: a target with other rows here is someone's site. */
const contentTables = {
  videos: 'id',
  photos: 'id',
  slides: 'id',
  teamMembers: 'id',
  partners: 'id',
  locations: 'id',
  locationImages: 'id',
} as const;

type Row = Record<string, unknown>;
/** The rows are copied as they are, whatever the table, so the tables are addressed loosely here. */
type LooseDb = Kysely<Record<string, Row>>;
const loose = (db: Db) => db as unknown as LooseDb;

/** Every file under the media folder as a storage key (`photos/<id>/w960.webp`); dot names are unfinished writes. */
async function mediaKeys(mediaDir: string): Promise<string[]> {
  if (!existsSync(mediaDir)) return [];
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => relative(mediaDir, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort();
}

async function toBuffer(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Copies every media file the bucket lacks (or holds with another size); files never change once written. */
async function copyMedia(
  mediaDir: string,
  target: S3Storage,
): Promise<{ copied: number; present: number; skipped: string[] }> {
  const source = createDiskStorage(mediaDir);
  const result = { copied: 0, present: 0, skipped: [] as string[] };
  const keys = await mediaKeys(mediaDir);
  const queue = [...keys];
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      if (!isStorageKey(key)) {
        result.skipped.push(key);
        continue;
      }
      const file = await source.get(key);
      if (!file) continue;
      if ((await target.head(key))?.size === file.size) {
        file.body.destroy();
        result.present += 1;
        continue;
      }
      await target.put(key, await toBuffer(file.body), file.contentType);
      result.copied += 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return result;
}

/** Points a stored picture's variant URLs at the target storage (`<imageId>/<file name>` is each variant's key). */
function repoint(meta: unknown, imageId: unknown, urlOf: (key: string) => string): unknown {
  if (typeof meta !== 'string' || typeof imageId !== 'string') return meta;
  const picture = JSON.parse(meta) as StoredPicture;
  for (const variant of picture.variants)
    variant.url = urlOf(`${imageId}/${variant.url.slice(variant.url.lastIndexOf('/') + 1)}`);
  return JSON.stringify(picture);
}

function repointRow(table: string, row: Row, urlOf: ((key: string) => string) | undefined): Row {
  if (table === 'trash') return repointTrashRow(row, urlOf);
  const entry = imageTables.find((t) => t.table === table);
  if (!urlOf || !entry) return row;
  const out: Row = { ...row };
  for (const image of entry.images) out[image.meta] = repoint(row[image.meta], row[image.id], urlOf);
  return out;
}

/**
 * A trashed item keeps its rows whole in its payload (JSON `{rows: [{table, rows}]}`): their
 * pictures are pointed at the target storage too, so a restore on the new setup shows them.
 */
function repointTrashRow(row: Row, urlOf: ((key: string) => string) | undefined): Row {
  if (!urlOf || typeof row.payload !== 'string') return row;
  const payload = JSON.parse(row.payload) as { rows: { table: string; rows: Row[] }[] };
  for (const part of payload.rows) part.rows = part.rows.map((inner) => repointRow(part.table, inner, urlOf));
  return { ...row, payload: JSON.stringify(payload) };
}

/**
 * Rows of the target's content tables that the source does not have, unless the target is an
 * earlier copy of this very source (same first-start time, which the copy carries over): then
 * those are rows the source has deleted since.
 */
async function foreignContent(source: LooseDb, target: LooseDb): Promise<string[]> {
  const firstStart = async (db: LooseDb) =>
    (
      await db
        .selectFrom('appSettings')
        .select('value')
        .where('key', '=', 'initialized_at')
        .executeTakeFirst()
    )?.value;
  const origin = await firstStart(source);
  if (origin !== undefined && origin === (await firstStart(target))) return [];
  const found: string[] = [];
  for (const [table, key] of Object.entries(contentTables)) {
    const ids = async (db: LooseDb) =>
      (await db.selectFrom(table).select(key).execute()).map((r) => String(r[key]));
    const known = new Set(await ids(source));
    const extra = (await ids(target)).filter((id) => !known.has(id));
    if (extra.length > 0) found.push(`${extra.length} in ${table}`);
  }
  return found;
}

/** Replaces every row of the target with the source's, in one transaction. */
async function copyRows(
  source: LooseDb,
  target: LooseDb,
  urlOf: ((key: string) => string) | undefined,
) {
  const counts: Record<string, number> = {};
  const data = new Map<string, Row[]>();
  for (const table of tables) {
    const rows = await source.selectFrom(table).selectAll().execute();
    data.set(
      table,
      rows.map((row) => repointRow(table, row, urlOf)),
    );
    counts[table] = rows.length;
  }
  await target.transaction().execute(async (trx) => {
    for (const table of [...tables].reverse()) await trx.deleteFrom(table).execute();
    for (const table of tables) {
      const rows = data.get(table) ?? [];
      for (let i = 0; i < rows.length; i += 200)
        await trx
          .insertInto(table)
          .values(rows.slice(i, i + 200))
          .execute();
    }
  });
  return counts;
}

function parse(argv: string[]) {
  const options = {
    from: { type: 'string' },
    to: { type: 'string' },
    s3: { type: 'string' },
    replace: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  } as const;
  let values: ReturnType<typeof parseArgs<{ args: string[]; options: typeof options }>>['values'];
  try {
    ({ values } = parseArgs({ args: argv, options }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const from = /^sqlite:(.+)$/.exec(values.from ?? '')?.[1];
  if (!from)
    throw new UsageError('--from must be sqlite:DATA_DIR (the folder holding site.db and media/)');
  if (!/^postgres(ql)?:\/\/[^\s/]+\/[^\s/?]+/.test(values.to ?? ''))
    throw new UsageError('--to must be postgres://user@host:5432/dbname');
  return {
    dataDir: from,
    databaseUrl: values.to as string,
    bucket: values.s3,
    replace: values.replace,
  };
}

async function main(): Promise<void> {
  const { dataDir, databaseUrl, bucket, replace } = parse(process.argv.slice(2));
  const sqlitePath = join(dataDir, 'site.db');
  if (!existsSync(sqlitePath)) throw new UsageError(`--from: no site.db in ${dataDir}`);
  // The bucket's address, keys and public URL come from the same S3_* variables the servers read.
  const s3Config = bucket ? loadS3Config({ ...process.env, S3_BUCKET: bucket }) : undefined;
  const storage = s3Config && createS3Storage(s3Config);

  const source = await openDatabase({ sqlitePath });
  const target = await openDatabase({ databaseUrl, sqlitePath: '' });
  try {
    const foreign = await foreignContent(loose(source), loose(target));
    if (foreign.length > 0 && !replace) {
      throw new Error(
        `the target database holds content that is not in the source (${foreign.join(', ')}); add --replace to overwrite it`,
      );
    }
    if (storage) {
      // Files first: a row must never point at a file the bucket does not have yet.
      const media = await copyMedia(join(dataDir, 'media'), storage);
      console.log(
        `media: ${media.copied} file(s) copied, ${media.present} already in ${s3Config.bucket}`,
      );
      if (media.skipped.length > 0)
        console.log(
          `media: skipped ${media.skipped.length} file(s) that are not media keys: ${media.skipped.slice(0, 5).join(', ')}`,
        );
    }
    const counts = await copyRows(
      loose(source),
      loose(target),
      storage && ((key) => storage.url(key)),
    );
    console.log(
      `rows: ${Object.entries(counts)
        .map(([t, n]) => `${t} ${n}`)
        .join(', ')}`,
    );
    console.log(
      'done. Sessions signed with the old secret end; keep them by setting JWT_SECRET to the contents of',
      join(dataDir, 'jwt-secret'),
    );
  } finally {
    storage?.destroy();
    await source.destroy();
    await target.destroy();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(`${error.message}\n${usage}`);
    process.exit(2);
  }
  console.error(`migrate-data failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
