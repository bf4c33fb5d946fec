import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { jsonPost } from '../test/factories.ts';

describe('public read cache', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => t.close());

  it('answers repeated reads with an ETag and 304, and a read after a write is fresh', async () => {
    const first = await t.app.inject({ url: '/api/gallery_category/all/gallery' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ url: '/api/gallery_category/all/gallery' });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(etag);
    const notModified = await t.app.inject({ url: '/api/gallery_category/all/gallery', headers: { 'if-none-match': etag } });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');

    const added = await t.app.inject(jsonPost('/api/gallery_category/add', { caption: 'Fresh', type: 'gallery' }, t.token));
    expect(added.statusCode).toBe(201);
    const after = await t.app.inject({ url: '/api/gallery_category/all/gallery', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual([expect.objectContaining({ caption: 'Fresh' })]);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('does not cache errors or mutations', async () => {
    const missing = await t.app.inject({ url: '/api/gallery/aaaaaaaaaaaaaaaaaaaaaaaa' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const unauthorized = await t.app.inject({ url: '/api/slider/remove/aaaaaaaaaaaaaaaaaaaaaaaa' });
    expect(unauthorized.statusCode).toBe(401);
  });
});
