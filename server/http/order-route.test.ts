import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { limits, textLimits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import type { Category } from '#shared/schemas/category.ts';
import type { Partner } from '#shared/schemas/partner.ts';
import type { PhotoPage } from '#shared/schemas/photo.ts';
import type { Slide } from '#shared/schemas/slide.ts';
import type { TeamMember } from '#shared/schemas/team.ts';
import { expectUnauthorized } from '../test/auth-cases.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { jpeg } from '../test/fixtures.ts';
import { addCategory, addPartner, addPhoto, addSlide, addTeamMember, formPost, get, read, unknownId } from '../test/factories.ts';

/**
 * The four orders of DESIGN.md section 11: POST /api/{photo,team,logo,slider}/order with `list`,
 * the ids in their new order. Each list follows its order; a new item goes first; a list that is
 * not exactly the current items changes nothing and says why.
 */
interface Kind {
  name: string;
  url: string;
  /** The list's ids as the public read answers them, in order. */
  ids: (t: TestApp) => Promise<string[]>;
  add: (t: TestApp, n: number) => Promise<void>;
  /** The add request alone, for bursts (the factories read the list around their own add). */
  addUrl: string;
  /** Every public read whose order must stay as it is after a refused order. */
  reads: string[];
  noun: string;
}

const allPhotoIds = async (t: TestApp) => {
  const { pages } = await read<PhotoPage>(t, '/api/photo?page=1');
  const ids: string[] = [];
  for (let n = 1; n <= pages; n += 1) ids.push(...(await read<PhotoPage>(t, `/api/photo?page=${n}`)).data.map((p) => p._id));
  return ids;
};

const kinds: Kind[] = [
  {
    name: 'photos',
    addUrl: '/api/photo/add',
    url: '/api/photo/order',
    ids: allPhotoIds,
    add: async (t, n) => void (await addPhoto(t, { caption: `Photo ${n}` })),
    reads: ['/api/photo?page=1', '/api/photo?page=2'],
    noun: 'photos',
  },
  {
    name: 'team members',
    addUrl: '/api/team/add',
    url: '/api/team/order',
    ids: async (t) => (await read<TeamMember[]>(t, '/api/team')).map((m) => m._id),
    add: async (t, n) => void (await addTeamMember(t, { caption: `Member ${n}` })),
    reads: ['/api/team'],
    noun: 'team members',
  },
  {
    name: 'partners',
    addUrl: '/api/logo/add',
    url: '/api/logo/order',
    ids: async (t) => (await read<Partner[]>(t, '/api/partners')).map((p) => p._id),
    add: async (t) => void (await addPartner(t)),
    reads: ['/api/partners', '/api/logo/'],
    noun: 'partners',
  },
  {
    name: 'slides',
    addUrl: '/api/slider/add',
    url: '/api/slider/order',
    ids: async (t) => (await read<Slide[]>(t, '/api/slider')).map((s) => s._id),
    add: async (t, n) => void (await addSlide(t, { caption: `Slide ${n}` })),
    reads: ['/api/slider'],
    noun: 'slides',
  },
];

const order = (t: TestApp, url: string, list: unknown, token: string | undefined = t.token) =>
  t.app.inject(formPost(url, { list: typeof list === 'string' ? list : JSON.stringify(list) }, token));

/** Adds `count` items one after another and answers their ids in the order they were added. */
async function addMany(t: TestApp, kind: Kind, count: number): Promise<string[]> {
  const added: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const before = new Set(await kind.ids(t));
    await kind.add(t, n);
    added.push(...(await kind.ids(t)).filter((id) => !before.has(id)));
  }
  expect(added).toHaveLength(count);
  return added;
}

/** Reads every given public answer, to compare before and after a refused order. */
const snapshot = async (t: TestApp, urls: string[]) => Promise.all(urls.map(async (url) => (await t.app.inject(get(url))).body));

