import { chmod, copyFile, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { imageKinds, logoTable } from '../media/image-tables.ts';
import { referencedMedia } from '../db/media-references.ts';
import { integrityCheck, openReadOnly } from './sqlite-file.ts';

export interface BackupSource {
  sqlitePath: string;
  /** DATA_DIR/media; null when media live in an S3 bucket (backed up by the bucket's own means). */
  mediaDir: string | null;
}

export interface BackupResult {
  dir: string;
  files: number;
  bytes: number;
  /** Database snapshots taken: more than one when rows changed under the media copy. */
  snapshots: number;
}

const exists = (path: string) => stat(path).then(() => true, () => false);

/**
 * Copies the files under `from` into `to` that `to` lacks, by name. Stored files never change
 * once written (every key carries a fresh id), so a name present is the same file. Dot names
 * are writes in progress.
 */
async function copyMissing(from: string, to: string, counts: { files: number; bytes: number }): Promise<void> {
  const entries = await readdir(from, { withFileTypes: true }).catch(() => []);
  await mkdir(to, { recursive: true });
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      await copyMissing(source, target, counts);
    } else if (entry.isFile() && !(await exists(target))) {
      // A file removed since it was listed is simply not copied; the next snapshot tells if it mattered.
      const copied = await copyFile(source, target).then(() => true, () => false);
      if (copied) {
        counts.files += 1;
        counts.bytes += (await stat(target)).size;
      }
    }
  }
}

/** How many files a folder holds, and their bytes. */
export async function sizes(dir: string): Promise<{ files: number; bytes: number }> {
  const total = { files: 0, bytes: 0 };
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    total.files += 1;
    total.bytes += (await stat(join(entry.parentPath, entry.name))).size;
  }
  return total;
}

/** SQLite's online backup: a consistent copy while the server keeps reading and writing. */
async function snapshot(sqlitePath: string, target: string): Promise<void> {
  const source = new SQLite(sqlitePath, { readonly: true, fileMustExist: true });
  try {
    await rm(target, { force: true });
    // Created owner-only before SQLite writes to it: the copy holds password hashes too.
    await writeFile(target, '', { mode: 0o600 });
    // All remaining pages in each step: a step interrupted by another process's write would
    // restart the copy, and a small site's database copies in one step anyway.
    await source.backup(target, { progress: ({ remainingPages }) => Math.max(remainingPages, 100) });
  } finally {
    source.close();
  }
}

/** The prefixes the snapshot's rows point to that the backup's media folder lacks or holds only partly. */
async function unsatisfied(dbFile: string, backupMedia: string, liveMedia: string): Promise<string[]> {
  const db = openReadOnly(dbFile);
  try {
    const missing: string[] = [];
    for (const prefix of await referencedMedia(db)) {
      const here = join(backupMedia, prefix);
      if (!(await exists(here))) {
        missing.push(prefix);
        continue;
      }
      // A folder copied while its upload was still being written: complete it from the live one.
      if ((await stat(here)).isDirectory()) {
        const live = (await readdir(join(liveMedia, prefix)).catch(() => [])).filter((n) => !n.startsWith('.'));
        const copied = new Set(await readdir(here));
        // An empty copy is missing too: its upload was still in flight when the media was copied,
        // and if the row has gone since, the live folder is gone as well (so `live` is empty).
        if (copied.size === 0 || live.some((name) => !copied.has(name))) missing.push(prefix);
      }
    }
    return missing;
  } finally {
    await db.destroy();
  }
}

/** Deletes copied image folders and logos the snapshot has no row for (uploads in progress, removals). */
async function pruneUnreferenced(dbFile: string, backupMedia: string): Promise<void> {
  const db = openReadOnly(dbFile);
  try {
    const keep = await referencedMedia(db);
    for (const root of [...imageKinds, logoTable.kind]) {
      for (const name of await readdir(join(backupMedia, root)).catch(() => [])) {
        if (!keep.has(`${root}/${name}`)) await rm(join(backupMedia, root, name), { recursive: true, force: true });
      }
    }
  } finally {
    await db.destroy();
  }
}

/**
 * Backs up a running site's SQLite database and media folder into `dir` (which must be new or
 * empty), consistently: media first, then a database snapshot, then whatever files the
 * snapshot's rows need that appeared meanwhile. A row removed (and its files deleted) in that
 * short gap makes the snapshot disagree with the files, so the snapshot is taken again.
 */
export async function backup(source: BackupSource, dir: string): Promise<BackupResult> {
  if ((await exists(dir)) && (await readdir(dir)).length > 0) throw new Error(`${dir} is not empty; choose a new folder`);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  const dbFile = join(dir, 'site.db');
  const counts = { files: 0, bytes: 0 };
  const media = join(dir, 'media');
  let snapshots = 0;
  if (source.mediaDir) await copyMissing(source.mediaDir, media, counts);
  for (;;) {
    await snapshot(source.sqlitePath, dbFile);
    snapshots += 1;
    if (!source.mediaDir) break;
    let missing = await unsatisfied(dbFile, media, source.mediaDir);
    for (const prefix of missing) {
      const live = join(source.mediaDir, prefix);
      if ((await stat(live).catch(() => null))?.isDirectory()) await copyMissing(live, join(media, prefix), counts);
      else await copyFile(live, join(media, prefix)).then(() => (counts.files += 1), () => undefined);
    }
    missing = await unsatisfied(dbFile, media, source.mediaDir);
    if (missing.length === 0) break;
    if (snapshots >= 5) throw new Error(`files keep disappearing under the backup: ${missing.slice(0, 3).join(', ')}`);
  }
  if (source.mediaDir) await pruneUnreferenced(dbFile, media);
  const check = integrityCheck(dbFile);
  if (check !== 'ok') throw new Error(`the database copy failed its integrity check: ${check}`);
  const stored = source.mediaDir ? await sizes(media) : { files: 0, bytes: 0 };
  await writeFile(
    join(dir, 'backup.json'),
    `${JSON.stringify({ format: 1, createdAt: new Date().toISOString(), database: 'site.db', media: source.mediaDir ? 'media' : null }, null, 2)}\n`,
  );
  return { dir, files: stored.files, bytes: stored.bytes + (await stat(dbFile)).size, snapshots };
}
