import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorCodes } from '#shared/errors.ts';
import { messages } from '#shared/messages.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { formPost, mediaFiles, publicListPaths, read } from '../../test/factories.ts';
import { jpeg } from '../../test/fixtures.ts';

describe('health, unknown paths and the API document', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('GET /api/health answers 200 {status: ok}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('an unknown /api path is a JSON 404 with a message', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/whatever',
        headers: { 'x-access-token': t.token },
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ message: messages.notFound, code: 'not_found' });
    }
  });

  it('an address the router cannot decode is a 400 in the usual error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/gallery/%zz' });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ message: string; code: string; requestId: string }>();
    expect(body.message).toEqual(expect.any(String));
    expect(errorCodes).toContain(body.code);
    expect(body.requestId).toEqual(expect.any(String));
  });

  it('GET /api/docs/json is an OpenAPI document listing every spec path', async () => {
    const doc = await read<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
      t,
      '/api/docs/json',
    );
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/gallery/add']).toHaveProperty('post');
    for (const path of publicListPaths) {
      expect(doc.paths[path], path).toHaveProperty('get');
    }
    expect(doc.paths['/api/auth/login']).toHaveProperty('post');
  });
});

describe('an internal error', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('answers 500 Internal error with a request id, no stack, no path, and stores nothing', async () => {
    // The photos folder is a plain file, so writing any variant fails the way a broken disk would.
    rmSync(join(t.mediaDir, 'photos'), { recursive: true, force: true });
    writeFileSync(join(t.mediaDir, 'photos'), 'not a folder');
    const res = await t.app.inject(
      formPost('/api/photo/add', { caption: 'Broken disk', image: await jpeg() }, t.token),
    );
    expect(res.statusCode).toBe(500);
    const body = res.json<Record<string, unknown>>();
    expect(body).toEqual({
      message: messages.internal,
      code: 'internal_error',
      requestId: expect.any(String),
    });
    expect(res.body).not.toMatch(/stack|ENOTDIR|EEXIST|\bat \S+ \(|node_modules/);
    expect(res.body).not.toContain(t.dataDir);
    expect(await read(t, '/api/photo')).toEqual({ data: [], pages: 0 });
    expect(mediaFiles(t)).toEqual(['photos']);
  });
});
