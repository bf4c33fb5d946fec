import { existsSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import SQLite from 'better-sqlite3';
import { integrityCheck } from './sqlite-file.ts';

export interface RestoreTarget {
  sqlitePath: string;
  /** DATA_DIR/media; null when media live in an S3 bucket (left untouched). */
  mediaDir: string | null;
}

export interface RestoreResult {
  /** Where the replaced database and media folder were moved (kept until the operator deletes them). */
  previous: string[];
}

/** Raised when the restore must not go on; the message says why and what to do. */
export class RestoreRefused extends Error {}

/**
 * Holds the live database exclusively, or refuses: in WAL mode every open connection keeps a
 * lock that an exclusive one cannot pass, so a running server (or `npm run admin`) is detected.
 */
function lockLiveDatabase(path: string): SQLite.Database | null {
  if (!existsSync(path)) return null;
  const live = new SQLite(path, { timeout: 200, fileMustExist: true });
  try {
    live.pragma('locking_mode = EXCLUSIVE');
    live.exec('BEGIN EXCLUSIVE');
    live.exec('COMMIT');
    return live;
  } catch {
    live.close();
    throw new RestoreRefused(`${path} is in use: stop the server (and anything else using DATA_DIR) before restoring`);
  }
}

/**
 * Replaces the site's database and media with those of a backup made by `backup()`. The
 * backup is checked first; the current files are moved aside, not deleted. The new files are
 * prepared next to the old ones and swapped in by renames, so an interrupted restore leaves
 * either the old site or the new one.
 */
export async function restore(dir: string, target: RestoreTarget): Promise<RestoreResult> {
  const backupDb = join(dir, 'site.db');
  if (!existsSync(backupDb)) throw new RestoreRefused(`${dir} holds no site.db: not a backup made by npm run backup`);
  const check = integrityCheck(backupDb);
  if (check !== 'ok') throw new RestoreRefused(`the backup's database is damaged (${check}); nothing was changed`);
  const backupMedia = join(dir, 'media');
  if (target.mediaDir && !existsSync(backupMedia)) throw new RestoreRefused(`${dir} holds no media folder; nothing was changed`);

  const live = lockLiveDatabase(target.sqlitePath);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staged = { db: `${target.sqlitePath}.restoring`, media: target.mediaDir ? `${target.mediaDir}.restoring` : null };
  const previous: string[] = [];
  try {
    await mkdir(dirname(target.sqlitePath), { recursive: true });
    await rm(staged.db, { force: true });
    await cp(backupDb, staged.db);
    if (staged.media) {
      await rm(staged.media, { recursive: true, force: true });
      await cp(backupMedia, staged.media, { recursive: true });
    }
  } catch (error) {
    live?.close();
    throw error;
  }
  // Closing the last connection checkpoints and deletes the WAL; if one is still there, someone
  // else opened the database meanwhile, and its WAL must never be applied to the restored file.
  live?.close();
  for (const suffix of ['-wal', '-shm']) {
    if (existsSync(`${target.sqlitePath}${suffix}`)) {
      throw new RestoreRefused(`${target.sqlitePath} was opened during the restore; stop the server and try again`);
    }
  }
  if (existsSync(target.sqlitePath)) {
    const aside = `${target.sqlitePath}.before-restore-${stamp}`;
    await rename(target.sqlitePath, aside);
    previous.push(aside);
  }
  await rename(staged.db, target.sqlitePath);
  if (target.mediaDir && staged.media) {
    if (existsSync(target.mediaDir) && (await stat(target.mediaDir)).isDirectory()) {
      const aside = `${target.mediaDir}.before-restore-${stamp}`;
      await rename(target.mediaDir, aside);
      if ((await readdir(aside)).length > 0) previous.push(aside);
      else await rm(aside, { recursive: true });
    }
    await rename(staged.media, target.mediaDir);
  }
  return { previous };
}
