import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { expectUnauthorized } from '../../test/auth-cases.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addPartner, formPost, get, mediaFiles, read, removeOk } from '../../test/factories.ts';
import { jpeg, png } from '../../test/fixtures.ts';

const logos = (t: TestApp) => read<string[]>(t, '/api/logo/');

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

  it('remove answers 200 {message, status} and deletes the file', async () => {
    const gone = await addPartner(t);
    const kept = await addPartner(t);
    expect(existsSync(join(t.mediaDir, 'logos', gone))).toBe(true);
    await removeOk(t, `/api/logo/remove/${gone}`);
    expect(await logos(t)).toEqual([kept]);
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
});
