import { describe, expect, it } from 'vitest';
import { pictureVariants } from '#shared/picture.ts';
import { compactPicture, displayUrl, pictureFromMeta } from './image-variants.ts';
import type { StoredPicture } from './types.ts';

const stored = (base: string, widths: number[]): StoredPicture => ({
  width: widths.at(-1) ?? 0,
  height: 100,
  placeholder: 'data:image/webp;base64,AAAA',
  variants: widths.flatMap((width) => (['avif', 'webp'] as const).map((format) => ({ format, width, url: `${base}w${width}.${format}` }))),
});
const sorted = (variants: { format: string; width: number; url: string }[]) =>
  [...variants].sort((a, b) => a.url.localeCompare(b.url));

describe('compactPicture', () => {
  it.each(['/media/videos/abc/', 'https://cdn.example.com/prefix/videos/abc/'])('describes every stored variant (base %s)', (base) => {
    const picture = stored(base, [480, 960, 1440, 1920]);
    const compact = compactPicture(picture);
    expect(compact).toEqual({ width: 1920, height: 100, placeholder: picture.placeholder, base, widths: [480, 960, 1440, 1920], formats: ['avif', 'webp'] });
    expect(sorted(pictureVariants(compact))).toEqual(sorted(picture.variants));
    expect(displayUrl(compact)).toBe(`${base}w960.webp`);
  });

  it('leaves out a variant it cannot describe rather than announce a wrong address', () => {
    const picture = stored('/media/photos/a/', [480, 960]);
    picture.variants.push({ format: 'webp', width: 1440, url: '/elsewhere/w1440.webp' });
    picture.variants = picture.variants.filter((v) => !(v.width === 960 && v.format === 'avif'));
    const compact = compactPicture(picture);
    expect(compact.widths).toEqual([480]);
    expect(pictureVariants(compact).map((v) => v.url)).toEqual(['/media/photos/a/w480.avif', '/media/photos/a/w480.webp']);
  });

  it('reads a JSON column, null staying null', () => {
    expect(pictureFromMeta(null)).toBeNull();
    expect(pictureFromMeta(JSON.stringify(stored('/m/', [300])))?.widths).toEqual([300]);
  });
});
