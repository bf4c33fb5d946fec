import type { FilmLook } from './demo-film-look.ts';
import type { Rng } from './demo-random.ts';
import { fillBelow, glow, hazeBand, mix, ridgeLine, snowCaps, stars, verticalGradient } from './demo-svg.ts';

/** The colours of one lighting mood: sky from zenith to horizon, the light source, haze and nearest silhouette. */
export interface Mood {
  sky: readonly string[];
  sun: string;
  glow: string;
  haze: string;
  near: string;
  /** Night skies get stars and a smaller, higher moon. */
  night?: boolean;
  /** Daylight puts the sun above the frame, lighting the scene from a top corner. */
  daylight?: boolean;
  snow?: string;
}

export interface Frame {
  rng: Rng;
  width: number;
  height: number;
  mood: Mood;
  /** Where sky meets land, as a fraction of the height. */
  horizon: number;
}

/** Sky, stars and the sun or moon with its halo; returns the light's position for reflections. */
export function skyAndLight(f: Frame): { svg: string; sunX: number; sunY: number; glare: FilmLook['glare'] } {
  const { rng, width: w, height: h, mood } = f;
  const horizonY = f.horizon * h;
  const sunX = mood.daylight ? rng.pick([rng.range(0.05, 0.3), rng.range(0.7, 0.95)]) * w : rng.range(0.22, 0.78) * w;
  const sunY = mood.daylight ? -0.12 * h : mood.night ? rng.range(0.16, 0.3) * h : horizonY - rng.range(0.04, 0.2) * h;
  const radius = (mood.night ? 0.022 : 0.034) * w;
  const svg =
    `<defs>${verticalGradient('sky', mood.sky, [0, horizonY])}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>` +
    (mood.night ? stars(rng, w, horizonY, 260) : '') +
    glow('halo', sunX, sunY, radius * 6, mood.glow, mood.night ? 0.4 : 0.65) +
    `<circle cx="${sunX}" cy="${sunY}" r="${radius}" fill="${mood.sun}"/>`;
  // The wide halo is screened over the finished frame (demo-film-look.ts): cheaper, and it
  // veils the nearby silhouettes the way scattered light does on film.
  const glare = { x: sunX, y: sunY, radius: w * (mood.daylight ? 0.9 : 0.75), color: mood.glow, strength: mood.night ? 0.22 : 0.4 };
  return { svg, sunX, sunY, glare };
}

export interface RangeOptions {
  layers: number;
  /** Amplitude of the farthest and nearest layer as fractions of the height. */
  farAmplitude: number;
  nearAmplitude: number;
  /** How far below the horizon the nearest layer's base sits (fraction of the height). */
  depth: number;
  sharpness?: number;
  cells?: number;
  /** Snow on the layers whose index is below this (the far, high ones). */
  snowLayers?: number;
  ridged?: boolean;
  terraces?: number;
}

/**
 * Overlapping ranges from far to near: each one darker and less hazy than the last, with mist
 * pooling at its foot. Returns the outline of the nearest layer so callers can put things on it.
 */
