import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadS3Config } from './config.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'film-config-'));
const secret = 'x'.repeat(40);

describe('scale-out settings', () => {
  it('leave the defaults on one machine: SQLite, disk, memory', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      databaseUrl: undefined,
      redisUrl: undefined,
      redisKeyPrefix: 'film-site:',
      s3: undefined,
    });
  });

  it('read the S3 settings, with media URLs under S3_PUBLIC_URL or the bucket’s own address', () => {
    const withCdn = loadConfig({
      DATA_DIR: dataDir(),
      S3_BUCKET: 'film-media',
      S3_ENDPOINT: 'https://s3.eu.example.com/',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'AKIA123',
      S3_SECRET_ACCESS_KEY: 'shh-secret',
      S3_PUBLIC_URL: 'https://cdn.example.com/media/',
    });
    expect(withCdn.s3).toEqual({
      bucket: 'film-media',
      endpoint: 'https://s3.eu.example.com',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'AKIA123', secretAccessKey: 'shh-secret' },
      publicUrl: 'https://cdn.example.com/media',
      forcePathStyle: true,
    });
    expect(
      loadS3Config({ S3_BUCKET: 'film-media', S3_ENDPOINT: 'http://127.0.0.1:9000' })?.publicUrl,
    ).toBe('http://127.0.0.1:9000/film-media');
    expect(
      loadS3Config({
        S3_BUCKET: 'film-media',
        S3_ENDPOINT: 'https://r2.example.com',
        S3_FORCE_PATH_STYLE: 'false',
      })?.publicUrl,
    ).toBe('https://film-media.r2.example.com');
    expect(loadS3Config({ S3_BUCKET: 'film-media' })).toMatchObject({
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      publicUrl: 'https://film-media.s3.us-east-1.amazonaws.com',
    });
    expect(loadS3Config({})).toBeUndefined();
  });

  it.each([
    [
      { S3_ENDPOINT: 'http://minio:9000' },
      /^Invalid configuration: S3_BUCKET must be set when S3_ENDPOINT is$/,
    ],
    [{ S3_BUCKET: 'Bad_Bucket' }, /^Invalid configuration: S3_BUCKET must be a bucket name/],
    [
      { S3_BUCKET: 'film-media', S3_ENDPOINT: 'minio:9000' },
      /^Invalid configuration: S3_ENDPOINT must be an http\(s\) URL/,
    ],
    [
      { S3_BUCKET: 'film-media', S3_PUBLIC_URL: 'cdn.example.com' },
      /^Invalid configuration: S3_PUBLIC_URL must be an http\(s\) URL/,
    ],
    [
      { S3_BUCKET: 'film-media', S3_ACCESS_KEY_ID: 'AKIA123' },
      /^Invalid configuration: S3_SECRET_ACCESS_KEY S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be given together$/,
    ],
    [
      { S3_BUCKET: 'film-media', S3_FORCE_PATH_STYLE: 'yes' },
      /^Invalid configuration: S3_FORCE_PATH_STYLE must be true or false/,
    ],
    [
      { REDIS_URL: 'localhost:6379', JWT_SECRET: secret },
      /^Invalid configuration: REDIS_URL must start with redis:\/\//,
    ],
    [
      { REDIS_URL: 'redis://127.0.0.1:6379' },
      /^Invalid configuration: JWT_SECRET must be set when REDIS_URL is/,
    ],
    [
      { REDIS_KEY_PREFIX: 'has space', JWT_SECRET: secret },
      /^Invalid configuration: REDIS_KEY_PREFIX must be/,
    ],
  ])('refuses %o with a one-line message naming the variable', (env, message) => {
    const run = () => loadConfig({ DATA_DIR: dataDir(), ...env });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(message);
  });

  it('never echoes the S3 secret', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), S3_SECRET_ACCESS_KEY: 'very-secret-value' }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), S3_SECRET_ACCESS_KEY: 'very-secret-value' }),
    ).not.toThrow(/very-secret-value/);
  });

  it('accepts a PostgreSQL URL and a Redis URL with the shared secret', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: 'postgres://site:pw@db.internal:5432/film',
      REDIS_URL: 'rediss://cache.internal:6380',
      REDIS_KEY_PREFIX: 'film-prod:',
      JWT_SECRET: secret,
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://site:pw@db.internal:5432/film',
      redisUrl: 'rediss://cache.internal:6380',
      redisKeyPrefix: 'film-prod:',
      jwtSecret: secret,
    });
  });
});
