import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { Video } from '#shared/schemas/video.ts';
import { buildTestApp, type TestApp, type TestAppOptions } from '../../test/build-test-app.ts';
import { addCategory, addVideo, mediaFiles } from '../../test/factories.ts';
import { startFakeVimeo, type FakeVimeoOptions } from '../../test/fake-vimeo.ts';
import { allowedUrl, createVimeoClient, vimeoThumbnails } from './vimeo-client.ts';

/**
 * oEmbed's `thumbnail_url` is an address the server downloads: only from the allowed image
 * origins (in production Vimeo's, https), no redirect elsewhere, and never more than the cap.
 * Here the fake Vimeo is the allowed origin (http://127.0.0.1:port) and plays the hostile hosts.
 */
describe('the Vimeo thumbnail download', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  async function setUp(
    fake: FakeVimeoOptions,
    app: (origin: string) => TestAppOptions = () => ({}),
  ) {
    const vimeo = await startFakeVimeo(fake);
    closers.push(vimeo.close);
    const t: TestApp = await buildTestApp({ vimeoUrl: vimeo.url, ...app(vimeo.origin) });
    closers.push(t.close);
    const category = await addCategory(t, 'gallery', 'Films');
    return { vimeo, t, add: (): Promise<Video> => addVideo(t, { category: category._id }) };
  }

  /** Stored with Vimeo's metadata but without a thumbnail, and no file written. */
  function expectNoThumbnail(t: TestApp, video: Video): void {
    expect(video.vimeo_response).toMatchObject({ author_name: 'Fake Author' });
    expect(video.vimeo_response).not.toHaveProperty('thumbnail_url');
    expect(video.image).toBeNull();
    expect(mediaFiles(t)).toEqual([]);
  }

  it('stores our own copy of a thumbnail on the allowed origin, also after a redirect within it', async () => {
    const { vimeo, t, add } = await setUp({
      thumbnailUrl: (origin) => `${origin}/redirect?to=/thumb.jpg`,
    });
    const video = await add();
    expect(vimeo.fileRequests).toEqual(['/redirect', '/thumb.jpg']);
    expect(video.vimeo_response?.thumbnail_url).toMatch(/^\/media\/videos\//);
    expect(video.image).toBe(video.vimeo_response?.thumbnail_url);
    expect(mediaFiles(t).length).toBeGreaterThan(0);
  });

  it('never asks a host outside the allowed origins', async () => {
    // The same server under another name: another origin.
    const { vimeo, t, add } = await setUp({
      thumbnailUrl: (origin) => `${origin.replace('127.0.0.1', 'localhost')}/thumb.jpg`,
    });
    expectNoThumbnail(t, await add());
    expect(vimeo.fileRequests).toEqual([]);
  });

  it('never downloads over http when the allowed origin is https', async () => {
    const { vimeo, t, add } = await setUp({}, (origin) => ({
      vimeoThumbnails: { origins: [origin.replace('http:', 'https:')] },
    }));
    expectNoThumbnail(t, await add());
    expect(vimeo.fileRequests).toEqual([]);
  });

  it('follows no redirect to another host', async () => {
    const { vimeo, t, add } = await setUp({
      thumbnailUrl: (origin) =>
        `${origin}/redirect?to=${encodeURIComponent(`${origin.replace('127.0.0.1', 'localhost')}/thumb.jpg`)}`,
    });
    expectNoThumbnail(t, await add());
    expect(vimeo.fileRequests).toEqual(['/redirect']);
  });

  it('stops reading an endless chunked answer at the cap', async () => {
    const cap = 256 * 1024;
    const { vimeo, t, add } = await setUp(
      { thumbnailUrl: (origin) => `${origin}/endless` },
      () => ({ vimeoThumbnails: { maxBytes: cap } }),
    );
    expectNoThumbnail(t, await add());
    // What the host could send before the connection was closed: the cap, plus what was in flight.
    expect(await vimeo.endless).toBeLessThan(cap + 1024 * 1024);
  });
});

describe('the production thumbnail policy', () => {
  it("allows Vimeo's image host over https and nothing else", () => {
    expect(allowedUrl('https://i.vimeocdn.com/video/123_640.jpg', vimeoThumbnails)).not.toBeNull();
    for (const href of [
      'http://i.vimeocdn.com/video/123_640.jpg',
      'https://i.vimeocdn.com:8443/video/123_640.jpg',
      'https://i.vimeocdn.com.evil.example/video/123_640.jpg',
      'https://user:secret@i.vimeocdn.com/video/123_640.jpg',
      'https://vimeo.com/123',
      'https://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
      'not a url',
    ]) {
      expect(allowedUrl(href, vimeoThumbnails), href).toBeNull();
    }
  });
});

describe('the oEmbed answer', () => {
  it('is read up to 64 KB: an endpoint that streams without end counts as unreachable', async () => {
    let sent = 0;
    let closed!: () => void;
    const done = new Promise<void>((resolve) => (closed = resolve));
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(16 * 1024, 0x20);
      const pump = () => {
        while (!res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
      };
      res.on('close', closed);
      pump();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const client = createVimeoClient(`http://127.0.0.1:${port}/api/oembed.json`, 5000);
      expect(await client.oembed('https://vimeo.com/1')).toEqual({ kind: 'unreachable' });
      await done;
      expect(sent).toBeLessThan(4 * 1024 * 1024);
    } finally {
      server.close();
    }
  });
});
