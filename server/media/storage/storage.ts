import type { Readable } from 'node:stream';

/**
 * Where media files live. Keys are relative paths derived from ids
 * (`photos/<imageId>/w960.avif`); implementations: disk (default) and S3-compatible.
 */
export interface Storage {
  /** 'disk': this server serves the files under /media; 's3': visitors fetch them from the bucket or its CDN. */
  readonly kind: 'disk' | 's3';
  /** Writes one file; resolves once it is durable. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Reads one file, or null when there is none. */
  get(key: string): Promise<{ body: Readable; size: number; contentType: string } | null>;
  /** Removes every file whose key starts with `prefix` (a folder such as `photos/<imageId>/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** Lists the top-level folders under `root` (e.g. every `photos/<imageId>`), for the orphan sweep. */
  listPrefixes(root: string): Promise<string[]>;
  /** Public URL of a key, as visitors request it. */
  url(key: string): string;
}
