import type { ImageFormat, Picture } from './schemas/common.ts';

/** One stored variant of an image, as the compact picture describes it. */
export interface PictureVariant {
  format: ImageFormat;
  width: number;
  url: string;
}

/** The URL of one variant: the picture's base, then the file name every stored variant has. */
export function variantUrl(picture: Pick<Picture, 'base'>, width: number, format: ImageFormat): string {
  return `${picture.base}w${width}.${format}`;
}

/** Every variant of a picture, smallest first, formats in the picture's order within a width. */
export function pictureVariants(picture: Picture): PictureVariant[] {
  return [...picture.widths]
    .sort((a, b) => a - b)
    .flatMap((width) => picture.formats.map((format) => ({ format, width, url: variantUrl(picture, width, format) })));
}

/** The `srcset` of one format (empty when the picture has none in that format). */
export function srcSetOf(picture: Picture, format: ImageFormat): string {
  if (!picture.formats.includes(format)) return '';
  return [...picture.widths]
    .sort((a, b) => a - b)
    .map((width) => `${variantUrl(picture, width, format)} ${width}w`)
    .join(', ');
}
