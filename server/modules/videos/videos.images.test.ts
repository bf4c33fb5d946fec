import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import type { Category } from '#shared/schemas/category.ts';
import type { Video } from '#shared/schemas/video.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  addCategory,
  addVideo,
  filesOf,
  formPost,
  mediaFiles,
  read,
} from '../../test/factories.ts';
import { eachAppWithFakeVimeo, type FakeVimeo, startFakeVimeo } from '../../test/fake-vimeo.ts';
import { jpeg, png } from '../../test/fixtures.ts';
import { forwardLater, freePort } from '../../test/late-server.ts';
import { pictureVariants } from '#shared/picture.ts';

const readVideo = (t: TestApp, id: string) => read<Video>(t, `/api/gallery/${id}`);
const fieldsOf = (v: Video) => ({
  url: v.url,
  caption: v.caption,
  category: v.category?._id ?? '',
  director: v.director,
});

describe('video preview images', () => {
  let t: TestApp;
  let fake: FakeVimeo;
  let category: Category;
  let video: Video;
  let thumbId: string;
  eachAppWithFakeVimeo((app, vimeo) => {
    t = app;
    fake = vimeo;
  });
  beforeEach(async () => {
    category = await addCategory(t, 'gallery', 'Ads');
    video = await addVideo(
      t,
      { category: category._id, url: 'https://vimeo.com/1001' },
      await jpeg(1200, 800),
    );
    // Our copy of the Vimeo thumbnail: '/media/videos/<id>/w640.webp' is stored under 'videos/<id>'.
    thumbId = video.vimeo_response?.thumbnail_url?.split('/').slice(2, 4).join('/') ?? '';
  });
  const update = (fields: Record<string, string | Buffer | undefined>) =>
    t.app.inject(
      formPost(`/api/gallery/update/${video._id}`, { ...fieldsOf(video), ...fields }, t.token),
    );

  it('a custom preview is stored beside our copy of the Vimeo thumbnail and served as immutable', async () => {
    expect(video.customImage).toBe(true);
    expect(video.image).toMatch(/^\/media\/videos\/[0-9a-f]{24}\/w960\.webp$/);
    expect(video.imageId).not.toBe(thumbId);
    expect(filesOf(t, video.imageId ?? '-').length).toBeGreaterThan(0);
    expect(filesOf(t, thumbId).length).toBeGreaterThan(0);
    for (const url of [
      video.image,
      video.vimeo_response?.thumbnail_url,
      ...(video.picture ? pictureVariants(video.picture).map((v) => v.url) : []),
    ]) {
      const res = await t.app.inject({ method: 'GET', url: url ?? '-' });
      expect(res.statusCode, String(url)).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/(webp|avif)/);
      expect(res.headers['cache-control']).toContain('immutable');
    }
  });

  it('keeps the image when the form sends no file and no image field, or the old url', async () => {
    for (const image of [undefined, video.image ?? '']) {
      const res = await update({ caption: `Kept preview ${image ? 'url' : 'none'}`, image });
      expect(res.statusCode).toBe(200);
      const after = await readVideo(t, video._id);
      expect(after).toMatchObject({
        image: video.image,
        imageId: video.imageId,
        picture: video.picture,
        customImage: true,
      });
    }
    expect(filesOf(t, video.imageId ?? '-').length).toBeGreaterThan(0);
  });

  it('replaces the image with a new file and deletes the old files', async () => {
    const res = await update({ image: await png(800, 600) });
    expect(res.statusCode).toBe(200);
    const after = await readVideo(t, video._id);
    expect(after.customImage).toBe(true);
    expect(after.image).not.toBe(video.image);
    expect(after.image).toMatch(/^\/media\/videos\//);
    expect(filesOf(t, after.imageId ?? '-').length).toBeGreaterThan(0);
    expect(filesOf(t, video.imageId ?? '-')).toEqual([]);
    expect(filesOf(t, thumbId).length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: video.image ?? '-' })).statusCode).toBe(404);
  });

  it('image=null deletes the custom image; the Vimeo thumbnail takes its place', async () => {
    const res = await update({ image: 'null' });
    expect(res.statusCode).toBe(200);
    const after = await readVideo(t, video._id);
    expect(after.customImage).toBe(false);
    expect(after.image).toBe(after.vimeo_response?.thumbnail_url);
    expect(after.image).toMatch(new RegExp(`^/media/${thumbId}/`));
    expect(filesOf(t, video.imageId ?? '-')).toEqual([]);
  });

  it('a refused replacement keeps the old image and leaves no file behind', async () => {
    const files = mediaFiles(t);
    const res = await update({ image: Buffer.from('just some text') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.imageType });
    expect(await readVideo(t, video._id)).toEqual(video);
    expect(mediaFiles(t)).toEqual(files);
  });

  it('a url change refetches oEmbed and replaces the stored thumbnail', async () => {
    const res = await update({ url: 'https://vimeo.com/2002', image: 'null' });
    expect(res.statusCode).toBe(200);
    expect(fake.calls.at(-1)).toBe('https://vimeo.com/2002');
    const after = await readVideo(t, video._id);
    expect(after.vimeo_response).toMatchObject({
      title: 'Video 2002',
      video_id: 2002,
      author_name: 'Fake Author',
    });
    expect(after.vimeo_response?.thumbnail_url).toMatch(/^\/media\/videos\//);
    expect(after.vimeo_response?.thumbnail_url).not.toBe(video.vimeo_response?.thumbnail_url);
    expect(after.image).toBe(after.vimeo_response?.thumbnail_url);
    expect(filesOf(t, thumbId)).toEqual([]);
  });
});

