import { describe, expect, it } from 'vitest';
import { limits } from '#shared/limits.ts';
import { messages } from '#shared/messages.ts';
import { formatRefusal as refusal, sniffImageFormat as sniffFormat } from '#shared/image-format.ts';
import { checkImageFile } from './image-check.ts';

const formatRefusal = (bytes: Uint8Array, policy: 'strict' | 'any') => refusal(sniffFormat(bytes), policy);

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const jpeg = [0xff, 0xd8, 0xff, 0xe0];
const webp = [...'RIFF'].map((c) => c.charCodeAt(0)).concat([0, 0, 0, 0], [...'WEBP'].map((c) => c.charCodeAt(0)));
const svg = [...'<svg xmlns='].map((c) => c.charCodeAt(0));

describe('image check', () => {
  it('recognises formats by their first bytes', () => {
    expect(sniffFormat(Uint8Array.from(png))).toBe('png');
    expect(sniffFormat(Uint8Array.from(jpeg))).toBe('jpeg');
    expect(sniffFormat(Uint8Array.from(webp))).toBe('webp');
    expect(sniffFormat(Uint8Array.from(svg))).toBeNull();
  });

  it('takes only JPEG and PNG when strict, any raster image otherwise', () => {
    expect(formatRefusal(Uint8Array.from(png), 'strict')).toBeNull();
    expect(formatRefusal(Uint8Array.from(webp), 'strict')).toBe(messages.imageType);
    expect(formatRefusal(Uint8Array.from(webp), 'any')).toBeNull();
    expect(formatRefusal(Uint8Array.from(svg), 'any')).toBe(messages.imageTypeAny);
  });

  it('refuses a file over 20 MB with the server message, whatever its type', async () => {
    const big = new Blob([Uint8Array.from(png), new Uint8Array(limits.uploadMaxBytes)]);
    await expect(checkImageFile(big, 'strict')).resolves.toBe(messages.imageTooLarge);
    await expect(checkImageFile(new Blob([Uint8Array.from(png)]), 'strict')).resolves.toBeNull();
    await expect(checkImageFile(new Blob(['hello']), 'strict')).resolves.toBe(messages.imageType);
  });

  it('says an empty file is empty, not of the wrong type', async () => {
    await expect(checkImageFile(new Blob([]), 'strict')).resolves.toBe('The file is empty');
    await expect(checkImageFile(new Blob([]), 'any')).resolves.toBe('The file is empty');
  });

  it('refuses an image over 50 megapixels by its header, with the server message, before anything is sent', async () => {
    const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
    const pngOf = (w: number, h: number) =>
      new Blob([Uint8Array.from([...png.slice(0, 8), 0, 0, 0, 13, ...[...'IHDR'].map((c) => c.charCodeAt(0)), ...u32(w), ...u32(h), 8, 2, 0, 0, 0])]);
    // A JPEG with an APP0 segment before its frame header (SOF0: precision, height, width).
    const jpegOf = (w: number, h: number) =>
      new Blob([Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...new Array<number>(14).fill(0), 0xff, 0xc0, 0, 17, 8, h >> 8, h & 255, w >> 8, w & 255, 3])]);
    await expect(checkImageFile(pngOf(10_000, 5_001), 'strict')).resolves.toBe(messages.imageTooManyPixels);
    await expect(checkImageFile(pngOf(10_000, 5_000), 'strict')).resolves.toBeNull();
    await expect(checkImageFile(jpegOf(10_000, 5_001), 'any')).resolves.toBe(messages.imageTooManyPixels);
    await expect(checkImageFile(jpegOf(6_000, 4_000), 'strict')).resolves.toBeNull();
    expect(limits.uploadMaxPixels).toBe(50_000_000);
  });
});
