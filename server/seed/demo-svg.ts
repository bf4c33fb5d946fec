import { fractalProfile, type Rng } from './demo-random.ts';

/** Mixes two #rrggbb colours; t = 0 gives `a`, 1 gives `b`. Distant layers fade into the haze this way. */
export function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const parts = [0, 1, 2].map((i) => Math.round(channel(a, i) * (1 - t) + channel(b, i) * t));
  return `#${parts.map((p) => p.toString(16).padStart(2, '0')).join('')}`;
}

const round = (n: number) => Math.round(n * 10) / 10;

/** A vertical gradient definition; `stops` spread evenly unless given as [offset, colour]. */
export function verticalGradient(id: string, stops: ReadonlyArray<string | [number, string, number?]>, userSpace?: [number, number]): string {
  const units = userSpace ? ` gradientUnits="userSpaceOnUse" x1="0" y1="${userSpace[0]}" x2="0" y2="${userSpace[1]}"` : ' x1="0" y1="0" x2="0" y2="1"';
  const body = stops
    .map((stop, i) => {
      const [offset, color, opacity = 1] = typeof stop === 'string' ? [i / Math.max(1, stops.length - 1), stop] : stop;
      return `<stop offset="${round(offset * 100)}%" stop-color="${color}" stop-opacity="${opacity}"/>`;
    })
    .join('');
  return `<linearGradient id="${id}"${units}>${body}</linearGradient>`;
}

/** A soft round glow (sun halo, lamp, rim light) drawn with a radial gradient: far cheaper than a blur filter. */
export function glow(id: string, cx: number, cy: number, r: number, color: string, opacity: number): string {
  return (
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}">` +
    `<stop offset="0%" stop-color="${color}" stop-opacity="${opacity}"/>` +
    `<stop offset="35%" stop-color="${color}" stop-opacity="${opacity * 0.35}"/>` +
    `<stop offset="100%" stop-color="${color}" stop-opacity="0"/></radialGradient>` +
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="url(#${id})"/>`
  );
}

export interface RidgeOptions {
  width: number;
  height: number;
  /** Where the ridge sits on average (px from the top). */
  baseY: number;
  /** Peak height above baseY (px). */
  amplitude: number;
  octaves?: number;
  persistence?: number;
  /** Larger is fewer, broader hills. */
  cells?: number;
  /** Above 1 sharpens peaks and flattens valleys, like real ranges. */
  sharpness?: number;
  /** Folds the noise so crests become sharp, for young alpine ranges rather than worn hills. */
  ridged?: boolean;
  /** Steps the height into this many benches with steep risers, like eroded canyon walls. */
  terraces?: number;
}

/** The top outline of a ridge as points from the left edge to the right edge. */
export function ridgeLine(rng: Rng, o: RidgeOptions): Array<[number, number]> {
  const count = Math.ceil(o.width / 12);
  if (o.ridged) return alpineLine(rng, o, count);
  const profile = fractalProfile(rng, count, o.octaves ?? 5, o.persistence ?? 0.5, o.cells ?? 3);
  return profile.map((v, i) => {
    // A logistic rather than a clamp, so the highest hills stay rounded instead of flattening into mesas.
    let lifted = Math.pow(1 / (1 + Math.exp(-v * 3.4)), o.sharpness ?? 1);
    if (o.terraces) {
      const step = lifted * o.terraces;
      lifted = (Math.floor(step) + (step - Math.floor(step)) ** 5) / o.terraces;
    }
    return [(i / count) * o.width, o.baseY - lifted * o.amplitude];
  });
}

/**
 * Alpine outline: a few summits with concave flanks (steep near the top, easing towards the
 * valley), merged, plus fine noise for rock detail. Noise alone only ever gives rolling hills.
 */
function alpineLine(rng: Rng, o: RidgeOptions, count: number): Array<[number, number]> {
  const peaks = Array.from({ length: rng.int(3, 6) }, () => ({
    at: rng.range(-0.1, 1.1),
    height: rng.range(0.45, 1),
    left: rng.range(2.2, 4.5),
    right: rng.range(2.2, 4.5),
  }));
  const detail = fractalProfile(rng, count, 4, 0.55, 10);
  return detail.map((noise, i) => {
    const u = i / count;
    const summit = Math.max(
      0,
      ...peaks.map((p) => p.height * Math.max(0, 1 - (u < p.at ? p.left : p.right) * Math.abs(u - p.at)) ** (o.sharpness ?? 1.5)),
    );
    const lifted = summit + noise * 0.09 * (0.4 + summit);
    return [u * o.width, o.baseY - Math.max(0, lifted) * o.amplitude];
  });
}

/** Scales an outline's height above `floorY` by `envelope(x / width)`, so a headland or island tapers off. */
export function taper(points: Array<[number, number]>, floorY: number, envelope: (u: number) => number): Array<[number, number]> {
  const width = points[points.length - 1]?.[0] ?? 1;
  return points.map(([x, y]) => [x, floorY - (floorY - y) * envelope(x / width)]);
}

/** Closes an outline down to the bottom of the frame. */
export function fillBelow(points: Array<[number, number]>, height: number, fill: string, extra = ''): string {
  const d = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${round(x)},${round(y)}`).join('');
  const last = points[points.length - 1]?.[0] ?? 0;
  return `<path d="${d}L${round(last)},${height}L0,${height}Z" fill="${fill}"${extra}/>`;
}

