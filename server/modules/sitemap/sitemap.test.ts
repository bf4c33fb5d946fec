import { pictureVariants } from '#shared/picture.ts';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SitemapContent } from '#shared/content.ts';
import type { Location } from '#shared/schemas/location.ts';
import type { TrashList } from '#shared/schemas/trash.ts';
import type { Video } from '#shared/schemas/video.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  addCategory,
  addLocation,
  addPartner,
  addPhoto,
  addSlide,
  addTeamMember,
  addVideo,
  formPost,
  get,
  jsonPost,
  read,
  removeOk,
} from '../../test/factories.ts';
import { startFakeVimeo, type FakeVimeo } from '../../test/fake-vimeo.ts';
import { jpeg } from '../../test/fixtures.ts';

/**
 * The sitemap's last changes (issue 15): each item's page has the item's `updatedAt`, each list
 * page the newest change of what it shows (removals too), and every write path moves them.
 * Read through the service the sitemap route calls; the XML itself is tested with the web build.
 */

/** Lets the clock pass a millisecond, so the next write's time is later than the last one's (times are ISO text to the millisecond). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

const ok = async (t: TestApp, request: InjectOptions) => {
  const res = await t.app.inject(request);
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
};
const updatedOf = <T extends { updatedAt: string }>(list: T[], pick: (item: T) => string) =>
  Object.fromEntries(list.map((item) => [pick(item), item.updatedAt]));
/** True when the ISO time `a` is after `b` (none is before any). */
const isLater = (a: string | null | undefined, b: string | null | undefined) => (a ?? '') > (b ?? '');
const newestOf = (times: string[]) => [...times].sort().at(-1);
const trashed = async (t: TestApp) => (await ok(t, get('/api/trash', t.token))).json<TrashList>().data;
const restore = (t: TestApp, id: string) => ok(t, { method: 'POST', url: `/api/trash/restore/${id}`, headers: { 'x-access-token': t.token } });

