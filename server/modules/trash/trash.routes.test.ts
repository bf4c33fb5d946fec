import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import type { ActivityPage } from '#shared/schemas/activity.ts';
import type { Category } from '#shared/schemas/category.ts';
import type { Location } from '#shared/schemas/location.ts';
import type { PhotoPage } from '#shared/schemas/photo.ts';
import type { Slide } from '#shared/schemas/slide.ts';
import type { TeamMember } from '#shared/schemas/team.ts';
import type { TrashList } from '#shared/schemas/trash.ts';
import type { Video } from '#shared/schemas/video.ts';
import { expectUnauthorized } from '../../test/auth-cases.ts';
import { buildTestApp, testAdmin, type TestApp } from '../../test/build-test-app.ts';
import {
  addCategory,
  addLocation,
  addPartner,
  addPhoto,
  addSlide,
  addTeamMember,
  addVideo,
  expectMissingIds,
  filesOf,
  formPost,
  get,
  jsonPost,
  read,
  removeOk,
} from '../../test/factories.ts';
import { jpeg } from '../../test/fixtures.ts';

const dayMs = 24 * 3600_000;
/** The storage folder (`locations/<id>`) of an image from its URL. */
const storageId = (url: string) => /(locations\/[0-9a-f]{24})\//.exec(url)?.[1] ?? url;

async function trashList(t: TestApp): Promise<TrashList['data']> {
  const res = await t.app.inject(get('/api/trash', t.token));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<TrashList>().data;
}

async function restore(t: TestApp, id: string) {
  return t.app.inject({ method: 'POST', url: `/api/trash/restore/${id}`, headers: { 'x-access-token': t.token } });
}

