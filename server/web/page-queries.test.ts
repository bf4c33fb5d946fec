import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addPhoto } from '../test/factories.ts';
import { buildLoggedApp, type LoggedApp } from '../test/logged-app.ts';

/** The rendered pages, not only the API, against the production build of the site. */
describe('page URLs with any query', () => {
  let t: LoggedApp;
  beforeAll(async () => {
    t = await buildLoggedApp({}, { webBuild: true });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('a page number past any list is an empty list, on the pages and in the API', async () => {
    await addPhoto(t, { caption: 'A still from Kyiv' });
    const first = await t.app.inject({ url: '/gallery' });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('A still from Kyiv');
    for (const url of [
      '/gallery?page=1e18',
      '/videos?page=1e308',
      '/gallery?page=99999999999999999999&category=',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).not.toContain('A still from Kyiv');
    }
    const photos = await t.app.inject({ url: '/api/photo?page=1e18' });
    expect(photos.statusCode).toBe(200);
    expect(photos.json()).toMatchObject({ data: [] });
    const videos = await t.app.inject({ url: '/api/gallery/all/gallery?page=1e308' });
    expect(videos.statusCode).toBe(200);
    expect(videos.json()).toMatchObject({ videos: [] });
  });

  it('the sign-in form posts, so a submit before the app starts never puts the password in the address', async () => {
    const page = await t.app.inject({ url: '/login' });
    expect(page.body).toMatch(/<form [^>]*method="post"/);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.example&password=secret-123456',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/login');
    expect(posted.body).not.toContain('secret-123456');
  });

  it('a failing page is logged as one JSON line with its request id, never on stderr', async () => {
    const stderr = vi.spyOn(console, 'error');
    // A page that does not exist is the visitor's mistake: a 404, not a failure in the log.
    for (const url of ['/a/b/c', '/a/b/c.data', '/videos/watch/zzz', '/Atlantis']) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
    expect(t.logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
    // The database gone: every loader fails.
    await t.db.destroy();
    const res = await t.app.inject({ url: '/gallery' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/\bat \S+ \(|node_modules|driver has already been destroyed/);
    expect(stderr).not.toHaveBeenCalled();
    const failure = t.logs.find((line) => line.level === 50 && String(line.msg).includes('page'));
    expect(failure).toMatchObject({
      reqId: expect.any(String),
      err: { stack: expect.any(String) },
    });
    const request = t.logs.find((line) => line.reqId === failure?.reqId && line.msg === 'request');
    expect(request).toMatchObject({ url: '/gallery', status: 500 });
  });
});