describe('sitemap: pages and their last change', () => {
  let t: TestApp;
  let vimeo: FakeVimeo;
  const sitemap = (max?: number): Promise<SitemapContent> => t.app.services.sitemap.read(max);
  beforeEach(async () => {
    vimeo = await startFakeVimeo();
    t = await buildTestApp({ vimeoUrl: vimeo.url });
  });
  afterEach(async () => {
    await t.close();
    await vimeo.close();
  });

  it('lists every photo page with its widest WebP variant and the photo’s last change; a removed photo goes, and its removal moves /gallery', async () => {
    const wide = await addPhoto(t, { caption: 'Wide' }, await jpeg(1600, 900));
    const small = await addPhoto(t, { caption: 'Small' });
    const widest = pictureVariants(wide.picture).filter((v) => v.format === 'webp').sort((a, b) => b.width - a.width)[0];
    expect(widest?.width).toBe(1600);
    const before = await sitemap();
    expect(before.photos.map((p) => [p.id, p.image])).toEqual([
      [small._id, pictureVariants(small.picture).find((v) => v.format === 'webp')?.url],
      [wide._id, widest?.url],
    ]);
    expect(before.photos.every((p) => p.updatedAt !== '')).toBe(true);
    expect(before.pages['/gallery']).toBe(newestOf(before.photos.map((p) => p.updatedAt)));
    // No slide or video was ever stored: those pages have no last change.
    expect([before.pages['/'], before.pages['/videos']]).toEqual([null, null]);

    await tick();
    await removeOk(t, `/api/photo/remove/${small._id}`);
    const after = await sitemap();
    expect(after.photos.map((p) => p.id)).toEqual([wide._id]);
    const [removal] = await trashed(t);
    expect(after.pages['/gallery']).toBe(removal?.deletedAt);
    expect(isLater(after.pages['/gallery'], before.pages['/gallery'])).toBe(true);
  });

  it('a video’s update moves its own last change only; /videos follows the newest, categories included', async () => {
    const category = await addCategory(t, 'gallery', 'Commercials');
    const first = await addVideo(t, { category: category._id, caption: 'First' });
    const second = await addVideo(t, { category: category._id, caption: 'Second' });
    const before = await sitemap();
    const times = updatedOf(before.videos, (v) => v.video._id);
    expect(Object.keys(times).sort()).toEqual([first._id, second._id].sort());

    await tick();
    await ok(t, formPost(`/api/gallery/update/${first._id}`, { url: first.url, caption: 'First, edited', category: category._id }, t.token));
    const after = await sitemap();
    const now = updatedOf(after.videos, (v) => v.video._id);
    expect(isLater(now[first._id], times[first._id])).toBe(true);
    expect(now[second._id]).toBe(times[second._id]);
    expect(after.pages['/videos']).toBe(now[first._id]);
    expect(after.videos.find((v) => v.video._id === first._id)?.video.caption).toBe('First, edited');
    // Other pages did not change.
    expect({ ...after.pages, '/videos': null }).toEqual({ ...before.pages, '/videos': null });

    await tick();
    await ok(t, jsonPost(`/api/gallery_category/update/${category._id}`, { caption: 'Adverts', type: 'gallery' }, t.token));
    const renamed = await sitemap();
    expect(isLater(renamed.pages['/videos'], after.pages['/videos'])).toBe(true);
    expect(renamed.pages['/gallery']).toBe(after.pages['/gallery']);
  });

  it('saving an order moves the list page and the items that moved; a burst of edits ends on the newest', async () => {
    const photos = [];
    for (const caption of ['A', 'B', 'C']) photos.push(await addPhoto(t, { caption }));
    const before = await sitemap();
    await tick();
    // Shown newest first (C, B, A); the admin puts them as added.
    await ok(t, jsonPost('/api/photo/order', { list: JSON.stringify(photos.map((p) => p._id)) }, t.token));
    const ordered = await sitemap();
    expect(ordered.photos.map((p) => p.id)).toEqual(photos.map((p) => p._id));
    expect(isLater(ordered.pages['/gallery'], before.pages['/gallery'])).toBe(true);
    // A kept its place (position 0 before and after); B and C moved.
    const [a, b, c] = photos.map((p) => p._id);
    const moved = updatedOf(ordered.photos, (p) => p.id);
    const old = updatedOf(before.photos, (p) => p.id);
    expect([moved[a ?? ''] === old[a ?? ''], moved[b ?? ''] === old[b ?? ''], moved[c ?? ''] === old[c ?? '']]).toEqual([true, false, false]);
    expect(ordered.pages['/gallery']).toBe(moved[c ?? '']);

    // Videos have their own order endpoint.
    const category = await addCategory(t, 'gallery');
    const videos: Video[] = [await addVideo(t, { category: category._id }), await addVideo(t, { category: category._id })];
    const listed = await sitemap();
    await tick();
    await ok(t, jsonPost('/api/gallery/gallery-all-update', { list: JSON.stringify(videos.map((v) => v._id)) }, t.token));
    const reordered = await sitemap();
    expect(reordered.videos.map((v) => v.video._id)).toEqual(videos.map((v) => v._id));
    expect(isLater(reordered.pages['/videos'], listed.pages['/videos'])).toBe(true);

    // Parallel edits of every photo: the page's last change is the newest of them, each photo its own.
    await tick();
    await Promise.all(photos.map((p, i) => ok(t, formPost(`/api/photo/update/${p._id}`, { text: `Edit ${i}` }, t.token))));
    const edited = await sitemap();
    const times = edited.photos.map((p) => p.updatedAt);
    expect(times.every((time) => time > (ordered.pages['/gallery'] ?? ''))).toBe(true);
    expect(edited.pages['/gallery']).toBe(newestOf(times));
  });

  it('a restore from the trash is the item’s last change, also for an item trashed before its table had one', async () => {
    const photo = await addPhoto(t, { caption: 'Back again' });
    await removeOk(t, `/api/photo/remove/${photo._id}`);
    const [removal] = await trashed(t);
    await tick();
    await restore(t, photo._id);
    const restored = await sitemap();
    const time = restored.photos.find((p) => p.id === photo._id)?.updatedAt ?? '';
    expect(time > (removal?.deletedAt ?? '')).toBe(true);
    expect(restored.pages['/gallery']).toBe(time);

    // A trash row written before migration 0010: its rows have no updatedAt at all.
    await removeOk(t, `/api/photo/remove/${photo._id}`);
    const row = await t.db.selectFrom('trash').select('payload').where('id', '=', photo._id).executeTakeFirstOrThrow();
    const payload = JSON.parse(row.payload) as { rows: { table: string; rows: Record<string, unknown>[] }[] };
    for (const part of payload.rows) for (const inner of part.rows) delete inner.updatedAt;
    await t.db.updateTable('trash').set({ payload: JSON.stringify(payload) }).where('id', '=', photo._id).execute();
    await tick();
    const start = new Date().toISOString();
    await restore(t, photo._id);
    const again = (await sitemap()).photos.find((p) => p.id === photo._id)?.updatedAt ?? '';
    expect(again >= start).toBe(true);
    expect(again <= new Date().toISOString()).toBe(true);
  });

  it('a location page changes with its texts and each of its images: added, edited, reordered, removed', async () => {
    const location = await addLocation(t, { name: 'Armenia' });
    const other = await addLocation(t, { name: 'Georgia' });
    const lastChange = async () => {
      const { locations } = await sitemap();
      expect(locations.map((l) => l.path)).toEqual(['/Armenia', '/Georgia']);
      return updatedOf(locations, (l) => l.path);
    };
    const steps: Array<() => Promise<unknown>> = [
      async () => ok(t, formPost(`/api/locations/${location._id}/images/add`, { alt: 'Tuff', image: [await jpeg(32, 24), await jpeg(24, 32)] }, t.token)),
      async () => {
        const [image] = (await read<Location>(t, '/api/locations/Armenia')).images;
        return ok(t, formPost(`/api/locations/${location._id}/images/update/${image?._id}`, { alt: 'Ararat' }, t.token));
      },
      async () => {
        const ids = (await read<Location>(t, '/api/locations/Armenia')).images.map((i) => i._id);
        return ok(t, jsonPost(`/api/locations/${location._id}/images/order`, { list: JSON.stringify([...ids].reverse()) }, t.token));
      },
      async () => {
        const [image] = (await read<Location>(t, '/api/locations/Armenia')).images;
        return ok(t, get(`/api/locations/${location._id}/images/remove/${image?._id}`, t.token));
      },
      () => ok(t, formPost(`/api/locations/update/${location._id}`, { intro: 'Highlands and tuff' }, t.token)),
    ];
    let before = await lastChange();
    for (const [i, step] of steps.entries()) {
      await tick();
      await step();
      const after = await lastChange();
      expect(isLater(after['/Armenia'], before['/Armenia']), `step ${i}`).toBe(true);
      expect(after['/Georgia'], `step ${i}`).toBe(before['/Georgia']);
      before = after;
    }
    expect(other._id).not.toBe(location._id);
  });

  it('/ follows the slides, /team its members, partners and texts, /contacts the settings', async () => {
    const steps: Array<[keyof SitemapContent['pages'], () => Promise<unknown>]> = [
      ['/', () => addSlide(t, { caption: 'Opening' })],
      ['/team', () => addTeamMember(t)],
      ['/team', () => addPartner(t)],
      ['/team', () => ok(t, jsonPost('/api/about_us/update', { text: 'Films since 2009', text_extra: 'Kyiv, Tbilisi' }, t.token))],
      ['/contacts', () => ok(t, jsonPost('/api/settings/update', { companyName: 'Renamed Films' }, t.token))],
    ];
    let before = (await sitemap()).pages;
    for (const [page, step] of steps) {
      await tick();
      const start = new Date().toISOString();
      await step();
      const after = (await sitemap()).pages;
      expect(after[page] !== null && after[page] >= start, page).toBe(true);
      expect({ ...after, [page]: null }, page).toEqual({ ...before, [page]: null });
      before = after;
    }
  });

  it('stays within the URLs a sitemap may hold: the last photos, then videos, are left out', async () => {
    const category = await addCategory(t, 'gallery');
    const video = await addVideo(t, { category: category._id });
    const photos = [await addPhoto(t), await addPhoto(t), await addPhoto(t)];
    await addLocation(t, { name: 'Armenia' });
    const all = await sitemap();
    expect(all.truncated).toBe(false);
    expect([all.videos.length, all.photos.length]).toEqual([1, 3]);
    // 5 list pages and 1 location: room for the video and 2 photos, the first two in the site's order.
    const bounded = await sitemap(9);
    expect(bounded.truncated).toBe(true);
    expect(bounded.videos.map((v) => v.video._id)).toEqual([video._id]);
    expect(bounded.photos.map((p) => p.id)).toEqual([photos[2]?._id, photos[1]?._id]);
    expect((await sitemap(10)).truncated).toBe(false);
    const none = await sitemap(6);
    expect([none.videos.length, none.photos.length, none.truncated]).toEqual([0, 0, true]);
    expect(none.locations).toHaveLength(1);
  });
});

