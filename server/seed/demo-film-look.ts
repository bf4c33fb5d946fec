import { createRng } from './demo-random.ts';

/** Finishing touches applied to the rendered pixels, like a grade and a lens would. */
export interface FilmLook {
  seed: number;
  /** Grain strength in grey levels. */
  grain?: number;
  /** How dark the corners get, 0 to 1. */
  vignette?: number;
  /** Veiling glare around the light source, screened over everything. */
  glare?: { x: number; y: number; radius: number; color: string; strength: number };
}

const lutSize = 1024;

/**
 * One pass over the raw pixels. These are the three full-frame effects that librsvg renders
 * slowly (a frame-sized radial gradient alone costs ~45 ms at 1080p); here each is a table
 * lookup per pixel, which keeps a 1080p still near 100 ms.
 */
export function applyFilmLook(pixels: Buffer, width: number, height: number, channels: number, look: FilmLook): void {
  const rng = createRng(look.seed ^ 0x5bd1e995);
  const strength = look.grain ?? 0;
  // Sum of two uniforms: a triangular distribution, softer than white noise.
  const noise = Float32Array.from({ length: 65536 }, () => (rng.next() + rng.next() - 1) * strength);
  // Grain shows most in the midtones, like film, and hardly in blacks and highlights.
  const midtone = Float32Array.from({ length: 256 }, (_, v) => 1 - Math.abs(v - 128) / 200);

  // Darkening by squared distance from the centre, normalised so a corner is 1.
  const cornerSq = (width / 2) ** 2 + (height / 2) ** 2;
  const vig = Float32Array.from({ length: lutSize + 1 }, (_, i) => {
    const t = Math.min(1, Math.max(0, (Math.sqrt(i / lutSize) - 0.45) / 0.55));
    return 1 - (look.vignette ?? 0) * t * t * (3 - 2 * t);
  });

  const glare = look.glare;
  const glareColor = glare ? [1, 3, 5].map((i) => parseInt(glare.color.slice(i, i + 2), 16)) : [0, 0, 0];
  const glareSq = glare ? glare.radius ** 2 : 1;
  const glareLut = Float32Array.from({ length: lutSize + 1 }, (_, i) => (glare ? glare.strength * (1 - Math.sqrt(i / lutSize)) ** 2 : 0));

  const out = new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length);
  for (let y = 0; y < height; y++) {
    const dyc = (y - height / 2) ** 2;
    const dyg = glare ? (y - glare.y) ** 2 : 0;
    let n = Math.floor(rng.next() * 65536);
    for (let x = 0, i = y * width * channels; x < width; x++, i += channels) {
      const shade = vig[Math.floor((((x - width / 2) ** 2 + dyc) / cornerSq) * lutSize)] ?? 1;
      const g = glare ? (glareLut[Math.floor(Math.min(1, ((x - glare.x) ** 2 + dyg) / glareSq) * lutSize)] ?? 0) : 0;
      const grain = noise[n++ & 0xffff] ?? 0;
      for (let c = 0; c < 3; c++) {
        let v = out[i + c] ?? 0;
        // Screen blend: light adds to dark areas more than to bright ones, never past white.
        if (g > 0) v = 255 - ((255 - v) * (255 - (glareColor[c] ?? 0) * g)) / 255;
        v *= shade;
        out[i + c] = v + grain * (midtone[Math.round(v)] ?? 0);
      }
    }
  }
}
