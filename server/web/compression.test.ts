import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../scripts/precompress.ts';
import { buildApp, type App } from '../app.ts';
import { bootstrap } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { createStorage } from '../media/storage/create-storage.ts';
import { createVimeoClient } from '../modules/videos/vimeo-client.ts';
import { htmlCacheControl } from './react-router-handler.ts';

/**
 * A React Router build reduced to what the handler needs: one route at "/", whose document is
 * streamed in two parts — the shell at once, the rest only when the test calls
 * globalThis.releaseFakeTail — plus hashed and unhashed client files. Nothing is built.
 */
const fakeServerBuild = `
const shell = '<!doctype html><html><head><title>Fake</title></head><body><main>' + 'shell '.repeat(400) + 'SHELL-END';
export const entry = { module: { default(request, status, headers) {
  const encoder = new TextEncoder();
  const body = new ReadableStream({
    async start(controller) {
      controller.enqueue(encoder.encode(shell));
      if (new URL(request.url).searchParams.has('slow'))
        await new Promise((resolve) => { globalThis.releaseFakeTail = resolve; });
      controller.enqueue(encoder.encode('TAIL-END</main></body></html>'));
      controller.close();
    },
  });
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(body, { status, headers });
} } };
export const routes = { root: { id: 'root', parentId: undefined, path: '', index: undefined, caseSensitive: undefined, module: { default: () => null } } };
export const assets = {
  entry: { module: '/assets/entry-abc123.js', imports: [] },
  routes: { root: { id: 'root', path: '', module: '/assets/app-abc123.js', hasLoader: false, hasAction: false, hasClientLoader: false, hasClientAction: false, hasErrorBoundary: false, imports: [] } },
  url: '/assets/manifest-abc123.js',
  version: 'abc123',
};
export const assetsBuildDirectory = 'build/client';
export const basename = '/';
export const future = {};
export const isSpaMode = false;
export const ssr = true;
export const prerender = [];
export const publicPath = '/';
export const routeDiscovery = { mode: 'lazy', manifestPath: '/__manifest' };
`;

const appJs = `export function hello(name) { return 'hello ' + name; }\n`.repeat(200);
const favicon = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle cx="1" cy="1" r="1"/>'.repeat(80)}</svg>`;

let dir: string;
let app: App;
let db: Db;
let closeStorage: () => void;
let mediaDir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'film-site-compress-'));
  const buildDir = join(dir, 'build');
  mkdirSync(join(buildDir, 'server'), { recursive: true });
  mkdirSync(join(buildDir, 'client', 'assets'), { recursive: true });
  writeFileSync(join(buildDir, 'server', 'index.js'), fakeServerBuild);
  writeFileSync(join(buildDir, 'client', 'assets', 'app-abc123.js'), appJs);
  writeFileSync(join(buildDir, 'client', 'favicon.svg'), favicon);
  await precompress(join(buildDir, 'client'));

  const config = loadConfig({
    DATA_DIR: join(dir, 'data'),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DEMO_CONTENT: 'off',
    ADMIN_EMAIL: 'admin@test.example',
    ADMIN_PASSWORD: 'correct-horse-battery',
    VIMEO_OEMBED_URL: 'http://127.0.0.1:9/api/oembed.json',
  });
  mediaDir = config.mediaDir;
  db = await openDatabase({ databaseUrl: undefined, sqlitePath: config.sqlitePath, poolSize: 2 });
  const media = createStorage(config);
  closeStorage = media.close;
  app = await buildApp({
    config,
    db,
    storage: media.storage,
    vimeo: createVimeoClient(config.vimeoOembedUrl, 1000),
    webBuildDir: buildDir,
  });
  await bootstrap(app, config);
  await app.ready();

  const category = await app.services.categories.add({ caption: 'Documentaries', type: 'gallery' });
  for (let i = 0; i < 12; i += 1)
    await app.services.videos.add(
      {
        url: `https://vimeo.com/${100000 + i}`,
        caption: `A long enough caption ${i}`,
        category: category._id,
        director: 'Director Name',
        alt: '',
        pop: 'Producer Name',
        production: 'Production Company',
        type: 'gallery',
      },
      null,
      { fetchMetadata: false },
    );
  mkdirSync(join(mediaDir, 'photos'), { recursive: true });
  // Incompressible bytes, as an encoded image is.
  writeFileSync(join(mediaDir, 'photos', 'abc.webp'), Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919) % 251)));
}, 60_000);

