import type { Country } from '#shared/limits.ts';
import type { Scene } from './demo-film.ts';
import { ranges, skyAndLight, skyline, water, type Frame, type Mood } from './demo-landscape.ts';
import { clouds, field, forest, onionDome, spruce, svanTower } from './demo-location-parts.ts';
import type { Rng } from './demo-random.ts';
import { fillBelow, letterbox, mix, ridgeLine, svgDocument } from './demo-svg.ts';

const summer: Mood = { sky: ['#2a62a6', '#4b8bcc', '#93c2e8', '#d8e9f2'], sun: '#fffbea', glow: '#fff0c2', haze: '#c3d7e3', near: '#24361b', daylight: true };
const golden: Mood = { sky: ['#3b5d86', '#8fb0c9', '#f0d3a4', '#f6b26b'], sun: '#fff5da', glow: '#ffc27a', haze: '#e0b98c', near: '#2b2212' };
const alpine: Mood = { sky: ['#1e4a78', '#3f78ad', '#8fb9d9', '#dbe7ee'], sun: '#ffffff', glow: '#fff4d8', haze: '#a9c2d3', near: '#12251c', daylight: true, snow: '#f7fafc' };
const blueHour: Mood = { sky: ['#0b1533', '#1d3563', '#4b6c9c', '#c48a7a'], sun: '#ffe9c4', glow: '#ffb27d', haze: '#4a5f86', near: '#070b16' };
const canyon: Mood = { sky: ['#2d5c8f', '#6f9fc9', '#d9c6a8', '#f3b27a'], sun: '#fff4da', glow: '#ffbf80', haze: '#d49a76', near: '#5a2414' };

type Painter = (f: Frame) => string;

const wheat: Painter = (f) => {
  const y = f.horizon * f.height;
  const trees = ridgeLine(f.rng, { width: f.width, height: f.height, baseY: y + 4, amplitude: f.height * 0.03, octaves: 6, persistence: 0.7, cells: 8 });
  return clouds(f.rng, f.width, f.height * 0.12, y * 0.7, 6, '#ffffff', '#d6e2ee') + fillBelow(trees, f.height, '#3d5a2c') + field(f, y + 2, '#e6bb4a', '#c8891f', '#8a5a12');
};

const sunflowers: Painter = (f) => {
  const { rng, width: w, height: h } = f;
  const y = f.horizon * h;
  // Far off, the heads blur into a yellow band; drawn ones start where they would be visible.
  let svg = clouds(rng, w, h * 0.1, y * 0.7, 4, '#ffffff', '#d6e2ee') + field(f, y, '#e0a913', '#3f5a1c', '#2a3f12');
  // Rows of heads from the horizon forward, growing with nearness so the field recedes.
  for (let row = 5; row < 24; row++) {
    const t = (row / 23) ** 2.2;
    const rowY = y + 6 + t * (h - y + 40);
    const r = 3 + t * 46;
    for (let x = rng.range(-r, r); x < w + r; x += r * rng.range(2.3, 3)) {
      const cx = x.toFixed(1);
      const cy = rowY + rng.range(-r, r) * 0.4;
      const rr = r * rng.range(0.85, 1.1);
      // Heads are seen a little from below the horizon line, so they read as ellipses over leaves.
      if (r > 10) svg += `<ellipse cx="${cx}" cy="${(cy + rr * 0.9).toFixed(1)}" rx="${(rr * 1.3).toFixed(1)}" ry="${(rr * 0.5).toFixed(1)}" fill="#35501a"/>`;
      if (r > 12) svg += `<ellipse cx="${cx}" cy="${cy.toFixed(1)}" rx="${rr.toFixed(1)}" ry="${(rr * 0.9).toFixed(1)}" fill="#e9a800"/>`;
      svg += `<ellipse cx="${cx}" cy="${cy.toFixed(1)}" rx="${(rr * 0.8).toFixed(1)}" ry="${(rr * 0.72).toFixed(1)}" fill="#f7c81c"/>`;
      svg += `<ellipse cx="${(x + rr * 0.05).toFixed(1)}" cy="${(cy + rr * 0.05).toFixed(1)}" rx="${(rr * 0.4).toFixed(1)}" ry="${(rr * 0.36).toFixed(1)}" fill="#4a2c0f"/>`;
    }
  }
  return svg;
};

