import { describe, expect, it } from 'vitest';
import { pictureVariants } from '#shared/picture.ts';
import type { Category } from '#shared/schemas/category.ts';
import type { Video, VideoPage, VimeoResponse } from '#shared/schemas/video.ts';
import { newObjectId } from '../../db/object-id.ts';
import { displayUrl } from '../../media/image-variants.ts';
import type { StoredImage, StoredPicture } from '../../media/types.ts';
import { demoVideoCategories, demoVideos } from '../../seed/demo-content.ts';
import { addCategory, formPost, read, vimeoUrl } from '../../test/factories.ts';
import { eachAppWithFakeVimeo } from '../../test/fake-vimeo.ts';
import { jpeg } from '../../test/fixtures.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { createVideosRepository } from './videos.repository.ts';

const listed = 25;
/**
 * The list of 25, uncompressed: 40.8 KB when each picture listed its eight variant URLs, about
 * 22.8 KB now. Issue 16 asked for 12 KB, which the fields kept cannot reach: without any picture
 * a demo video is still about 650 bytes (ids, captions, credits, `image`, `imageId`, date,
 * Vimeo's facts), 16 KB for 25 (docs/performance.md, "API answer sizes").
 */
const maxBytes = 24 * 1024;
/** One picture's description: size, placeholder, base URL, widths and formats (was about 860 bytes). */
const maxPictureBytes = 300;

/** A copy of a stored image under a new id: its pictures say the same, at the new folder. */
function copyOf(imageId: string, meta: string): StoredImage {
  const [kind] = imageId.split('/');
  const copyId = `${kind}/${newObjectId()}`;
  const picture = JSON.parse(meta.replaceAll(imageId, copyId)) as StoredPicture;
  return { imageId: copyId, url: '', picture };
}

describe('the size of a list of videos', () => {
  let t: TestApp;
  eachAppWithFakeVimeo((app) => {
    t = app;
  });

  it(`keeps ${listed} demo-like videos with full-HD previews and Vimeo thumbnails under 24 KB`, async () => {
    const categories = new Map<string, Category>();
    for (const caption of demoVideoCategories) categories.set(caption, await addCategory(t, 'gallery', caption));
    const fieldsOf = (i: number) => {
      const demo = demoVideos[i % demoVideos.length];
      if (!demo) throw new Error('no demo videos');
      const { category, palette, url, ...fields } = demo;
      void palette;
      void url;
      return { ...fields, category: categories.get(category)?._id ?? '' };
    };
    // One video through the API: a full-HD preview, stored at four widths in two formats (the
    // most a picture lists), and Vimeo's answer and thumbnail.
    // Not read through the API before the copies are stored: the public cache would keep that list.
    const added = await t.app.inject(formPost('/api/gallery/add', { url: vimeoUrl(), ...fieldsOf(0), image: await jpeg(1920, 1080) }, t.token));
    expect(added.statusCode, added.body).toBe(201);
    const row = await t.db.selectFrom('videos').selectAll().executeTakeFirstOrThrow();
    if (!row.imageId || !row.imageMeta || !row.thumbImageId || !row.thumbImageMeta || !row.vimeoResponse) {
      throw new Error('the first video has no preview, thumbnail or Vimeo answer');
    }
    // The others are stored as the API stores them, with copies of those pictures: encoding 24
    // more previews would only make the test slow.
    const videos = createVideosRepository(t.db, displayUrl);
    for (let i = 1; i < listed; i += 1) {
      const { category, ...fields } = fieldsOf(i);
      await videos.insertFirst(
        { ...fields, url: vimeoUrl(), categoryId: category, alt: '' },
        copyOf(row.imageId, row.imageMeta),
        { response: JSON.parse(row.vimeoResponse) as VimeoResponse, thumb: copyOf(row.thumbImageId, row.thumbImageMeta) },
      );
    }

    const res = await t.app.inject({ method: 'GET', url: '/api/gallery/gallery-all' });
    const { data } = res.json<{ data: Video[] }>();
    expect(data).toHaveLength(listed);
    // Every video still says all a page needs: its preview in all eight variants, Vimeo's facts.
    for (const video of data) {
      expect(video.customImage).toBe(true);
      expect(video.picture && pictureVariants(video.picture)).toHaveLength(8);
      expect(video.image).toBe(`/media/${video.imageId}/w960.webp`);
      expect(video.vimeo_response?.thumbnail_url).toMatch(/^\/media\/videos\/[0-9a-f]{24}\/w640\.webp$/);
      expect(video.vimeo_response?.author_name).toBe('Fake Author');
      expect(JSON.stringify(video.picture).length).toBeLessThan(maxPictureBytes);
    }
    expect(Buffer.byteLength(res.body)).toBeLessThan(maxBytes);
    // The paged list answers the same videos in the same form.
    const page = await read<VideoPage>(t, '/api/gallery/all/gallery?page=1');
    expect(page.videos[0]).toEqual(data[0]);
  });
});
