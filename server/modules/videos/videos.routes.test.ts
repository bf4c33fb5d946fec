import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import type { Category } from '#shared/schemas/category.ts';
import type { Video } from '#shared/schemas/video.ts';
import { expectUnauthorized } from '../../test/auth-cases.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  addCategory,
  addVideo,
  expectMissingIds,
  filesOf,
  formPost,
  get,
  jsonPost,
  mediaFiles,
  read,
  removeOk,
} from '../../test/factories.ts';
import { startFakeVimeo } from '../../test/fake-vimeo.ts';
import { jpeg } from '../../test/fixtures.ts';

const reads = [
  '/api/gallery/gallery-all',
  '/api/gallery/all/gallery?page=1',
  '/api/gallery_category/all/gallery',
];
const allVideos = async (t: TestApp) =>
  (await read<{ data: Video[] }>(t, '/api/gallery/gallery-all')).data;

describe('videos', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeVimeo>>;
  let category: Category;
  beforeEach(async () => {
    fake = await startFakeVimeo({ missing: ['404404'] });
    t = await buildTestApp({ vimeoUrl: fake.url });
    category = await addCategory(t, 'gallery', 'Commercials');
  });
  afterEach(async () => {
    await t.close();
    await fake.close();
  });

  const form = (overrides: Record<string, string> = {}) => ({
    url: 'https://vimeo.com/123456',
    caption: 'Winter campaign',
    category: category._id,
    type: 'gallery',
    director: 'Ivan Franko',
    pop: 'Lesia Ukrainka',
    production: 'Film Co',
    ...overrides,
  });

  it('add answers 201 {message: success}; the video is read back with Vimeo metadata stored by us', async () => {
    const added = await t.app.inject(formPost('/api/gallery/add', form(), t.token));
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ message: 'success' });
    const [video] = await allVideos(t);
    expect(video).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      url: 'https://vimeo.com/123456',
      caption: 'Winter campaign',
      category: { _id: category._id, caption: 'Commercials' },
      director: 'Ivan Franko',
      pop: 'Lesia Ukrainka',
      production: 'Film Co',
      type: 'gallery',
      customImage: false,
      vimeo_response: { author_name: 'Fake Author', title: 'Video 123456' },
    });
    expect(fake.calls).toEqual(['https://vimeo.com/123456']);
    // The thumbnail is our own copy, served from /media, never Vimeo's address.
    expect(video?.vimeo_response?.thumbnail_url).toMatch(
      /^\/media\/videos\/[0-9a-f]{24}\/w\d+\.webp$/,
    );
    expect(video?.image).toBe(video?.vimeo_response?.thumbnail_url);
    expect(filesOf(t, video?.imageId ?? '-').length).toBeGreaterThan(0);
    expect(await read(t, `/api/gallery/${video?._id}`)).toEqual(video);
  });

  it('accepts the Vimeo address forms the pattern allows', async () => {
    const urls = [
      'https://player.vimeo.com/video/2233',
      'https://vimeo.com/channels/staffpicks/3344',
      'http://www.vimeo.com/5566/abcdef12',
    ];
    for (const url of urls) await addVideo(t, { category: category._id, url });
    expect((await allVideos(t)).map((v) => v.url)).toEqual([...urls].reverse());
  });

  it('update answers 200 {status, _id} and the fields change without refetching an unchanged url', async () => {
    const video = await addVideo(t, { category: category._id, url: 'https://vimeo.com/777' });
    const other = await addCategory(t, 'gallery', 'Music videos');
    const res = await t.app.inject(
      formPost(
        `/api/gallery/update/${video._id}`,
        form({
          url: video.url,
          caption: 'Spring campaign',
          category: other._id,
          director: 'New director',
        }),
        t.token,
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, _id: video._id });
    expect(await read(t, `/api/gallery/${video._id}`)).toEqual({
      ...video,
      caption: 'Spring campaign',
      category: { _id: other._id, caption: 'Music videos' },
      director: 'New director',
      pop: 'Lesia Ukrainka',
      production: 'Film Co',
    });
    expect(fake.calls).toEqual(['https://vimeo.com/777']);
  });

  it('update saves a video whose category was deleted without choosing one; a video with a category must keep one', async () => {
    const doomed = await addCategory(t, 'gallery', 'Doomed');
    const video = await addVideo(t, { category: doomed._id, url: 'https://vimeo.com/778' });
    const kept = await addVideo(t, { category: category._id, url: 'https://vimeo.com/779' });
    await removeOk(t, `/api/gallery_category/remove/${doomed._id}`);
    const fields = (v: Video) => form({ url: v.url, caption: 'Renamed video', category: '' });

    const refused = await t.app.inject(formPost(`/api/gallery/update/${kept._id}`, fields(kept), t.token));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: [{ field: 'category', message: messages.required }] });
    expect(await read(t, `/api/gallery/${kept._id}`)).toEqual(kept);

    const saved = await t.app.inject(formPost(`/api/gallery/update/${video._id}`, fields(video), t.token));
    expect(saved.statusCode).toBe(200);
    expect(await read(t, `/api/gallery/${video._id}`)).toMatchObject({ caption: 'Renamed video', category: null });
  });

  it('remove answers 200 {message, status}; the video goes to the trash, its stored thumbnail when it is purged', async () => {
    const video = await addVideo(t, { category: category._id });
    const kept = await addVideo(t, { category: category._id });
    expect(filesOf(t, video.imageId ?? '-')).not.toEqual([]);
    await removeOk(t, `/api/gallery/remove/${video._id}`);
    expect((await t.app.inject(get(`/api/gallery/${video._id}`))).statusCode).toBe(404);
    expect((await allVideos(t)).map((v) => v._id)).toEqual([kept._id]);
    expect(filesOf(t, video.imageId ?? '-')).not.toEqual([]);
    await removeOk(t, `/api/trash/remove/${video._id}`);
    expect(filesOf(t, video.imageId ?? '-')).toEqual([]);
    expect(filesOf(t, kept.imageId ?? '-')).not.toEqual([]);
  });

  it('a video Vimeo does not know is refused with 404 {status, message} and nothing is stored', async () => {
    const res = await t.app.inject(
      formPost('/api/gallery/add', form({ url: 'https://vimeo.com/404404' }), t.token),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, message: 'this video does not exist' });
    expect(await allVideos(t)).toEqual([]);
    expect(mediaFiles(t)).toEqual([]);

    const video = await addVideo(t, { category: category._id });
    const files = mediaFiles(t);
    const changed = await t.app.inject(
      formPost(
        `/api/gallery/update/${video._id}`,
        form({ url: 'https://vimeo.com/404404' }),
        t.token,
      ),
    );
    expect(changed.statusCode).toBe(404);
    expect(changed.json()).toMatchObject({ status: 404, message: messages.vimeoNotFound });
    expect(await read(t, `/api/gallery/${video._id}`)).toEqual(video);
    expect(mediaFiles(t)).toEqual(files);
  });

  describe('refuses invalid fields with 400 and stores nothing', () => {
    const photoCategory = async () =>
      (await read<Category[]>(t, '/api/gallery_category/all/photo'))[0]?._id ?? '';
    it.each([
      ['a missing url', { url: undefined }, 'url', messages.required],
      [
        'a url of another site',
        { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
        'url',
        'Wrong pattern',
      ],
      [
        'a Vimeo url without a video id',
        { url: 'https://vimeo.com/about' },
        'url',
        messages.wrongPattern,
      ],
      ['a missing caption', { caption: undefined }, 'caption', messages.required],
      ['a caption under 5 symbols', { caption: 'Shrt' }, 'caption', 'Minimum 5 symbols'],
      ['a missing category', { category: undefined }, 'category', messages.required],
      [
        'an unknown category',
        { category: 'aaaaaaaaaaaaaaaaaaaaaaaa' },
        'category',
        messages.categoryUnknown,
      ],
      ['a photo category', { category: 'photo' }, 'category', messages.categoryUnknown],
    ])('%s', async (_label, overrides, field, message) => {
      const existing = await addVideo(t, { category: category._id });
      const before = { videos: await allVideos(t), files: mediaFiles(t), calls: fake.calls.length };
      const body = { ...form(), ...overrides } as Record<string, string | undefined>;
      if (body.category === 'photo') body.category = await photoCategory();
      for (const url of ['/api/gallery/add', `/api/gallery/update/${existing._id}`]) {
        const res = await t.app.inject(formPost(url, body, t.token));
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toMatchObject({
          message,
          errors: expect.arrayContaining([{ field, message }]),
        });
      }
      expect({
        videos: await allVideos(t),
        files: mediaFiles(t),
        calls: fake.calls.length,
      }).toEqual(before);
    });
  });

  it('answers 404 for unknown ids and the same 404 Not found for malformed ones on every :id route', async () => {
    await expectMissingIds(t, (id) => get(`/api/gallery/${id}`));
    await expectMissingIds(t, (id) => formPost(`/api/gallery/update/${id}`, form(), t.token));
    await expectMissingIds(t, (id) => get(`/api/gallery/remove/${id}`, t.token));
    expect(await allVideos(t)).toEqual([]);
  });

  it('refuses every mutation without a valid token', async () => {
    const video = await addVideo(t, { category: category._id });
    const image = await jpeg();
    await expectUnauthorized(
      t,
      formPost('/api/gallery/add', { ...form({ url: 'https://vimeo.com/999' }), image }),
      reads,
    );
    await expectUnauthorized(
      t,
      jsonPost('/api/gallery/add', form({ url: 'https://vimeo.com/998' })),
      reads,
    );
    await expectUnauthorized(
      t,
      formPost(`/api/gallery/update/${video._id}`, {
        ...form({ caption: 'Hijacked caption' }),
        image,
      }),
      reads,
    );
    await expectUnauthorized(t, get(`/api/gallery/remove/${video._id}`), reads);
    await expectUnauthorized(
      t,
      formPost('/api/gallery/gallery-all-update', { list: JSON.stringify([video._id]) }),
      reads,
    );
    expect(fake.calls).toHaveLength(1);
    expect(await allVideos(t)).toEqual([video]);
  });
});
