import type { Config } from '#server/config.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The storage the configuration selects: the S3 bucket when S3_BUCKET is set, else DATA_DIR/media. */
export function createStorage(config: Config): { storage: Storage; close(): void } {
  if (config.s3) {
    const storage = createS3Storage(config.s3);
    return { storage, close: () => storage.destroy() };
  }
  return { storage: createDiskStorage(config.mediaDir), close: () => undefined };
}
