import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { mediaContentType } from './storage/disk-storage.ts';

/** One stored file as /media and /logos send it. */
export interface MediaFile {
  body: Buffer;
  etag: string;
  contentType: string;
  lastModified: string;
}

export interface MediaFileOptions {
  /** Memory the kept copies may use in all. */
  maxBytes?: number;
  /** Larger files are read on every request instead of kept. */
  maxFileBytes?: number;
}

/**
 * Reads stored files for the disk storage's /media and /logos routes, keeping recent ones in
 * memory. A stored file never changes under its key (every key carries a fresh id), so a kept
 * copy stays right as long as the file is there: each request still checks with one stat that
 * it is, and that its size and time are the ones kept, so a removed photo stops being served the
 * moment its files are deleted. Measured (docs/performance.md, `npm run bench:api`): opening
 * and reading the file for every request cost a quarter of the throughput of a bare server.
 */
export function createMediaFiles(
  rootDir: string,
  { maxBytes = 32 * 1024 * 1024, maxFileBytes = 1024 * 1024 }: MediaFileOptions = {},
) {
  const root = path.resolve(rootDir);
  // A Map iterates in insertion order: re-inserting on every hit keeps the least recently used first.
  const kept = new Map<string, MediaFile & { size: number; mtimeMs: number }>();
  let keptBytes = 0;

  const forget = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    keptBytes -= entry.size;
  };

  return {
    /** The file under `key` (already checked with isStorageKey), or null when there is none. */
    async read(key: string): Promise<MediaFile | null> {
      const file = path.join(root, ...key.split('/'));
      const stats = await stat(file).catch(() => null);
      if (!stats?.isFile()) {
        forget(key);
        return null;
      }
      const entry = kept.get(key);
      if (entry && entry.size === stats.size && entry.mtimeMs === stats.mtimeMs) {
        kept.delete(key);
        kept.set(key, entry);
        return entry;
      }
      forget(key);
      const body = await readFile(file).catch(() => null);
      if (!body) return null;
      const fresh = {
        body,
        size: body.length,
        mtimeMs: stats.mtimeMs,
        etag: `"${body.length.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
        contentType: mediaContentType(key),
        lastModified: stats.mtime.toUTCString(),
      };
      if (body.length <= maxFileBytes) {
        kept.set(key, fresh);
        keptBytes += body.length;
        for (const [oldest] of kept) {
          if (keptBytes <= maxBytes) break;
          forget(oldest);
        }
      }
      return fresh;
    },
    /** Bytes kept in memory now (for tests). */
    keptBytes: () => keptBytes,
  };
}

/** True when an If-None-Match header names this ETag (weak or strong, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
