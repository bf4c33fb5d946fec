import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterEach, beforeEach } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app.ts';

/**
 * A local stand-in for Vimeo that speaks its oEmbed protocol: GET /api/oembed.json?url=… answers
 * the JSON Vimeo sends, 404 for video ids in `missing`, and serves the thumbnail it names.
 * `hang` makes every oEmbed call wait forever, like a black-holed network.
 */
export async function startFakeVimeo(options: { missing?: string[]; hang?: boolean } = {}) {
  const thumbnail = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#24456b' } }).jpeg().toBuffer();
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/thumb.jpg') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': thumbnail.length });
      res.end(thumbnail);
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
        thumbnail_url: `http://127.0.0.1:${port}/thumb.jpg`,
        thumbnail_width: 640,
        thumbnail_height: 360,
        width: 640,
        height: 360,
        video_id: Number(id),
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/oembed.json`,
    calls,
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
