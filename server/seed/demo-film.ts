import type { FilmLook } from './demo-film-look.ts';
import { ranges, skyAndLight, skyline, water, type Frame } from './demo-landscape.ts';
import { moods, type FilmPalette } from './demo-moods.ts';
import type { Rng } from './demo-random.ts';
import { fillBelow, hazeBand, letterbox, mix, ridgeLine, svgDocument, taper } from './demo-svg.ts';

/** A scene to rasterize: the SVG plus the finishing applied to its pixels. */
export interface Scene {
  svg: string;
  look: FilmLook;
}

/** A lone tree on a hilltop: a trunk and a few overlapping round crowns. */
function tree(rng: Rng, x: number, y: number, size: number, color: string): string {
  let svg = `<rect x="${(x - size * 0.05).toFixed(1)}" y="${(y - size * 0.6).toFixed(1)}" width="${(size * 0.1).toFixed(1)}" height="${(size * 0.62).toFixed(1)}" fill="${color}"/>`;
  // A wide, flat-topped crown, like the lone elms and oaks that stand in open steppe.
  for (let i = 0; i < 14; i++) {
    const cx = x + rng.range(-0.55, 0.55) * size;
    const cy = y - size * (0.85 + rng.range(0, 0.25) - Math.abs(cx - x) / size * 0.25);
    svg += `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${(size * rng.range(0.18, 0.3)).toFixed(1)}" ry="${(size * rng.range(0.12, 0.2)).toFixed(1)}" fill="${color}"/>`;
  }
  return svg;
}

function seaLand(frame: Frame, sunX: number): string {
  const { rng, width, height, mood } = frame;
  const horizonY = frame.horizon * height;
  const islandLeft = sunX > width / 2;
  const islandWidth = width * rng.range(0.3, 0.45);
  const islandX = islandLeft ? rng.range(0, 0.1) * width : width - islandWidth - rng.range(0, 0.1) * width;
  const island = taper(
    ridgeLine(rng, { width: islandWidth, height, baseY: horizonY + 2, amplitude: height * 0.16, sharpness: 1.3, ridged: true }),
    horizonY,
    (u) => Math.sin(Math.PI * u) ** 0.4,
  ).map(([x, y]): [number, number] => [x + islandX, y]);
  const shoreWidth = width * rng.range(0.28, 0.4);
  const shore = taper(
    ridgeLine(rng, { width: shoreWidth, height, baseY: height * 0.9, amplitude: height * 0.2, sharpness: 1.2 }),
    height,
    (u) => (islandLeft ? 1 - u : u) ** 0.7,
  ).map(([x, y]): [number, number] => [islandLeft ? x : width - shoreWidth + x, y]);
  return fillBelow(island, horizonY + 1, mix(mood.haze, mood.near, 0.45)) + water(frame, sunX) + fillBelow(shore, height, mood.near);
}

/** One film still: a wide landscape graded into `palette`'s mood. */
export function filmStill(rng: Rng, seed: number, palette: FilmPalette, width: number, height: number): Scene {
  const mood = moods[palette];
  const frame: Frame = { rng, width, height, mood, horizon: palette === 'sea' ? rng.range(0.56, 0.62) : rng.range(0.56, 0.68) };
  const { svg: sky, sunX, glare } = skyAndLight(frame);
  let land: string;
  switch (palette) {
    case 'city': {
      const hills = ranges(frame, { layers: 2, farAmplitude: 0.07, nearAmplitude: 0.09, depth: 0.03, sharpness: 1.2 });
      const baseY = height * 0.9;
      land =
        hills.svg +
        hazeBand('city-mist', width, frame.horizon * height - height * 0.05, baseY, mood.haze, 0.55) +
        // Two rows, the far one paler, so the city has depth instead of reading as one cut-out.
        skyline(frame, baseY, mix(mood.near, mood.haze, 0.5), '#ffd79a', 1.25) +
        skyline(frame, baseY, mix(mood.near, mood.haze, 0.12), '#ffc978', 0.8) +
        `<rect x="0" y="${baseY}" width="${width}" height="${height - baseY}" fill="${mood.near}"/>`;
      break;
    }
    case 'sea':
      land = seaLand(frame, sunX);
      break;
    case 'steppe': {
      const hills = ranges(frame, { layers: 4, farAmplitude: 0.05, nearAmplitude: 0.06, depth: 0.3, sharpness: 1, cells: 2 });
      const [x, y] = hills.nearest[Math.floor(hills.nearest.length * rng.range(0.6, 0.85))] ?? [width * 0.7, height * 0.9];
      land = hills.svg + tree(rng, x, y + 6, height * 0.16, mood.near);
      break;
    }
    case 'mountain':
      land = ranges(frame, { layers: 4, farAmplitude: 0.36, nearAmplitude: 0.16, depth: 0.3, sharpness: 1.6, snowLayers: 2, ridged: true }).svg;
      break;
    default:
      land = ranges(frame, { layers: 4, farAmplitude: 0.22, nearAmplitude: 0.14, depth: 0.32, sharpness: 1.4, ridged: palette === 'night' }).svg;
  }
  return {
    svg: svgDocument(width, height, sky + land + letterbox(width, height)),
    look: { seed, grain: 13, vignette: 0.55, glare },
  };
}
