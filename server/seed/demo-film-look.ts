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
  const glareColor = glare ? [1, 3, 5].map((i) => parseInt(glare.color.slice(i, i + 2), 16) / 255) : [0, 0, 0];
  const [gr = 0, gg = 0, gb = 0] = glareColor;
  const glareLut = Float32Array.from({ length: lutSize + 1 }, (_, i) => (glare ? glare.strength * (1 - Math.sqrt(i / lutSize)) ** 2 : 0));

  // Squared horizontal distances per column, so the inner loop only adds and looks up.
  const colVig = Float32Array.from({ length: width }, (_, x) => ((x - width / 2) ** 2 / cornerSq) * lutSize);
  const colGlare = Float32Array.from({ length: width }, (_, x) => (glare ? (((x - glare.x) ** 2) / glare.radius ** 2) * lutSize : lutSize));

  const out = new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length);
  for (let y = 0; y < height; y++) {
    const rowVig = (((y - height / 2) ** 2) / cornerSq) * lutSize;
    const rowGlare = glare ? (((y - glare.y) ** 2) / glare.radius ** 2) * lutSize : lutSize;
    let n = (rng.next() * 65536) | 0;
    for (let x = 0, i = y * width * channels; x < width; x++, i += channels) {
      const shade = vig[Math.min(lutSize, (colVig[x] ?? 0) + rowVig) | 0] ?? 1;
      const g = glareLut[Math.min(lutSize, (colGlare[x] ?? 0) + rowGlare) | 0] ?? 0;
      const grain = noise[n++ & 0xffff] ?? 0;
      // Screen blend (light lifts dark areas more than bright ones), then the vignette, then grain.
      const r = ((out[i] ?? 0) + (255 - (out[i] ?? 0)) * gr * g) * shade;
      const gv = ((out[i + 1] ?? 0) + (255 - (out[i + 1] ?? 0)) * gg * g) * shade;
      const b = ((out[i + 2] ?? 0) + (255 - (out[i + 2] ?? 0)) * gb * g) * shade;
      out[i] = r + grain * (midtone[r | 0] ?? 0);
      out[i + 1] = gv + grain * (midtone[gv | 0] ?? 0);
      out[i + 2] = b + grain * (midtone[b | 0] ?? 0);
    }
  }
}
