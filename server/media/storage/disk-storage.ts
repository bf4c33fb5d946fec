import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertKey } from './storage-key.ts';
import type { Storage } from './storage.ts';

const contentTypes: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
};

/** The Content-Type of a stored file, by its extension. */
export function mediaContentType(key: string): string {
  return contentTypes[path.extname(key)] ?? 'application/octet-stream';
}

/** A catch handler turning "no such file" into `fallback`, so deleting or listing nothing is not an error. */
const whenMissing =
  <T>(fallback: T) =>
  (error: unknown): T => {
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR') return fallback;
    throw error;
  };

/**
 * Media files on the local disk under `rootDir` (DATA_DIR/media), served by the app at
 * `publicBase`. Writes go to a temporary name in the same folder and are renamed into place,
 * so a reader never sees half a file and a crash leaves only an ignorable `.tmp`.
 */
export function createDiskStorage(rootDir: string, publicBase = '/media'): Storage {
  const root = path.resolve(rootDir);
  const base = publicBase.replace(/\/+$/, '');
  const fullPath = (key: string) => path.join(root, ...key.split('/').filter(Boolean));

  return {
    kind: 'disk',

    async put(key, data) {
      assertKey(key);
      const target = fullPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = path.join(
        path.dirname(target),
        `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`,
      );
      try {
        await writeFile(temp, data);
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key) {
      assertKey(key);
      // Open first and stat the handle, so a file deleted in between cannot yield a broken stream.
      const handle = await open(fullPath(key), 'r').catch(whenMissing(null));
      if (!handle) return null;
      const stats = await handle.stat();
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      return {
        body: handle.createReadStream(),
        size: stats.size,
        contentType: mediaContentType(key),
      };
    },

    async deletePrefix(prefix) {
      assertKey(prefix, true);
      const slash = prefix.lastIndexOf('/');
      const dir = slash === -1 ? root : fullPath(prefix.slice(0, slash));
      const namePrefix = prefix.slice(slash + 1);
      if (namePrefix === '') {
        await rm(dir, { recursive: true, force: true });
        return;
      }
      const names = await readdir(dir).catch(whenMissing<string[]>([]));
      await Promise.all(
        names
          .filter((name) => name.startsWith(namePrefix))
          .map((name) => rm(path.join(dir, name), { recursive: true, force: true })),
      );
    },

    async listPrefixes(rootKey) {
      const folder = rootKey.replace(/\/+$/, '');
      assertKey(folder);
      const names = await readdir(fullPath(folder)).catch(whenMissing<string[]>([]));
      // Dot names are temporary files of writes in progress, not stored items.
      return names
        .filter((name) => !name.startsWith('.'))
        .sort()
        .map((name) => `${folder}/${name}`);
    },

    url(key) {
      assertKey(key);
      return `${base}/${key}`;
    },
  };
}