describe('/sitemap.xml', () => {
  let t: TestApp;
  let vimeo: FakeVimeo;
  const origin = 'http://localhost:3000';
  beforeEach(async () => {
    vimeo = await startFakeVimeo();
    t = await buildTestApp({ webBuild: true, vimeoUrl: vimeo.url });
  });
  afterEach(async () => {
    await t.close();
    await vimeo.close();
  });

  it('gives each URL its lastmod as a W3C datetime and lists photo pages with the image extension', async () => {
    const photo = await addPhoto(t, { caption: 'Dawn' }, await jpeg(1000, 600));
    const category = await addCategory(t, 'gallery');
    const video = await addVideo(t, { category: category._id });
    await addLocation(t, { name: 'Armenia' });
    const content = await t.app.services.sitemap.read();
    const res = await t.app.inject(get('/sitemap.xml'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    const urls = [...res.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?(.*?)<\/url>/g)].map((m) => ({
      loc: m[1] ?? '',
      lastmod: m[2],
      extra: m[3] ?? '',
    }));
    expect(urls.map((u) => u.loc.slice(origin.length))).toEqual([
      '/',
      '/Armenia',
      '/videos',
      `/videos/watch/${video._id}`,
      '/gallery',
      `/gallery/${photo._id}`,
      '/team',
      '/contacts',
    ]);
    const w3c = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;
    const second = (time: string | null | undefined) => time?.replace(/\.\d{3}Z$/, 'Z');
    const byPath = Object.fromEntries(urls.map((u) => [u.loc.slice(origin.length), u]));
    // No slide was ever stored: the home page has no lastmod; every other page has one.
    expect(byPath['/']?.lastmod).toBeUndefined();
    for (const url of urls.slice(1)) expect(url.lastmod, url.loc).toMatch(w3c);
    expect(byPath[`/gallery/${photo._id}`]?.lastmod).toBe(second(content.photos[0]?.updatedAt));
    expect(byPath[`/videos/watch/${video._id}`]?.lastmod).toBe(second(content.videos[0]?.updatedAt));
    expect(byPath['/videos']?.lastmod).toBe(second(content.pages['/videos']));
    expect(byPath['/Armenia']?.lastmod).toBe(second(content.locations[0]?.updatedAt));
    const widest = pictureVariants(photo.picture).filter((v) => v.format === 'webp').sort((a, b) => b.width - a.width)[0];
    expect(byPath[`/gallery/${photo._id}`]?.extra).toBe(`<image:image><image:loc>${origin}${widest?.url}</image:loc></image:image>`);
    expect(byPath[`/videos/watch/${video._id}`]?.extra).toMatch(/^<video:video>.*<\/video:video>$/);
  });
});
