import { connect } from 'node:net';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorBodySchema } from '#shared/errors.ts';
import { messages } from '#shared/messages.ts';
import { formPost, mediaFiles } from '../test/factories.ts';
import { jpeg } from '../test/fixtures.ts';
import { buildLoggedApp, type LoggedApp } from '../test/logged-app.ts';
import { multipart } from '../test/multipart.ts';
import { httpMessages } from './error-handler.ts';

/** What no error answer may ever contain: stack frames, file paths, SQL, library names. */
const leaks = /\bat \S+ \(|node_modules|\/work\/|\.ts:\d|SQLITE|sqlite|SELECT|INSERT|no such table|vips|sharp|busboy|Boundary/;

let t: LoggedApp;
beforeAll(async () => {
  t = await buildLoggedApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

type Inject = InjectOptions;

/** Sends `request` and checks the one error shape; returns the parsed body. */
async function expectError(request: Inject, status: number, code: string) {
  const res = await t.app.inject(request);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = errorBodySchema.strict().parse(res.json());
  expect(body).toMatchObject({ code, requestId: res.headers['x-request-id'] ?? expect.any(String) });
  expect(res.body).not.toMatch(leaks);
  expect(res.body).not.toContain(t.dataDir);
  return body;
}

const auth = () => ({ 'x-access-token': t.token });
const json = (url: string, payload: string): Inject => ({
  method: 'POST',
  url,
  headers: { ...auth(), 'content-type': 'application/json' },
  payload,
});

describe('client mistakes get a 4xx in the one shape', () => {
  it('a body that is not JSON, or an empty one', async () => {
    for (const payload of ['{"caption":', '', '{"__proto__":{"admin":true}}', '\u0000\u0001']) {
      const body = await expectError(json('/api/about_us/update', payload), 400, 'validation_failed');
      expect(body.message).toBe(httpMessages.invalidJson);
    }
  });

  it('a content type no route reads: 415', async () => {
    const body = await expectError(
      { method: 'POST', url: '/api/photo/add', headers: { ...auth(), 'content-type': 'text/xml' }, payload: '<a/>' },
      415,
      'unsupported_media_type',
    );
    expect(body.message).toBe(httpMessages.unsupportedType);
  });

  it('a JSON or urlencoded body over 1 MB: 413, and nothing changes', async () => {
    const big = 'x'.repeat(1024 * 1024 + 10);
    const a = await expectError(json('/api/about_us/update', JSON.stringify({ text: big, text_extra: '' })), 413, 'payload_too_large');
    expect(a.message).toBe(httpMessages.tooLarge);
    await expectError(
      {
        method: 'POST',
        url: '/api/about_us/update',
        headers: { ...auth(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: `text=${big}&text_extra=`,
      },
      413,
      'payload_too_large',
    );
    const about = await t.app.inject({ method: 'GET', url: '/api/about_us' });
    expect(about.json()).toEqual([{ text: '', text_extra: '' }]);
  });

  it('a multipart body without a boundary, cut off, or malformed: 400', async () => {
    const requests: Array<{ type: string; payload: string }> = [
      { type: 'multipart/form-data', payload: 'garbage' },
      { type: 'multipart/form-data; boundary=abc', payload: '--abc\r\nContent-Disposition: form-data; name="caption"\r\n\r\nhalf' },
      { type: 'multipart/form-data; boundary=abc', payload: '--abc\r\nNot-A-Header\r\n\r\n--abc--' },
    ];
    for (const { type, payload } of requests) {
      const res = await t.app.inject({ method: 'POST', url: '/api/photo/add', headers: { ...auth(), 'content-type': type }, payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(errorBodySchema.strict().parse(res.json()).code).toBe('validation_failed');
      expect(res.body).not.toMatch(leaks);
    }
    expect(mediaFiles(t)).toEqual([]);
  });

  it('a multipart field over 1 MB, or too many fields: 413, nothing stored', async () => {
    const long = multipart({ caption: 'x'.repeat(1024 * 1024 + 1), image: await jpeg() });
    await expectError({ method: 'POST', url: '/api/photo/add', headers: { ...auth(), ...long.headers }, payload: long.payload }, 413, 'payload_too_large');
    const many = multipart(Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`f${i}`, 'v'])));
    await expectError({ method: 'POST', url: '/api/photo/add', headers: { ...auth(), ...many.headers }, payload: many.payload }, 413, 'payload_too_large');
    expect((await t.app.inject({ method: 'GET', url: '/api/photo' })).json()).toEqual({ data: [], pages: 0 });
    expect(mediaFiles(t)).toEqual([]);
  });

  it('an unknown path or method: 404', async () => {
    await expectError({ method: 'GET', url: '/api/nothing/here' }, 404, 'not_found');
    await expectError({ method: 'OPTIONS', url: '/api/photo' }, 404, 'not_found');
  });
});

describe('a failure of ours is a 500 Internal error, with the cause in the log under the request id', () => {
  function loggedFailure(requestId: string) {
    return t.logs.find((line) => line.level === 50 && line.requestId === requestId);
  }

  it('a database error (the SQL never reaches the client)', async () => {
    await sql`ALTER TABLE photos RENAME TO photos_moved`.execute(t.db);
    try {
      const body = await expectError({ method: 'GET', url: '/api/photo?page=2' }, 500, 'internal_error');
      expect(body).toEqual({ message: messages.internal, code: 'internal_error', requestId: body.requestId });
      const line = loggedFailure(String(body.requestId));
      expect(line?.reqId).toBe(body.requestId);
      expect(JSON.stringify(line?.err)).toMatch(/no such table: photos/);
    } finally {
      await sql`ALTER TABLE photos_moved RENAME TO photos`.execute(t.db);
    }
  });

  it('an image encoder error (nothing stored, no file left)', async () => {
    vi.spyOn(sharp.prototype, 'avif').mockImplementation(() => {
      throw new Error('heifsave: encoder failed in /usr/lib/libvips.so.42');
    });
    const body = await expectError(formPost('/api/photo/add', { caption: 'x', image: await jpeg(40, 30) }, t.token), 500, 'internal_error');
    expect(body.message).toBe(messages.internal);
    expect(JSON.stringify(loggedFailure(String(body.requestId))?.err)).toContain('heifsave: encoder failed');
    expect((await t.app.inject({ method: 'GET', url: '/api/photo' })).json()).toEqual({ data: [], pages: 0 });
    expect(mediaFiles(t)).toEqual([]);
  });

  it('the log line carries no token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/photo', headers: auth() });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(t.logs)).not.toContain(t.token);
  });
});

describe('requests Node itself cannot parse', () => {
  it('get the same JSON shape', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown;
    expect(errorBodySchema.strict().parse(body)).toEqual({ message: httpMessages.unreadable, code: 'validation_failed' });
  });
});
