import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterEach, beforeEach } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';

export interface FakeVimeoOptions {
  missing?: string[];
  hang?: boolean;
  /** The `thumbnail_url` oEmbed answers, from the fake's own origin (default `${origin}/thumb.jpg`). */
  thumbnailUrl?: (origin: string) => string;
}

/**
 * A local stand-in for Vimeo that speaks its oEmbed protocol: GET /api/oembed.json?url=… answers
 * the JSON Vimeo sends, 404 for video ids in `missing`, and serves the thumbnail it names.
 * `hang` makes every oEmbed call wait forever, like a black-holed network. Hostile thumbnail
 * hosts: `/redirect?to=…` redirects anywhere, `/endless` sends an image body that never ends.
 */
export async function startFakeVimeo(options: FakeVimeoOptions = {}) {
  const thumbnail = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#24456b' } }).jpeg().toBuffer();
  const calls: string[] = [];
  /** Every request other than oEmbed's, by path. */
  const fileRequests: string[] = [];
  /** Bytes `/endless` had sent when the client closed it. */
  let endlessClosed: (bytes: number) => void = () => {};
  const endless = new Promise<number>((resolve) => (endlessClosed = resolve));
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/api/oembed.json') fileRequests.push(url.pathname);
    if (url.pathname === '/thumb.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': thumbnail.length });
      res.end(thumbnail);
      return;
    }
    if (url.pathname === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
      return;
    }
    if (url.pathname === '/endless') {
      // Chunked, no length: a JPEG start, then 64 KB every 10 ms until the client gives up.
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      let sent = 0;
      const chunk = Buffer.alloc(64 * 1024, 0xff);
      const timer = setInterval(() => {
        res.write(sent === 0 ? thumbnail : chunk);
        sent += sent === 0 ? thumbnail.length : chunk.length;
      }, 10);
      res.on('close', () => {
        clearInterval(timer);
        endlessClosed(sent);
      });
      return;
    }
    if (url.pathname !== '/api/oembed.json') {
      res.writeHead(404).end();
      return;
    }
    const videoUrl = url.searchParams.get('url') ?? '';
    calls.push(videoUrl);
    if (options.hang) return;
    const id = /(\d+)(?:\/[0-9a-f]+)?\/?$/.exec(videoUrl)?.[1] ?? '';
    if (!id || options.missing?.includes(id)) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    const { port } = server.address() as AddressInfo;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        type: 'video',
        version: '1.0',
        provider_name: 'Vimeo',
        title: `Video ${id}`,
        author_name: 'Fake Author',
        thumbnail_url: options.thumbnailUrl?.(`http://127.0.0.1:${port}`) ?? `http://127.0.0.1:${port}/thumb.jpg`,
        thumbnail_width: 640,
        thumbnail_height: 360,
        width: 640,
        height: 360,
        video_id: Number(id),
        duration: 125,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/oembed.json`,
    origin: `http://127.0.0.1:${port}`,
    calls,
    fileRequests,
    endless,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeVimeo = Awaited<ReturnType<typeof startFakeVimeo>>;

/**
 * For the calling describe block: before each test a fresh fake Vimeo and a fresh test app that
 * asks it, handed to `use`; both closed after the test.
 */
export function eachAppWithFakeVimeo(use: (t: TestApp, fake: FakeVimeo) => void): void {
  let opened: { t: TestApp; fake: FakeVimeo } | undefined;
  beforeEach(async () => {
    const fake = await startFakeVimeo();
    const t = await buildTestApp({ vimeoUrl: fake.url });
    opened = { t, fake };
    use(t, fake);
  });
  afterEach(async () => {
    await opened?.t.close();
    await opened?.fake.close();
    opened = undefined;
  });
}
