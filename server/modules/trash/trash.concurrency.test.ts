import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PhotoPage } from '#shared/schemas/photo.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addCategory, addLocation, addPhoto, filesOf, formPost, get, read } from '../../test/factories.ts';
import { jpeg } from '../../test/fixtures.ts';

/** Bursts of requests on one item: the trash must end consistent whichever wins (SQLite and PostgreSQL). */
describe('trash under concurrency', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const restore = (id: string) =>
    t.app.inject({ method: 'POST', url: `/api/trash/restore/${id}`, headers: { 'x-access-token': t.token } });
  const photoRows = async (id: string) => (await t.db.selectFrom('photos').select('id').where('id', '=', id).execute()).length;
  const trashRows = async (id: string) => (await t.db.selectFrom('trash').select('id').where('id', '=', id).execute()).length;

  it('parallel removals of one item: one 200, the others 404, one trash entry', async () => {
    const photo = await addPhoto(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.app.inject(get(`/api/photo/remove/${photo._id}`, t.token))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404, 404, 404, 404]);
    expect(await trashRows(photo._id)).toBe(1);
    expect(await photoRows(photo._id)).toBe(0);
  });

  it('parallel restores of one item: one 200, the others 404, no duplicate row', async () => {
    const photo = await addPhoto(t);
    expect((await t.app.inject(get(`/api/photo/remove/${photo._id}`, t.token))).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 6 }, () => restore(photo._id)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404, 404, 404, 404]);
    expect(await photoRows(photo._id)).toBe(1);
    expect(await trashRows(photo._id)).toBe(0);
    expect((await read<PhotoPage>(t, '/api/photo')).data.map((p) => p._id)).toEqual([photo._id]);
  });

  it('restores racing purges: exactly one wins, and the item is either back with its files or gone with them', async () => {
    for (let round = 0; round < 4; round += 1) {
      const photo = await addPhoto(t);
      expect((await t.app.inject(get(`/api/photo/remove/${photo._id}`, t.token))).statusCode).toBe(200);
      const [restored, purged] = await Promise.all([restore(photo._id), t.app.inject(get(`/api/trash/remove/${photo._id}`, t.token))]);
      expect([restored.statusCode, purged.statusCode].sort()).toEqual([200, 404]);
      expect(await trashRows(photo._id)).toBe(0);
      if (restored.statusCode === 200) {
        expect(await photoRows(photo._id)).toBe(1);
        expect(filesOf(t, photo.imageId).length).toBeGreaterThan(0);
      } else {
        expect(await photoRows(photo._id)).toBe(0);
        expect(filesOf(t, photo.imageId)).toEqual([]);
      }
    }
  });

  it('a category restored in parallel with its photos, in the trash before or after it: every photo ends up in it', async () => {
    for (let round = 0; round < 3; round += 1) {
      const category = await addCategory(t, 'photo', `Stills ${round}`);
      const photos = [];
      // One at a time: the image queue turns a burst of uploads away (503), which is not this test's.
      for (let i = 0; i < 6; i += 1) photos.push(await addPhoto(t, { category: category._id }));
      // Half go to the trash before their category, half after it.
      for (const photo of photos.slice(0, 3)) expect((await t.app.inject(get(`/api/photo/remove/${photo._id}`, t.token))).statusCode).toBe(200);
      expect((await t.app.inject(get(`/api/gallery_category/remove/${category._id}`, t.token))).statusCode).toBe(200);
      for (const photo of photos.slice(3)) expect((await t.app.inject(get(`/api/photo/remove/${photo._id}`, t.token))).statusCode).toBe(200);
      const answers = await Promise.all([category, ...photos].map((item) => restore(item._id)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(7).fill(200));
      const inIt = (await read<PhotoPage>(t, `/api/photo?category=${category._id}`)).data.map((p) => p._id);
      expect(inIt.sort()).toEqual(photos.map((p) => p._id).sort());
      expect(await trashRows(category._id)).toBe(0);
    }
  });

  it('a burst of 50 restores on one category (it and 49 of its photos): every photo ends up in it, none twice', async () => {
    const category = await addCategory(t, 'photo', 'Stills');
    const photos = [];
    for (let i = 0; i < 49; i += 1) photos.push(await addPhoto(t, { category: category._id }));
    const remove = async (path: string) => expect((await t.app.inject(get(path, t.token))).statusCode).toBe(200);
    for (const photo of photos.slice(0, 24)) await remove(`/api/photo/remove/${photo._id}`);
    await remove(`/api/gallery_category/remove/${category._id}`);
    for (const photo of photos.slice(24)) await remove(`/api/photo/remove/${photo._id}`);
    // Every restore that names a photo waits on the category's trash row (locked on PostgreSQL).
    const answers = await Promise.all([...photos.reverse(), category].map((item) => restore(item._id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    const rows = await t.db.selectFrom('photos').select(['id', 'categoryId']).execute();
    expect(rows.map((r) => r.id).sort()).toEqual(photos.map((p) => p._id).sort());
    expect(new Set(rows.map((r) => r.categoryId))).toEqual(new Set([category._id]));
    expect(await t.db.selectFrom('trash').select('id').execute()).toEqual([]);
  });

  it('a location removed while images are added to it: nothing is lost, whichever goes first', async () => {
    // Several rounds: the race has more than one outcome, and each must hold (one round once
    // missed the remove landing between the add's read and its insert: a 500 on PostgreSQL).
    const image = await jpeg(20, 20);
    for (let round = 0; round < 8; round += 1) {
      const location = await addLocation(t, { name: `Raceland ${'abcdefgh'[round]}` });
      const [removed, added] = await Promise.all([
        t.app.inject(get(`/api/locations/remove/${location._id}`, t.token)),
        t.app.inject(formPost(`/api/locations/${location._id}/images/add`, { image, alt: 'late' }, t.token)),
      ]);
      expect(removed.statusCode).toBe(200);
      expect([201, 404], added.body).toContain(added.statusCode);
      const restored = await restore(location._id);
      expect(restored.statusCode, restored.body).toBe(200);
      const images = (await read<{ _id: string; images: unknown[] }[]>(t, '/api/locations')).find((l) => l._id === location._id)?.images ?? [];
      // An image that was added (201) went to the trash with its location and came back with it.
      expect(images).toHaveLength(added.statusCode === 201 ? 1 : 0);
    }
  });
});
