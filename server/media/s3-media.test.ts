import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoPage } from '#shared/schemas/photo.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { addPartner, addPhoto, addSlide, formPost, get, read } from '../test/factories.ts';
import { jpeg } from '../test/fixtures.ts';
import { startTestS3, type TestS3 } from '../test/s3-server.ts';
import { pictureVariants } from '#shared/picture.ts';

/** The whole app with S3_BUCKET set: uploads land in the bucket and visitors are sent there. */
let s3: TestS3;
let t: TestApp | undefined;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterEach(async () => {
  await t?.close();
  t = undefined;
});
afterAll(async () => {
  await s3?.close();
});

async function s3App(publicUrl?: string) {
  const env = await s3.bucketEnv(publicUrl);
  t = await buildTestApp({ env });
  const bucket = env.S3_BUCKET as string;
  return { t, bucket, base: publicUrl ?? `${s3.endpoint}/${bucket}`, keys: () => s3.keys(bucket) };
}

describe('media on S3', () => {
  it('stores every variant in the bucket and hands out URLs the bucket serves', async () => {
    const { t, base, keys } = await s3App();
    const photo = await addPhoto(t, { caption: 'On S3' }, await jpeg(1200, 800));
    expect(photo.imageId).toMatch(/^photos\/[0-9a-f]{24}$/);
    expect(photo.image).toMatch(new RegExp(`^${base}/${photo.imageId}/w960\\.webp$`));
    const variantKeys = pictureVariants(photo.picture).map((v) => {
      expect(v.url.startsWith(`${base}/`)).toBe(true);
      return v.url.slice(base.length + 1);
    });
    expect(keys()).toEqual([...variantKeys].sort());

    const res = await fetch(photo.image);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(960);
  });

  it('uses S3_PUBLIC_URL (a CDN) for the URLs when set', async () => {
    const { t } = await s3App('https://cdn.example.com');
    const slide = await addSlide(t);
    expect(slide.image).toMatch(/^https:\/\/cdn\.example\.com\/slides\/[0-9a-f]{24}\/w\d+\.webp$/);
  });

  it('redirects /media/{key} and /logos/{name} to the bucket, and refuses other paths', async () => {
    const { t, base } = await s3App();
    const name = await addPartner(t);
    const logo = await t.app.inject(get(`/logos/${name}`));
    expect(logo.statusCode).toBe(302);
    expect(logo.headers.location).toBe(`${base}/logos/${name}`);
    const followed = await fetch(logo.headers.location as string);
    expect(followed.status).toBe(200);
    expect((await sharp(Buffer.from(await followed.arrayBuffer())).metadata()).format).toBe('webp');

    const photo = await addPhoto(t);
    const key = photo.image.slice(base.length + 1);
    const media = await t.app.inject(get(`/media/${key}`));
    expect(media.statusCode).toBe(302);
    expect(media.headers.location).toBe(photo.image);

    for (const path of [
      '/media/..%2F..%2Fetc%2Fpasswd',
      '/media/Photos/X.webp',
      '/logos/..%2Fsecret',
      '/logos/A.WEBP',
    ]) {
      const res = await t.app.inject(get(path));
      expect(res.statusCode, path).toBe(404);
    }
  });

  it('keeps the objects of a removed photo and logo while they are in the trash; a restore keeps them, a purge deletes them and nothing else', async () => {
    const { t, keys } = await s3App();
    const keep = await addPhoto(t, { caption: 'keep' });
    const gone = await addPhoto(t, { caption: 'gone' });
    const logo = await addPartner(t);
    const all = keys();
    expect(all.some((k) => k.startsWith(`${gone.imageId}/`))).toBe(true);
    const ok = async (url: string) => expect((await t.app.inject(get(url, t.token))).statusCode, url).toBe(200);
    await ok(`/api/photo/remove/${gone._id}`);
    await ok(`/api/logo/remove/${logo}`);
    expect(keys()).toEqual(all);
    const trash = (await t.app.inject(get('/api/trash', t.token))).json<{ data: { _id: string; kind: string }[] }>().data;
    const partnerId = trash.find((i) => i.kind === 'partner')?._id as string;
    // A restore brings the photo back with the very objects it had.
    const restored = await t.app.inject({ method: 'POST', url: `/api/trash/restore/${gone._id}`, headers: { 'x-access-token': t.token } });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(keys()).toEqual(all);
    await ok(`/api/photo/remove/${gone._id}`);
    await ok(`/api/trash/remove/${gone._id}`);
    await ok(`/api/trash/remove/${partnerId}`);
    expect(keys().filter((k) => !k.startsWith(`${keep.imageId}/`))).toEqual([]);
    expect(keys().length).toBe(pictureVariants(keep.picture).length);
  });

  it('stores nothing when the bucket refuses the upload', async () => {
    const env = await s3.bucketEnv();
    t = await buildTestApp({ env: { ...env, S3_BUCKET: 'media-never-created' } });
    const res = await t.app.inject(
      formPost('/api/photo/add', { caption: 'x', image: await jpeg() }, t.token),
    );
    expect(res.statusCode).toBe(500);
    expect(await read<PhotoPage>(t, '/api/photo')).toEqual({ data: [], pages: 0 });
  });
});
