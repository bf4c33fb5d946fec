import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { addLocation } from '../test/factories.ts';

/** The links the "This country does not exist" view offers, in order (not the menu's). */
const offered = (html: string) => {
  const view = html.slice(html.indexOf('id="error-title"'));
  return [...view.slice(0, view.indexOf('</section>')).matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => m[1]);
};

describe('a mistyped single-segment address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ webBuild: true });
    await addLocation(t, { name: 'Ukraine' });
  });
  afterAll(() => t.close());

  it('keeps "This country does not exist" (404) and offers the page the visitor likely wanted, then the locations', async () => {
    for (const [typed, wanted] of [
      ['/contact', '/contacts'],
      ['/about', '/team'],
      ['/news', '/videos'],
      ['/ukrain', '/Ukraine'],
    ] as const) {
      const res = await t.app.inject({ url: typed });
      expect(res.statusCode, typed).toBe(404);
      expect(res.body).toContain('This country does not exist');
      expect(res.body).toContain('Perhaps you were looking for:');
      expect(offered(res.body)[0], typed).toBe(wanted);
      expect(offered(res.body).at(-1), typed).toBe('/Ukraine');
    }
  });

  it('offers only the locations when nothing is close', async () => {
    const res = await t.app.inject({ url: '/Narnia' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Perhaps you were looking for');
    expect(offered(res.body)).toEqual(['/Ukraine']);
  });

  it('sends another spelling of a page (a trailing slash, capitals in its name) to its one address (301), with the query', async () => {
    for (const [typed, known] of [
      ['/videos/', '/videos'],
      ['/VIDEOS?pages=2&page=1', '/videos?pages=2&page=1'],
      ['/Gallery/', '/gallery'],
      ['/Ukraine/', '/Ukraine'],
      ['/team//', '/team'],
      ['/Admin/Trash', '/admin/trash'],
    ] as const) {
      const res = await t.app.inject({ url: typed });
      expect(res.statusCode, typed).toBe(301);
      expect(res.headers.location, typed).toBe(known);
      expect((await t.app.inject({ url: known })).statusCode, known).toBe(200);
    }
    // A path that begins with two slashes is never sent on: its Location would name another host.
    for (const typed of ['//videos/', '//example.com/']) {
      const res = await t.app.inject({ url: typed });
      expect(res.statusCode, typed).not.toBe(301);
      expect(res.headers.location, typed).toBeUndefined();
    }
    expect((await t.app.inject({ url: '/' })).statusCode).toBe(200);
  });

  it('reads an address beginning with two slashes as a path here: 404, never a page of the "host" it names, never a 500', async () => {
    for (const typed of [
      '//Ukraine',
      '//videos?page=1',
      // npm run fuzz's counterexample: a "host" of characters no URL accepts answered 500.
      '//%F2%B7%B3%97%F4%8F%BF%BE%F3%8D%95%B7__loo?index=%F4%88%A0%B8%F1%A6%B9%BA&%5C%3A%23',
    ]) {
      const res = await t.app.inject({ url: typed });
      expect(res.statusCode, typed).toBe(404);
    }
  });
});
