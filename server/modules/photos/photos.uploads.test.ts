import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { limits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import type { PhotoPage } from '#shared/schemas/photo.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { addPhoto, formPost, mediaFiles, read } from '../../test/factories.ts';
import { jpeg } from '../../test/fixtures.ts';
import { bigBlackPng, exifGpsTags, exifMarkers, jpegWithGps } from '../../test/images.ts';
import { pictureVariants } from '#shared/picture.ts';

/** Asserts that an image file carries no EXIF, no GPS directory and none of the fixture's marker strings. */
async function expectNoMetadata(bytes: Buffer, where: string): Promise<void> {
  const meta = await sharp(bytes).metadata();
  expect(meta.exif, where).toBeUndefined();
  expect(exifGpsTags(meta.exif), where).toEqual([]);
  for (const marker of ['GPS', 'Exif', exifMarkers.make, exifMarkers.datum]) {
    expect(bytes.includes(marker), `${where} contains ${marker}`).toBe(false);
  }
}

describe('photo uploads', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await buildTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  /** Uploads `image` as a photo and expects a 400 with `message`, no row and no file left behind. */
  async function expectRefused(image: Buffer, message: string, filename = 'photo.jpg') {
    const res = await t.app.inject(
      formPost('/api/photo/add', { caption: 'Refused upload', image }, t.token, filename),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, errors: [{ field: 'image', message }] });
    expect(await read(t, '/api/photo')).toEqual({ data: [], pages: 0 });
    expect(mediaFiles(t)).toEqual([]);
  }

  it('refuses a text file named .png', async () => {
    await expectRefused(
      Buffer.from('This is plain text pretending to be a PNG image.\n'),
      messages.imageType,
      'picture.png',
    );
  });

  it('refuses an SVG named .jpg', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    await expectRefused(Buffer.from(svg), messages.imageType, 'picture.jpg');
  });

  it('refuses a WebP where only .png and .jpg are accepted', async () => {
    await expectRefused(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .webp()
        .toBuffer(),
      messages.imageType,
    );
  });

  it('refuses a cut-off JPEG as unreadable', async () => {
    const whole = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#357' },
    })
      .jpeg()
      .toBuffer();
    await expectRefused(whole.subarray(0, Math.floor(whole.length / 2)), messages.imageUnreadable);
  });

  it('refuses a 20000x20000 PNG as too many pixels', async () => {
    const huge = await bigBlackPng(20_000, 20_000);
    expect(huge.length).toBeLessThan(limits.uploadMaxBytes);
    const meta = await sharp(huge, { limitInputPixels: false }).metadata();
    expect(meta.width * meta.height).toBeGreaterThan(limits.uploadMaxPixels);
    await expectRefused(huge, messages.imageTooManyPixels, 'huge.png');
  });

  it('refuses a file over 20 MB', async () => {
    const real = await jpeg(64, 48);
    const oversized = Buffer.concat([
      real,
      Buffer.alloc(limits.uploadMaxBytes + 1024 - real.length, 0),
    ]);
    expect(oversized.length).toBeGreaterThan(limits.uploadMaxBytes);
    await expectRefused(oversized, messages.imageTooLarge);
  });

  it('strips EXIF and GPS from every stored file and every served variant', async () => {
    const original = await jpegWithGps();
    // The fixture really is a phone-like photo with a GPS position.
    expect(exifGpsTags((await sharp(original).metadata()).exif)).toEqual(
      expect.arrayContaining([1, 2, 3, 4]),
    );
    expect(original.includes('GPS')).toBe(true);
    expect(original.includes(exifMarkers.make)).toBe(true);

    const photo = await addPhoto(t, { caption: 'Geotagged' }, original);
    const files = mediaFiles(t);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) await expectNoMetadata(readFileSync(join(t.mediaDir, file)), file);

    const urls = [photo.image, ...pictureVariants(photo.picture).map((v) => v.url)];
    expect(pictureVariants(photo.picture).map((v) => v.format).sort()).toEqual(['avif', 'webp']);
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toContain('immutable');
      await expectNoMetadata(res.rawPayload, url);
    }
    const placeholder = Buffer.from(
      photo.picture.placeholder.replace(/^data:image\/webp;base64,/, ''),
      'base64',
    );
    await expectNoMetadata(placeholder, 'placeholder');
  });

  it('turns a photo upright from its EXIF orientation', async () => {
    const sideways = await sharp({
      create: { width: 60, height: 40, channels: 3, background: '#a52' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const photo = await addPhoto(t, { caption: 'Rotated' }, sideways);
    expect(photo.picture).toMatchObject({ width: 40, height: 60 });
    const served = await t.app.inject({ method: 'GET', url: photo.image });
    const meta = await sharp(served.rawPayload).metadata();
    expect({ width: meta.width, height: meta.height, orientation: meta.orientation }).toEqual({
      width: 40,
      height: 60,
      orientation: undefined,
    });
  });

  it('stores resized variants so visitors never download the original', async () => {
    const large = await jpeg(2400, 1600);
    const photo = await addPhoto(t, { caption: 'Large' }, large);
    expect(pictureVariants(photo.picture).map((v) => v.width).sort((a, b) => a - b)).toEqual([
      480, 480, 960, 960, 1440, 1440, 1920, 1920,
    ]);
    const { data } = await read<PhotoPage>(t, '/api/photo');
    expect(data[0]?.image).toMatch(/w960\.webp$/);
    for (const variant of pictureVariants(photo.picture)) {
      const res = await t.app.inject({ method: 'GET', url: variant.url });
      expect(res.headers['content-type']).toBe(`image/${variant.format}`);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(variant.width);
    }
  });
});
