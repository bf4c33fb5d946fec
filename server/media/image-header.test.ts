import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffImageFormat } from './image-sniff.ts';
import { sizeFromHeader } from '#shared/image-header.ts';

const pixels = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#4a6', noise: { type: 'gaussian', mean: 100, sigma: 20 } } });

/** The size read from the shortest prefix that tells it, or what the whole file gives. */
function sizeFromPrefix(bytes: Buffer) {
  const format = sniffImageFormat(bytes)!;
  for (let n = 16; n <= bytes.length; n += 1) {
    const size = sizeFromHeader(bytes.subarray(0, n), format);
    if (size !== 'more') return { size, read: n };
  }
  return { size: sizeFromHeader(bytes, format), read: bytes.length };
}

describe('sizeFromHeader', () => {
  it('reads the size of JPEG, PNG and WebP (lossy, lossless, extended) from their first bytes', async () => {
    const files = [
      await pixels(1234, 567).jpeg().toBuffer(),
      await pixels(1234, 567).jpeg({ progressive: true }).toBuffer(),
      await pixels(1234, 567).png().toBuffer(),
      await pixels(1234, 567).webp().toBuffer(),
      await pixels(1234, 567).webp({ lossless: true }).toBuffer(),
      await pixels(1234, 567).ensureAlpha(0.5).webp().toBuffer(),
    ];
    for (const file of files) {
      const { size, read } = sizeFromPrefix(file);
      expect(size).toEqual({ width: 1234, height: 567 });
      expect(read).toBeLessThan(1024);
    }
  });

  it('skips a JPEG’s EXIF and ICC segments to reach its frame header', async () => {
    const file = await pixels(800, 600)
      .withMetadata({ exif: { IFD0: { Make: 'X'.repeat(20_000), Model: 'camera' } }, icc: 'p3' })
      .jpeg()
      .toBuffer();
    const { size, read } = sizeFromPrefix(file);
    expect(size).toEqual({ width: 800, height: 600 });
    expect(read).toBeGreaterThan(20_000);
    expect(read).toBeLessThan(file.length);
  });

  it('leaves GIF, TIFF and HEIF sizes to sharp, and a PNG without IHDR', async () => {
    expect(sizeFromHeader(await pixels(10, 10).gif().toBuffer(), 'gif')).toBe('unknown');
    expect(sizeFromHeader(await pixels(10, 10).tiff().toBuffer(), 'tiff')).toBe('unknown');
    const png = Buffer.from(await pixels(10, 10).png().toBuffer());
    png.write('IHDX', 12, 'latin1');
    expect(sizeFromHeader(png, 'png')).toBe('unknown');
  });
});
