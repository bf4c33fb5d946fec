import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { jsonPost } from '../test/factories.ts';
import { buildLoggedApp, type LoggedApp } from '../test/logged-app.ts';
import { deleteRedisKeys, redisProbe, testRedisUrl, uniqueRedisPrefix } from '../test/test-redis.ts';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request over a real socket: what the short path (cache-hits.ts) sees, unlike app.inject. */
function fetchRaw(app: App, path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The headers that say something about the answer (not the connection's or the clock's). */
function answerHeaders(headers: IncomingHttpHeaders | Record<string, unknown>) {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

const listed = '/api/gallery_category/all/gallery';

/** Twelve categories: the list is over the 1 KiB below which nothing is compressed. */
async function addCategories(app: App, token: string): Promise<void> {
  for (let n = 1; n <= 12; n += 1) {
    const res = await app.inject(jsonPost('/api/gallery_category/add', { caption: `Category ${n} of the films shot on location`, type: 'gallery' }, token));
    expect(res.statusCode).toBe(201);
  }
}

describe('cached reads answered before Fastify', () => {
  let t: LoggedApp | TestApp | undefined;
  const others: TestApp[] = [];
  afterEach(async () => {
    for (const other of others.splice(0)) await other.close();
    await t?.close();
    t = undefined;
  });

  it('sends exactly what Fastify and @fastify/compress send for the same request: headers, bytes, 304', async () => {
    const app = (t = await buildLoggedApp()).app;
    await addCategories(app, t.token);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const stored = await fetchRaw(app, listed);
    expect(stored.status).toBe(200);
    expect(stored.body.length).toBeGreaterThan(1024);
    const etag = stored.headers.etag as string;
    const cases: Array<Record<string, string>> = [
      {},
      { 'accept-encoding': 'br' },
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'gzip, deflate, br, zstd' },
      { 'accept-encoding': 'br;q=0, gzip;q=0.5' },
      { 'accept-encoding': 'BR;q=0.2, gzip;q=0.8' },
      { 'accept-encoding': '*' },
      { 'accept-encoding': 'x-gzip' },
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'deflate' },
      { 'accept-encoding': 'br', 'x-no-compression': '1' },
      { 'if-none-match': etag },
      { 'if-none-match': etag, 'accept-encoding': 'br' },
      { 'if-none-match': '"something else"', 'accept-encoding': 'br' },
    ];
    let photoCategories = 0;
    for (const headers of cases) {
      const label = JSON.stringify(headers);
      // A write the gallery's list does not show empties the cache: the next read is a miss,
      // answered and compressed by Fastify and @fastify/compress themselves, with the same ETag.
      photoCategories += 1;
      const write = await app.inject(jsonPost('/api/gallery_category/add', { caption: `Photos ${photoCategories}`, type: 'photo' }, t.token));
      expect(write.statusCode).toBe(201);
      const miss = await app.inject({ url: listed, headers });
      const served = app.publicCache.shortPathHits();
      const short = await fetchRaw(app, listed, { headers });
      expect(app.publicCache.shortPathHits(), label).toBe(served + 1);
      // app.inject never passes the HTTP server's listener: Fastify answers this hit in its hooks.
      const hit = await app.inject({ url: listed, headers });
      for (const other of [short, { status: hit.statusCode, headers: hit.headers, body: hit.rawPayload }]) {
        expect(other.status, label).toBe(miss.statusCode);
        expect(answerHeaders(other.headers), label).toEqual(answerHeaders(miss.headers));
        expect(other.body.equals(miss.rawPayload), label).toBe(true);
      }
    }
    const br = await fetchRaw(app, listed, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.length).toBeLessThan(stored.body.length);
  });

  it('writes the access line Fastify writes, with a request id of its own', async () => {
    const logged = (t = await buildLoggedApp());
    await logged.app.listen({ port: 0, host: '127.0.0.1' });
    const url = '/api/team?access_token=hunter2&page=1';
    await fetchRaw(logged.app, url);
    await fetchRaw(logged.app, url);
    expect(logged.app.publicCache.shortPathHits()).toBe(1);
    const lines = logged.logs.filter((line) => line.msg === 'request');
    const [viaFastify, short] = lines.slice(-2);
    const keys = ['level', 'pid', 'hostname', 'reqId', 'method', 'url', 'status', 'ms', 'ip', 'msg', 'time'];
    expect(Object.keys(short ?? {}).sort()).toEqual(keys.sort());
    expect(Object.keys(viaFastify ?? {}).sort()).toEqual(keys.sort());
    const { reqId: _a, ms: _b, time: _c, ...same } = viaFastify ?? {};
    expect(short).toMatchObject({ ...same, url: '/api/team?access_token=[Redacted]&page=1', ip: '127.0.0.1' });
    expect(short?.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(short?.reqId).not.toBe(viaFastify?.reqId);
    expect(JSON.stringify(logged.logs)).not.toContain('hunter2');
  });

  it('leaves to Fastify what only Fastify answers right', async () => {
    const app = (t = await buildTestApp()).app;
    await addCategories(app, t.token);
    await app.listen({ port: 0, host: '127.0.0.1' });
    await fetchRaw(app, listed);
    expect((await fetchRaw(app, listed)).status).toBe(200);
    const served = app.publicCache.shortPathHits();
    expect(served).toBe(1);

    const malformed = await fetchRaw(app, listed, { headers: { host: 'bad host!' } });
    expect(malformed.status).toBe(400);
    expect(app.publicCache.shortPathHits()).toBe(served);
    const head = await fetchRaw(app, listed, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(app.publicCache.shortPathHits()).toBe(served);
    const withBody = await fetchRaw(app, listed, { headers: { 'content-type': 'text/plain', 'content-length': '6' }, body: 'a body' });
    expect(withBody.status).toBe(200);
    expect(app.publicCache.shortPathHits()).toBe(served);
    // A URL not answered before, a mutation and an admin-only read are never short.
    expect((await fetchRaw(app, `${listed}?x=1`)).status).toBe(200);
    expect((await fetchRaw(app, '/api/slider/remove/aaaaaaaaaaaaaaaaaaaaaaaa')).status).toBe(401);
    expect((await fetchRaw(app, '/api/users')).status).toBe(401);
    expect((await fetchRaw(app, '/api/users')).status).toBe(401);
    expect(app.publicCache.shortPathHits()).toBe(served);
  });

  it('answers a burst of parallel reads during a write with the old list or the new one, and only the new one after', async () => {
    const app = (t = await buildTestApp()).app;
    await addCategories(app, t.token);
    await app.listen({ port: 0, host: '127.0.0.1' });
    await fetchRaw(app, listed);
    const captions = (answer: Answer) => (JSON.parse(answer.body.toString()) as Array<{ caption: string }>).map((c) => c.caption.split(' ')[0]);
    const reads = Array.from({ length: 60 }, () => fetchRaw(app, listed, { headers: { 'accept-encoding': 'identity' } }));
    const write = app.inject(jsonPost('/api/gallery_category/add', { caption: 'During the burst', type: 'gallery' }, t.token));
    const more = Array.from({ length: 60 }, () => fetchRaw(app, listed));
    const [written, ...answers] = await Promise.all([write, ...reads, ...more]);
    expect(written.statusCode).toBe(201);
    for (const answer of answers as Answer[]) {
      expect(answer.status).toBe(200);
      expect([12, 13]).toContain(captions(answer).length);
    }
    expect(app.publicCache.shortPathHits()).toBeGreaterThan(0);
    const after = await Promise.all(Array.from({ length: 30 }, () => fetchRaw(app, listed)));
    for (const answer of after) expect(captions(answer)).toContain('During');
  });

  it('reads the client address and host through a trusted proxy as Fastify does', async () => {
    const logged = (t = await buildLoggedApp({ TRUST_PROXY: 'true' }));
    await logged.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { 'x-forwarded-for': '203.0.113.7, 10.0.0.2', 'x-forwarded-host': 'films.example' };
    await fetchRaw(logged.app, '/api/team', { headers });
    await fetchRaw(logged.app, '/api/team', { headers });
    expect(logged.app.publicCache.shortPathHits()).toBe(1);
    const [viaFastify, short] = logged.logs.filter((line) => line.msg === 'request').slice(-2);
    expect(viaFastify?.ip).toBe('203.0.113.7');
    expect(short?.ip).toBe(viaFastify?.ip);
    const badHost = await fetchRaw(logged.app, '/api/team', { headers: { ...headers, 'x-forwarded-host': 'films.example, bad host!' } });
    expect(badHost.status).toBe(400);
    expect(logged.app.publicCache.shortPathHits()).toBe(1);
  });

  it('lets Fastify answer when CORS is configured (its headers follow each Origin), compressed as on a miss', async () => {
    const app = (t = await buildTestApp({ env: { CORS_ORIGINS: 'https://admin.films.example' } })).app;
    await addCategories(app, t.token);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const cases: Array<Record<string, string>> = [{ 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip', origin: 'https://admin.films.example' }];
    for (const headers of cases) {
      await app.inject(jsonPost('/api/gallery_category/add', { caption: `Photos ${headers['accept-encoding'] ?? ''}`, type: 'photo' }, t.token));
      const miss = await fetchRaw(app, listed, { headers });
      const hit = await fetchRaw(app, listed, { headers });
      expect(hit.headers.vary).toBe(miss.headers.vary);
      expect(hit.headers.vary).toMatch(/accept-encoding/);
      expect(answerHeaders(hit.headers)).toEqual(answerHeaders(miss.headers));
      expect(hit.body.equals(miss.body)).toBe(true);
    }
    const again = await fetchRaw(app, listed, { headers: { origin: 'https://admin.films.example' } });
    expect(again.headers['access-control-allow-origin']).toBe('https://admin.films.example');
    expect(app.publicCache.shortPathHits()).toBe(0);
  });

  it('with a shared cache generation (several instances), a read after a write on another instance is fresh', async () => {
    const prefix = uniqueRedisPrefix();
    const env = { REDIS_URL: testRedisUrl, REDIS_KEY_PREFIX: prefix, JWT_SECRET: 'a-secret-shared-by-both-instances-0123456789' };
    try {
      const first = (t = await buildTestApp({ env }));
      const second = await buildTestApp({ env, shared: first });
      others.push(second);
      await addCategories(first.app, first.token);
      await second.app.listen({ port: 0, host: '127.0.0.1' });
      await fetchRaw(second.app, listed);
      expect((await fetchRaw(second.app, listed)).status).toBe(200);
      expect(second.app.publicCache.shortPathHits()).toBe(1);
      const written = await first.app.inject(jsonPost('/api/gallery_category/add', { caption: 'Written elsewhere', type: 'gallery' }, first.token));
      expect(written.statusCode).toBe(201);
      const after = await fetchRaw(second.app, listed);
      expect(after.body.toString()).toContain('Written elsewhere');
      // Stored again under the new generation, then short again.
      const again = await fetchRaw(second.app, listed);
      expect(again.body.equals(after.body)).toBe(true);
      expect(second.app.publicCache.shortPathHits()).toBe(2);
    } finally {
      const probe = await redisProbe();
      await deleteRedisKeys(probe, prefix);
      probe.disconnect();
    }
  });
});
