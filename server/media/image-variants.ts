import type { Picture } from '#shared/schemas/common.ts';

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
  const webp = picture.variants.filter((v) => v.format === 'webp');
  const pool = webp.length > 0 ? webp : picture.variants;
  const distance = (width: number) => Math.abs(width - displayWidth);
  const best = pool.reduce<(typeof pool)[number] | undefined>((acc, v) => {
    if (!acc) return v;
    const closer = distance(v.width) - distance(acc.width);
    return closer < 0 || (closer === 0 && v.width > acc.width) ? v : acc;
  }, undefined);
  return best?.url ?? '';
}

/** The URL of the widest WebP variant (else the widest of any format): the large picture, as an image sitemap lists it. */
export function largestUrl(picture: Picture): string | null {
  const webp = picture.variants.filter((v) => v.format === 'webp');
  const pool = webp.length > 0 ? webp : picture.variants;
  return pool.reduce<(typeof pool)[number] | undefined>((acc, v) => (!acc || v.width > acc.width ? v : acc), undefined)?.url ?? null;
}
