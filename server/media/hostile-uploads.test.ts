import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import type { Picture } from '#shared/schemas/common.ts';
import type { PhotoPage } from '#shared/schemas/photo.ts';
import type { TeamMember } from '#shared/schemas/team.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { addPartner, addTeamMember, formPost, mediaFiles, read } from '../test/factories.ts';
import { bigBlackPng, pngChunk, pngClaiming } from '../test/images.ts';
import { jpegScanCount, maxJpegScans } from './image-sniff.ts';
import { pictureVariants } from '#shared/picture.ts';

/**
 * Hostile and unusual uploads, sent through the real upload endpoints. Each is either refused
 * with a clean 400 that leaves no row and no file, or (when the picture itself is valid)
 * stored as fresh 8-bit sRGB encodes that keep nothing of the original file's other bytes.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

/** A real JPEG whose frame header is rewritten to claim `width` x `height`. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const data = Buffer.from(await solid(64, 48, '#345').jpeg().toBuffer());
  let sof = -1;
  for (let at = 2; at < data.length - 9; at += 1) {
    if (data[at] === 0xff && (data[at + 1] === 0xc0 || data[at + 1] === 0xc2)) {
      sof = at;
      break;
    }
  }
  expect(sof).toBeGreaterThan(0);
  data.writeUInt16BE(height, sof + 5);
  data.writeUInt16BE(width, sof + 7);
  return data;
}

/** A progressive JPEG whose last scan is repeated until it holds `scans` scans: a CPU bomb. */
async function jpegWithScans(scans: number): Promise<Buffer> {
  const data = await solid(256, 256, '#654').jpeg({ progressive: true }).toBuffer();
  const lastScan = data.lastIndexOf(Buffer.from([0xff, 0xda]));
  const scan = data.subarray(lastScan, data.length - 2);
  const extra = scans - jpegScanCount(data);
  return Buffer.concat([data.subarray(0, data.length - 2), ...Array.from({ length: extra }, () => scan), Buffer.from([0xff, 0xd9])]);
}

/** A three-frame animation (red, green, blue), 64 x 48 per frame. */
async function animation(format: 'gif' | 'webp'): Promise<Buffer> {
  const frames = await Promise.all(
    ['#ff0000', '#00ff00', '#0000ff'].map((c) => sharp({ create: { width: 64, height: 48, channels: 4, background: c } }).raw().toBuffer()),
  );
  const strip = sharp(Buffer.concat(frames), { raw: { width: 64, height: 144, channels: 4, pageHeight: 48 } });
  const out = format === 'gif' ? strip.gif({ loop: 0, delay: [100, 100, 100] }) : strip.webp({ loop: 0, delay: [100, 100, 100] });
  const buffer = await out.toBuffer();
  expect((await sharp(buffer).metadata()).pages).toBe(3);
  return buffer;
}

/** The state a refusal must leave untouched: stored files and listed photos. */
async function snapshot() {
  return { files: mediaFiles(t), photos: await read<PhotoPage>(t, '/api/photo') };
}

async function expectRefused(image: Buffer, message: string, options: { url?: string; filename?: string } = {}) {
  const before = await snapshot();
  const res = await t.app.inject(formPost(options.url ?? '/api/photo/add', { caption: 'Hostile', text: 'Hostile upload', image }, t.token, options.filename));
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ message, errors: [{ field: 'image', message }], requestId: expect.any(String) });
  expect(await snapshot()).toEqual(before);
}

const forbidden = ['PK\u0003\u0004', '<script', 'alert(', '<html', 'Exif', 'tEXt', 'zTXt'];

/** Fetches every stored variant of `picture`, checking each is a clean 8-bit sRGB encode; returns them. */
async function servedVariants(picture: Picture): Promise<Buffer[]> {
  const files: Buffer[] = [];
  for (const variant of pictureVariants(picture)) {
    const res = await t.app.inject({ method: 'GET', url: variant.url });
    expect(res.statusCode, variant.url).toBe(200);
    const bytes = res.rawPayload;
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
    expect([meta.space, meta.depth, meta.pages ?? 1]).toEqual(['srgb', 'uchar', 1]);
    expect(meta.channels === 3 || meta.channels === 4).toBe(true);
    for (const marker of forbidden) expect(bytes.includes(marker), `${variant.url} holds ${JSON.stringify(marker)}`).toBe(false);
    files.push(bytes);
  }
  return files;
}

/** The average colour of an image, as [r, g, b]. */
async function meanColour(bytes: Buffer): Promise<number[]> {
  const { channels } = await sharp(bytes).stats();
  return channels.slice(0, 3).map((c) => Math.round(c.mean));
}

