/** A small seeded random source, so every demo image is the same on every machine and run. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  range(min: number, max: number): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** mulberry32: tiny, fast and well distributed enough for pictures. */
export function createRng(seed: number): Rng {
  let state = (seed * 0x9e3779b1) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, maxInclusive) => min + Math.floor(next() * (maxInclusive - min + 1)),
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
  };
}

/** A stable number from text, to seed pictures named by a string (a country, a company). */
export function hashSeed(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * Smooth 1-D fractal noise sampled at `count + 1` points, roughly in [-1, 1]: the outline of
 * a ridge. Octaves add detail; `persistence` sets how rough the detail is.
 */
export function fractalProfile(rng: Rng, count: number, octaves = 5, persistence = 0.5, baseCells = 3): number[] {
  const layers = Array.from({ length: octaves }, (_, o) => {
    const cells = baseCells * 2 ** o;
    return { cells, amp: persistence ** o, lattice: Array.from({ length: cells + 2 }, () => rng.range(-1, 1)) };
  });
  const norm = layers.reduce((sum, l) => sum + l.amp, 0);
  return Array.from({ length: count + 1 }, (_, i) => {
    const x = i / count;
    let value = 0;
    for (const { cells, amp, lattice } of layers) {
      const p = x * cells;
      const k = Math.floor(p);
      const t = (1 - Math.cos((p - k) * Math.PI)) / 2;
      value += amp * ((lattice[k] ?? 0) * (1 - t) + (lattice[k + 1] ?? 0) * t);
    }
    return value / norm;
  });
}
