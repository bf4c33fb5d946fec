import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import type { ActivityPage, ActivityRecord } from '#shared/schemas/activity.ts';
import type { Location } from '#shared/schemas/location.ts';
import type { User } from '#shared/schemas/user.ts';
import { buildTestApp, testAdmin, type TestApp } from '../../test/build-test-app.ts';
import { addCategory, addLocation, addPartner, addPhoto, addSlide, addTeamMember, formPost, get, jsonPost, read, unknownId } from '../../test/factories.ts';
import { jpeg } from '../../test/fixtures.ts';
import { buildLoggedApp } from '../../test/logged-app.ts';
import { createActivityRepository } from './activity.repository.ts';

/** A valid about-us update: the write every test app can always make. */
const aboutTexts = { text: 'Films since 2009', text_extra: 'Kyiv, Tbilisi' };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** One page of the record as the admin reads it, once every answered request's record is written. */
async function activity(query = '', token = t.token, on: TestApp = t): Promise<ActivityPage> {
  await on.app.activity.settled();
  const res = await on.app.inject(get(`/api/activity${query}`, token));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ActivityPage>();
}
const newest = async (query = '') => (await activity(query)).data[0];

async function signIn(email: string, password: string) {
  return t.app.inject(jsonPost('/api/auth/login', { email, password }));
}

describe('GET /api/activity without a token', () => {
  it('answers 401 and tells no one who did what', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const res = await t.app.inject(get('/api/activity', token));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: messages.auth.unauthorized });
    }
  });

  it('is never cached and is documented with its query', async () => {
    const res = await t.app.inject(get('/api/activity', t.token));
    expect(res.headers['cache-control']).toBe('no-store');
    const doc = (await t.app.inject(get('/api/docs/json'))).json<{ paths: Record<string, { get: { parameters: { name: string }[] } }> }>();
    expect(doc.paths['/api/activity']?.get.parameters.map((p) => p.name).sort()).toEqual(['kind', 'page', 'until', 'user']);
  });
});