/**
 * Snow on the peaks: from the outline down to a snow line, deeper under higher summits, with
 * a smooth ragged lower edge so it reads as snowfields and gullies rather than a cut.
 */
export function snowCaps(rng: Rng, points: Array<[number, number]>, snowY: number, color: string): string {
  const ragged = fractalProfile(rng, points.length - 1, 4, 0.6, 12);
  const lower = points.map(([x, y], i): [number, number] => {
    const depth = Math.max(0, snowY - y);
    return [x, y + depth * (0.55 + 0.4 * (ragged[i] ?? 0))];
  });
  const top = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${round(x)},${round(y)}`).join('');
  const bottom = [...lower].reverse().map(([x, y]) => `L${round(x)},${round(y)}`).join('');
  return `<path d="${top}${bottom}Z" fill="${color}"/>`;
}

/** A sky of tiny stars, brighter and denser towards the top. */
export function stars(rng: Rng, width: number, height: number, count: number): string {
  return Array.from({ length: count }, () => {
    const y = Math.pow(rng.next(), 1.6) * height;
    const r = rng.chance(0.06) ? rng.range(1.4, 2.2) : rng.range(0.5, 1.1);
    return `<circle cx="${round(rng.range(0, width))}" cy="${round(y)}" r="${round(r)}" fill="#fff" fill-opacity="${round(rng.range(0.35, 0.95))}"/>`;
  }).join('');
}

/** Faint dark bands at the top and bottom, the way a 2.39:1 crop frames a shot (the corners are darkened later, in pixels). */
export function letterbox(width: number, height: number, strength = 0.45): string {
  return (
    verticalGradient('bands', [[0, '#000', strength], [0.14, '#000', 0], [0.86, '#000', 0], [1, '#000', strength]]) +
    `<rect width="${width}" height="${height}" fill="url(#bands)"/>`
  );
}

/** A horizontal band of haze that settles between layers. */
export function hazeBand(id: string, width: number, top: number, bottom: number, color: string, opacity: number): string {
  return (
    verticalGradient(id, [[0, color, 0], [0.7, color, opacity], [1, color, opacity * 0.6]], [top, bottom]) +
    `<rect x="0" y="${round(top)}" width="${width}" height="${round(bottom - top)}" fill="url(#${id})"/>`
  );
}

export const svgDocument = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