export function ranges(f: Frame, o: RangeOptions): { svg: string; nearest: Array<[number, number]> } {
  const { rng, width: w, height: h, mood } = f;
  const horizonY = f.horizon * h;
  let svg = '';
  let nearest: Array<[number, number]> = [];
  for (let i = 0; i < o.layers; i++) {
    const t = o.layers === 1 ? 1 : i / (o.layers - 1);
    const amplitude = (o.farAmplitude + (o.nearAmplitude - o.farAmplitude) * t) * h;
    const baseY = horizonY + t * o.depth * h;
    const points = ridgeLine(rng, {
      width: w,
      height: h,
      baseY,
      amplitude,
      sharpness: o.sharpness ?? 1.4,
      ridged: o.ridged ?? false,
      terraces: o.terraces ?? 0,
      cells: (o.cells ?? 3) + rng.int(0, 2),
      persistence: 0.48 + (o.sharpness ?? 1) * 0.04,
    });
    const color = mix(mood.haze, mood.near, 0.22 + 0.78 * Math.pow(t, 1.1));
    const top = Math.min(...points.map(([, y]) => y));
    svg += `<defs>${verticalGradient(`range${i}`, [color, mix(color, mood.haze, 0.35 * (1 - t) + 0.1)], [top, baseY + h * 0.12])}</defs>`;
    svg += fillBelow(points, h, `url(#range${i})`);
    if (o.snowLayers && i < o.snowLayers && mood.snow) {
      svg += snowCaps(rng, points, top + amplitude * 0.45, mix(mood.snow, mood.haze, 0.45 * (1 - t)));
    }
    if (i < o.layers - 1) {
      svg += hazeBand(`mist${i}`, w, baseY - amplitude * 0.35, baseY + h * 0.06, mood.haze, 0.45 - t * 0.2);
    }
    nearest = points;
  }
  return { svg, nearest };
}

/** Still water below the horizon with the light's broken reflection on it. */
export function water(f: Frame, sunX: number): string {
  const { rng, width: w, height: h, mood } = f;
  const horizonY = f.horizon * h;
  const deep = mix(mood.near, mood.haze, 0.2);
  let svg =
    `<defs>${verticalGradient('water', [mix(mood.haze, mood.sky[mood.sky.length - 1] ?? mood.haze, 0.5), deep, mood.near], [horizonY, h])}</defs>` +
    `<rect x="0" y="${horizonY}" width="${w}" height="${h - horizonY}" fill="url(#water)"/>`;
  for (let y = horizonY + 2; y < h; y += rng.range(4, 9) * (1 + (y - horizonY) / (h * 0.2))) {
    const depth = (y - horizonY) / (h - horizonY);
    // Each ripple line breaks into a few glints scattered around the light's column.
    for (let k = rng.int(1, 3); k > 0; k--) {
      const half = w * (0.01 + depth * 0.06) * rng.range(0.3, 1.2);
      const x = sunX + rng.range(-1, 1) * w * (0.012 + depth * 0.06);
      const opacity = (0.9 * (1 - depth) ** 1.2 * rng.range(0.5, 1)).toFixed(2);
      svg += `<rect x="${Math.round(x - half)}" y="${Math.round(y)}" width="${Math.round(half * 2)}" height="${Math.max(1, Math.round(1 + depth * 3))}" rx="1.5" fill="${mood.sun}" fill-opacity="${opacity}"/>`;
    }
  }
  return svg;
}

/** A skyline of towers with a few lit windows, standing on `baseY`; `scale` sets how tall they run. */
export function skyline(f: Frame, baseY: number, color: string, windowColor: string, scale = 1): string {
  const { rng, width: w, height: h } = f;
  let svg = '';
  let windows = '';
  for (let x = -rng.range(0, 40); x < w; ) {
    const bw = rng.range(0.025, 0.07) * w;
    const bh = rng.range(0.08, 0.34) * h * scale * (rng.chance(0.12) ? 1.5 : 1);
    const top = baseY - bh;
    svg += `<rect x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="${(bw + 1).toFixed(1)}" height="${(h - top).toFixed(1)}" fill="${color}"/>`;
    if (rng.chance(0.2)) svg += `<rect x="${(x + bw / 2 - 1.5).toFixed(1)}" y="${(top - bh * 0.25).toFixed(1)}" width="3" height="${(bh * 0.25).toFixed(1)}" fill="${color}"/>`;
    for (let wy = top + 10; wy < baseY - 8; wy += 14) {
      for (let wx = x + 6; wx < x + bw - 8; wx += 11) {
        if (rng.chance(0.13)) windows += `<rect x="${wx.toFixed(1)}" y="${wy.toFixed(1)}" width="5" height="7" fill="${windowColor}" fill-opacity="${rng.range(0.5, 1).toFixed(2)}"/>`;
      }
    }
    x += bw + rng.range(0, 0.012) * w;
  }
  return svg + windows;
}
