import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { expectUnauthorized } from '../../test/auth-cases.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addPartner, formPost, get, mediaFiles, read, removeOk } from '../../test/factories.ts';
import { jpeg, png } from '../../test/fixtures.ts';
import type { Partner } from '#shared/schemas/partner.ts';

const logos = (t: TestApp) => read<string[]>(t, '/api/logo/');
const partners = (t: TestApp) => read<Partner[]>(t, '/api/partners');

describe('partner logos', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('GET /api/logo/ starts empty', async () => {
    expect(await logos(t)).toEqual([]);
  });

  it('add answers 201 {message: success}; the logo is listed and served at /logos/{name}', async () => {
    const res = await t.app.inject(
      formPost('/api/logo/add', { image: await png(900, 300) }, t.token),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'success' });
    const [name] = await logos(t);
    expect(name).toMatch(/^[0-9a-f]{24}\.(webp|png)$/);
    const served = await t.app.inject({ method: 'GET', url: `/logos/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.width).toBeLessThanOrEqual(900);
    expect(meta.exif).toBeUndefined();
  });

  it('lists several logos', async () => {
    const names = [await addPartner(t), await addPartner(t, await png())];
    expect((await logos(t)).sort()).toEqual(names.sort());
  });

  it('add without a file is refused with No file', async () => {
    const res = await t.app.inject(formPost('/api/logo/add', {}, t.token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: messages.noFile.title,
      errors: [{ field: 'image', message: messages.noFile.description }],
    });
    expect(await logos(t)).toEqual([]);
  });

  it('add refuses a file that is not a .png or .jpg image, storing nothing', async () => {
    const res = await t.app.inject(
      formPost('/api/logo/add', { image: Buffer.from('GIF? no, text') }, t.token, 'logo.png'),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: messages.imageType });
    expect(await logos(t)).toEqual([]);
    expect(mediaFiles(t)).toEqual([]);
  });

  it('remove answers 200 {message, status} and moves the partner to the trash; the file goes when it is purged', async () => {
    const gone = await addPartner(t);
    const kept = await addPartner(t);
    expect(existsSync(join(t.mediaDir, 'logos', gone))).toBe(true);
    const goneId = (await partners(t)).find((p) => p.logo === gone)?._id ?? '';
    await removeOk(t, `/api/logo/remove/${gone}`);
    expect(await logos(t)).toEqual([kept]);
    expect(existsSync(join(t.mediaDir, 'logos', gone))).toBe(true);
    await removeOk(t, `/api/trash/remove/${goneId}`);
    expect(existsSync(join(t.mediaDir, 'logos', gone))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/logos/${gone}` })).statusCode).toBe(404);
  });

  it('remove accepts only a listed name: paths and unknown names are 404 and touch nothing', async () => {
    const name = await addPartner(t);
    const files = mediaFiles(t);
    // The data folder holds the SQLite file (when the suite runs on SQLite) and the JWT secret.
    const dataFiles = readdirSync(t.dataDir).sort();
    const attempts = [
      '..%2F..%2Fetc%2Fpasswd',
      '..%2Fsite.db',
      '..%2Fjwt-secret',
      'aaaaaaaaaaaaaaaaaaaaaaaa.webp',
      encodeURIComponent(`../logos/${name}`),
      encodeURIComponent(`./${name}`),
      name.toUpperCase(),
      'a'.repeat(500),
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject(get(`/api/logo/remove/${attempt}`, t.token));
      expect(res.statusCode, attempt).toBe(404);
      expect(res.json()).toMatchObject({ message: expect.any(String) });
    }
    expect(await logos(t)).toEqual([name]);
    expect(mediaFiles(t)).toEqual(files);
    expect(readdirSync(t.dataDir).sort()).toEqual(dataFiles);
    expect(dataFiles).toContain('jwt-secret');
  });

  it('refuses every mutation without a valid token', async () => {
    const name = await addPartner(t);
    await expectUnauthorized(t, formPost('/api/logo/add', { image: await jpeg() }), ['/api/logo/']);
    await expectUnauthorized(t, get(`/api/logo/remove/${name}`), ['/api/logo/']);
    expect(await logos(t)).toEqual([name]);
  });

  it('add takes a name, an https link and an alt text; GET /api/partners lists the records, GET /api/logo/ still the file names', async () => {
    const res = await t.app.inject(
      formPost(
        '/api/logo/add',
        { name: ' Velta Motors ', url: 'https://velta.example/about', alt: 'Velta Motors, a blue wing', image: await png(300, 100) },
        t.token,
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const newer = await addPartner(t);
    // A new partner goes first.
    const [, name] = await logos(t);
    expect(name).toMatch(/^[0-9a-f]{24}\.(webp|png)$/);
    const list = await partners(t);
    expect(list).toEqual([
      { _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: '', url: '', alt: '', image: `/logos/${newer}`, logo: newer },
      { _id: expect.stringMatching(/^[0-9a-f]{24}$/), name: 'Velta Motors', url: 'https://velta.example/about', alt: 'Velta Motors, a blue wing', image: `/logos/${name}`, logo: name },
    ]);
    expect(await logos(t)).toEqual(list.map((p) => p.logo));
    expect((await t.app.inject({ method: 'GET', url: list[1]?.image ?? '' })).statusCode).toBe(200);
  });

  it('refuses a link that is not an https address, storing nothing', async () => {
    for (const url of ['http://velta.example', 'velta.example', 'javascript:alert(1)', 'https://', 'https://velta example.com']) {
      const res = await t.app.inject(formPost('/api/logo/add', { name: 'Velta', url, image: await png() }, t.token));
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ errors: [{ field: 'url', message: messages.urlInvalid }] });
    }
    expect(await partners(t)).toEqual([]);
    expect(mediaFiles(t)).toEqual([]);
  });

  it('update changes the texts, keeps what the form leaves out, and answers {status: 200, _id}', async () => {
    await addPartner(t);
    const [partner] = await partners(t);
    const id = partner?._id ?? '';
    const res = await t.app.inject(
      formPost(`/api/partners/update/${id}`, { name: 'Kalo Music', url: 'https://kalo.example', alt: 'A treble clef' }, t.token),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 200, _id: id });
    expect(await partners(t)).toEqual([{ ...partner, name: 'Kalo Music', url: 'https://kalo.example', alt: 'A treble clef' }]);

    await t.app.inject(formPost(`/api/partners/update/${id}`, { alt: '' }, t.token));
    expect(await partners(t)).toEqual([{ ...partner, name: 'Kalo Music', url: 'https://kalo.example', alt: '' }]);

    const bad = await t.app.inject(formPost(`/api/partners/update/${id}`, { url: 'ftp://kalo.example' }, t.token));
    expect(bad.statusCode).toBe(400);
    expect((await partners(t))[0]?.url).toBe('https://kalo.example');
  });

  it('update with a new image replaces the logo file and removes the old one', async () => {
    const old = await addPartner(t);
    const [partner] = await partners(t);
    const res = await t.app.inject(formPost(`/api/partners/update/${partner?._id ?? ''}`, { image: await png(200, 80) }, t.token));
    expect(res.statusCode, res.body).toBe(200);
    const [now] = await logos(t);
    expect(now).not.toBe(old);
    expect(existsSync(join(t.mediaDir, 'logos', now ?? ''))).toBe(true);
    expect(existsSync(join(t.mediaDir, 'logos', old))).toBe(false);
    expect((await partners(t))[0]).toMatchObject({ _id: partner?._id, logo: now, image: `/logos/${now}` });
  });

  it('update and remove of an unknown partner are 404; remove by id moves it to the trash, purge deletes the file', async () => {
    const unknown = 'aaaaaaaaaaaaaaaaaaaaaaaa';
    expect((await t.app.inject(formPost(`/api/partners/update/${unknown}`, { name: 'Nobody' }, t.token))).statusCode).toBe(404);
    expect((await t.app.inject(get(`/api/partners/remove/${unknown}`, t.token))).statusCode).toBe(404);
    const name = await addPartner(t);
    const [partner] = await partners(t);
    await removeOk(t, `/api/partners/remove/${partner?._id ?? ''}`);
    expect(await partners(t)).toEqual([]);
    await removeOk(t, `/api/trash/remove/${partner?._id ?? ''}`);
    expect(existsSync(join(t.mediaDir, 'logos', name))).toBe(false);
  });

  it('the public read cache shows an edit at once', async () => {
    await addPartner(t);
    const [partner] = await partners(t);
    await t.app.inject(formPost(`/api/partners/update/${partner?._id ?? ''}`, { name: 'Mono Bank' }, t.token));
    expect((await partners(t))[0]?.name).toBe('Mono Bank');
  });

  it('refuses the new mutations without a valid token', async () => {
    await addPartner(t);
    const [partner] = await partners(t);
    const id = partner?._id ?? '';
    await expectUnauthorized(t, formPost(`/api/partners/update/${id}`, { name: 'Changed' }), ['/api/partners']);
    await expectUnauthorized(t, get(`/api/partners/remove/${id}`), ['/api/partners']);
    expect(await partners(t)).toEqual([partner]);
  });
});
