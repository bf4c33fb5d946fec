import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import type { PhotoPage } from '#shared/schemas/photo.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  addCategory,
  addLocation,
  addPhoto,
  addSlide,
  addVideo,
  formPost,
  get,
  jsonPost,
  mediaFiles,
  read,
} from '../../test/factories.ts';
import { jpeg } from '../../test/fixtures.ts';

/**
 * A write that names another item (a photo its category, a slide its video) checks it exists
 * before it stores the image, which takes a while; a removal of that item landing in between
 * made the write's foreign key fail, a 500. Each must answer its 400 and leave no file behind,
 * or succeed (and then the removal took the reference along). Several rounds: either may win.
 */
describe('a write naming an item removed meanwhile', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  /** The removal starts this long after the write, so that some rounds land it mid-write. */
  const delays = [0, 5, 15, 30, 60, 120];
  const remove = (path: string) => t.app.inject(get(path, t.token));
  const restore = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/trash/restore/${id}`,
      headers: { 'x-access-token': t.token },
    });
  /** A 400 must be the check's own: its message under the field the write named. */
  const expectRefusedAs = (
    answer: { statusCode: number; body: string },
    field: string,
    message: string,
  ) => {
    if (answer.statusCode !== 400) return;
    expect((JSON.parse(answer.body) as { errors?: unknown }).errors).toEqual([{ field, message }]);
  };

  /** Runs the write with the removal `delay` ms behind it; answers the write's answer. */
  async function race(
    delay: number,
    removal: string,
    write: () => Promise<{ statusCode: number; body: string }>,
    answers = [200, 201, 400],
  ) {
    const [written, removed] = await Promise.all([
      write(),
      new Promise((r) => setTimeout(r, delay)).then(() => remove(removal)),
    ]);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(answers, written.body).toContain(written.statusCode);
    return written;
  }

  it('a photo added or edited into a category being removed', async () => {
    const image = await jpeg(400, 300);
    const photo = await addPhoto(t);
    for (const [round, delay] of delays.entries()) {
      const category = await addCategory(t, 'photo', `Stills ${round}`);
      const files = mediaFiles(t).length;
      const added = await race(delay, `/api/gallery_category/remove/${category._id}`, () =>
        t.app.inject(formPost('/api/photo/add', { image, category: category._id }, t.token)),
      );
      expectRefusedAs(added, 'category', messages.categoryUnknown);
      if (added.statusCode === 400) {
        expect(mediaFiles(t)).toHaveLength(files);
      } else {
        // The removal took the new photo's link along: restored, the category has it again.
        expect((await restore(category._id)).statusCode).toBe(200);
        expect((await read<PhotoPage>(t, `/api/photo?category=${category._id}`)).data).toHaveLength(
          1,
        );
      }

      const other = await addCategory(t, 'photo', `Moved ${round}`);
      const edited = await race(delay, `/api/gallery_category/remove/${other._id}`, () =>
        t.app.inject(formPost(`/api/photo/update/${photo._id}`, { category: other._id }, t.token)),
      );
      expectRefusedAs(edited, 'category', messages.categoryUnknown);
    }
  });

  it('a video added or edited into a category being removed', async () => {
    const image = await jpeg(400, 300);
    const first = await addCategory(t, 'gallery', 'Films');
    const video = await addVideo(t, { category: first._id });
    for (const [round, delay] of delays.entries()) {
      const category = await addCategory(t, 'gallery', `Reels ${round}`);
      const added = await race(delay, `/api/gallery_category/remove/${category._id}`, () =>
        t.app.inject(
          formPost(
            '/api/gallery/add',
            {
              url: `https://vimeo.com/7${round}1`,
              caption: 'Race film',
              category: category._id,
              image,
            },
            t.token,
          ),
        ),
      );
      expectRefusedAs(added, 'category', messages.categoryUnknown);

      const other = await addCategory(t, 'gallery', `Spots ${round}`);
      const edited = await race(delay, `/api/gallery_category/remove/${other._id}`, () =>
        t.app.inject(
          formPost(
            `/api/gallery/update/${video._id}`,
            { url: video.url, caption: video.caption, category: other._id, image },
            t.token,
          ),
        ),
      );
      expectRefusedAs(edited, 'category', messages.categoryUnknown);
    }
  });

  it('a slide added or edited naming a video being removed', async () => {
    const image = await jpeg(400, 300);
    const films = await addCategory(t, 'gallery', 'Films');
    const slide = await addSlide(t);
    for (const [round, delay] of delays.entries()) {
      const video = await addVideo(t, { category: films._id, url: `https://vimeo.com/8${round}1` });
      const files = mediaFiles(t).length;
      const added = await race(delay, `/api/gallery/remove/${video._id}`, () =>
        t.app.inject(formPost('/api/slider/add', { image, videoId: video._id }, t.token)),
      );
      expectRefusedAs(added, 'videoId', messages.videoUnknown);
      if (added.statusCode === 400) {
        expect(mediaFiles(t)).toHaveLength(files);
      }

      const other = await addVideo(t, { category: films._id, url: `https://vimeo.com/9${round}1` });
      const edited = await race(delay, `/api/gallery/remove/${other._id}`, () =>
        t.app.inject(formPost(`/api/slider/update/${slide._id}`, { videoId: other._id }, t.token)),
      );
      expectRefusedAs(edited, 'videoId', messages.videoUnknown);
    }
  });

  it("a location added or edited with 'See more' naming a photo category being removed", async () => {
    const image = await jpeg(400, 300);
    const location = await addLocation(t);
    for (const [round, delay] of delays.entries()) {
      const category = await addCategory(t, 'photo', `Scouting ${round}`);
      const added = await race(delay, `/api/gallery_category/remove/${category._id}`, () =>
        t.app.inject(
          formPost(
            '/api/locations/add',
            { name: `Raceland ${'abcdefgh'[round]}`, hero: image, seeMoreCategory: category._id },
            t.token,
          ),
        ),
      );
      expectRefusedAs(added, 'seeMoreCategory', messages.categoryUnknown);

      const other = await addCategory(t, 'photo', `Recce ${round}`);
      const edited = await race(delay, `/api/gallery_category/remove/${other._id}`, () =>
        t.app.inject(
          formPost(
            `/api/locations/update/${location._id}`,
            { hero: image, seeMoreCategory: other._id },
            t.token,
          ),
        ),
      );
      expectRefusedAs(edited, 'seeMoreCategory', messages.categoryUnknown);
    }
  });

  it('a category renamed while it is being removed: renamed first (the trash keeps the new name) or not found', async () => {
    for (const [round, delay] of [0, 0, 1, 2, 4, 8].entries()) {
      const category = await addCategory(t, 'photo', `Locations ${round}`);
      const renamed = await race(
        delay,
        `/api/gallery_category/remove/${category._id}`,
        () =>
          t.app.inject(
            jsonPost(
              `/api/gallery_category/update/${category._id}`,
              { caption: `Renamed ${round}`, type: 'photo' },
              t.token,
            ),
          ),
        [200, 404],
      );
      const entry = await t.db
        .selectFrom('trash')
        .select('caption')
        .where('id', '=', category._id)
        .executeTakeFirst();
      expect(entry?.caption).toBe(
        renamed.statusCode === 200 ? `Renamed ${round}` : `Locations ${round}`,
      );
    }
  });

  it("a photo restored while its category is being removed: it ends up in the category's trash entry or in the category", async () => {
    for (const [round, delay] of [0, 0, 1, 2, 4, 8].entries()) {
      const category = await addCategory(t, 'photo', `Archive ${round}`);
      const photo = await addPhoto(t, { category: category._id });
      expect((await remove(`/api/photo/remove/${photo._id}`)).statusCode).toBe(200);
      const restored = await race(
        delay,
        `/api/gallery_category/remove/${category._id}`,
        () => restore(photo._id),
        [200],
      );
      expect(restored.statusCode).toBe(200);
      // Whichever went first, the category brings the photo back into it when it is restored.
      expect((await restore(category._id)).statusCode).toBe(200);
      const inIt = (await read<PhotoPage>(t, `/api/photo?category=${category._id}`)).data.map(
        (p) => p._id,
      );
      expect(inIt).toEqual([photo._id]);
    }
  });

  it('a location image restored while its location is being removed: back with it, or refused', async () => {
    const image = await jpeg(20, 20);
    for (const [round, delay] of [0, 0, 1, 2, 4, 8].entries()) {
      const location = await addLocation(t, { name: `Restoria ${'abcdef'[round]}` });
      const added = await t.app.inject(
        formPost(`/api/locations/${location._id}/images/add`, { image, alt: 'Pass' }, t.token),
      );
      expect(added.statusCode, added.body).toBe(201);
      const { images } = (
        await read<{ _id: string; images: { _id: string }[] }[]>(t, '/api/locations')
      ).find((l) => l._id === location._id) ?? { images: [] };
      const imageId = images[0]?._id ?? '';
      expect(
        (await remove(`/api/locations/${location._id}/images/remove/${imageId}`)).statusCode,
      ).toBe(200);
      const restored = await race(
        delay,
        `/api/locations/remove/${location._id}`,
        () => restore(imageId),
        [200, 400],
      );
      expect((await restore(location._id)).statusCode).toBe(200);
      const back = (
        await read<{ _id: string; images: { _id: string }[] }[]>(t, '/api/locations')
      ).find((l) => l._id === location._id);
      // Restored first, the image went to the trash with its location and came back with it.
      expect(back?.images.map((i) => i._id)).toEqual(restored.statusCode === 200 ? [imageId] : []);
    }
  });
});