const carpathians: Painter = (f) => {
  const green = { ...f.mood, haze: '#a9c2b0', near: '#0f2416' };
  const hills = ranges({ ...f, mood: green }, { layers: 5, farAmplitude: 0.16, nearAmplitude: 0.12, depth: 0.3, sharpness: 1.3 });
  return hills.svg + forest(f.rng, hills.nearest, 0.55, f.height * 0.1, '#0b1d11');
};

const kyiv: Painter = (f) => {
  const { rng, width: w, height: h } = f;
  const hill = ranges(f, { layers: 2, farAmplitude: 0.05, nearAmplitude: 0.08, depth: 0.06, sharpness: 1.1 });
  const baseY = f.horizon * h + h * 0.16;
  const body = mix(f.mood.near, f.mood.haze, 0.15);
  const s = h / 720;
  const cx = rng.range(0.35, 0.65) * w;
  // A five-domed cathedral and a bell tower, the silhouette of Kyiv's hills at sunset.
  let church = `<rect x="${cx - 190 * s}" y="${baseY - 130 * s}" width="${380 * s}" height="${h}" fill="${body}"/><path d="M${cx - 200 * s},${baseY - 130 * s}L${cx},${baseY - 200 * s}L${cx + 200 * s},${baseY - 130 * s}Z" fill="${body}"/>`;
  church += onionDome(cx, baseY - 190 * s, 52 * s, body, 'url(#gold)');
  for (const dx of [-150, -80, 80, 150]) church += onionDome(cx + dx * s, baseY - (Math.abs(dx) > 100 ? 120 : 160) * s, (Math.abs(dx) > 100 ? 28 : 34) * s, body, 'url(#gold)');
  const bell = cx + (rng.chance(0.5) ? -1 : 1) * rng.range(330, 420) * s;
  church += `<rect x="${bell - 45 * s}" y="${baseY - 260 * s}" width="${90 * s}" height="${h}" fill="${body}"/>` + onionDome(bell, baseY - 260 * s, 30 * s, body, 'url(#gold)');
  return (
    hill.svg +
    `<defs><linearGradient id="gold" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffe08a"/><stop offset="0.5" stop-color="#d9a12b"/><stop offset="1" stop-color="#8a5a12"/></linearGradient></defs>` +
    forest(rng, hill.nearest, 0.3, h * 0.06, f.mood.near) +
    church +
    `<rect x="0" y="${baseY}" width="${w}" height="${h - baseY}" fill="${f.mood.near}"/>` +
    forest(rng, hill.nearest.map(([x]) => [x, baseY + 20]), 0.5, h * 0.12, '#120d06')
  );
};

const caucasus: Painter = (f) => {
  const peaks = ranges(f, { layers: 4, farAmplitude: 0.42, nearAmplitude: 0.14, depth: 0.3, sharpness: 1.5, snowLayers: 2, ridged: true });
  const top = peaks.nearest.reduce((a, b) => (b[1] < a[1] ? b : a));
  const c = mix(f.mood.near, '#000000', 0.3);
  // A lone church on the nearest crest, like Gergeti Trinity under Kazbek.
  const church = `<rect x="${top[0] - 30}" y="${top[1] - 36}" width="60" height="40" fill="${c}"/><rect x="${top[0] - 10}" y="${top[1] - 62}" width="20" height="28" fill="${c}"/><path d="M${top[0] - 13},${top[1] - 62}L${top[0]},${top[1] - 84}L${top[0] + 13},${top[1] - 62}Z" fill="${c}"/>`;
  return peaks.svg + church;
};

