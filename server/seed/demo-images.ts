import { filmStill } from './demo-film.ts';
import { filmPalettes, type FilmPalette } from './demo-moods.ts';
import { createRng } from './demo-random.ts';
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
