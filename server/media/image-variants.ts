import type { ImageFormat, Picture } from '#shared/schemas/common.ts';
import { pictureVariants, variantUrl } from '#shared/picture.ts';
import type { StoredPicture } from './types.ts';

/** Widths every stored image is resized to (capped at its own width): phone, laptop, desktop, large screens. */
export const variantWidths = [480, 960, 1440, 1920] as const;

/** The width the spec's single `image` url should have: sharp on a laptop, light on a phone. */
const displayWidth = 960;

/** The widths to store for a source `sourceWidth` wide: the standard ones capped at it, at least one. */
export function widthsFor(sourceWidth: number): number[] {
  return [...new Set(variantWidths.map((w) => Math.min(w, sourceWidth)))];
}

/** The URL of the WebP variant closest to 960 px (the larger on a tie), which every current browser shows. */
export function displayUrl(picture: Picture): string {
  const format: ImageFormat | undefined = picture.formats.includes('webp') ? 'webp' : picture.formats[0];
  const distance = (width: number) => Math.abs(width - displayWidth);
  const best = picture.widths.reduce<number | undefined>((acc, width) => {
    if (acc === undefined) return width;
    const closer = distance(width) - distance(acc);
    return closer < 0 || (closer === 0 && width > acc) ? width : acc;
  }, undefined);
  return best === undefined || format === undefined ? '' : variantUrl(picture, best, format);
}

/**
 * The answer's picture for a stored one: one base URL and the widths and formats, instead of
 * eight full URLs. Every variant is stored as `<imageId>/w<width>.<format>` (image-processor.ts),
 * so the base is the first variant's URL without its file name; a variant stored under another
 * name (never written by this code) is left out rather than described wrongly.
 */
export function compactPicture(stored: StoredPicture): Picture {
  const fileName = (width: number, format: ImageFormat) => `w${width}.${format}`;
  const first = stored.variants[0];
  const base = first ? first.url.slice(0, first.url.length - fileName(first.width, first.format).length) : '';
  const named = stored.variants.filter((v) => v.url === `${base}${fileName(v.width, v.format)}`);
  const widths = [...new Set(named.map((v) => v.width))].sort((a, b) => a - b);
  const formats = [...new Set(named.map((v) => v.format))];
  // A width missing in one format would be announced in both: keep only the widths every format has.
  const complete = widths.filter((w) => formats.every((f) => named.some((v) => v.width === w && v.format === f)));
  return { width: stored.width, height: stored.height, placeholder: stored.placeholder, base, widths: complete, formats };
}

/** The answer's picture from an `imageMeta` JSON column (null stays null). */
export function pictureFromMeta(meta: string | null): Picture | null {
  return meta === null ? null : compactPicture(JSON.parse(meta) as StoredPicture);
}

/** The URL of the widest WebP variant (else the widest of any format): the large picture, as an image sitemap lists it. */
export function largestUrl(picture: Picture): string | null {
  const variants = pictureVariants(picture);
  const webp = variants.filter((v) => v.format === 'webp');
  const pool = webp.length > 0 ? webp : variants;
  return pool.reduce<(typeof pool)[number] | undefined>((acc, v) => (!acc || v.width > acc.width ? v : acc), undefined)?.url ?? null;
}
