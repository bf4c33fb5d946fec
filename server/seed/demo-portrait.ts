import type { Scene } from './demo-film.ts';
import type { Rng } from './demo-random.ts';
import { mix, svgDocument } from './demo-svg.ts';

/** Studio setups: backdrop centre and edge, the rim light's colour and the subject's tone. */
const setups = [
  { back: '#3f6e78', edge: '#102229', rim: '#ffd9a8', subject: '#0b1115' },
  { back: '#8a5a3c', edge: '#22140d', rim: '#bfe3ff', subject: '#120c09' },
  { back: '#4b4f72', edge: '#14152a', rim: '#ffc3a0', subject: '#0c0c16' },
  { back: '#7a3c4a', edge: '#220e14', rim: '#ffe7c2', subject: '#130a0d' },
  { back: '#5d6b5a', edge: '#181d17', rim: '#fff0d0', subject: '#0d100c' },
] as const;

/** Head, neck and shoulders as one path, centred on x = 400 in an 800x1000 frame. */
function figure(rng: Rng): string {
  const headW = rng.range(108, 126);
  const headH = headW * rng.range(1.22, 1.32);
  const headY = rng.range(360, 400);
  const neckW = headW * rng.range(0.5, 0.6);
  const neckY = headY + headH * 0.82;
  const shoulderY = neckY + rng.range(95, 120);
  const shoulderX = rng.range(250, 285);
  const cx = 400;
  const body =
    `M${cx - neckW},${neckY - 30} L${cx - neckW},${neckY + 40}` +
    `C${cx - neckW - 40},${shoulderY - 40} ${cx - shoulderX + 40},${shoulderY - 30} ${cx - shoulderX},${shoulderY + 20}` +
    `C${cx - shoulderX - 40},${shoulderY + 70} ${cx - shoulderX - 50},${shoulderY + 200} ${cx - shoulderX - 60},1000` +
    `L${cx + shoulderX + 60},1000` +
    `C${cx + shoulderX + 50},${shoulderY + 200} ${cx + shoulderX + 40},${shoulderY + 70} ${cx + shoulderX},${shoulderY + 20}` +
    `C${cx + shoulderX - 40},${shoulderY - 30} ${cx + neckW + 40},${shoulderY - 40} ${cx + neckW},${neckY + 40}` +
    `L${cx + neckW},${neckY - 30}Z`;
  const head = `<ellipse cx="${cx}" cy="${headY}" rx="${headW}" ry="${headH}"/>`;
  // A hairstyle changes the silhouette most: cropped, full, a bun or long hair down to the shoulders.
  const style = rng.int(0, 3);
  const hair =
    style === 0
      ? `<ellipse cx="${cx}" cy="${headY - headH * 0.18}" rx="${headW * 1.06}" ry="${headH * 0.9}"/>`
      : style === 1
        ? `<ellipse cx="${cx}" cy="${headY - headH * 0.1}" rx="${headW * 1.22}" ry="${headH * 1.02}"/>`
        : style === 2
          ? `<circle cx="${cx + rng.range(-20, 20)}" cy="${headY - headH * 1.02}" r="${headW * 0.46}"/><ellipse cx="${cx}" cy="${headY - headH * 0.14}" rx="${headW * 1.05}" ry="${headH * 0.92}"/>`
          : `<path d="M${cx - headW * 1.2},${neckY + 70} C${cx - headW * 1.35},${headY - headH * 1.3} ${cx + headW * 1.35},${headY - headH * 1.3} ${cx + headW * 1.2},${neckY + 70}Z"/>`;
  const tilt = rng.range(-5, 5).toFixed(1);
  return `<g transform="rotate(${tilt} ${cx} ${neckY})">${hair}${head}</g><path d="${body}"/>`;
}

/**
 * A studio portrait in silhouette: a graded backdrop, a soft spot behind the subject and a rim
 * light tracing one edge, the way unit-stills photographers light crew portraits.
 */
export function portrait(rng: Rng, seed: number): Scene {
  const setup = rng.pick(setups);
  const w = 800;
  const h = 1000;
  const side = rng.chance(0.5) ? 1 : -1;
  const shape = figure(rng);
  const spotX = 400 - side * rng.range(60, 140);
  const svg = svgDocument(
    w,
    h,
    `<defs><radialGradient id="backdrop" gradientUnits="userSpaceOnUse" cx="${spotX}" cy="${rng.range(330, 420)}" r="${rng.range(520, 640)}">` +
      `<stop offset="0%" stop-color="${mix(setup.back, '#ffffff', 0.12)}"/><stop offset="45%" stop-color="${setup.back}"/>` +
      `<stop offset="100%" stop-color="${setup.edge}"/></radialGradient>` +
      `</defs><rect width="${w}" height="${h}" fill="url(#backdrop)"/>` +
      // The figure outlined in light, shifted towards the lamp, shows as a rim once the dark
      // figure covers all but its edge. Stacked strokes fake a blur at a fraction of a filter's cost.
      Array.from({ length: 10 }, (_, i) => {
        const width = 50 - i * 5;
        const opacity = i === 9 ? 0.75 : 0.045;
        return `<g fill="none" stroke="${setup.rim}" stroke-width="${width}" stroke-opacity="${opacity}" stroke-linejoin="round" transform="translate(${(side * (4 + (9 - i) * 1.2)).toFixed(1)},-2)">${shape}</g>`;
      }).join('') +
      `<g fill="${setup.subject}">${shape}</g>`,
  );
  return { svg, look: { seed, grain: 9, vignette: 0.5 } };
}
