import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { messages } from '#shared/messages.ts';
import type { PhotoPage } from '#shared/schemas/photo.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { formPost, mediaFiles, read } from '../test/factories.ts';
import { jpeg } from '../test/fixtures.ts';
import { partialUpload } from '../test/raw-upload.ts';
import { heldStorage } from '../test/held-storage.ts';

/**
 * Uploads over a real socket (issue 11): the file goes to a temporary file as it arrives, a
 * refusal comes from its first bytes while the sender is still sending, and nothing stays.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const uploadDir = (app: TestApp) => join(app.dataDir, 'tmp', 'uploads');
const tempFiles = (app: TestApp) => (existsSync(uploadDir(app)) ? readdirSync(uploadDir(app)) : []);

async function listening(options: Parameters<typeof buildTestApp>[0] = {}) {
  t = await buildTestApp(options);
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { app: t, origin };
}

/** A real JPEG whose frame header is rewritten to claim `width` × `height` (only the header is ever read). */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.from(await jpeg(64, 48));
  for (let at = 2; at < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    if (bytes[at + 1] === 0xc0) {
      bytes.writeUInt16BE(height, at + 5);
      bytes.writeUInt16BE(width, at + 7);
      return bytes;
    }
  }
  throw new Error('no SOF0 in the fixture');
}

const connections = (app: TestApp) =>
  new Promise<number>((resolve, reject) => app.app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))));

function photoForm(caption: string, image: Buffer): globalThis.FormData {
  const form = new globalThis.FormData();
  form.set('caption', caption);
  form.set('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo.jpg');
  return form;
}