const svaneti: Painter = (f) => {
  const { rng, width: w, height: h } = f;
  const back = ranges(f, { layers: 2, farAmplitude: 0.4, nearAmplitude: 0.25, depth: 0.12, sharpness: 1.5, snowLayers: 1, ridged: true });
  const hillY = f.horizon * h + h * 0.16;
  const slope = ridgeLine(rng, { width: w, height: h, baseY: hillY, amplitude: h * 0.06, cells: 2 });
  let towers = '';
  for (let i = 0, x = rng.range(0.1, 0.25) * w; i < rng.int(4, 6); i++, x += rng.range(0.08, 0.16) * w) {
    const base = slope[Math.min(slope.length - 1, Math.round((x / w) * (slope.length - 1)))]?.[1] ?? hillY;
    towers += svanTower(x, base + 30, h * rng.range(0.2, 0.3), '#d8c6a8', '#8a7a66');
  }
  const meadow = `<defs><linearGradient id="meadow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6f8c45"/><stop offset="1" stop-color="#2c4220"/></linearGradient></defs>`;
  return back.svg + meadow + fillBelow(slope, h, 'url(#meadow)') + towers + forest(rng, slope.map(([x]) => [x, h + 10]), 0.45, h * 0.14, '#142516');
};

const vineyards: Painter = (f) => {
  const { rng, width: w, height: h } = f;
  let svg = ranges(f, { layers: 2, farAmplitude: 0.12, nearAmplitude: 0.1, depth: 0.06, sharpness: 1.2 }).svg;
  for (let i = 0; i < 3; i++) {
    const baseY = f.horizon * h + h * (0.12 + i * 0.13);
    const hill = ridgeLine(rng, { width: w, height: h, baseY, amplitude: h * 0.08, cells: 2, octaves: 3 });
    const ground = mix('#c9a15a', '#5d4a1f', i / 2);
    svg += fillBelow(hill, h, ground);
    // Vine rows follow the hill's contour, closer together towards its crest.
    for (let r = 1; r < 9; r++) {
      const off = (r ** 1.5) * h * 0.012 * (1 + i * 0.5);
      svg += `<polyline points="${hill.map(([x, y]) => `${x.toFixed(0)},${(y + off).toFixed(1)}`).join(' ')}" fill="none" stroke="${mix('#3f5a1c', '#1f2f0e', i / 2)}" stroke-width="${(2 + r * 0.6 + i * 2).toFixed(1)}" stroke-linecap="round"/>`;
    }
  }
  return svg;
};

const steppe: Painter = (f) => {
  const { rng, width: w, height: h } = f;
  const y = f.horizon * h;
  let svg = clouds(rng, w, h * 0.08, y * 0.8, 8, '#ffffff', '#d8dde6') + field(f, y, '#c9b06a', '#8a6a2a', '#6b5220');
  // A few yurts far out on the plain.
  for (let i = 0, x = rng.range(0.55, 0.75) * w; i < 3; i++, x += rng.range(90, 150)) {
    const s = rng.range(28, 36);
    const b = y + 30 + i * 6;
    svg += `<path d="M${x - s},${b}v${-s * 0.7}q${s},${-s * 0.9} ${2 * s},0v${s * 0.7}Z" fill="#f1ead8"/><path d="M${x - s},${b - s * 0.7}q${s},${-s * 0.9} ${2 * s},0" fill="none" stroke="#9a4a26" stroke-width="${s * 0.12}"/><rect x="${x - s * 0.2}" y="${b - s * 0.5}" width="${s * 0.4}" height="${s * 0.5}" fill="#8a3b20"/>`;
  }
  return svg;
};

const charyn: Painter = (f) => ranges(f, { layers: 4, farAmplitude: 0.26, nearAmplitude: 0.3, depth: 0.34, sharpness: 1, cells: 3, terraces: 3 }).svg;

