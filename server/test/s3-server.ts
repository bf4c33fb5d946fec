import { randomBytes } from 'node:crypto';
import { loadS3Config, type S3Config } from '../config.ts';
import { startFakeS3, type FakeS3 } from './fake-s3.ts';

export interface TestS3 {
  endpoint: string;
  /** A new, empty bucket's settings, as the S3_* variables a server process would get. */
  bucketEnv(publicUrl?: string): Promise<Record<string, string>>;
  config(env: Record<string, string>): S3Config;
  /** The keys in a bucket, sorted. */
  keys(bucket: string): string[];
  fake: FakeS3;
  close(): Promise<void>;
}

/**
 * A local S3-protocol server (fake-s3.ts) on a free port: the real AWS SDK talks to it over
 * HTTP, signatures and all. Each bucketEnv() call makes a fresh bucket.
 */
export async function startTestS3(): Promise<TestS3> {
  const fake = await startFakeS3();
  return {
    endpoint: fake.endpoint,
    fake,
    async bucketEnv(publicUrl) {
      const bucket = `media-${randomBytes(6).toString('hex')}`;
      fake.createBucket(bucket);
      return {
        S3_BUCKET: bucket,
        S3_ENDPOINT: fake.endpoint,
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: fake.accessKeyId,
        S3_SECRET_ACCESS_KEY: fake.secretAccessKey,
        ...(publicUrl ? { S3_PUBLIC_URL: publicUrl } : {}),
      };
    },
    config(env) {
      const config = loadS3Config(env);
      if (!config) throw new Error('no S3_BUCKET in the test environment');
      return config;
    },
    keys: (bucket) => fake.keys(bucket),
    close: () => fake.close(),
  };
}