async function addPhotoWith(image: Buffer, filename?: string) {
  const res = await t.app.inject(formPost('/api/photo/add', { caption: 'Accepted', image }, t.token, filename));
  expect(res.statusCode, res.body).toBe(201);
  const photo = (await read<PhotoPage>(t, '/api/photo')).data[0];
  expect(photo).toBeDefined();
  return photo as NonNullable<typeof photo>;
}

describe('refused with a clean 400, nothing stored', () => {
  it('a 1 KB PNG claiming 20000 x 20000 pixels', async () => {
    const bomb = pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024);
    await expectRefused(bomb, messages.imageTooManyPixels);
  });

  it('a valid, highly compressible PNG of 56 megapixels (a few hundred KB)', async () => {
    const bomb = await bigBlackPng(8000, 7000);
    expect(bomb.length).toBeLessThan(limits.uploadMaxBytes / 20);
    await expectRefused(bomb, messages.imageTooManyPixels);
  });

  it('a JPEG whose frame header claims 60000 x 60000', async () => {
    await expectRefused(await jpegClaiming(60_000, 60_000), messages.imageTooManyPixels);
  });

  it(`a progressive JPEG of more than ${maxJpegScans} scans`, async () => {
    const bomb = await jpegWithScans(maxJpegScans + 50);
    expect(jpegScanCount(bomb)).toBe(maxJpegScans + 50);
    await expectRefused(bomb, messages.imageUnreadable);
  });

  it('truncated or corrupted JPEG, PNG and WebP files', async () => {
    const photo = solid(300, 200, '#777').blur(1);
    const noisy = sharp({ create: { width: 300, height: 200, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 120, sigma: 40 } } });
    const jpegBytes = await noisy.clone().jpeg().toBuffer();
    const pngBytes = await noisy.clone().png().toBuffer();
    const badCrc = Buffer.from(pngBytes);
    badCrc[badCrc.length - 20] = (badCrc[badCrc.length - 20] ?? 0) ^ 0xff;
    await expectRefused(jpegBytes.subarray(0, jpegBytes.length >> 1), messages.imageUnreadable);
    await expectRefused(jpegBytes.subarray(0, 300), messages.imageUnreadable);
    await expectRefused(pngBytes.subarray(0, pngBytes.length >> 1), messages.imageUnreadable);
    await expectRefused(badCrc, messages.imageUnreadable);
    const webpBytes = await photo.webp().toBuffer();
    const member = await addTeamMember(t);
    await expectRefused(webpBytes.subarray(0, webpBytes.length >> 1), messages.imageUnreadable, { url: `/api/team/update/${member._id}` });
  });

  it('SVG in every disguise, under either policy', async () => {
    const svgs = [
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      '<?xml version="1.0"?>\n<!DOCTYPE svg><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '\uFEFF  \n<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
    ];
    const member = await addTeamMember(t);
    for (const svg of svgs) {
      await expectRefused(Buffer.from(svg), messages.imageType, { filename: 'photo.png' });
      await expectRefused(Buffer.from(svg), messages.imageTypeAny, { url: `/api/team/update/${member._id}`, filename: 'photo.jpg' });
    }
  });

  it('HTML, PDF and ZIP files wearing an image name or a forged image signature', async () => {
    const html = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');
    const pngHeader = (await solid(8, 8, '#000').png().toBuffer()).subarray(0, 33);
    await expectRefused(html, messages.imageType, { filename: 'cat.jpg' });
    await expectRefused(Buffer.from('%PDF-1.7\n1 0 obj<<>>endobj'), messages.imageType, { filename: 'cat.png' });
    await expectRefused(Buffer.from('PK\u0003\u0004\u0014\u0000zip'), messages.imageType, { filename: 'cat.png' });
    // The right magic number, then no image at all.
    await expectRefused(Buffer.concat([pngHeader, html]), messages.imageUnreadable);
    await expectRefused(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]), messages.imageUnreadable);
    const member = await addTeamMember(t);
    await expectRefused(Buffer.concat([Buffer.from('GIF89a'), html]), messages.imageUnreadable, { url: `/api/team/update/${member._id}` });
  });

  it('an animated GIF or WebP where only JPEG and PNG are accepted', async () => {
    await expectRefused(await animation('gif'), messages.imageType);
    await expectRefused(await animation('webp'), messages.imageType);
  });

  it('a partner logo that is not a JPEG or PNG', async () => {
    const before = await read<string[]>(t, '/api/logo/');
    await expectRefused(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), messages.imageType, { url: '/api/logo/add' });
    await expectRefused(pngClaiming(30_000, 30_000), messages.imageTooManyPixels, { url: '/api/logo/add' });
    expect(await read<string[]>(t, '/api/logo/')).toEqual(before);
  });
});

