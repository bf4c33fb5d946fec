import { Agent, get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageQuerySchema } from '#shared/schemas/common.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { addPhoto, jsonPost } from '../test/factories.ts';
import { registerPublicCache } from './public-cache.ts';

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

  it('answers hits on a real socket over one kept-alive connection, many in parallel', async () => {
    // A hit is sent from onRequest, before Node's parser has marked a GET complete: it must
    // not be taken for an answer sent before a body has arrived (which closes the connection).
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 4 });
    const sockets = new Set<unknown>();
    const get = () =>
      new Promise<{ status: number; connection: string | undefined; etag: string | undefined }>((resolve, reject) => {
        const req = httpGet({ port, host: '127.0.0.1', path: '/api/gallery_category/all/gallery', agent }, (res) => {
          sockets.add(res.socket);
          res.resume();
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, etag: res.headers.etag }),
          );
        });
        req.on('error', reject);
      });
    try {
      const first = await get();
      const answers = await Promise.all(Array.from({ length: 40 }, get));
      for (const answer of answers) {
        expect(answer).toEqual({ status: 200, connection: 'keep-alive', etag: first.etag });
      }
      // Forty answers over at most the agent's four sockets: none was closed after its answer.
      expect(sockets.size).toBeLessThanOrEqual(4);
    } finally {
      agent.destroy();
    }
  });

  it('answers a hit with the same headers as the miss that stored it, compressed or not', async () => {
    const url = '/api/gallery_category/all/gallery';
    await t.app.inject(jsonPost('/api/gallery_category/add', { caption: 'x'.repeat(40), type: 'gallery' }, t.token));
    for (const headers of [{}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip' }]) {
      await t.app.inject(jsonPost('/api/gallery_category/add', { caption: `Drop ${JSON.stringify(headers)}`, type: 'photo' }, t.token));
      const miss = await t.app.inject({ url, headers });
      const hit = await t.app.inject({ url, headers });
      expect(t.app.publicCache.stats().entries).toBe(1);
      const { date: _missDate, ...missHeaders } = miss.headers;
      const { date: _hitDate, ...hitHeaders } = hit.headers;
      expect(hitHeaders).toEqual(missHeaders);
      expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
      expect(hit.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    }
  });

  it('answers a burst of reads during a write with the old list or the new one, and only the new one after', async () => {
    const url = '/api/gallery_category/all/gallery?x=1';
    await t.app.inject({ url });
    await t.app.inject({ url });
    const reads = Array.from({ length: 60 }, () => t.app.inject({ url }));
    const write = t.app.inject(jsonPost('/api/gallery_category/add', { caption: 'During', type: 'gallery' }, t.token));
    const more = Array.from({ length: 60 }, () => t.app.inject({ url }));
    const [written, ...answers] = await Promise.all([write, ...reads, ...more]);
    expect(written?.statusCode).toBe(201);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect([0, 1]).toContain(res.json<unknown[]>().length);
    }
    const after = await Promise.all(Array.from({ length: 30 }, () => t.app.inject({ url })));
    for (const res of after) expect(res.json()).toEqual([expect.objectContaining({ caption: 'During' })]);
  });

  it('does not cache errors or mutations', async () => {
    const missing = await t.app.inject({ url: '/api/gallery/aaaaaaaaaaaaaaaaaaaaaaaa' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const unauthorized = await t.app.inject({ url: '/api/slider/remove/aaaaaaaaaaaaaaaaaaaaaaaa' });
    expect(unauthorized.statusCode).toBe(401);
  });
});

describe('public read cache bounds', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => t.close());

  it('a burst of junk query strings makes one entry per query the route reads', async () => {
    await addPhoto(t, { caption: 'Cached still' });
    const urls = Array.from({ length: 2000 }, (_, i) => {
      switch (i % 4) {
        case 0:
          return `/api/photo?page=1&junk${i}=${'x'.repeat(200)}`;
        case 1:
          return `/api/photo?page=${'0'.repeat(i % 7)}1&utm_source=${i}`;
        case 2:
          return `/api/gallery_category/all/photo?nocache=${i}`;
        default:
          return `/api/team?${i}`;
      }
    });
    const answers = await Promise.all(urls.map((url) => t.app.inject({ url })));
    // Listed, not counted: a failure says which answers failed and how.
    expect(answers.filter((res) => res.statusCode !== 200).map((res) => `${res.statusCode} ${res.body.slice(0, 160)}`)).toEqual([]);
    // Three answers: the first page of photos, the photo categories, the team.
    expect(t.app.publicCache.stats().entries).toBe(3);
    const photos = answers.filter((_, i) => i % 4 < 2).map((res) => res.headers.etag);
    expect(new Set(photos).size).toBe(1);
  });
});