describe('what is recorded', () => {
  it('records a write: when, which account, what, which item, from which address', async () => {
    const before = Date.now();
    const photo = await addPhoto(t, { caption: 'Carpathians at dawn' });
    const record = await newest();
    expect(record).toEqual({
      at: expect.any(String),
      user: testAdmin.email,
      action: 'add',
      kind: 'photo',
      itemId: photo._id,
      caption: 'Carpathians at dawn',
      ip: '127.0.0.1',
      itemPath: `/gallery/${photo._id}`,
    });
    const at = Date.parse(record?.at ?? '');
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());

    expect((await t.app.inject(formPost(`/api/photo/update/${photo._id}`, { text: 'Only the text' }, t.token))).statusCode).toBe(200);
    // An edit that leaves the caption out still names the item by it.
    expect(await newest()).toMatchObject({ action: 'update', kind: 'photo', itemId: photo._id, caption: 'Carpathians at dawn' });
    expect((await t.app.inject(get(`/api/photo/remove/${photo._id}`, t.token))).statusCode).toBe(200);
    expect(await newest()).toMatchObject({ action: 'remove', kind: 'photo', itemId: photo._id, caption: 'Carpathians at dawn' });
  });

  it('names the item of every kind of write, the orders included', async () => {
    const category = await addCategory(t, 'gallery', 'Commercials');
    expect(await newest()).toMatchObject({ action: 'add', kind: 'category', itemId: category._id, caption: 'Commercials' });

    const video = await t.app.inject(jsonPost('/api/gallery/add', { url: 'https://vimeo.com/76979871', caption: 'Night shift', category: category._id }, t.token));
    expect(video.statusCode, video.body).toBe(201);
    const videoId = (await read<{ data: { _id: string }[] }>(t, '/api/gallery/gallery-all')).data[0]?._id ?? '';
    expect(await newest()).toMatchObject({ action: 'add', kind: 'video', itemId: videoId, caption: 'Night shift' });
    expect((await t.app.inject(formPost('/api/gallery/gallery-all-update', { list: JSON.stringify([videoId]) }, t.token))).statusCode).toBe(200);
    expect(await newest()).toMatchObject({ action: 'order', kind: 'video', itemId: null, caption: 'Video order' });

    const logo = await addPartner(t);
    const partnerId = (await read<{ _id: string; logo?: string }[]>(t, '/api/partners'))[0]?._id;
    // Without a name or alt text it has no caption ('Untitled partner' in the view), not its file's name.
    expect(await newest()).toMatchObject({ action: 'add', kind: 'partner', itemId: partnerId, caption: '' });
    expect((await t.app.inject(get(`/api/logo/remove/${logo}`, t.token))).statusCode).toBe(200);
    expect(await newest()).toMatchObject({ action: 'remove', kind: 'partner', itemId: partnerId, caption: '' });

    expect((await t.app.inject(jsonPost('/api/about_us/update', aboutTexts, t.token))).statusCode).toBe(200);
    expect(await newest()).toMatchObject({ action: 'update', kind: 'about us', caption: 'About us' });
    expect((await t.app.inject(jsonPost('/api/settings/update', { companyName: 'Renamed Films' }, t.token))).statusCode).toBe(200);
    expect(await newest()).toMatchObject({ action: 'update', kind: 'settings', caption: 'Site settings' });

    const location: Location = await addLocation(t, { name: 'Armenia' });
    expect(await newest()).toMatchObject({ action: 'add', kind: 'location', itemId: location._id, caption: 'Armenia' });
    const images = await t.app.inject(
      formPost(`/api/locations/${location._id}/images/add`, { alt: 'Lake Sevan', image: [await jpeg(20, 10), await jpeg(20, 12)] }, t.token),
    );
    expect(images.statusCode, images.body).toBe(201);
    const carousel = (await read<Location>(t, '/api/locations/Armenia')).images.map((image) => image._id);
    expect(await newest()).toMatchObject({ action: 'add', kind: 'location image', itemId: carousel[0], caption: 'Armenia: 2 images' });
    const order = await t.app.inject(formPost(`/api/locations/${location._id}/images/order`, { list: JSON.stringify([...carousel].reverse()) }, t.token));
    expect(order.statusCode, order.body).toBe(200);
    expect(await newest()).toMatchObject({ action: 'order', kind: 'location image', itemId: null, caption: 'Armenia: carousel order' });
  });

  it('names the item of every other write too: edits and removals of each kind', async () => {
    const before = (await activity()).data.length;
    const slide = await addSlide(t, { caption: 'Slide one' });
    const member = await addTeamMember(t, { caption: 'Mykola' });
    const category = await addCategory(t, 'photo', 'Stills');
    const location = await addLocation(t, { name: 'Moldova' });
    const added = await t.app.inject(formPost(`/api/locations/${location._id}/images/add`, { alt: 'Vineyard', image: await jpeg(20, 10) }, t.token));
    expect(added.statusCode).toBe(201);
    const imageId = (await read<Location>(t, '/api/locations/Moldova')).images[0]?._id ?? '';
    // Without a name: the record gives its alt text.
    const logo = await addPartner(t, undefined, { alt: 'Film Fund logo' });
    const partner = (await read<{ _id: string; logo: string }[]>(t, '/api/partners')).find((p) => p.logo === logo);
    const writes = [
      formPost(`/api/slider/update/${slide._id}`, { caption: 'Slide renamed' }, t.token),
      formPost(`/api/team/update/${member._id}`, { caption: 'Mykola K.', text: 'Gaffer' }, t.token),
      jsonPost(`/api/gallery_category/update/${category._id}`, { caption: 'Stills 2', type: 'photo' }, t.token),
      formPost(`/api/locations/update/${location._id}`, { heading: 'filming in' }, t.token),
      formPost(`/api/locations/${location._id}/images/update/${imageId}`, { alt: 'Vineyard at dusk' }, t.token),
      get(`/api/locations/${location._id}/images/remove/${imageId}`, t.token),
      get(`/api/locations/remove/${location._id}`, t.token),
      get(`/api/gallery_category/remove/${category._id}`, t.token),
      get(`/api/team/remove/${member._id}`, t.token),
      get(`/api/slider/remove/${slide._id}`, t.token),
      formPost(`/api/partners/update/${partner?._id ?? ''}`, { name: 'Film Fund' }, t.token),
      get(`/api/partners/remove/${partner?._id ?? ''}`, t.token),
    ];
    for (const call of writes) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${String(call.url)} ${res.body}`).toBeLessThan(300);
    }
    const records = (await activity()).data.slice(0, (await activity()).data.length - before);
    expect(records).toHaveLength(writes.length + 6);
    for (const record of records) {
      expect(record.kind, JSON.stringify(record)).not.toBeNull();
      expect(record.caption, JSON.stringify(record)).not.toBe('');
    }
    expect(records.map((r) => `${r.action} ${r.kind ?? ''}: ${r.caption}`).reverse()).toEqual([
      'add slide: Slide one',
      'add member: Mykola',
      'add category: Stills',
      'add location: Moldova',
      'add location image: Moldova: Vineyard',
      'add partner: Film Fund logo',
      'update slide: Slide renamed',
      'update member: Mykola K.',
      'update category: Stills 2',
      'update location: Moldova',
      'update location image: Moldova: Vineyard at dusk',
      'remove location image: Moldova: Vineyard at dusk',
      'remove location: Moldova',
      'remove category: Stills 2',
      'remove member: Mykola K.',
      'remove slide: Slide renamed',
      'update partner: Film Fund',
      'remove partner: Film Fund',
    ]);
  });

  it('records accounts added and removed, sign-ins, password changes and sign-outs under the account that did them', async () => {
    const email = 'Editor@Test.Example';
    expect((await t.app.inject(jsonPost('/api/users/add', { email, password: 'editor-password' }, t.token))).statusCode).toBe(201);
    const accounts = (await t.app.inject(get('/api/users', t.token))).json<User[]>();
    const editor = accounts.find((a) => a.email === 'editor@test.example');
    expect(editor).toBeDefined();
    expect(await newest()).toMatchObject({ user: testAdmin.email, action: 'add', kind: 'account', itemId: editor?._id, caption: 'editor@test.example' });

    const login = await signIn('editor@test.example', 'editor-password');
    expect(login.statusCode).toBe(200);
    expect(await newest()).toMatchObject({ user: 'editor@test.example', action: 'sign-in', kind: 'account', itemId: editor?._id });
    const editorToken = login.json<{ token: string }>().token;

    const change = await t.app.inject(jsonPost('/api/auth/password', { current: 'editor-password', password: 'a-newer-password' }, editorToken));
    expect(change.statusCode, change.body).toBe(200);
    expect(await newest()).toMatchObject({ user: 'editor@test.example', action: 'password', kind: 'account', itemId: editor?._id });
    const newToken = change.json<{ token: string }>().token;
    expect((await t.app.inject(jsonPost('/api/auth/logout', {}, newToken))).statusCode).toBe(200);
    expect(await newest()).toMatchObject({ user: 'editor@test.example', action: 'sign-out', kind: 'account' });

    expect((await t.app.inject(get(`/api/users/remove/${editor?._id ?? ''}`, t.token))).statusCode).toBe(200);
    expect(await newest()).toMatchObject({ user: testAdmin.email, action: 'remove', kind: 'account', caption: 'editor@test.example' });
    // The removed account's records stay, under its e-mail.
    expect((await activity('?user=editor@test.example')).data.map((r) => r.action)).toEqual(['sign-out', 'password', 'sign-in']);
    // And the account filter's choices still name it (every answer carries them, whatever the filter).
    expect((await activity('?kind=photo')).accounts).toEqual(['editor@test.example', testAdmin.email].sort());
  });

  it('records a refused sign-in with the e-mail tried and the address, never the password', async () => {
    const password = 'guess-number-one-7f3a';
    expect((await signIn('Intruder@Test.Example', password)).statusCode).toBe(400);
    // An address only tried is not an account the filter offers.
    expect((await activity('')).accounts).not.toContain('intruder@test.example');
    expect(await newest()).toEqual({
      at: expect.any(String),
      user: 'intruder@test.example',
      action: 'sign-in failed',
      kind: 'account',
      itemId: null,
      caption: 'intruder@test.example',
      ip: '127.0.0.1',
      itemPath: null,
    });
    // A throttled try (429) is a refused sign-in too.
    let status = 0;
    for (let i = 0; i < 12 && status !== 429; i += 1) status = (await signIn('throttled@test.example', password)).statusCode;
    expect(status).toBe(429);
    const tries = (await activity('?user=throttled@test.example')).data;
    expect(tries.every((r) => r.action === 'sign-in failed')).toBe(true);
    expect(tries.length).toBeGreaterThan(limits.passwordMin);
    const everything = JSON.stringify((await activity()).data);
    expect(everything).not.toContain(password);
  });

  it('records no write that failed: refused input, an unknown item, a wrong current password, no token', async () => {
    const before = await activity();
    const failures = [
      jsonPost('/api/gallery_category/add', { caption: '', type: 'gallery' }, t.token),
      get(`/api/photo/remove/${unknownId}`, t.token),
      formPost(`/api/photo/update/${unknownId}`, { caption: 'Nothing' }, t.token),
      jsonPost('/api/auth/password', { current: 'not-the-password', password: 'whatever-else' }, t.token),
      jsonPost('/api/about_us/update', aboutTexts),
    ];
    for (const call of failures) expect((await t.app.inject(call)).statusCode, String(call.url)).toBeGreaterThanOrEqual(400);
    expect(await activity()).toEqual(before);
  });
});

describe('where an item can be seen', () => {
  /** The item's path on each of its records, newest first. */
  const pathsOf = async (itemId: string) => (await activity()).data.filter((r) => r.itemId === itemId).map((r) => r.itemPath);
  const ok = async (path: string) => expect((await t.app.inject(get(path, t.token))).statusCode, path).toBe(200);

  it('every record of an item leads to it while it is on the site, none while it is in the trash or gone', async () => {
    const photo = await addPhoto(t, { caption: '' });
    expect(await pathsOf(photo._id)).toEqual([`/gallery/${photo._id}`]);
    await ok(`/api/photo/remove/${photo._id}`);
    expect(await pathsOf(photo._id)).toEqual([null, null]);
    expect((await t.app.inject({ method: 'POST', url: `/api/trash/restore/${photo._id}`, headers: { 'x-access-token': t.token } })).statusCode).toBe(200);
    expect(await pathsOf(photo._id)).toEqual(Array(3).fill(`/gallery/${photo._id}`));
    await ok(`/api/photo/remove/${photo._id}`);
    await ok(`/api/trash/remove/${photo._id}`);
    expect(await pathsOf(photo._id)).toEqual(Array(5).fill(null));
  });

  it("a location under today's name, its carousel image at its page, a category at its list, an order at the list it arranged", async () => {
    const location = await addLocation(t, { name: 'Moldova' });
    const add = await t.app.inject(formPost(`/api/locations/${location._id}/images/add`, { image: await jpeg(30, 20), alt: 'Peak' }, t.token));
    expect(add.statusCode, add.body).toBe(201);
    const imageId = (await read<Location[]>(t, '/api/locations')).find((l) => l._id === location._id)?.images[0]?._id ?? '';
    expect((await t.app.inject(formPost(`/api/locations/update/${location._id}`, { name: 'Moldavia' }, t.token))).statusCode).toBe(200);
    expect(await pathsOf(location._id)).toEqual(['/Moldavia', '/Moldavia']);
    expect(await pathsOf(imageId)).toEqual(['/Moldavia']);
    const stills = await addCategory(t, 'photo', 'Stills');
    const ads = await addCategory(t, 'gallery', 'Ads');
    expect(await pathsOf(stills._id)).toEqual([`/gallery?category=${stills._id}`]);
    expect(await pathsOf(ads._id)).toEqual([`/videos?category=${ads._id}`]);
    const member = await addTeamMember(t);
    expect(await pathsOf(member._id)).toEqual(['/team#team']);
    expect((await t.app.inject(jsonPost('/api/team/order', { list: JSON.stringify([member._id]) }, t.token))).statusCode).toBe(200);
    expect(await newest()).toMatchObject({ action: 'order', kind: 'member', itemId: null, itemPath: '/team#team' });
  });
});

describe('where an item can be seen, read in parallel with removals', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it("50 parallel reads while 25 of the items go to the trash: each answer whole, each link the item's or none", async () => {
    const added = await Promise.all(Array.from({ length: 25 }, (_, i) => addCategory(app, 'photo', `Parallel ${i}`)));
    await app.app.activity.settled();
    const pathOf = new Map(added.map((c) => [c._id, `/gallery?category=${c._id}`]));
    const reads = Array.from({ length: 50 }, () => app.app.inject(get('/api/activity', app.token)));
    const removals = added.map((c) => app.app.inject(get(`/api/gallery_category/remove/${c._id}`, app.token)));
    const [answers, removed] = await Promise.all([Promise.all(reads), Promise.all(removals)]);
    expect(removed.map((res) => res.statusCode)).toEqual(Array(25).fill(200));
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      const records = res.json<ActivityPage>().data.filter((r) => r.itemId !== null && pathOf.has(r.itemId));
      expect(records.length).toBeGreaterThanOrEqual(25);
      for (const record of records) expect([pathOf.get(record.itemId ?? ''), null]).toContain(record.itemPath);
    }
    // Once the removals are in, no record of those items leads anywhere.
    await app.app.activity.settled();
    const after = (await app.app.inject(get('/api/activity', app.token))).json<ActivityPage>().data;
    const theirs = after.filter((r) => r.itemId !== null && pathOf.has(r.itemId));
    expect(theirs).toHaveLength(50);
    expect(theirs.every((r) => r.itemPath === null)).toBe(true);
  });
});

describe('paging and filters', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });
  const page = async (query: string) => {
    await app.app.activity.settled();
    const res = await app.app.inject(get(`/api/activity${query}`, app.token));
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ActivityPage>();
  };

  it('keeps every record of 50 parallel writes, newest first, a page at a time', async () => {
    const captions = Array.from({ length: 50 }, (_, i) => `Burst ${i}`);
    const answers = await Promise.all(
      captions.map((caption) => app.app.inject(jsonPost('/api/gallery_category/add', { caption, type: 'photo' }, app.token))),
    );
    expect(answers.every((res) => res.statusCode === 201)).toBe(true);
    const ids = answers.map((res) => res.json<{ gallery_category: { _id: string } }>().gallery_category._id);

    // 50 writes and the sign-in that made the token.
    const first = await page('');
    expect(first.pages).toBe(Math.ceil(51 / limits.activityPageSize));
    const all: ActivityRecord[] = [];
    for (let n = 1; n <= first.pages; n += 1) all.push(...(await page(`?page=${n}`)).data);
    expect(all).toHaveLength(51);
    expect(all.at(-1)).toMatchObject({ action: 'sign-in' });
    const burst = all.slice(0, 50);
    expect(new Set(burst.map((r) => r.itemId))).toEqual(new Set(ids));
    expect(new Set(burst.map((r) => r.caption))).toEqual(new Set(captions));
    // Newest first: the times never go up down the list.
    const times = all.map((r) => r.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await page(`?page=${first.pages + 1}`)).data).toEqual([]);
  });

  it('filters by account (e-mail in any letter case, or id) and by kind', async () => {
    const adminId = (await app.app.inject(get('/api/users', app.token))).json<User[]>()[0]?._id ?? '';
    expect((await app.app.inject(jsonPost('/api/about_us/update', aboutTexts, app.token))).statusCode).toBe(200);
    expect((await app.app.inject(jsonPost('/api/auth/login', { email: 'nobody@test.example', password: 'wrong-one' }))).statusCode).toBe(400);

    const byEmail = await page(`?user=${encodeURIComponent(testAdmin.email.toUpperCase())}`);
    const byId = await page(`?user=${adminId}`);
    expect(byEmail.data.length).toBeGreaterThan(0);
    expect(byId).toEqual(byEmail);
    expect(byEmail.data.every((r) => r.user === testAdmin.email)).toBe(true);
    expect(byEmail.data.some((r) => r.caption === 'nobody@test.example')).toBe(false);

    expect((await page('?kind=about%20us')).data).toEqual([expect.objectContaining({ action: 'update', caption: 'About us' })]);
    const accounts = await page(`?kind=account&user=${encodeURIComponent(testAdmin.email)}`);
    expect(accounts.data.map((r) => r.action)).toEqual(['sign-in']);
    expect(await page('?kind=nothing-like-this')).toMatchObject({ data: [], pages: 0 });
    // Empty filters are no filters; an unreadable page is page 1.
    expect(await page('?user=&kind=&page=abc')).toEqual(await page(''));
  });

  it('pages through the record as it stood at its first page (until): writes made meanwhile push nothing from one page onto the next', async () => {
    const size = limits.activityPageSize;
    // Categories, each named: a row repeated from one page to the next would show by its caption.
    const add = (caption: string) => app.app.inject(jsonPost('/api/gallery_category/add', { caption, type: 'photo' }, app.token));
    for (let i = 0; i < size * 2; i += 1) expect((await add(`Stood ${i}`)).statusCode).toBe(201);
    const first = await page('?kind=category');
    expect(first.until).toMatch(/^[0-9a-f]{24}$/);
    // Meanwhile: a burst of writes of the same kind, in parallel.
    const burst = await Promise.all(Array.from({ length: 7 }, (_, i) => add(`Meanwhile ${i}`)));
    expect(burst.every((res) => res.statusCode === 201)).toBe(true);
    const second = await page(`?kind=category&page=2&until=${first.until}`);
    expect(second.until).toBe(first.until);
    expect(second.pages).toBe(first.pages);
    const captions = (records: ActivityRecord[]) => records.map((r) => r.caption);
    // Page 2 goes on where page 1 ended: 'Stood 49' … 'Stood 0' below 'Stood 99' … 'Stood 50'.
    expect(captions(first.data).slice(0, size)).toEqual(Array.from({ length: size }, (_, i) => `Stood ${size * 2 - 1 - i}`));
    expect(captions(second.data).slice(0, size)).toEqual(Array.from({ length: size }, (_, i) => `Stood ${size - 1 - i}`));
    expect(captions(second.data).some((c) => c.startsWith('Meanwhile'))).toBe(false);
    expect(await page(`?kind=category&until=${first.until}`)).toEqual(first);
    // Without it, the view counts from the newest record again: the burst is on page 1.
    const now = await page('?kind=category');
    expect(now.until).not.toBe(first.until);
    expect(captions(now.data).slice(0, 7).sort()).toEqual(Array.from({ length: 7 }, (_, i) => `Meanwhile ${i}`));
    // An unreadable until is no until.
    expect(await page('?kind=category&until=not-an-id')).toEqual(now);
  });

  it('refuses an overlong filter with 400', async () => {
    const res = await app.app.inject(get(`/api/activity?user=${'a'.repeat(400)}`, app.token));
    expect(res.statusCode).toBe(400);
  });
});

describe('keeping the record', () => {
  const day = 24 * 3600_000;
  const oldRecord = (caption: string) => ({ userId: null, user: 'old@test.example', action: 'add', kind: 'photo', itemId: null, caption, ip: '10.0.0.1' });

  it('drops records older than a year on the first insert of an instance, and keeps younger ones', async () => {
    const first = await buildTestApp();
    try {
      const repository = createActivityRepository(first.db);
      await repository.insert(oldRecord('Too old'), new Date(Date.now() - (limits.activityKeepDays + 1) * day));
      await repository.insert(oldRecord('Still kept'), new Date(Date.now() - (limits.activityKeepDays - 1) * day));
      // Another instance starts: its first record (the sign-in that made its token) drops what is too old.
      const second = await buildTestApp({ shared: first });
      await second.app.activity.settled();
      await second.app.close();
      const captions = (await activity('', first.token, first)).data.map((r) => r.caption);
      expect(captions).toContain('Still kept');
      expect(captions).not.toContain('Too old');
    } finally {
      await first.close();
    }
  });

  it('drops them on the hourly schedule too (dropOld)', async () => {
    const repository = createActivityRepository(t.db);
    await repository.insert(oldRecord('Ancient'), new Date(Date.now() - (limits.activityKeepDays + 30) * day));
    expect(await t.app.activity.dropOld()).toBe(1);
    expect((await activity()).data.map((r) => r.caption)).not.toContain('Ancient');
  });

  it('answers a write normally when its record cannot be written, and logs that', async () => {
    const app = await buildLoggedApp();
    try {
      await app.db.schema.dropTable('activity').execute();
      const res = await app.app.inject(jsonPost('/api/about_us/update', { ...aboutTexts, text: 'Kept anyway' }, app.token));
      expect(res.statusCode).toBe(200);
      await app.app.activity.settled();
      expect((await app.app.inject(get('/api/about_us'))).json<{ text: string }[]>()[0]?.text).toBe('Kept anyway');
      expect(app.logs.filter((line) => line.msg === 'could not write the activity record')).toEqual([
        expect.objectContaining({ level: 50, action: 'update' }),
      ]);
    } finally {
      await app.close();
    }
  });
});