describe('valid but unusual images are stored as clean 8-bit sRGB variants', () => {
  it('a CMYK JPEG keeps its colour', async () => {
    const cmyk = await solid(120, 80, '#d02020').toColourspace('cmyk').jpeg().toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const photo = await addPhotoWith(cmyk);
    for (const bytes of await servedVariants(photo.picture)) {
      const [r = 0, g = 0, b = 0] = await meanColour(bytes);
      expect(r).toBeGreaterThan(150);
      expect(g).toBeLessThan(90);
      expect(b).toBeLessThan(90);
    }
  });

  it('16-bit colour and 16-bit grey PNGs', async () => {
    for (const space of ['rgb16', 'grey16'] as const) {
      const png = await solid(90, 60, '#3080c0').toColourspace(space).png().toBuffer();
      expect((await sharp(png).metadata()).depth).toBe('ushort');
      const photo = await addPhotoWith(png);
      expect(photo.picture).toMatchObject({ width: 90, height: 60 });
      await servedVariants(photo.picture);
    }
  });

  it('an animated GIF or WebP becomes its first frame (on the team photo, which accepts any format)', async () => {
    const member = await addTeamMember(t);
    for (const format of ['gif', 'webp'] as const) {
      const res = await t.app.inject(formPost(`/api/team/update/${member._id}`, { caption: 'Animated', text: 'First frame', image: await animation(format) }, t.token));
      expect(res.statusCode, res.body).toBe(200);
      const updated = (await read<TeamMember[]>(t, '/api/team')).find((m) => m._id === member._id);
      expect(updated?.picture).toMatchObject({ width: 64, height: 48 });
      for (const bytes of await servedVariants((updated as TeamMember).picture)) {
        const [r = 0, g = 0, b = 0] = await meanColour(bytes);
        expect(r).toBeGreaterThan(200);
        expect(g + b).toBeLessThan(60);
      }
    }
  });

  it('polyglots: a JPEG with a ZIP or HTML appended, a PNG whose tail or text chunk holds a script', async () => {
    const jpegBytes = await solid(80, 60, '#2a6').jpeg().toBuffer();
    const pngBytes = await solid(80, 60, '#2a6').png().toBuffer();
    const script = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(26), Buffer.from('payload.html'), script]);
    const textChunk = pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), script]));
    const polyglots = [
      Buffer.concat([jpegBytes, zip]),
      Buffer.concat([jpegBytes, script]),
      Buffer.concat([pngBytes, script]),
      Buffer.concat([pngBytes.subarray(0, 33), textChunk, pngBytes.subarray(33)]),
    ];
    for (const polyglot of polyglots) {
      expect(polyglot.includes('<script')).toBe(true);
      const photo = await addPhotoWith(polyglot, 'photo.html');
      expect(photo.picture).toMatchObject({ width: 80, height: 60 });
      await servedVariants(photo.picture);
      // The files on disk are the variants and nothing else: no copy of the upload is kept.
      const id = (photo.imageId ?? '').toString();
      const stored = mediaFiles(t).filter((f) => f.startsWith(`${id}/`));
      expect(stored.sort()).toEqual(pictureVariants(photo.picture).map((v) => `${id}/w${v.width}.${v.format}`).sort());
      for (const file of stored) expect(readFileSync(join(t.mediaDir, file)).includes('<script')).toBe(false);
    }
  });

  it('needle-thin strips too tall or too wide for WebP are fitted, not failed', async () => {
    const tall = await addPhotoWith(await solid(4, 40_000, '#888').png().toBuffer());
    expect(tall.picture.height).toBeLessThanOrEqual(8192);
    await servedVariants(tall.picture);
    const wide = await addPhotoWith(await solid(40_000, 2, '#888').png().toBuffer());
    expect(wide.picture.width).toBe(1920);
    await servedVariants(wide.picture);
    const logo = await addPartner(t, await solid(3, 30_000, '#888').png().toBuffer());
    const served = await t.app.inject({ method: 'GET', url: `/logos/${logo}` });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).height).toBeLessThanOrEqual(960);
  });

  it('the type comes from the bytes, not the name: a JPEG called .svg is a JPEG', async () => {
    const photo = await addPhotoWith(await solid(40, 30, '#456').jpeg().toBuffer(), 'evil.svg');
    await servedVariants(photo.picture);
  });
});
