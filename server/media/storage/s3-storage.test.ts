import type { Readable } from 'node:stream';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server.ts';
import { createS3Client, createS3Storage, type S3Storage } from './s3-storage.ts';

/** The S3 adapter against a local S3-protocol server over HTTP, through the real AWS SDK. */
let s3: TestS3;
const opened: S3Storage[] = [];
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  opened.forEach((storage) => storage.destroy());
  await s3?.close();
});

async function setup(publicUrl?: string) {
  const env = await s3.bucketEnv(publicUrl);
  const config = s3.config(env);
  const storage = createS3Storage(config);
  opened.push(storage);
  const client = createS3Client(config);
  /** Every key in the bucket, straight from S3. */
  const keys = async () =>
    ((await client.send(new ListObjectsV2Command({ Bucket: config.bucket }))).Contents ?? [])
      .map((o) => o.Key)
      .sort();
  return { storage, config, keys };
}

async function read(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
}

describe('S3 storage', () => {
  it('writes and reads an object with its content type, and overwrites it', async () => {
    const { storage, keys } = await setup();
    await storage.put('photos/abc/w480.webp', Buffer.from('first'), 'image/webp');
    await storage.put('photos/abc/w480.webp', Buffer.from('second'), 'image/webp');
    const file = await storage.get('photos/abc/w480.webp');
    expect(file).toMatchObject({ size: 6, contentType: 'image/webp' });
    expect(await read(file!.body)).toBe('second');
    expect(await storage.head('photos/abc/w480.webp')).toEqual({ size: 6 });
    expect(await keys()).toEqual(['photos/abc/w480.webp']);
  });

  it('answers null for a missing object or a folder', async () => {
    const { storage } = await setup();
    await storage.put('photos/abc/w480.webp', Buffer.from('x'), 'image/webp');
    expect(await storage.get('photos/nope/w480.webp')).toBeNull();
    expect(await storage.get('photos/abc')).toBeNull();
    expect(await storage.head('photos/abc/w960.webp')).toBeNull();
  });

  it('refuses keys that are not plain, before any request', async () => {
    const { storage } = await setup();
    for (const key of [
      '',
      '../x.webp',
      'photos/../../x',
      '/etc/passwd',
      'Photos/x.webp',
      'a//b',
      'a b',
      'a/./b',
    ]) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(
        'Invalid storage key',
      );
      await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
      expect(() => storage.url(key)).toThrow('Invalid storage key');
    }
    await expect(storage.deletePrefix('')).rejects.toThrow('Invalid storage key');
    await expect(storage.deletePrefix('../')).rejects.toThrow('Invalid storage key');
  });

  it('deletes a folder prefix and nothing else, and deleting nothing is fine', async () => {
    const { storage, keys } = await setup();
    await storage.put('photos/a/w480.webp', Buffer.from('x'), 'image/webp');
    await storage.put('photos/a/w480.avif', Buffer.from('x'), 'image/avif');
    await storage.put('photos/ab/w480.webp', Buffer.from('x'), 'image/webp');
    await storage.deletePrefix('photos/a/');
    expect(await keys()).toEqual(['photos/ab/w480.webp']);
    await storage.deletePrefix('photos/a/');
    await storage.deletePrefix('nothing/here/');
  });

  it('deletes files by a name prefix', async () => {
    const { storage, keys } = await setup();
    await storage.put('logos/one.webp', Buffer.from('x'), 'image/webp');
    await storage.put('logos/two.webp', Buffer.from('x'), 'image/webp');
    await storage.deletePrefix('logos/one.webp');
    expect(await keys()).toEqual(['logos/two.webp']);
  });

  it('deletes more objects than one listing page holds', async () => {
    const { storage, keys } = await setup();
    const names = Array.from(
      { length: 1010 },
      (_, i) => `videos/big/${String(i).padStart(4, '0')}.webp`,
    );
    for (let i = 0; i < names.length; i += 50) {
      await Promise.all(
        names.slice(i, i + 50).map((key) => storage.put(key, Buffer.from('x'), 'image/webp')),
      );
    }
    await storage.put('videos/keep/w480.webp', Buffer.from('x'), 'image/webp');
    await storage.deletePrefix('videos/big/');
    expect(await keys()).toEqual(['videos/keep/w480.webp']);
  }, 60_000);

  it('lists the folders and files under a root', async () => {
    const { storage } = await setup();
    await storage.put('photos/b/w480.webp', Buffer.from('x'), 'image/webp');
    await storage.put('photos/b/w960.webp', Buffer.from('x'), 'image/webp');
    await storage.put('photos/a/w480.webp', Buffer.from('x'), 'image/webp');
    await storage.put('team/c/w480.webp', Buffer.from('x'), 'image/webp');
    await storage.put('logos/z.webp', Buffer.from('x'), 'image/webp');
    expect(await storage.listPrefixes('photos')).toEqual(['photos/a', 'photos/b']);
    expect(await storage.listPrefixes('photos/')).toEqual(['photos/a', 'photos/b']);
    expect(await storage.listPrefixes('logos')).toEqual(['logos/z.webp']);
    expect(await storage.listPrefixes('slides')).toEqual([]);
  });

  it('builds URLs under S3_PUBLIC_URL, else under the endpoint and bucket, and those URLs serve the bytes', async () => {
    const cdn = await setup('https://cdn.example.com/site/');
    expect(cdn.storage.url('photos/a/w480.webp')).toBe(
      'https://cdn.example.com/site/photos/a/w480.webp',
    );

    const direct = await setup();
    expect(direct.storage.url('logos/a.webp')).toBe(
      `${s3.endpoint}/${direct.config.bucket}/logos/a.webp`,
    );
    await direct.storage.put('logos/a.webp', Buffer.from('logo bytes'), 'image/webp');
    const res = await fetch(direct.storage.url('logos/a.webp'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('logo bytes');
  });

  it('is refused by the server when its secret is wrong', async () => {
    const env = await s3.bucketEnv();
    const storage = createS3Storage(s3.config({ ...env, S3_SECRET_ACCESS_KEY: 'not-the-secret' }));
    opened.push(storage);
    await expect(storage.put('photos/a/w480.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /signature/i,
    );
    expect(s3.keys(env.S3_BUCKET as string)).toEqual([]);
  });

  it('fails, rather than hangs, when the server is not there', async () => {
    const storage = createS3Storage({
      bucket: 'media-gone',
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
      publicUrl: 'http://127.0.0.1:9/media-gone',
      forcePathStyle: true,
    });
    opened.push(storage);
    await expect(
      storage.put('photos/a/w480.webp', Buffer.from('x'), 'image/webp'),
    ).rejects.toThrow();
  });
});