describe('when Vimeo cannot be reached', () => {
  it('a closed port: the video is stored without metadata at once, and filled in once Vimeo is back', async () => {
    const port = await freePort();
    const fake = await startFakeVimeo();
    // oEmbed comes through the forwarder below; the thumbnails it names from the fake itself.
    const t = await buildTestApp({
      vimeoUrl: `http://127.0.0.1:${port}/api/oembed.json`,
      vimeoThumbnails: { origins: [fake.origin] },
    });
    let forwarder: { close(): Promise<void> } | undefined;
    try {
      const category = await addCategory(t, 'gallery', 'Ads');
      const started = Date.now();
      const video = await addVideo(t, { category: category._id, url: 'https://vimeo.com/3003' });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(video).toMatchObject({
        vimeo_response: null,
        image: null,
        imageId: null,
        picture: null,
        customImage: false,
      });
      // Deleting the (absent) custom image leaves no image at all.
      const res = await t.app.inject(
        formPost(
          `/api/gallery/update/${video._id}`,
          { ...fieldsOf(video), image: 'null' },
          t.token,
        ),
      );
      expect(res.statusCode).toBe(200);
      expect((await readVideo(t, video._id)).image).toBeNull();

      forwarder = await forwardLater(port, new URL(fake.url).origin);
      expect(await t.app.services.videos.fillMissingVimeo()).toBe(1);
      const filled = await readVideo(t, video._id);
      expect(filled.vimeo_response).toMatchObject({ author_name: 'Fake Author', video_id: 3003 });
      expect(filled.vimeo_response?.thumbnail_url).toMatch(/^\/media\/videos\//);
      expect(filled.image).toBe(filled.vimeo_response?.thumbnail_url);
      expect(fake.calls).toEqual(['https://vimeo.com/3003']);
      expect(await t.app.services.videos.fillMissingVimeo()).toBe(0);
    } finally {
      await forwarder?.close();
      await fake.close();
      await t.close();
    }
  });

  it('a server that never answers: the add still returns within seconds, without metadata', async () => {
    const fake = await startFakeVimeo({ hang: true });
    const t = await buildTestApp({ vimeoUrl: fake.url });
    try {
      const category = await addCategory(t, 'gallery', 'Ads');
      const started = Date.now();
      const res = await t.app.inject(
        formPost(
          '/api/gallery/add',
          { url: 'https://vimeo.com/4004', caption: 'Hanging Vimeo', category: category._id },
          t.token,
        ),
      );
      expect(Date.now() - started).toBeLessThan(5000);
      expect(res.statusCode).toBe(201);
      expect(fake.calls).toEqual(['https://vimeo.com/4004']);
      const { data } = await read<{ data: Video[] }>(t, '/api/gallery/gallery-all');
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({
        caption: 'Hanging Vimeo',
        vimeo_response: null,
        image: null,
      });
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
