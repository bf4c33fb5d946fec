import type { Country } from '#shared/limits.ts';
import { filmStill } from './demo-film.ts';
import { locationScene } from './demo-locations.ts';
import { logoSvg } from './demo-logo.ts';
import { filmPalettes, type FilmPalette } from './demo-moods.ts';
import { portrait } from './demo-portrait.ts';
import { createRng, hashSeed } from './demo-random.ts';
import { rasterize } from './demo-raster.ts';

export type { FilmPalette };

export interface FilmStillOptions {
  width?: number;
  height?: number;
  palette?: FilmPalette;
}

/**
 * A cinematic 16:9 landscape JPEG (1920x1080 unless told): layered ranges, a city skyline or
 * the sea under a graded sky, with grain and a vignette. The same seed gives the same bytes.
 */
export async function renderFilmStill(seed: number, options: FilmStillOptions = {}): Promise<Buffer> {
  const { width = 1920, height = 1080 } = options;
  const rng = createRng(seed);
  const palette = options.palette ?? rng.pick(filmPalettes);
  const { svg, look } = filmStill(rng, seed, palette, width, height);
  return rasterize(svg, { width, height, format: 'jpeg', look });
}

export const portraitSize = { width: 800, height: 1000 };
export const logoSize = { width: 480, height: 240 };

/** A 4:5 (portraitSize) JPEG crew portrait: a head-and-shoulders silhouette with rim light on a studio backdrop. */
export async function renderPortrait(seed: number): Promise<Buffer> {
  const { svg, look } = portrait(createRng(seed), seed);
  return rasterize(svg, { ...portraitSize, format: 'jpeg', look });
}

/** A 2:1 (logoSize) PNG partner logo with a transparent background: a film motif and the company name. */
export async function renderLogo(seed: number, name: string): Promise<Buffer> {
  return rasterize(logoSvg(createRng(seed), name), { ...logoSize, format: 'png' });
}

/**
 * A 16:9 JPEG for a location page (1920x1080 unless told): Ukraine's wheat, sunflowers,
 * Carpathians and Kyiv domes; Georgia's Caucasus, Svan towers and vineyards; Kazakhstan's
 * steppe, Charyn canyon, Tian Shan and Astana. `index` picks the scene and varies it.
 */
export async function renderLocationImage(
  country: Country,
  index: number,
  { width = 1920, height = 1080 }: { width?: number; height?: number } = {},
): Promise<Buffer> {
  const seed = (hashSeed(country) + index * 7919) >>> 0;
  const { svg, look } = locationScene(createRng(seed), seed, country, index, width, height);
  return rasterize(svg, { width, height, format: 'jpeg', look });
}