async function restoreOk(t: TestApp, id: string): Promise<{ status: number; _id: string; notice?: string }> {
  const res = await restore(t, id);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const photoIds = async (t: TestApp) => (await read<PhotoPage>(t, '/api/photo')).data.map((p) => p._id);
const videoIds = async (t: TestApp) => (await read<{ data: Video[] }>(t, '/api/gallery/gallery-all')).data.map((v) => v._id);

describe('trash', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('a removal keeps its SPEC answer and moves the item to the trash, with when, by whom and until when; its files stay', async () => {
    const photo = await addPhoto(t, { caption: 'Gaffer at dusk' });
    const before = Date.now();
    await removeOk(t, `/api/photo/remove/${photo._id}`);
    expect(await photoIds(t)).toEqual([]);
    expect(filesOf(t, photo.imageId).length).toBeGreaterThan(0);
    const [item, ...rest] = await trashList(t);
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ _id: photo._id, kind: 'photo', caption: 'Gaffer at dusk' });
    // Who removed it: the signed-in account, as currentActor() names it (its e-mail or user name).
    expect(item?.deletedBy).toBe(testAdmin.email);
    const deletedAt = Date.parse(item?.deletedAt ?? '');
    expect(deletedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(item?.purgeAt ?? '') - deletedAt).toBe(30 * dayMs);
    // The second removal of the same id finds nothing: 404, and the trash still holds one entry.
    expect((await t.app.inject(get(`/api/photo/remove/${photo._id}`, t.token))).statusCode).toBe(404);
    expect(await trashList(t)).toHaveLength(1);
  });

  it('needs the token to read, restore and purge', async () => {
    const photo = await addPhoto(t);
    await removeOk(t, `/api/photo/remove/${photo._id}`);
    await expectUnauthorized(t, get('/api/trash'), ['/api/photo']);
    await expectUnauthorized(t, { method: 'POST', url: `/api/trash/restore/${photo._id}` }, ['/api/photo']);
    await expectUnauthorized(t, get(`/api/trash/remove/${photo._id}`), ['/api/photo']);
    expect(await trashList(t)).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed id, to restore and to purge', async () => {
    await expectMissingIds(t, (id) => ({ method: 'POST', url: `/api/trash/restore/${id}`, headers: { 'x-access-token': t.token } }));
    await expectMissingIds(t, (id) => get(`/api/trash/remove/${id}`, t.token));
  });

  it('restore puts a photo back under its id, in its place, with its files, category and the public cache refreshed', async () => {
    const stills = await addCategory(t, 'photo', 'Stills');
    const first = await addPhoto(t, { caption: 'first' });
    const middle = await addPhoto(t, { caption: 'middle', category: stills._id, alt: 'A crane' });
    const last = await addPhoto(t, { caption: 'last' });
    const order = await photoIds(t);
    await removeOk(t, `/api/photo/remove/${middle._id}`);
    // Read while it is gone (a cached answer that the restore must drop).
    expect(await photoIds(t)).toEqual([last._id, first._id]);
    expect(await restoreOk(t, middle._id)).toEqual({ status: 200, _id: middle._id });
    expect(await photoIds(t)).toEqual(order);
    const back = (await read<PhotoPage>(t, '/api/photo')).data.find((p) => p._id === middle._id);
    expect(back).toEqual(middle);
    expect((await t.app.inject(get(new URL(middle.image, 'http://x').pathname))).statusCode).toBe(200);
    expect(await trashList(t)).toEqual([]);
    expect((await read<Category[]>(t, '/api/gallery_category/all/photo')).find((c) => c._id === stills._id)?.count_items).toBe(1);
  });

  it('restore puts a video back in its place in the admin order, and its slides link to it again', async () => {
    const category = await addCategory(t, 'gallery', 'Ads');
    const a = await addVideo(t, { category: category._id, caption: 'first film' });
    const b = await addVideo(t, { category: category._id, caption: 'second film' });
    const c = await addVideo(t, { category: category._id, caption: 'third film' });
    const order = await videoIds(t);
    expect(order).toEqual([c._id, b._id, a._id]);
    const slide = await addSlide(t, { videoId: b._id });
    await removeOk(t, `/api/gallery/remove/${b._id}`);
    expect((await read<Slide[]>(t, '/api/slider'))[0]?.videoId).toBeNull();
    expect(await restoreOk(t, b._id)).toEqual({ status: 200, _id: b._id });
    expect(await videoIds(t)).toEqual(order);
    const video = (await read<{ data: Video[] }>(t, '/api/gallery/gallery-all')).data.find((v) => v._id === b._id);
    expect(video).toEqual(b);
    expect((await read<Slide[]>(t, '/api/slider')).find((s) => s._id === slide._id)?.videoId).toBe(b._id);
  });

  it('an item whose category is in the trash comes back without one for now, and the answer says so; the restored category gets it back', async () => {
    const stills = await addCategory(t, 'photo', 'Stills');
    const kept = await addPhoto(t, { caption: 'kept', category: stills._id });
    const trashed = await addPhoto(t, { caption: 'trashed', category: stills._id });
    await removeOk(t, `/api/photo/remove/${trashed._id}`);
    await removeOk(t, `/api/gallery_category/remove/${stills._id}`);
    // Today's rule stays: the category's items lose it (no category) when it is removed.
    expect((await read<PhotoPage>(t, '/api/photo')).data.map((p) => p.category)).toEqual([null]);
    expect((await trashList(t)).map((i) => [i._id, i.kind, i.caption])).toEqual([
      [stills._id, 'category', 'Stills'],
      [trashed._id, 'photo', 'trashed'],
    ]);
    expect(await restoreOk(t, trashed._id)).toEqual({ status: 200, _id: trashed._id, notice: messages.trash.categoryInTrash });
    expect((await read<PhotoPage>(t, '/api/photo')).data.find((p) => p._id === trashed._id)?.category).toBeNull();

    // Restoring the category puts back both: the photo that was in it when it was removed, and
    // the one restored before it.
    expect(await restoreOk(t, stills._id)).toEqual({ status: 200, _id: stills._id });
    const photos = (await read<PhotoPage>(t, `/api/photo?category=${stills._id}`)).data;
    expect(photos.map((p) => p._id).sort()).toEqual([kept._id, trashed._id].sort());
    expect(photos.map((p) => p.category)).toEqual([
      { _id: stills._id, caption: 'Stills' },
      { _id: stills._id, caption: 'Stills' },
    ]);
  });

  it('an item whose category was purged comes back without one, and the answer says so', async () => {
    const stills = await addCategory(t, 'photo', 'Stills');
    const photo = await addPhoto(t, { caption: 'still', category: stills._id });
    await removeOk(t, `/api/photo/remove/${photo._id}`);
    await removeOk(t, `/api/gallery_category/remove/${stills._id}`);
    await removeOk(t, `/api/trash/remove/${stills._id}`);
    expect(await restoreOk(t, photo._id)).toEqual({ status: 200, _id: photo._id, notice: messages.trash.restoredWithoutCategory });
    expect((await read<PhotoPage>(t, '/api/photo')).data[0]?.category).toBeNull();
  });

  it('items removed after their category find it again when both are back, in either order', async () => {
    const stills = await addCategory(t, 'photo', 'Stills');
    const first = await addPhoto(t, { caption: 'first', category: stills._id });
    const second = await addPhoto(t, { caption: 'second', category: stills._id });
    const other = await addPhoto(t, { caption: 'never in it' });
    // The category goes first (its photos lose it), then its photos, then one never in it.
    await removeOk(t, `/api/gallery_category/remove/${stills._id}`);
    for (const photo of [first, second, other]) await removeOk(t, `/api/photo/remove/${photo._id}`);

    // One back before the category, one after.
    expect(await restoreOk(t, first._id)).toEqual({ status: 200, _id: first._id, notice: messages.trash.categoryInTrash });
    expect(await restoreOk(t, other._id)).toEqual({ status: 200, _id: other._id });
    await restoreOk(t, stills._id);
    expect(await restoreOk(t, second._id)).toEqual({ status: 200, _id: second._id });
    const inIt = (await read<PhotoPage>(t, `/api/photo?category=${stills._id}`)).data.map((p) => p._id);
    expect(inIt.sort()).toEqual([first._id, second._id].sort());
    expect((await read<PhotoPage>(t, '/api/photo')).data.find((p) => p._id === other._id)?.category).toBeNull();
  });

  it('a slide restored while its video is in the trash links to it again when the video comes back', async () => {
    const video = await addVideo(t, { category: (await addCategory(t, 'gallery', 'Ads'))._id });
    const slide = await addSlide(t, { videoId: video._id });
    await removeOk(t, `/api/slider/remove/${slide._id}`);
    await removeOk(t, `/api/gallery/remove/${video._id}`);
    expect(await restoreOk(t, slide._id)).toEqual({ status: 200, _id: slide._id, notice: messages.trash.videoInTrash });
    expect((await read<Slide[]>(t, '/api/slider')).find((s) => s._id === slide._id)?.videoId).toBeNull();
    await restoreOk(t, video._id);
    expect((await read<Slide[]>(t, '/api/slider')).find((s) => s._id === slide._id)?.videoId).toBe(video._id);
  });

  it('a category restored after the admin filed its items elsewhere leaves them there', async () => {
    const one = await addCategory(t, 'photo', 'One');
    const two = await addCategory(t, 'photo', 'Two');
    const photo = await addPhoto(t, { category: one._id });
    await removeOk(t, `/api/gallery_category/remove/${one._id}`);
    const res = await t.app.inject(formPost(`/api/photo/update/${photo._id}`, { category: two._id }, t.token));
    expect(res.statusCode, res.body).toBe(200);
    await restoreOk(t, one._id);
    expect((await read<PhotoPage>(t, '/api/photo')).data[0]?.category?._id).toBe(two._id);
  });

  it('a location goes with its carousel and former names, and comes back with them in order', async () => {
    const location = await addLocation(t, { name: 'Armenia' });
    const add = await t.app.inject(
      formPost(`/api/locations/${location._id}/images/add`, { image: [await jpeg(30, 20), await jpeg(20, 30)], alt: 'Peak' }, t.token),
    );
    expect(add.statusCode, add.body).toBe(201);
    const rename = await t.app.inject(formPost(`/api/locations/update/${location._id}`, { name: 'Hayastan' }, t.token));
    expect(rename.statusCode, rename.body).toBe(200);
    const full = (await read<Location[]>(t, '/api/locations')).find((l) => l._id === location._id) as Location;
    expect(full.images).toHaveLength(2);
    await removeOk(t, `/api/locations/remove/${location._id}`);
    expect((await t.app.inject(get('/api/locations/Hayastan'))).statusCode).toBe(404);
    expect(await t.app.services.locations.match('Armenia')).toEqual({ kind: 'unknown' });
    for (const image of full.images) expect(filesOf(t, storageId(image.image)).length).toBeGreaterThan(0);
    expect((await trashList(t))[0]).toMatchObject({ _id: location._id, kind: 'location', caption: 'Hayastan' });

    await restoreOk(t, location._id);
    expect(await read<Location>(t, '/api/locations/Hayastan')).toEqual(full);
    // Its former name still leads to it (the page answers 301 there).
    expect(await t.app.services.locations.match('Armenia')).toEqual({ kind: 'redirect', name: 'Hayastan' });
  });

  it('a location whose name another location took meanwhile is refused, and stays in the trash', async () => {
    const location = await addLocation(t, { name: 'Armenia' });
    await removeOk(t, `/api/locations/remove/${location._id}`);
    await addLocation(t, { name: 'armenia' });
    const res = await restore(t, location._id);
    expect(res.statusCode).toBe(400);
    // Named as the other one is spelled: that is the one to rename.
    expect(res.json()).toMatchObject({ message: messages.trash.locationNameTaken('armenia') });
    expect((await trashList(t)).map((i) => i._id)).toEqual([location._id]);
  });

  it('a category whose name another category of its type took meanwhile is refused, and stays in the trash', async () => {
    const category = await addCategory(t, 'photo', 'Night');
    await removeOk(t, `/api/gallery_category/remove/${category._id}`);
    await addCategory(t, 'photo', 'NIGHT');
    const res = await restore(t, category._id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.trash.categoryNameTaken('NIGHT') });
    expect((await trashList(t)).map((i) => i._id)).toEqual([category._id]);
    // A video category of that name is no clash.
    const videos = await addCategory(t, 'gallery', 'Dawn');
    await removeOk(t, `/api/gallery_category/remove/${videos._id}`);
    await addCategory(t, 'photo', 'Dawn');
    expect((await restore(t, videos._id)).statusCode).toBe(200);
  });

  it('a carousel image comes back in its place; without its location it cannot, until the location is back', async () => {
    const location = await addLocation(t);
    const add = await t.app.inject(
      formPost(`/api/locations/${location._id}/images/add`, { image: [await jpeg(30, 20), await jpeg(20, 30), await jpeg(25, 25)], alt: '' }, t.token),
    );
    expect(add.statusCode, add.body).toBe(201);
    const images = () => read<Location[]>(t, '/api/locations').then((all) => all[0]?.images.map((i) => i._id) ?? []);
    const order = await images();
    const middle = order[1] as string;
    await removeOk(t, `/api/locations/${location._id}/images/remove/${middle}`);
    expect((await trashList(t))[0]).toMatchObject({ _id: middle, kind: 'location image', caption: 'Image of Armenia' });
    await restoreOk(t, middle);
    expect(await images()).toEqual(order);

    await removeOk(t, `/api/locations/${location._id}/images/remove/${middle}`);
    await removeOk(t, `/api/locations/remove/${location._id}`);
    const refused = await restore(t, middle);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: messages.trash.locationGone });
    await restoreOk(t, location._id);
    expect(await images()).toEqual(order.filter((id) => id !== middle));
    await restoreOk(t, middle);
    expect(await images()).toEqual(order);
  });

  it('slides, team members and partners come back the same, with their files', async () => {
    const slide = await addSlide(t, { caption: 'Opening' });
    const member = await addTeamMember(t, { caption: 'Iryna' });
    const logo = await addPartner(t);
    await removeOk(t, `/api/slider/remove/${slide._id}`);
    await removeOk(t, `/api/team/remove/${member._id}`);
    await removeOk(t, `/api/logo/remove/${logo}`);
    expect(await read<string[]>(t, '/api/logo/')).toEqual([]);
    const items = await trashList(t);
    expect(items.map((i) => i.kind).sort()).toEqual(['member', 'partner', 'slide']);
    // No name and no alt text: no caption (the view says 'Untitled partner' beside its logo), not the file's name.
    expect(items.find((i) => i.kind === 'partner')?.caption).toBe('');
    for (const item of items) await restoreOk(t, item._id);
    expect(await read<Slide[]>(t, '/api/slider')).toEqual([slide]);
    expect(await read<TeamMember[]>(t, '/api/team')).toEqual([member]);
    expect(await read<string[]>(t, '/api/logo/')).toEqual([logo]);
    expect((await t.app.inject(get(`/logos/${logo}`))).statusCode).toBe(200);
  });

  it('lists what each item looked like: its picture and display address, a partner its logo, a category nothing', async () => {
    const category = await addCategory(t, 'photo', 'Stills');
    const photo = await addPhoto(t, { caption: '', alt: 'Gaffer in silhouette', category: category._id });
    const ads = await addCategory(t, 'gallery', 'Ads');
    const video = await addVideo(t, { category: ads._id }, await jpeg(32, 18));
    const slide = await addSlide(t);
    const member = await addTeamMember(t);
    const logo = await addPartner(t);
    const location = await addLocation(t, { name: 'Armenia' });
    const add = await t.app.inject(formPost(`/api/locations/${location._id}/images/add`, { image: await jpeg(30, 20), alt: '' }, t.token));
    expect(add.statusCode, add.body).toBe(201);
    const full = (await read<Location[]>(t, '/api/locations')).find((l) => l._id === location._id) as Location;
    const [carouselImage] = full.images;
    await removeOk(t, `/api/locations/${location._id}/images/remove/${carouselImage?._id}`);
    await removeOk(t, `/api/locations/remove/${location._id}`);
    await removeOk(t, `/api/photo/remove/${photo._id}`);
    await removeOk(t, `/api/gallery/remove/${video._id}`);
    await removeOk(t, `/api/slider/remove/${slide._id}`);
    await removeOk(t, `/api/team/remove/${member._id}`);
    await removeOk(t, `/api/logo/remove/${logo}`);
    await removeOk(t, `/api/gallery_category/remove/${category._id}`);
    await removeOk(t, `/api/gallery_category/remove/${ads._id}`);

    const items = await trashList(t);
    // Both kinds of category may hold the same name: each says which list it came from.
    const types = items.map((i) => [i.kind === 'category' ? i.caption : i.kind, i.categoryType]);
    expect(Object.fromEntries(types)).toEqual({
      Stills: 'photo',
      Ads: 'gallery',
      ...Object.fromEntries(items.filter((i) => i.kind !== 'category').map((i) => [i.kind, null])),
    });
    expect(items).toHaveLength(9);
    // A photo without a caption is named by its alt text, in the trash as in the activity record.
    expect(items.find((i) => i.kind === 'photo')?.caption).toBe('Gaffer in silhouette');
    await t.app.activity.settled();
    const record = (await t.app.inject(get('/api/activity', t.token))).json<ActivityPage>().data.find((r) => r.itemId === photo._id);
    expect(record?.caption).toBe('Gaffer in silhouette');
    const look = Object.fromEntries(items.filter((i) => i.caption !== 'Ads').map((i) => [i.kind, { picture: i.picture, image: i.image }]));
    expect(look).toEqual({
      photo: { picture: photo.picture, image: photo.image },
      video: { picture: video.picture, image: video.image },
      slide: { picture: slide.picture, image: slide.image },
      member: { picture: member.picture, image: member.image },
      location: { picture: full.hero.picture, image: full.hero.image },
      'location image': { picture: carouselImage?.picture, image: carouselImage?.image },
      partner: { picture: null, image: `/logos/${logo}` },
      category: { picture: null, image: null },
    });
    expect(video.picture).not.toBeNull();
  });

  it('purge removes the item and its files for good, answering like every removal', async () => {
    const photo = await addPhoto(t);
    const logo = await addPartner(t);
    await removeOk(t, `/api/photo/remove/${photo._id}`);
    await removeOk(t, `/api/logo/remove/${logo}`);
    const partnerId = (await trashList(t)).find((i) => i.kind === 'partner')?._id as string;
    await removeOk(t, `/api/trash/remove/${photo._id}`);
    await removeOk(t, `/api/trash/remove/${partnerId}`);
    expect(filesOf(t, photo.imageId)).toEqual([]);
    expect((await t.app.inject(get(`/logos/${logo}`))).statusCode).toBe(404);
    expect(await trashList(t)).toEqual([]);
    expect((await restore(t, photo._id)).statusCode).toBe(404);
    expect((await t.app.inject(get(`/api/trash/remove/${photo._id}`, t.token))).statusCode).toBe(404);
  });

  it('a purge that cannot delete a file still purges; the file is logged and left to the sweep', async () => {
    const photo = await addPhoto(t);
    await removeOk(t, `/api/photo/remove/${photo._id}`);
    // The files vanish behind the server's back: the purge must not fail on them.
    await t.app.services.images.remove(photo.imageId);
    await removeOk(t, `/api/trash/remove/${photo._id}`);
    expect(await trashList(t)).toEqual([]);
  });

  it('the maintenance run purges items older than 30 days with their files, and keeps younger ones', async () => {
    const old = await addPhoto(t, { caption: 'old' });
    const young = await addPhoto(t, { caption: 'young' });
    await removeOk(t, `/api/photo/remove/${old._id}`);
    await removeOk(t, `/api/photo/remove/${young._id}`);
    // The first removal happened 30 days and a minute ago.
    const past = (days: number) => new Date(Date.now() - days * dayMs - 60_000).toISOString();
    await t.db.updateTable('trash').set({ deletedAt: past(30), purgeAt: past(0) }).where('id', '=', old._id).execute();
    expect(await t.app.services.trash.purgeExpired()).toBe(1);
    expect((await trashList(t)).map((i) => i._id)).toEqual([young._id]);
    expect(filesOf(t, old.imageId)).toEqual([]);
    expect(filesOf(t, young.imageId).length).toBeGreaterThan(0);
  });

  it('the page data of a removal and a restore: a visitor never sees a trashed item', async () => {
    const video = await addVideo(t, { category: (await addCategory(t, 'gallery'))._id });
    await removeOk(t, `/api/gallery/remove/${video._id}`);
    expect((await t.app.inject(get(`/api/gallery/${video._id}`))).statusCode).toBe(404);
    await restoreOk(t, video._id);
    expect((await t.app.inject(get(`/api/gallery/${video._id}`))).statusCode).toBe(200);
  });

  it('an update of a trashed item is a 404, and the trash keeps it as it was', async () => {
    const photo = await addPhoto(t, { caption: 'before' });
    await removeOk(t, `/api/photo/remove/${photo._id}`);
    const res = await t.app.inject(jsonPost(`/api/photo/update/${photo._id}`, { caption: 'after', text: '' }, t.token));
    expect(res.statusCode).toBe(404);
    await restoreOk(t, photo._id);
    expect((await read<PhotoPage>(t, '/api/photo')).data[0]?.caption).toBe('before');
  });
});