describe('uploads over HTTP', () => {
  it('refuses a JPEG claiming more than 50 megapixels from its header, before the rest of the body arrives', async () => {
    const { app, origin } = await listening();
    const header = await jpegClaiming(10_000, 6_000);
    // 20 MB announced; only the header and a little more are ever sent.
    const upload = partialUpload(origin, '/api/photo/add', app.token, { caption: 'Too many pixels', image: header }, {
      sentBytes: 4096,
      declaredBytes: 20_000_000,
    });
    const res = await upload.response;
    upload.req.destroy();
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ message: messages.imageTooManyPixels, errors: [{ field: 'image' }] });
    expect(res.headers.connection).toBe('close');
    expect(await read<PhotoPage>(app, '/api/photo')).toEqual({ data: [], pages: 0 });
    expect(tempFiles(app)).toEqual([]);
  });

  it('refuses a file that is not an image from its first bytes, before the rest of the body arrives', async () => {
    const { app, origin } = await listening();
    const text = Buffer.from('%PDF-1.7\n'.padEnd(64 * 1024, 'x'));
    const upload = partialUpload(origin, '/api/photo/add', app.token, { caption: 'A PDF', image: text }, {
      sentBytes: 8192,
      declaredBytes: 19_000_000,
    });
    const res = await upload.response;
    upload.req.destroy();
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ message: messages.imageType, code: 'unsupported_media_type' });
    expect(tempFiles(app)).toEqual([]);
  });

  it('writes the upload to a temporary file as it arrives and removes it once stored', async () => {
    const { app, origin } = await listening();
    const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const sent = Math.floor(image.length / 2);
    const upload = partialUpload(origin, '/api/photo/add', app.token, { caption: 'Half sent', image }, { sentBytes: sent });
    // Half the body is on the server's disk while the other half has not been sent.
    await vi.waitFor(() => {
      const [name, ...others] = tempFiles(app);
      expect(others).toEqual([]);
      expect(statSync(join(uploadDir(app), name!)).size).toBeGreaterThan(sent - 64 * 1024);
    });
    upload.finish();
    const res = await upload.response;
    expect(res.status, res.body).toBe(201);
    // Only an answer sent before the body is all in closes the connection.
    expect(res.headers.connection).toBe('keep-alive');
    expect((await read<PhotoPage>(app, '/api/photo')).data).toHaveLength(1);
    expect(tempFiles(app)).toEqual([]);
  });

  it('removes the temporary files a crashed process left, at start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'film-site-leftovers-'));
    onTestFinished(() => rmSync(dataDir, { recursive: true, force: true }));
    const dir = join(dataDir, 'tmp', 'uploads');
    mkdirSync(dir, { recursive: true });
    // A process that is gone (2^22 + 1 is past Linux's largest pid) and this pid from before it started.
    writeFileSync(join(dir, 'upload-4194305-0123abcd.part'), 'left by a crash');
    const ours = join(dir, `upload-${process.pid}-0123abcd.part`);
    writeFileSync(ours, 'left by an earlier process with our pid');
    utimesSync(ours, new Date(2020, 0, 1), new Date(2020, 0, 1));
    writeFileSync(join(dir, 'not-an-upload.txt'), 'not ours to remove');
    t = await buildTestApp({ dataDir });
    expect(readdirSync(dir)).toEqual(['not-an-upload.txt']);
  });

  it('a client that leaves halfway through sending its upload leaves no temporary file, row or stored file', async () => {
    const { app, origin } = await listening();
    const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .jpeg({ quality: 95 })
      .toBuffer();
    const upload = partialUpload(origin, '/api/photo/add', app.token, { caption: 'Left halfway', image }, { sentBytes: image.length / 2 });
    await vi.waitFor(() => expect(tempFiles(app)).toHaveLength(1));
    upload.req.destroy();
    await vi.waitFor(() => expect(tempFiles(app)).toEqual([]));
    expect(await read<PhotoPage>(app, '/api/photo')).toEqual({ data: [], pages: 0 });
    expect(mediaFiles(app)).toEqual([]);
  });

  it('a client that leaves while its upload is processed stops the work and leaves no row and no file', async () => {
    const held = heldStorage();
    const { app, origin } = await listening({ wrapStorage: held.wrap });
    const image = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
      .jpeg()
      .toBuffer();
    const upload = partialUpload(origin, '/api/photo/add', app.token, { caption: 'Cancelled', image }, { sentBytes: 0 });
    upload.finish();
    await held.started;
    upload.req.destroy();
    // The server has seen the connection close; then the held writes go through.
    await vi.waitFor(async () => expect(await connections(app)).toBe(0));
    held.open();
    // The temporary file goes last, once the request's handler is over.
    await vi.waitFor(() => expect(tempFiles(app)).toEqual([]));
    // Processed after the cancelled one (one at a time), so anything it still did would show.
    const after = await app.app.inject(formPost('/api/photo/add', { caption: 'After', image: await jpeg() }, app.token));
    expect(after.statusCode, after.body).toBe(201);
    const { data } = await read<PhotoPage>(app, '/api/photo');
    expect(data.map((p) => p.caption)).toEqual(['After']);
    expect(mediaFiles(app).filter((f) => !f.startsWith(`${data[0]!.imageId}/`))).toEqual([]);
    // 4 widths × 2 formats; only the encodes already running when the client left were written.
    const cancelledWrites = held.puts.filter((key) => !key.startsWith(`${data[0]!.imageId}/`));
    expect(cancelledWrites.length).toBeGreaterThan(0);
    expect(cancelledWrites.length).toBeLessThan(8);
  });

  it('a burst of forms their schema refuses, each with an upload, leaves no temporary file and gives every queue place back', async () => {
    const { app, origin } = await listening();
    const image = await jpeg(640, 480);
    const send = (caption: string) => {
      const form = photoForm(caption, image);
      form.set('text', 'Director');
      return fetch(`${origin}/api/team/add`, { method: 'POST', headers: { 'x-access-token': app.token }, body: form });
    };
    // Two bursts the size of the queue (one processed, four waiting), then one of valid forms:
    // a place kept by any refused form would turn a later request into a 503.
    const burst = () => Promise.all(Array.from({ length: 5 }, () => send('A')));
    const refused = [...(await burst()), ...(await burst())];
    for (const res of refused) {
      expect({ status: res.status, body: await res.json() }).toMatchObject({
        status: 400,
        body: { message: messages.minSymbols(2), errors: [{ field: 'caption', message: messages.minSymbols(2) }] },
      });
    }
    expect(tempFiles(app)).toEqual([]);
    const added = await Promise.all(Array.from({ length: 5 }, (_, i) => send(`Member ${i}`)));
    expect(added.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    expect(tempFiles(app)).toEqual([]);
  });

  it('a burst past the queue: exactly the overflow is answered 503 with Retry-After, the rest are stored', async () => {
    const held = heldStorage();
    const { app, origin } = await listening({ wrapStorage: held.wrap });
    const image = await jpeg(640, 480);
    const answers: Array<{ status: number; retryAfter: string | null; body: unknown }> = [];
    let overflowAnswered!: () => void;
    const overflow = new Promise<void>((resolve) => (overflowAnswered = resolve));
    // One processed and four waiting fill the queue; three more are too many.
    const sends = Array.from({ length: 8 }, async (_, i) => {
      const res = await fetch(`${origin}/api/photo/add`, {
        method: 'POST',
        headers: { 'x-access-token': app.token },
        body: photoForm(`Burst ${i}`, image),
      });
      const answer = { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
      answers.push(answer);
      if (answers.length === 3) overflowAnswered();
      return answer;
    });
    // While every write is held nothing can be stored: the first answers are the overflow's.
    await overflow;
    expect(answers.map((a) => a.status)).toEqual([503, 503, 503]);
    for (const { retryAfter, body } of answers) {
      expect(Number(retryAfter)).toBeGreaterThan(0);
      expect(body).toMatchObject({ message: messages.uploadsBusy(Number(retryAfter)), code: 'busy' });
    }
    held.open();
    const all = await Promise.all(sends);
    expect(all.filter((a) => a.status === 201)).toHaveLength(5);
    const { data } = await read<PhotoPage>(app, '/api/photo?page=1');
    expect(data).toHaveLength(5);
    const folders = new Set(mediaFiles(app).map((f) => f.split('/').slice(0, 2).join('/')));
    expect([...folders].sort()).toEqual(data.map((p) => p.imageId).sort());
    expect(tempFiles(app)).toEqual([]);
  });
});
