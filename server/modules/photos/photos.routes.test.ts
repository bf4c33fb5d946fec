import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { limits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import type { Category } from '#shared/schemas/category.ts';
import type { Photo, PhotoPage } from '#shared/schemas/photo.ts';
import { expectUnauthorized } from '../../test/auth-cases.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  addCategory,
  addPhoto,
  expectMissingIds,
  filesOf,
  formPost,
  get,
  mediaFiles,
  read,
  removeOk,
} from '../../test/factories.ts';
import { jpeg } from '../../test/fixtures.ts';
import { pictureVariants } from '#shared/picture.ts';

const page = (t: TestApp, n: number | string, category = '') =>
  read<PhotoPage>(t, `/api/photo?category=${category}&page=${n}`);

/** Every photo id, page by page up to `pages`, checking page sizes and the empty page after the last. */
async function walk(t: TestApp, category = ''): Promise<string[]> {
  const { pages } = await page(t, 1, category);
  const ids: string[] = [];
  for (let n = 1; n <= pages; n += 1) {
    const answer = await page(t, n, category);
    expect(answer.pages).toBe(pages);
    if (n < pages) expect(answer.data).toHaveLength(limits.photosPageSize);
    ids.push(...answer.data.map((p) => p._id));
  }
  expect(await page(t, pages + 1, category)).toEqual({ data: [], pages });
  return ids;
}