describe('public read cache limits', () => {
  /** A list of `size` bytes per page, counting how often the handler ran. */
  async function listApp(limits: { maxEntries: number; maxBytes: number }, size: number) {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const cache = registerPublicCache(app, undefined, limits);
    const calls = { count: 0 };
    app.get('/api/list', { schema: { querystring: z.object({ page: pageQuerySchema }) } }, async (request) => {
      calls.count += 1;
      const { page } = request.query as { page: number };
      return { page, items: 'x'.repeat(size) };
    });
    await app.ready();
    return { app, cache, calls };
  }

  it('holds at most maxBytes of answers, dropping the least recently used', async () => {
    const { app, cache, calls } = await listApp({ maxEntries: 1000, maxBytes: 100_000 }, 10_000);
    const burst = await Promise.all(Array.from({ length: 300 }, (_, i) => app.inject({ url: `/api/list?page=${i + 1}` })));
    expect(burst.every((res) => res.statusCode === 200)).toBe(true);
    expect(cache.stats().bytes).toBeLessThanOrEqual(100_000);
    expect(cache.stats().entries).toBeGreaterThan(0);
    expect(cache.stats().entries).toBeLessThanOrEqual(10);

    // The page read last is still there; reading it keeps it while new pages push out others.
    const before = calls.count;
    await app.inject({ url: '/api/list?page=300' });
    expect(calls.count).toBe(before);
    for (let page = 1000; page < 1020; page += 1) {
      await app.inject({ url: '/api/list?page=300' });
      await app.inject({ url: `/api/list?page=${page}` });
    }
    const again = calls.count;
    await app.inject({ url: '/api/list?page=300' });
    expect(calls.count).toBe(again);
    expect(cache.stats().bytes).toBeLessThanOrEqual(100_000);
    await app.close();
  });

  it('counts the compressed copies it keeps within the same bound, in a burst of hits too', async () => {
    const { app, cache } = await listApp({ maxEntries: 1000, maxBytes: 60_000 }, 10_000);
    await app.inject({ url: '/api/list?page=1' });
    const plain = cache.stats().bytes;
    const br = await app.inject({ url: '/api/list?page=1', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(cache.stats().bytes).toBe(plain + br.rawPayload.length);
    await app.inject({ url: '/api/list?page=1', headers: { 'accept-encoding': 'br' } });
    expect(cache.stats().bytes).toBe(plain + br.rawPayload.length);

    const pages = Array.from({ length: 40 }, (_, i) => `/api/list?page=${i + 2}`);
    await Promise.all(pages.map((url) => app.inject({ url })));
    const hits = await Promise.all(
      pages.flatMap((url) => ['br', 'gzip'].map((encoding) => app.inject({ url, headers: { 'accept-encoding': encoding } }))),
    );
    expect(hits.every((res) => res.statusCode === 200)).toBe(true);
    expect(cache.stats().bytes).toBeLessThanOrEqual(60_000);
    expect(cache.stats().entries).toBeGreaterThan(0);
    await app.close();
  });

  it('holds at most maxEntries, and never an answer larger than the whole budget', async () => {
    const small = await listApp({ maxEntries: 5, maxBytes: 1_000_000 }, 10);
    await Promise.all(Array.from({ length: 50 }, (_, i) => small.app.inject({ url: `/api/list?page=${i + 1}` })));
    expect(small.cache.stats().entries).toBe(5);
    await small.app.close();

    const huge = await listApp({ maxEntries: 5, maxBytes: 1_000 }, 5_000);
    const res = await huge.app.inject({ url: '/api/list?page=1' });
    expect(res.statusCode).toBe(200);
    expect(huge.cache.stats()).toEqual({ entries: 0, bytes: 0 });
    await huge.app.close();
  });
});
