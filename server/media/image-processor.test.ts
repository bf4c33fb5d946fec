import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '#server/errors.ts';
import { limits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import { pngClaiming } from '../test/images.ts';
import { createImageStore } from './image-processor.ts';
import { widthsFor } from './image-variants.ts';
import { createDiskStorage } from './storage/disk-storage.ts';
import type { Storage } from './storage/storage.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function setup(wrap: (storage: Storage) => Storage = (s) => s) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-'));
  dirs.push(dir);
  const storage = createDiskStorage(dir);
  return { dir, storage, images: createImageStore(wrap(storage), { newId: () => randomBytes(12).toString('hex'), log: { warn: () => undefined } }) };
}

/** Every file under `dir`, relative, so a test can say exactly what storage holds. */
function filesIn(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    return entry.isDirectory() ? filesIn(dir, relative) : [relative];
  });
}

/** Detailed pixels (blurred noise) so encoders and truncation behave as with a photo. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 120, sigma: 40 } } }).blur(1);

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect(appError.statusCode).toBe(400);
  expect(appError.errors?.[0]?.field).toBe('image');
  return appError;
}

/** The EXIF tag pointing at the GPS block (0x8825, type LONG), little-endian as libexif writes it. */
const gpsPointer = Buffer.from([0x25, 0x88, 0x04, 0x00]);