describe.each(kinds)('the order of $name', (kind) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('lists newest first until ordered; the saved order is what every read answers, and a new item goes first', async () => {
    const added = await addMany(t, kind, 4);
    expect(await kind.ids(t)).toEqual([...added].reverse());

    const wanted = [added[1], added[3], added[0], added[2]] as string[];
    const res = await order(t, kind.url, wanted);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 200 });
    expect(await kind.ids(t)).toEqual(wanted);
    if (kind.name === 'partners') {
      // The old list of file names follows the same order.
      const partners = await read<Partner[]>(t, '/api/partners');
      expect(await read<string[]>(t, '/api/logo/')).toEqual(partners.map((p) => p.logo));
    }

    const [newest] = await addMany(t, kind, 1);
    expect(await kind.ids(t)).toEqual([newest, ...wanted]);
    // Saving the same order again is allowed and changes nothing.
    const again = await order(t, kind.url, [newest, ...wanted]);
    expect(again.statusCode).toBe(200);
    expect(await kind.ids(t)).toEqual([newest, ...wanted]);
  });

  it(`takes a list of ${textLimits.orderList} characters (the text limit); one more is refused and changes nothing`, async () => {
    const added = await addMany(t, kind, 2);
    const wanted = [...added];
    // The current items in a new order, padded with JSON's own whitespace to the length.
    const atLimit = JSON.stringify(wanted).padEnd(textLimits.orderList, ' ');
    const before = await snapshot(t, kind.reads);
    const over = await order(t, kind.url, `${atLimit} `);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ errors: [{ field: 'list', message: messages.maxSymbols(textLimits.orderList) }] });
    expect(await snapshot(t, kind.reads)).toEqual(before);
    const res = await order(t, kind.url, atLimit);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(await kind.ids(t)).toEqual(wanted);
  });

  it('refuses a list that is not exactly the current items, each once, with a clear message, and changes nothing', async () => {
    const added = await addMany(t, kind, 3);
    const [a, b, c] = added as [string, string, string];
    const before = await snapshot(t, kind.reads);
    const mismatch = [{ field: 'list', message: messages.orderMismatch(kind.noun) }];
    const cases: [string, unknown, { field: string; message: string }[]][] = [
      ['one missing', [a, b], mismatch],
      ['an unknown id', [a, b, c, unknownId], mismatch],
      ['an unknown id instead of one', [a, b, unknownId], mismatch],
      ['one twice', [a, b, c, c], mismatch],
      ['one twice instead of another', [a, b, b], mismatch],
      ['empty', [], [{ field: 'list', message: messages.orderEmpty }]],
      ['not JSON', '[oops', [{ field: 'list', message: messages.jsonArray }]],
      ['not ids', [a, 'x', b], [{ field: 'list.1', message: 'Invalid id' }]],
      ['not a list', { a }, [{ field: 'list', message: expect.any(String) }]],
    ];
    for (const [label, list, errors] of cases) {
      const res = await order(t, kind.url, list);
      expect(res.statusCode, `${label}: ${res.body}`).toBe(400);
      expect(res.json(), label).toMatchObject({ errors });
    }
    const missing = await t.app.inject(formPost(kind.url, {}, t.token));
    expect(missing.statusCode).toBe(400);
    expect(await snapshot(t, kind.reads)).toEqual(before);
  });

  it('needs a token', async () => {
    const added = await addMany(t, kind, 2);
    await expectUnauthorized(t, formPost(kind.url, { list: JSON.stringify([...added]) }), kind.reads);
  });

  it('a burst of orders and adds at once loses nothing and repeats nothing', async () => {
    const added = await addMany(t, kind, 4);
    const orders = [added, [...added].reverse(), [added[2], added[0], added[3], added[1]]] as string[][];
    const results = await Promise.all([
      ...orders.map((list) => order(t, kind.url, list)),
      ...[100, 101].map(async (n) => {
        const res = await t.app.inject(formPost(kind.addUrl, { caption: `Item ${n}`, text: 'Text', image: await jpeg(24, 32) }, t.token));
        expect(res.statusCode, res.body).toBe(201);
        return null;
      }),
      ...orders.map((list) => order(t, kind.url, list)),
    ]);
    for (const res of results) {
      // An order that raced an add may find the list changed: refused, never half saved.
      if (res) expect([200, 400], res.body).toContain(res.statusCode);
    }
    const ids = await kind.ids(t);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
    expect(ids).toEqual(expect.arrayContaining(added));
    // Orders naming the four could not pass once the adds were in; the two new ones are first.
    expect(ids.slice(2)).toEqual(expect.arrayContaining(added));

    // The list is whole again: the current ids in any order are accepted.
    const reversed = [...ids].reverse();
    expect((await order(t, kind.url, reversed)).statusCode).toBe(200);
    expect(await kind.ids(t)).toEqual(reversed);
  });
});

describe('the photo order and categories', () => {
  let t: TestApp;
  let stills: Category;
  beforeEach(async () => {
    t = await buildTestApp();
    stills = await addCategory(t, 'photo', 'Stills');
  });
  afterEach(async () => {
    await t.close();
  });

  it("is one order for all photos: a category's pages show its photos in it, page by page", async () => {
    const count = limits.photosPageSize * 2 + 3;
    const added: { id: string; inStills: boolean }[] = [];
    for (let n = 0; n < count; n += 1) {
      const inStills = n % 3 === 0;
      const photo = await addPhoto(t, { caption: `Photo ${n}`, ...(inStills ? { category: stills._id } : {}) });
      added.push({ id: photo._id, inStills });
    }
    // Odd places first, then even ones: every photo moves.
    const wanted = [...added.filter((_, i) => i % 2 === 1), ...added.filter((_, i) => i % 2 === 0)];
    expect((await order(t, '/api/photo/order', wanted.map((p) => p.id))).statusCode).toBe(200);
    expect(await allPhotoIds(t)).toEqual(wanted.map((p) => p.id));

    const stillIds: string[] = [];
    const { pages } = await read<PhotoPage>(t, `/api/photo?category=${stills._id}&page=1`);
    expect(pages).toBe(1);
    for (let n = 1; n <= pages; n += 1) {
      stillIds.push(...(await read<PhotoPage>(t, `/api/photo?category=${stills._id}&page=${n}`)).data.map((p) => p._id));
    }
    expect(stillIds).toEqual(wanted.filter((p) => p.inStills).map((p) => p.id));
    // Page 3 holds the last three of the order.
    expect((await read<PhotoPage>(t, '/api/photo?page=3')).data.map((p) => p._id)).toEqual(wanted.slice(-3).map((p) => p.id));
  });

  it('an order that names a photo removed meanwhile is refused; the rest keep their order', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 3; n += 1) ids.push((await addPhoto(t, { caption: `Photo ${n}` }))._id);
    const removed = await t.app.inject(get(`/api/photo/remove/${ids[0]}`, t.token));
    expect(removed.statusCode).toBe(200);
    const res = await order(t, '/api/photo/order', ids);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ field: 'list', message: messages.orderMismatch('photos') }] });
    expect(await allPhotoIds(t)).toEqual([ids[2], ids[1]]);
  });
});
