import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import type { S3Config } from '#server/config.ts';
import { assertKey } from './storage-key.ts';
import type { Storage } from './storage.ts';

/** Every key holds a fresh id, so an object never changes and browsers and CDNs may keep it for a year. */
const immutable = 'public, max-age=31536000, immutable';

export interface S3Storage extends Storage {
  /** Size of a stored object, or null when there is none (used to skip copies that are already there). */
  head(key: string): Promise<{ size: number } | null>;
  /** Closes the client's connections. */
  destroy(): void;
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // The newer default checksums are not understood by every S3-compatible server; send them only when S3 requires one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering must fail the upload, not hang it.
    requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
  });
}

/**
 * Media files in an S3-compatible bucket, under the same keys as on disk. Visitors fetch them
 * at `config.publicUrl` (a CDN, or the bucket's own address), so the bucket (or the CDN in
 * front of it) must allow public reads of objects.
 */
export function createS3Storage(
  config: S3Config,
  client: S3Client = createS3Client(config),
): S3Storage {
  const Bucket = config.bucket;

  /** Every object whose key starts with `prefix` (no delimiter), page by page. */
  async function* listAll(
    prefix: string,
    delimiter?: string,
  ): AsyncGenerator<ListObjectsV2CommandOutput> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket,
          Prefix: prefix,
          Delimiter: delimiter,
          ContinuationToken,
        }),
      );
      yield page;
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    kind: 's3',

    async put(key, data, contentType) {
      assertKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: data,
          ContentType: contentType,
          CacheControl: immutable,
        }),
      );
    },

    async get(key) {
      assertKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          size: object.ContentLength ?? 0,
          contentType: object.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async head(key) {
      assertKey(key);
      try {
        const object = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async deletePrefix(prefix) {
      assertKey(prefix, true);
      for await (const page of listAll(prefix)) {
        const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length === 0) continue;
        // A listing page holds at most 1000 keys, which is also DeleteObjects' limit.
        const result = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        const failed = result.Errors ?? [];
        if (failed.length > 0) {
          throw new Error(
            `S3 could not delete ${failed.length} object(s) under ${prefix}: ${failed[0]?.Code ?? ''} ${failed[0]?.Message ?? ''}`,
          );
        }
      }
    },

    async listPrefixes(rootKey) {
      const folder = rootKey.replace(/\/+$/, '');
      assertKey(folder);
      const entries: string[] = [];
      for await (const page of listAll(`${folder}/`, '/')) {
        for (const p of page.CommonPrefixes ?? [])
          if (p.Prefix) entries.push(p.Prefix.replace(/\/$/, ''));
        for (const o of page.Contents ?? []) if (o.Key) entries.push(o.Key);
      }
      return entries.sort();
    },

    url(key) {
      assertKey(key);
      return `${config.publicUrl}/${key}`;
    },

    destroy() {
      client.destroy();
    },
  };
}
