import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addPartner, addPhoto, addSlide, addTeamMember, filesOf, formPost, get } from '../test/factories.ts';
import { jpeg } from '../test/fixtures.ts';
import { buildLoggedApp, type LoggedApp } from '../test/logged-app.ts';
import type { Storage } from './storage/storage.ts';

/**
 * A file that cannot be deleted after its row is gone or replaced is not the request's failure
 * (the row is committed; the orphan sweep takes the file later), but it must not vanish silently:
 * every service gives up its old files through one helper that logs what it could not delete.
 */
describe('image files that cannot be deleted', () => {
  let t: LoggedApp;
  let deletesFail = false;
  beforeEach(async () => {
    deletesFail = false;
    const wrapStorage = (storage: Storage): Storage => ({
      ...storage,
      deletePrefix: (prefix) => (deletesFail ? Promise.reject(new Error(`EACCES ${prefix}`)) : storage.deletePrefix(prefix)),
    });
    t = await buildLoggedApp({}, { wrapStorage });
  });
  afterEach(async () => {
    await t.close();
  });

  const warnings = () =>
    t.logs.filter((line) => line.level === 40 && line.msg === 'could not delete image files').map((line) => line.file);

  it.each([
    ['photo', () => addPhoto(t), '/api/photo/remove/'],
    ['slide', () => addSlide(t), '/api/slider/remove/'],
    ['team member', () => addTeamMember(t), '/api/team/remove/'],
  ])('a %s purged from the trash answers 200 and logs the files it left', async (_name, add, removeUrl) => {
    const item = await add();
    deletesFail = true;
    expect((await t.app.inject(get(`${removeUrl}${item._id}`, t.token))).statusCode).toBe(200);
    // The removal keeps the files (the trash may restore it): nothing to delete yet.
    expect(warnings()).toEqual([]);
    const res = await t.app.inject(get(`/api/trash/remove/${item._id}`, t.token));
    expect(res.statusCode, res.body).toBe(200);
    expect(warnings()).toEqual([item.imageId]);
  });

  it('a partner logo purged from the trash answers 200 and logs the file it left', async () => {
    const name = await addPartner(t);
    deletesFail = true;
    expect((await t.app.inject(get(`/api/logo/remove/${name}`, t.token))).statusCode).toBe(200);
    const [entry] = await t.db.selectFrom('trash').select('id').execute();
    const res = await t.app.inject(get(`/api/trash/remove/${entry?.id ?? ''}`, t.token));
    expect(res.statusCode, res.body).toBe(200);
    expect(warnings()).toEqual([`logos/${name}`]);
  });

  it('a replaced team photo keeps the new one and logs the old files it left', async () => {
    const member = await addTeamMember(t);
    deletesFail = true;
    const res = await t.app.inject(formPost(`/api/team/update/${member._id}`, { caption: 'New caption', text: 'New text', image: await jpeg(20, 20) }, t.token));
    expect(res.statusCode, res.body).toBe(200);
    expect(warnings()).toEqual([member.imageId]);
    expect(filesOf(t, String(member.imageId)).length).toBeGreaterThan(0);
  });
});