describe('image store', () => {
  it('stores AVIF and WebP variants of a JPEG at the standard widths, capped at the source', async () => {
    const { dir, images } = setup();
    const saved = await images.save('photos', await photo(1200, 800).jpeg().toBuffer(), 'strict');

    expect(saved.imageId).toMatch(/^photos\/[0-9a-f]{24}$/);
    expect(saved.picture).toMatchObject({ width: 1200, height: 800 });
    expect(saved.picture.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(saved.url).toBe(`/media/${saved.imageId}/w960.webp`);
    expect(saved.picture.variants.map((v) => `${v.format}${v.width}`).sort()).toEqual(
      ['avif1200', 'avif480', 'avif960', 'webp1200', 'webp480', 'webp960'],
    );
    for (const variant of saved.picture.variants) {
      const file = path.join(dir, variant.url.replace(/^\/media\//, ''));
      const meta = await sharp(fs.readFileSync(file)).metadata();
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(variant.width);
    }
  });

  it('stores one variant at the source width of a small PNG, keeping its transparency', async () => {
    const { dir, images } = setup();
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.5 } } }).png().toBuffer();
    const saved = await images.save('team', png, 'strict');
    expect(saved.picture.variants.map((v) => v.width)).toEqual([300, 300]);
    const webp = await sharp(fs.readFileSync(path.join(dir, saved.imageId, 'w300.webp'))).metadata();
    expect(webp.hasAlpha).toBe(true);
  });

  it('refuses a text file named like a PNG, judging by content', async () => {
    const { images } = setup();
    const error = await refusal(images.save('photos', Buffer.from('just some text, not a picture.png'), 'strict'));
    expect(error.message).toBe(messages.imageType);
  });

  it('refuses SVG under either policy', async () => {
    const { images } = setup();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect((await refusal(images.save('photos', svg, 'strict'))).message).toBe(messages.imageType);
    expect((await refusal(images.save('photos', svg, 'any'))).message).toBe(messages.imageTypeAny);
  });

  it('accepts WebP under the any policy only', async () => {
    const { images } = setup();
    const webp = await photo(200, 100).webp().toBuffer();
    expect((await refusal(images.save('photos', webp, 'strict'))).message).toBe(messages.imageType);
    await expect(images.save('photos', webp, 'any')).resolves.toMatchObject({ picture: { width: 200, height: 100 } });
  });

  it('refuses more than 50 megapixels from the header, before decoding, leaving nothing behind', async () => {
    const { dir, images } = setup();
    const huge = pngClaiming(20000, 20000);
    expect((await sharp(huge, { limitInputPixels: false }).metadata()).width).toBe(20000);
    const error = await refusal(images.save('photos', huge, 'strict'));
    expect(error.message).toBe(messages.imageTooManyPixels);
    expect(filesIn(dir)).toEqual([]);
  });

  it('refuses more than 20 MB', async () => {
    const { images } = setup();
    const big = Buffer.alloc(limits.uploadMaxBytes + 1);
    big.set([0xff, 0xd8, 0xff]);
    const error = await refusal(images.save('photos', big, 'strict'));
    expect(error.message).toBe(messages.imageTooLarge);
    expect(error.code).toBe('payload_too_large');
  });

  it('refuses a truncated JPEG', async () => {
    const { dir, images } = setup();
    const jpeg = await photo(800, 600).jpeg().toBuffer();
    const error = await refusal(images.save('photos', jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), 'strict'));
    expect(error.message).toBe(messages.imageUnreadable);
    expect(filesIn(dir)).toEqual([]);
  });

  it('strips EXIF (GPS included), XMP and ICC metadata from every variant', async () => {
    const { dir, images } = setup();
    const jpeg = await photo(640, 480)
      .withExif({ IFD0: { Copyright: 'Someone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 27/1 0/1' } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    const source = await sharp(jpeg).metadata();
    expect(source.exif?.includes(gpsPointer)).toBe(true);
    expect(source.xmp).toBeDefined();
    expect(source.icc).toBeDefined();

    const saved = await images.save('photos', jpeg, 'strict');
    for (const variant of saved.picture.variants) {
      const bytes = fs.readFileSync(path.join(dir, variant.url.replace(/^\/media\//, '')));
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      // Long markers only: a 3-4 byte one ('GPS', 'Exif') turns up by chance in compressed pixels
      // now and then; the metadata checks above already cover the blocks themselves.
      for (const marker of ['Someone', 'xmpmeta']) expect(bytes.includes(marker)).toBe(false);
      expect(bytes.includes(gpsPointer)).toBe(false);
    }
  });

  it('applies the EXIF orientation (6: rotated a quarter turn)', async () => {
    const { dir, images } = setup();
    const jpeg = await photo(600, 300).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const saved = await images.save('photos', jpeg, 'strict');
    expect(saved.picture).toMatchObject({ width: 300, height: 600 });
    const meta = await sharp(fs.readFileSync(path.join(dir, saved.imageId, 'w300.webp'))).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([300, 600, undefined]);
  });

  it('deletes what it wrote when storage fails part-way', async () => {
    let puts = 0;
    const { dir, images } = setup((storage) => ({
      ...storage,
      async put(key, data, type) {
        puts += 1;
        if (puts === 3) throw new Error('disk full');
        await storage.put(key, data, type);
      },
    }));
    await expect(images.save('photos', await photo(1000, 700).jpeg().toBuffer(), 'strict')).rejects.toThrow('disk full');
    expect(puts).toBeGreaterThan(3);
    expect(filesIn(dir)).toEqual([]);
  });

  it('processes one upload at a time, whatever arrives at once', async () => {
    // Puts happen inside an upload's slot, so images with a write in flight at the same moment
    // are uploads being processed at the same moment; slow puts make any overlap visible.
    const writing = new Map<string, number>();
    let most = 0;
    const { images } = setup((storage) => ({
      ...storage,
      async put(key, data, type) {
        const id = key.split('/').slice(0, 2).join('/');
        writing.set(id, (writing.get(id) ?? 0) + 1);
        most = Math.max(most, writing.size);
        await new Promise((resolve) => setTimeout(resolve, 30));
        await storage.put(key, data, type);
        const left = (writing.get(id) ?? 1) - 1;
        if (left === 0) writing.delete(id);
        else writing.set(id, left);
      },
    }));
    const jpeg = await photo(200, 150).jpeg().toBuffer();
    // Five: one processed and four waiting fill the bounded queue (a sixth is answered 503, below).
    const saved = await Promise.all(Array.from({ length: 5 }, () => images.save('photos', jpeg, 'strict')));
    expect(new Set(saved.map((s) => s.imageId)).size).toBe(5);
    expect(most).toBe(1);
  });

  it('keeps a bounded line: a sixth image while five are taken is refused with 503 and Retry-After', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { dir, images } = setup((storage) => ({
      ...storage,
      async put(key, data, type) {
        await gate;
        await storage.put(key, data, type);
      },
    }));
    const jpeg = await photo(200, 150).jpeg().toBuffer();
    const five = Array.from({ length: 5 }, () => images.save('photos', jpeg, 'strict'));
    const error = (await images.save('photos', jpeg, 'strict').catch((e: unknown) => e)) as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 503, code: 'busy' });
    expect(error.extra?.retryAfter).toBeGreaterThan(0);
    expect(error.message).toBe(messages.uploadsBusy(error.extra?.retryAfter as number));
    open();
    expect(await Promise.all(five)).toHaveLength(5);
    expect(new Set(filesIn(dir).map((f) => path.dirname(f))).size).toBe(5);
  });

  it('removes a stored image and leaves others', async () => {
    const { dir, images } = setup();
    const jpeg = await photo(200, 150).jpeg().toBuffer();
    const a = await images.save('photos', jpeg, 'strict');
    const b = await images.save('photos', jpeg, 'strict');
    await images.remove(a.imageId);
    await images.remove(a.imageId);
    expect(fs.existsSync(path.join(dir, a.imageId))).toBe(false);
    expect(fs.existsSync(path.join(dir, b.imageId))).toBe(true);
  });

  it('saves a logo as one transparent WebP at most 480 px wide, and removes it', async () => {
    const { dir, images } = setup();
    const png = await sharp({ create: { width: 1000, height: 500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const name = await images.saveLogo(png);
    expect(name).toMatch(/^[0-9a-f]{24}\.webp$/);
    const meta = await sharp(fs.readFileSync(path.join(dir, 'logos', name))).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['webp', 480, 240, true]);
    expect((await refusal(images.saveLogo(await photo(100, 100).webp().toBuffer()))).message).toBe(messages.imageType);
    await images.removeLogo(name);
    expect(filesIn(dir)).toEqual([]);
  });

  it('picks the WebP closest to 960 px as the url', () => {
    const { images } = setup();
    const picture = { width: 1920, height: 1080, placeholder: '', base: '/m/', widths: [480, 1440, 1920], formats: ['avif', 'webp'] as const };
    expect(images.urlOf({ ...picture, formats: [...picture.formats] })).toBe('/m/w1440.webp');
    expect(widthsFor(300)).toEqual([300]);
    expect(widthsFor(1000)).toEqual([480, 960, 1000]);
    expect(widthsFor(4000)).toEqual([480, 960, 1440, 1920]);
  });
});