describe('photos', () => {
  let t: TestApp;
  let stills: Category;
  beforeEach(async () => {
    t = await buildTestApp();
    stills = await addCategory(t, 'photo', 'Stills');
  });
  afterEach(async () => {
    await t.close();
  });

  it('add answers 201 {message: success}; the photo is listed with its category and image', async () => {
    const res = await t.app.inject(
      formPost(
        '/api/photo/add',
        { caption: 'On set', text: 'Day one', category: stills._id, image: await jpeg(1000, 700) },
        t.token,
      ),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'success' });
    const { data, pages } = await page(t, 1);
    expect(pages).toBe(1);
    expect(data).toEqual([
      {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        caption: 'On set',
        text: 'Day one',
        category: { _id: stills._id, caption: 'Stills' },
        image: expect.stringMatching(/^\/media\/photos\/[0-9a-f]{24}\/w960\.webp$/),
        imageId: expect.stringMatching(/^photos\/[0-9a-f]{24}$/),
        picture: expect.objectContaining({ width: 1000, height: 700 }),
        alt: '',
        date: expect.any(String),
      },
    ]);
    expect(filesOf(t, data[0]?.imageId ?? '-').length).toBeGreaterThan(0);
  });

  it('caption, text and category are optional', async () => {
    const photo = await addPhoto(t);
    expect(photo).toMatchObject({ caption: '', text: '', category: null });
  });

  it('update answers 200 {status, _id} and changes caption, text and category', async () => {
    const photo = await addPhoto(t, { caption: 'Before', text: 'Old text' });
    const res = await t.app.inject(
      formPost(
        `/api/photo/update/${photo._id}`,
        { caption: 'After', text: 'New text', category: stills._id },
        t.token,
      ),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 200, _id: photo._id });
    expect((await page(t, 1)).data).toEqual([
      {
        ...photo,
        caption: 'After',
        text: 'New text',
        category: { _id: stills._id, caption: 'Stills' },
      },
    ]);
    const cleared = await t.app.inject(
      formPost(`/api/photo/update/${photo._id}`, { caption: 'After', category: 'null' }, t.token),
    );
    expect(cleared.statusCode).toBe(200);
    expect((await page(t, 1)).data[0]?.category).toBeNull();
  });

  it('update keeps the fields the form leaves out', async () => {
    const photo = await addPhoto(t, { caption: 'Kept caption', text: 'Kept text', category: stills._id });
    const res = await t.app.inject(formPost(`/api/photo/update/${photo._id}`, { text: 'Only the text' }, t.token));
    expect(res.statusCode).toBe(200);
    expect((await page(t, 1)).data[0]).toMatchObject({
      caption: 'Kept caption',
      text: 'Only the text',
      category: { _id: stills._id },
    });
  });

  it('refuses a category that is unknown or holds videos', async () => {
    const videoCategory = await addCategory(t, 'gallery', 'Ads');
    const photo = await addPhoto(t, { caption: 'Kept' });
    for (const category of ['aaaaaaaaaaaaaaaaaaaaaaaa', 'abc', videoCategory._id]) {
      for (const request of [
        formPost('/api/photo/add', { category, image: await jpeg() }, t.token),
        formPost(`/api/photo/update/${photo._id}`, { caption: 'Changed', category }, t.token),
      ]) {
        const res = await t.app.inject(request);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          errors: [{ field: 'category', message: messages.categoryUnknown }],
        });
      }
    }
    expect((await page(t, 1)).data).toEqual([photo]);
  });

  it('add without a file is refused with File is not attached', async () => {
    for (const fields of [
      { caption: 'No file' },
      { caption: 'Empty file', image: Buffer.alloc(0) },
    ]) {
      const res = await t.app.inject(formPost('/api/photo/add', fields, t.token));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: messages.fileNotAttached,
        errors: [{ field: 'image', message: 'File is not attached' }],
      });
    }
    expect(await page(t, 1)).toEqual({ data: [], pages: 0 });
    expect(mediaFiles(t)).toEqual([]);
  });

  it('remove answers 200 {message, status} and moves the photo to the trash; its files go when it is purged', async () => {
    const gone = await addPhoto(t);
    const kept = await addPhoto(t);
    await removeOk(t, `/api/photo/remove/${gone._id}`);
    expect((await page(t, 1)).data).toEqual([kept]);
    expect(filesOf(t, gone.imageId).length).toBeGreaterThan(0);
    await removeOk(t, `/api/trash/remove/${gone._id}`);
    expect(filesOf(t, gone.imageId)).toEqual([]);
    expect(filesOf(t, kept.imageId).length).toBeGreaterThan(0);
  });

  it('serves the image with an ETag, 304 when the browser has it, and 404 once the photo is purged', async () => {
    const photo = await addPhoto(t);
    const url = pictureVariants(photo.picture)[0]?.url ?? '';
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^image\/(avif|webp)$/);
    const etag = String(first.headers.etag);
    // The second answer comes from memory (server/media/media-files.ts): the same bytes.
    const second = await t.app.inject({ method: 'GET', url });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const cached = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    await t.app.inject(get(`/api/photo/remove/${photo._id}`, t.token));
    await t.app.inject(get(`/api/trash/remove/${photo._id}`, t.token));
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(404);
  });

  it('walks 27 photos page by page newest first, with no duplicate or gap, and filters by category', async () => {
    const added: Photo[] = [];
    for (let i = 0; i < 27; i += 1)
      added.push(
        await addPhoto(t, {
          caption: `Photo ${i}`,
          category: i % 3 === 0 ? stills._id : undefined,
        }),
      );
    expect((await page(t, 1)).pages).toBe(3);
    const ids = await walk(t);
    expect(new Set(ids).size).toBe(27);
    expect(ids).toEqual(added.map((p) => p._id).reverse());
    expect((await page(t, 1, stills._id)).pages).toBe(1);
    expect(await walk(t, stills._id)).toEqual(
      added
        .filter((_, i) => i % 3 === 0)
        .map((p) => p._id)
        .reverse(),
    );
    const one = await page(t, 1);
    for (const n of ['0', 'abc', '']) expect(await page(t, n)).toEqual(one);
    expect((await t.app.inject(get('/api/photo?category=abc'))).statusCode).toBe(400);
  });

  it('answers 404 for unknown ids and the same 404 Not found for malformed ones', async () => {
    await expectMissingIds(t, (id) =>
      formPost(`/api/photo/update/${id}`, { caption: 'x' }, t.token),
    );
    await expectMissingIds(t, (id) => get(`/api/photo/remove/${id}`, t.token));
  });

  it('refuses every mutation without a valid token', async () => {
    const photo = await addPhoto(t, { caption: 'Safe' });
    const reads = ['/api/photo', '/api/gallery_category/all/photo'];
    await expectUnauthorized(
      t,
      formPost('/api/photo/add', { caption: 'Sneaky', image: await jpeg() }),
      reads,
    );
    await expectUnauthorized(
      t,
      formPost(`/api/photo/update/${photo._id}`, { caption: 'Sneaky', category: stills._id }),
      reads,
    );
    await expectUnauthorized(t, get(`/api/photo/remove/${photo._id}`), reads);
    expect((await page(t, 1)).data).toEqual([photo]);
  });
});
