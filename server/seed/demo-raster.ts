import sharp from 'sharp';
import { applyFilmLook, type FilmLook } from './demo-film-look.ts';

export interface RasterOptions {
  width: number;
  height: number;
  format: 'jpeg' | 'png';
  /** Grain, vignette and glare applied after rendering; seeded, so output stays deterministic. */
  look?: FilmLook;
}

/** Turns an SVG scene into a JPEG or PNG of exactly the requested size. */
export async function rasterize(svg: string, options: RasterOptions): Promise<Buffer> {
  const { width, height, format, look } = options;
  const { data, info } = await sharp(Buffer.from(svg))
    .resize(width, height, { fit: 'fill' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (look) applyFilmLook(data, info.width, info.height, info.channels, look);
  const image = sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } });
  return format === 'jpeg'
    ? image.flatten({ background: '#000000' }).jpeg({ quality: 86 }).toBuffer()
    : image.png({ compressionLevel: 6 }).toBuffer();
}
