import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { buildTestApp, testAdmin, type TestApp } from '../test/build-test-app.ts';
import { addCategory, formPost, jsonPost, mediaFiles, read } from '../test/factories.ts';
import { jpeg } from '../test/fixtures.ts';
import { nulField } from './nul-guard.ts';

/** PostgreSQL's text cannot hold U+0000: each of these answered 500 there (npm run fuzz). */
describe('a NUL character in an address or a field', () => {
  let t: TestApp;
  let photos: string;
  beforeAll(async () => {
    t = await buildTestApp({ webBuild: true });
    photos = (await addCategory(t, 'photo', 'Stills'))._id;
  });
  afterAll(() => t.close());

  it('names nothing in the API: an address with an encoded NUL answers 404 in the error shape', async () => {
    for (const url of [
      '/api/gallery/%00',
      '/api/video?category=%00&page=1',
      '/api/partners?x=%00',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ message: messages.notFound, code: 'not_found' });
    }
    // A field its schema checks is refused by the schema first, as any malformed id is.
    const id = await t.app.inject({ url: '/api/photo?category=%00' });
    expect(id.statusCode).toBe(400);
    expect(id.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'category' }] });
  });

  it('names no page: a page address with an encoded NUL answers as one with any unknown name or value', async () => {
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    for (const [url, unknown] of [
      ['/Ukr%00aine', '/Ukrzaine'],
      ['/%00', '/z'],
      ['/videos/watch/%00', '/videos/watch/z'],
      ['/gallery/%00', '/gallery/z'],
      ['/gallery?category=%00', '/gallery?category=z'],
      ['/videos?category=%00&page=%00', '/videos?category=z&page=z'],
    ] as const) {
      const [nul, other] = await Promise.all([
        t.app.inject({ url }),
        t.app.inject({ url: unknown }),
      ]);
      expect(nul.statusCode, url).toBe(other.statusCode);
      expect(nul.headers['content-type'], url).toMatch(/^text\/html/);
      expect(title(nul.body), url).toBe(title(other.body));
    }
    expect((await t.app.inject({ url: '/Ukr%00aine' })).body).toContain(
      'This country does not exist',
    );
    // A client-side navigation's loader data: React Router's own 404 answer, not a 500.
    const data = await t.app.inject({ url: '/Ukr%00aine.data' });
    expect(data.statusCode).toBe(404);
    expect(data.headers['content-type']).toMatch(/^text\/x-script/);
  });

  it('checks the token first: without one, a protected address with a NUL answers 401; with one, 404 and nothing changes', async () => {
    const anonymous = await t.app.inject({ url: '/api/gallery_category/remove/%00' });
    expect(anonymous.statusCode).toBe(401);
    const add = jsonPost(
      '/api/gallery_category/add?from=%00',
      { caption: 'Aerials', type: 'gallery' },
      t.token,
    );
    expect((await t.app.inject({ ...add, headers: {} })).statusCode).toBe(401);
    const signedIn = await t.app.inject(add);
    expect(signedIn.statusCode).toBe(404);
    expect(signedIn.json()).toMatchObject({ code: 'not_found' });
    const captions = (
      await read<{ caption: string }[]>(t, '/api/gallery_category/all/gallery')
    ).map((c) => c.caption);
    expect(captions).not.toContain('Aerials');
  });

  it('is refused in a JSON body, naming the field, and nothing is stored', async () => {
    const res = await t.app.inject(
      jsonPost(
        '/api/gallery_category/add',
        { caption: 'Night\u0000shoots', type: 'gallery' },
        t.token,
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'caption', message: messages.nulCharacter }],
    });
    const captions = (
      await read<{ caption: string }[]>(t, '/api/gallery_category/all/gallery')
    ).map((c) => c.caption);
    expect(captions.some((c) => c.startsWith('Night'))).toBe(false);
  });

  it('is refused in a form with an image, and the upload leaves no file behind', async () => {
    const before = mediaFiles(t);
    const res = await t.app.inject(
      formPost(
        '/api/photo/add',
        { caption: 'Still\u0000', category: photos, image: await jpeg() },
        t.token,
      ),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: [{ field: 'caption', message: messages.nulCharacter }],
    });
    expect(mediaFiles(t)).toEqual(before);
    expect(readdirSync(join(t.dataDir, 'tmp', 'uploads'))).toEqual([]);
  });

  it('is refused in a sign-in (400), before any account is looked up', async () => {
    const res = await t.app.inject(
      jsonPost('/api/auth/login', {
        email: `${testAdmin.email}\u0000`,
        password: testAdmin.password,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'email' }] });
  });

  it('is found at any depth of a body, by its path', () => {
    expect(nulField({ items: [{ text: 'a' }, { text: 'b\u0000' }] })).toBe('items.1.text');
    expect(nulField(['fine', 'also fine'])).toBeNull();
    expect(nulField('\u0000')).toBe('body');
    expect(nulField(undefined)).toBeNull();
  });
});