afterAll(async () => {
  await app?.close();
  closeStorage?.();
  await db?.destroy();
  rmSync(dir, { recursive: true, force: true });
});

const br = { 'accept-encoding': 'gzip, deflate, br' };

describe('compression', () => {
  it('answers a server-rendered page with brotli when accepted, cached privately for a short time', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: br });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(htmlCacheControl);
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain('SHELL-END');
    expect(html).toContain('TAIL-END');

    const gz = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(html);

    const plain = await app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  it('still streams a compressed page: the shell arrives before the rest is rendered', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const received: string[] = [];
    const ended = new Promise<void>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/?slow', headers: br }, (res) => {
        expect(res.headers['content-encoding']).toBe('br');
        const inflate = createBrotliDecompress();
        res.pipe(inflate);
        inflate.on('data', (chunk: Buffer) => received.push(chunk.toString()));
        inflate.on('end', resolve);
        inflate.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
    await expect.poll(() => received.join(''), { timeout: 10_000 }).toContain('SHELL-END');
    expect(received.join('')).not.toContain('TAIL-END');
    (globalThis as unknown as { releaseFakeTail: () => void }).releaseFakeTail();
    await ended;
    expect(received.join('')).toContain('TAIL-END');
  });

  it('sends a built asset precompressed, with Vary and immutable caching', async () => {
    const original = readFileSync(join(dir, 'build', 'client', 'assets', 'app-abc123.js'), 'utf8');
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: br });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.headers['content-type']).toMatch(/javascript/);
    // A script is never a document: nosniff is all it needs; frame denial, a CSP, an ETag (it is
    // never revalidated) and the cross-origin policy would be bytes on each file of a first visit.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    for (const name of ['content-security-policy', 'x-frame-options', 'etag', 'cross-origin-resource-policy', 'strict-transport-security'])
      expect(res.headers[name], name).toBeUndefined();
    // The stored .br file itself, not a fresh compression.
    expect(res.rawPayload.equals(readFileSync(join(dir, 'build', 'client', 'assets', 'app-abc123.js.br')))).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(original);

    const gz = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(original);

    const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(original);
  });

  it('sends other built files precompressed too, and never the .br/.gz files by their own names', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg', headers: br });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(favicon);
    const sibling = await app.inject({ method: 'GET', url: '/favicon.svg.br' });
    expect(sibling.statusCode).toBe(404);
  });

  it('compresses JSON API answers, from the public read cache as well, and keeps their ETag', async () => {
    const url = '/api/gallery/all/gallery?page=1';
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toMatchObject({ totalPages: 2 });
    // The first answer filled the cache: these come from it.
    for (const [accept, encoding, inflate] of [
      [br['accept-encoding'], 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(inflate(res.rawPayload).toString()).toBe(plain.body);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    }
    const again = await app.inject({
      method: 'GET',
      url,
      headers: { ...br, 'if-none-match': String(plain.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('does not compress stored images again, and answers 304 to their ETag', async () => {
    const file = readFileSync(join(mediaDir, 'photos', 'abc.webp'));
    const res = await app.inject({ method: 'GET', url: '/media/photos/abc.webp', headers: br });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(file)).toBe(true);
    const etag = res.headers.etag;
    expect(etag).toBeTruthy();
    const again = await app.inject({
      method: 'GET',
      url: '/media/photos/abc.webp',
      headers: { ...br, 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});
