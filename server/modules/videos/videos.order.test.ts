import { beforeEach, describe, expect, it } from 'vitest';
import { limits } from '#shared/limits.ts';
import type { Category } from '#shared/schemas/category.ts';
import type { Video, VideoPage } from '#shared/schemas/video.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { addCategory, addVideo, formPost, jsonPost, read } from '../../test/factories.ts';
import { eachAppWithFakeVimeo } from '../../test/fake-vimeo.ts';

const allIds = async (t: TestApp) =>
  (await read<{ data: Video[] }>(t, '/api/gallery/gallery-all')).data.map((v) => v._id);
const page = (t: TestApp, n: number | string, category = '') =>
  read<VideoPage>(t, `/api/gallery/all/gallery?category=${category}&page=${n}`);

/** Reads page after page until totalPages, checking each answer, and returns every id in order. */
async function walk(t: TestApp, category = ''): Promise<string[]> {
  const first = await page(t, 1, category);
  const ids: string[] = [];
  for (let n = 1; n <= first.totalPages; n += 1) {
    const answer = await page(t, n, category);
    expect(answer.totalPages).toBe(first.totalPages);
    expect(answer.videos.length).toBeLessThanOrEqual(limits.videosPageSize);
    if (n < first.totalPages) expect(answer.videos).toHaveLength(limits.videosPageSize);
    ids.push(...answer.videos.map((v) => v._id));
  }
  const past = await page(t, first.totalPages + 1, category);
  expect(past).toMatchObject({ videos: [], totalPages: first.totalPages });
  return ids;
}

describe('video pages and order', () => {
  let t: TestApp;
  let ads: Category;
  let clips: Category;
  eachAppWithFakeVimeo((app) => (t = app));
  beforeEach(async () => {
    ads = await addCategory(t, 'gallery', 'Ads');
    clips = await addCategory(t, 'gallery', 'Clips');
  });

  it('an empty site has no pages', async () => {
    expect(await page(t, 1)).toEqual({ videos: [], categories: [ads, clips], totalPages: 0 });
  });

  it('walks 23 videos page by page with no duplicate, no gap, newest first, and filters by category', async () => {
    const added: Video[] = [];
    for (let i = 0; i < 23; i += 1) {
      added.push(
        await addVideo(t, {
          category: (i % 2 === 0 ? ads : clips)._id,
          caption: `Video number ${i}`,
        }),
      );
    }
    const newestFirst = added.map((v) => v._id).reverse();
    expect(await allIds(t)).toEqual(newestFirst);

    const first = await page(t, 1);
    expect(first.totalPages).toBe(3);
    expect(first.categories).toEqual([
      { ...ads, count_items: 12 },
      { ...clips, count_items: 11 },
    ]);
    const ids = await walk(t);
    expect(new Set(ids).size).toBe(23);
    expect(ids).toEqual(newestFirst);

    const adsIds = await walk(t, ads._id);
    expect((await page(t, 1, ads._id)).totalPages).toBe(2);
    expect(adsIds).toEqual(
      added
        .filter((_, i) => i % 2 === 0)
        .map((v) => v._id)
        .reverse(),
    );
    expect(await walk(t, clips._id)).toEqual(
      added
        .filter((_, i) => i % 2 === 1)
        .map((v) => v._id)
        .reverse(),
    );
  });

  it('reads an unreadable page number as page 1 and refuses a malformed category', async () => {
    await addVideo(t, { category: ads._id });
    const one = await page(t, 1);
    for (const n of ['0', '-3', 'abc', '']) expect(await page(t, n)).toEqual(one);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/gallery/all/gallery?category=abc&page=1',
    });
    expect(res.statusCode).toBe(400);
    expect(await page(t, 1, 'aaaaaaaaaaaaaaaaaaaaaaaa')).toMatchObject({
      videos: [],
      totalPages: 0,
    });
  });

  describe('POST /api/gallery/gallery-all-update', () => {
    let ids: string[];
    beforeEach(async () => {
      for (let i = 0; i < 12; i += 1) await addVideo(t, { category: ads._id });
      ids = await allIds(t);
    });
    const reorder = (list: unknown, json = false) =>
      t.app.inject(
        json
          ? jsonPost('/api/gallery/gallery-all-update', { list: JSON.stringify(list) }, t.token)
          : formPost(
              '/api/gallery/gallery-all-update',
              { list: typeof list === 'string' ? list : JSON.stringify(list) },
              t.token,
            ),
      );

    it('takes a list of ids; gallery-all and the pages follow it, and a new video still comes first', async () => {
      const wanted = [...ids].reverse();
      const res = await reorder(wanted);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 200 });
      expect(await allIds(t)).toEqual(wanted);
      expect(await walk(t)).toEqual(wanted);
      const newest = await addVideo(t, { category: clips._id });
      expect(await allIds(t)).toEqual([newest._id, ...wanted]);
      expect((await page(t, 1)).videos[0]?._id).toBe(newest._id);
    });

    it('takes the list of video objects the admin client sends, as multipart or JSON', async () => {
      const videos = (await read<{ data: Video[] }>(t, '/api/gallery/gallery-all')).data;
      const shuffled = [...videos.slice(6), ...videos.slice(0, 6)];
      expect((await reorder(shuffled)).statusCode).toBe(200);
      expect(await allIds(t)).toEqual(shuffled.map((v) => v._id));
      const swapped = [shuffled[1], shuffled[0], ...shuffled.slice(2)];
      expect((await reorder(swapped, true)).statusCode).toBe(200);
      expect(await walk(t)).toEqual(swapped.map((v) => v?._id));
    });

    it('keeps the videos left out of a partial list after it, in their order', async () => {
      const moved = [ids[5], ids[9]] as string[];
      expect((await reorder(moved)).statusCode).toBe(200);
      expect(await allIds(t)).toEqual([...moved, ...ids.filter((id) => !moved.includes(id))]);
    });

    it.each([
      ['an unknown id', () => [ids[1], 'aaaaaaaaaaaaaaaaaaaaaaaa', ids[0]]],
      ['a malformed id', () => [ids[1], 'abc']],
      ['an empty list', () => []],
      ['a list that is not JSON', () => '[not json'],
      ['a JSON object instead of a list', () => ({ order: ids })],
    ])('refuses %s with 400 and changes nothing', async (_label, list) => {
      const res = await reorder(list());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String) });
      expect(await allIds(t)).toEqual(ids);
    });
  });
});