const tianShan: Painter = (f) => {
  const peaks = ranges(f, { layers: 3, farAmplitude: 0.4, nearAmplitude: 0.2, depth: 0.1, sharpness: 1.5, snowLayers: 2, ridged: true });
  const lakeY = f.horizon * f.height + f.height * 0.1;
  const shore = ridgeLine(f.rng, { width: f.width, height: f.height, baseY: f.height, amplitude: f.height * 0.2, cells: 2 });
  return peaks.svg + water({ ...f, horizon: lakeY / f.height }, f.width * 0.5) + fillBelow(shore, f.height, f.mood.near) + forest(f.rng, shore, 0.5, f.height * 0.16, '#0a1a12') + spruce(f.width * 0.08, f.height, f.height * 0.5, '#06120c');
};

const astana: Painter = (f) => {
  const { width: w, height: h } = f;
  const baseY = h * 0.88;
  const bx = w * f.rng.range(0.4, 0.6);
  const tower = `<path d="M${bx - 26},${baseY}L${bx - 8},${baseY - 380}L${bx + 8},${baseY - 380}L${bx + 26},${baseY}Z" fill="#0c1120"/><circle cx="${bx}" cy="${baseY - 420}" r="42" fill="url(#sphere)"/><rect x="${bx - 3}" y="${baseY - 500}" width="6" height="40" fill="#0c1120"/>`;
  const tent = `<path d="M${w * 0.12},${baseY}L${w * 0.2},${baseY - 230}L${w * 0.3},${baseY}Z" fill="#1c2740"/>`;
  return (
    `<defs><radialGradient id="sphere" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#fff1b8"/><stop offset="0.6" stop-color="#e0a42c"/><stop offset="1" stop-color="#7a4e10"/></radialGradient></defs>` +
    skyline(f, baseY, '#18223a', '#ffd79a', 1.1) + tent + tower + skyline(f, baseY, '#0a0f1c', '#ffcf86', 0.55) +
    `<rect x="0" y="${baseY}" width="${w}" height="${h - baseY}" fill="#05080f"/>`
  );
};

/** Each country's landscapes: how to paint one, its light, and its alt text on the page. */
const scenes: Record<Country, Array<[Painter, Mood, string]>> = {
  Ukraine: [
    [wheat, summer, 'Wheat fields to the horizon under a summer sky'],
    [sunflowers, summer, 'A field of sunflowers in summer'],
    [carpathians, alpine, 'Forested ridges of the Carpathians'],
    [kyiv, golden, 'Golden church domes over Kyiv at sunset'],
  ],
  Georgia: [
    [caucasus, alpine, 'Snow-capped peaks of the Caucasus'],
    [svaneti, alpine, 'Medieval stone towers of Svaneti below the mountains'],
    [vineyards, golden, 'Vineyard rows in the evening light'],
  ],
  Kazakhstan: [
    [steppe, summer, 'Open steppe under a wide sky'],
    [charyn, canyon, 'Red rock walls of Charyn Canyon'],
    [tianShan, alpine, 'Glaciers and peaks of the Tian Shan'],
    [astana, blueHour, 'The Astana skyline at blue hour'],
  ],
};
const sceneOf = (country: Country, index: number) => {
  const list = scenes[country];
  return list[index % list.length] ?? list[0] ?? [wheat, summer, ''];
};

/** The alt text of location image `index` (what its scene shows). */
export const locationSceneAlt = (country: Country, index: number): string => sceneOf(country, index)[2];

/** One location image: scene `index` cycles through the country's landscapes, each varied by the index. */
export function locationScene(rng: Rng, seed: number, country: Country, index: number, width: number, height: number): Scene {
  const [paint, mood] = sceneOf(country, index);
  const frame: Frame = { rng, width, height, mood, horizon: rng.range(0.5, 0.6) };
  const { svg: sky, glare } = skyAndLight(frame);
  return {
    svg: svgDocument(width, height, sky + paint(frame) + letterbox(width, height, 0.3)),
    look: { seed, grain: 9, vignette: 0.4, glare },
  };
}
