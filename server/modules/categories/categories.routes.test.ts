import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import type { Category } from '#shared/schemas/category.ts';
import type { PhotoPage } from '#shared/schemas/photo.ts';
import type { Video, VideoPage } from '#shared/schemas/video.ts';
import { expectUnauthorized } from '../../test/auth-cases.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import {
  addCategory,
  addPhoto,
  addVideo,
  expectMissingIds,
  get,
  jsonPost,
  read,
  removeOk,
} from '../../test/factories.ts';
import { eachAppWithFakeVimeo } from '../../test/fake-vimeo.ts';

const reads = ['/api/gallery_category/all/gallery', '/api/gallery_category/all/photo'];

describe('video and photo categories', () => {
  let t: TestApp;
  eachAppWithFakeVimeo((app) => (t = app));

  it('lists each kind; a fresh site has only the protected Ukraine photo category', async () => {
    expect(await read(t, '/api/gallery_category/all/gallery')).toEqual([]);
    expect(await read(t, '/api/gallery_category/all/photo')).toEqual([
      {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        caption: 'Ukraine',
        type: 'photo',
        count_items: 0,
      },
    ]);
    expect((await t.app.inject(get('/api/gallery_category/all/music'))).statusCode).toBe(400);
  });

  it('add answers 201 {gallery_category} and the category is listed under its kind only', async () => {
    const res = await t.app.inject(
      jsonPost(
        '/api/gallery_category/add',
        { caption: '  Commercials ', type: 'gallery' },
        t.token,
      ),
    );
    expect(res.statusCode).toBe(201);
    const added = res.json<{ gallery_category: Category }>().gallery_category;
    expect(added).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      caption: 'Commercials',
      type: 'gallery',
      count_items: 0,
    });
    expect(await read(t, '/api/gallery_category/all/gallery')).toEqual([added]);
    expect(
      (await read<Category[]>(t, '/api/gallery_category/all/photo')).map((c) => c.caption),
    ).toEqual(['Ukraine']);
  });

  it('update answers 200 {status, _id}; the new caption shows in lists and on items', async () => {
    const category = await addCategory(t, 'gallery', 'Music videos');
    const video = await addVideo(t, { category: category._id });
    const res = await t.app.inject(
      jsonPost(
        `/api/gallery_category/update/${category._id}`,
        { caption: 'Clips', type: 'gallery' },
        t.token,
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, _id: category._id });
    expect(await read(t, '/api/gallery_category/all/gallery')).toEqual([
      { ...category, caption: 'Clips', count_items: 1 },
    ]);
    expect((await read<Video>(t, `/api/gallery/${video._id}`)).category).toEqual({
      _id: category._id,
      caption: 'Clips',
    });
  });

  it('refuses to change the kind of a category', async () => {
    const category = await addCategory(t, 'gallery', 'Documentary');
    const res = await t.app.inject(
      jsonPost(
        `/api/gallery_category/update/${category._id}`,
        { caption: 'Documentary', type: 'photo' },
        t.token,
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(await read(t, '/api/gallery_category/all/gallery')).toEqual([category]);
  });

  it('remove answers 200 {message, status} and the category is gone', async () => {
    const keep = await addCategory(t, 'photo', 'Backstage');
    const gone = await addCategory(t, 'photo', 'Locations');
    await removeOk(t, `/api/gallery_category/remove/${gone._id}`);
    expect(
      (await read<Category[]>(t, '/api/gallery_category/all/photo')).map((c) => c.caption),
    ).toEqual(['Ukraine', keep.caption]);
  });

  it('counts the videos and photos of each category', async () => {
    const films = await addCategory(t, 'gallery', 'Films');
    const stills = await addCategory(t, 'photo', 'Stills');
    await addVideo(t, { category: films._id });
    await addVideo(t, { category: films._id });
    await addPhoto(t, { category: stills._id });
    expect((await read<Category[]>(t, '/api/gallery_category/all/gallery'))[0]?.count_items).toBe(
      2,
    );
    expect(
      (await read<Category[]>(t, '/api/gallery_category/all/photo')).find(
        (c) => c._id === stills._id,
      )?.count_items,
    ).toBe(1);
  });

  it('deleting a category leaves its videos and photos listed with category null', async () => {
    const films = await addCategory(t, 'gallery', 'Films');
    const other = await addCategory(t, 'gallery', 'Other');
    const stills = await addCategory(t, 'photo', 'Stills');
    const video = await addVideo(t, { category: films._id, caption: 'Orphaned video' });
    const kept = await addVideo(t, { category: other._id });
    const photo = await addPhoto(t, { category: stills._id, caption: 'Orphaned photo' });
    expect(
      (await t.app.inject(get(`/api/gallery_category/remove/${films._id}`, t.token))).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject(get(`/api/gallery_category/remove/${stills._id}`, t.token))).statusCode,
    ).toBe(200);

    const videos = (await read<{ data: Video[] }>(t, '/api/gallery/gallery-all')).data;
    expect(videos.find((v) => v._id === video._id)).toMatchObject({
      caption: 'Orphaned video',
      category: null,
    });
    expect(videos.find((v) => v._id === kept._id)?.category).toEqual({
      _id: other._id,
      caption: 'Other',
    });
    expect((await read<Video>(t, `/api/gallery/${video._id}`)).category).toBeNull();
    const page = await read<VideoPage>(t, '/api/gallery/all/gallery?page=1');
    expect(page.videos.map((v) => v._id)).toContain(video._id);
    expect(page.categories.map((c) => c._id)).toEqual([other._id]);
    expect(await read<PhotoPage>(t, '/api/photo')).toMatchObject({
      data: [{ _id: photo._id, category: null }],
      pages: 1,
    });
    // Filtering by the deleted category is an empty list, not an error.
    expect(await read<PhotoPage>(t, `/api/photo?category=${stills._id}`)).toEqual({
      data: [],
      pages: 0,
    });
    expect(
      (await read<VideoPage>(t, `/api/gallery/all/gallery?category=${films._id}`)).videos,
    ).toEqual([]);
  });

  describe('a name already used by a category of the same type', () => {
    const add = (caption: string, type = 'gallery') =>
      t.app.inject(jsonPost('/api/gallery_category/add', { caption, type }, t.token));
    const taken = { message: messages.categoryNameTaken, errors: [{ field: 'caption', message: messages.categoryNameTaken }] };

    it('is refused on add in any letter case with 400, adding nothing; the other type may use it', async () => {
      const ads = await addCategory(t, 'gallery', 'Ads Über');
      for (const caption of ['Ads Über', 'ads über', '  ADS ÜBER ']) {
        const res = await add(caption);
        expect(res.statusCode, caption).toBe(400);
        expect(res.json()).toMatchObject(taken);
      }
      expect(await read(t, '/api/gallery_category/all/gallery')).toEqual([ads]);
      expect((await add('ads über', 'photo')).statusCode).toBe(201);
      // The protected photo category counts too.
      expect((await add('ukraine', 'photo')).json()).toMatchObject(taken);
    });

    it('is refused on rename; a rename to its own name, or a change of its letter case, is saved', async () => {
      const ads = await addCategory(t, 'gallery', 'Ads');
      const films = await addCategory(t, 'gallery', 'Films');
      const rename = (id: string, caption: string) =>
        t.app.inject(jsonPost(`/api/gallery_category/update/${id}`, { caption, type: 'gallery' }, t.token));
      const refused = await rename(films._id, 'ADS');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject(taken);
      expect((await rename(ads._id, 'Ads')).statusCode).toBe(200);
      expect((await rename(ads._id, 'ADS')).statusCode).toBe(200);
      expect(await read(t, '/api/gallery_category/all/gallery')).toEqual([{ ...ads, caption: 'ADS' }, films]);
    });

    it('two parallel adds of one name: one 201, one 400, one category stored', async () => {
      const answers = await Promise.all(['Music videos', 'music videos', 'Music Videos', 'MUSIC VIDEOS'].map((c) => add(c)));
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
      const stored = await read<Category[]>(t, '/api/gallery_category/all/gallery');
      expect(stored).toHaveLength(1);
    });
  });

  it('keeps the protected Ukraine photo category', async () => {
    const ukraine = (await read<Category[]>(t, '/api/gallery_category/all/photo'))[0] as Category;
    const rename = await t.app.inject(
      jsonPost(
        `/api/gallery_category/update/${ukraine._id}`,
        { caption: 'Kyiv', type: 'photo' },
        t.token,
      ),
    );
    expect(rename.statusCode).toBe(400);
    expect(
      (await t.app.inject(get(`/api/gallery_category/remove/${ukraine._id}`, t.token))).statusCode,
    ).toBe(400);
    expect(await read(t, '/api/gallery_category/all/photo')).toEqual([ukraine]);
  });

  it.each([
    ['a missing caption', { type: 'gallery' }, 'caption', messages.required],
    ['an empty caption', { caption: '   ', type: 'photo' }, 'caption', messages.required],
    ['a missing type', { caption: 'Ads' }, 'type', expect.any(String)],
    ['an unknown type', { caption: 'Ads', type: 'music' }, 'type', expect.any(String)],
  ])('add and update refuse %s with 400', async (_label, body, field, message) => {
    const existing = await addCategory(t, 'gallery', 'Existing');
    const before = await Promise.all(reads.map((url) => read(t, url)));
    for (const url of [
      '/api/gallery_category/add',
      `/api/gallery_category/update/${existing._id}`,
    ]) {
      const res = await t.app.inject(jsonPost(url, body, t.token));
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: [{ field, message }] });
    }
    expect(await Promise.all(reads.map((url) => read(t, url)))).toEqual(before);
  });

  it('answers 404 for unknown ids and the same 404 Not found for malformed ones', async () => {
    await expectMissingIds(t, (id) =>
      jsonPost(`/api/gallery_category/update/${id}`, { caption: 'Ads', type: 'gallery' }, t.token),
    );
    await expectMissingIds(t, (id) => get(`/api/gallery_category/remove/${id}`, t.token));
  });

  it('refuses every mutation without a valid token', async () => {
    const category = await addCategory(t, 'gallery', 'Untouchable');
    await expectUnauthorized(
      t,
      jsonPost('/api/gallery_category/add', { caption: 'Sneaky', type: 'gallery' }),
      reads,
    );
    await expectUnauthorized(
      t,
      jsonPost(`/api/gallery_category/update/${category._id}`, {
        caption: 'Renamed',
        type: 'gallery',
      }),
      reads,
    );
    await expectUnauthorized(t, get(`/api/gallery_category/remove/${category._id}`), reads);
    expect(await read(t, '/api/gallery_category/all/gallery')).toEqual([category]);
  });
});
