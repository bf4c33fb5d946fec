import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import {
  addCategory,
  addPartner,
  addPhoto,
  addSlide,
  addTeamMember,
  addVideo,
  get,
  read,
  jsonPost,
  unknownId,
} from '../test/factories.ts';

/** How to make an item each removal can delete, and to see whether it is still there. */
interface Fixture {
  add(t: TestApp): Promise<string>;
  exists(t: TestApp, key: string): Promise<boolean>;
}
const inList = <T>(url: string, keyOf: (item: T) => string) => async (t: TestApp, key: string) =>
  (await read<T[]>(t, url)).some((item) => keyOf(item) === key);
const byId = (item: { _id: string }) => item._id;

const fixtures: Record<string, Fixture> = {
  '/api/slider/remove/{id}': { add: async (t) => (await addSlide(t))._id, exists: inList('/api/slider', byId) },
  '/api/gallery/remove/{id}': {
    add: async (t) => (await addVideo(t, { category: (await addCategory(t, 'gallery'))._id }))._id,
    exists: async (t, id) => (await t.app.inject(get(`/api/gallery/${id}`))).statusCode === 200,
  },
  '/api/gallery_category/remove/{id}': {
    add: async (t) => (await addCategory(t, 'photo', 'Doomed'))._id,
    exists: inList('/api/gallery_category/all/photo', byId),
  },
  '/api/photo/remove/{id}': {
    add: async (t) => (await addPhoto(t))._id,
    exists: async (t, id) => (await read<{ data: { _id: string }[] }>(t, '/api/photo')).data.some((p) => p._id === id),
  },
  '/api/team/remove/{id}': { add: async (t) => (await addTeamMember(t))._id, exists: inList('/api/team', byId) },
  '/api/logo/remove/{name}': { add: addPartner, exists: inList('/api/logo/', (name: string) => name) },
  '/api/users/remove/{id}': {
    add: async (t) => {
      const email = `removable-${Date.now()}@test.example`;
      await t.app.inject(jsonPost('/api/users/add', { email, password: 'removable-password' }, t.token));
      return accountIds(t).then((ids) => ids.at(-1) ?? '');
    },
    exists: async (t, id) => (await accountIds(t)).includes(id),
  },
};

/** The accounts list needs the token. */
async function accountIds(t: TestApp): Promise<string[]> {
  return (await t.app.inject(get('/api/users', t.token))).json<{ _id: string }[]>().map((a) => a._id);
}

const fill = (path: string, key: string) => path.replace(/\{[^}]+\}/, key);

describe('removals are not reachable by HEAD', () => {
  let t: TestApp;
  let removePaths: string[];
  beforeAll(async () => {
    t = await buildTestApp();
    const doc = await read<{ paths: Record<string, Record<string, unknown>> }>(t, '/api/docs/json');
    removePaths = Object.keys(doc.paths).filter((path) => path.includes('/remove/'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds the removals in the API document', () => {
    expect(removePaths).toEqual(expect.arrayContaining(Object.keys(fixtures)));
  });

  it('every removal of the API document has no HEAD route: HEAD with a token answers 404', async () => {
    for (const path of removePaths) {
      const url = fill(path, unknownId);
      expect(t.app.hasRoute({ method: 'HEAD', url: path.replace(/\{([^}]+)\}/, ':$1') }), path).toBe(false);
      const head = await t.app.inject({ method: 'HEAD', url, headers: { 'x-access-token': t.token } });
      expect(head.statusCode, path).toBe(404);
    }
  });

  it.each(Object.entries(fixtures))('HEAD %s with a token leaves the item; GET removes it', async (path, fixture) => {
    const key = await fixture.add(t);
    const url = fill(path, encodeURIComponent(key));
    const head = await t.app.inject({ method: 'HEAD', url, headers: { 'x-access-token': t.token } });
    expect(head.statusCode).toBe(404);
    expect(await fixture.exists(t, key)).toBe(true);

    const removed = await t.app.inject(get(url, t.token));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: 'success', status: 200 });
    expect(await fixture.exists(t, key)).toBe(false);
  });
});
