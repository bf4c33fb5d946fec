import sharp, { type Stats } from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderFilmStill, renderLocationImage, renderLogo, renderPortrait } from './demo-images.ts';

async function decoded(image: Buffer) {
  const meta = await sharp(image).metadata();
  const stats = await sharp(image).stats();
  return { format: meta.format, width: meta.width, height: meta.height, hasAlpha: meta.hasAlpha, stats };
}

/** A picture, not a flat fill: its channels vary across the frame. */
const hasContent = (stats: Stats) => stats.channels.slice(0, 3).every((c) => c.stdev > 8);

describe('demo images', () => {
  it('renders film stills as 16:9 JPEGs, the same for the same seed and different across seeds', async () => {
    const a = await renderFilmStill(3);
    expect(await decoded(a)).toMatchObject({ format: 'jpeg', width: 1920, height: 1080 });
    expect((await renderFilmStill(3)).equals(a)).toBe(true);
    expect((await renderFilmStill(4)).equals(a)).toBe(false);
    for (const palette of ['dusk', 'night', 'steppe', 'mountain', 'city', 'sea'] as const) {
      const still = await decoded(await renderFilmStill(7, { palette, width: 640, height: 360 }));
      expect(still).toMatchObject({ format: 'jpeg', width: 640, height: 360 });
      expect(hasContent(still.stats)).toBe(true);
    }
  });

  it('renders portraits as 800x1000 JPEGs', async () => {
    const portrait = await renderPortrait(1);
    expect(await decoded(portrait)).toMatchObject({ format: 'jpeg', width: 800, height: 1000 });
    expect((await renderPortrait(1)).equals(portrait)).toBe(true);
  });

  it('renders logos as 480x240 PNGs with a transparent background', async () => {
    const logo = await renderLogo(2, 'Silk Road Films');
    const meta = await decoded(logo);
    expect(meta).toMatchObject({ format: 'png', width: 480, height: 240, hasAlpha: true });
    expect(meta.stats.channels[3]?.min).toBe(0);
    expect((await renderLogo(2, 'Silk Road Films')).equals(logo)).toBe(true);
  });

  it('renders every location scene as a 16:9 JPEG, deterministic per index', async () => {
    for (const [country, count] of [['Ukraine', 4], ['Georgia', 3], ['Kazakhstan', 4]] as const) {
      for (let index = 0; index < count; index++) {
        const image = await renderLocationImage(country, index);
        const meta = await decoded(image);
        expect(meta).toMatchObject({ format: 'jpeg', width: 1920, height: 1080 });
        expect(hasContent(meta.stats)).toBe(true);
      }
    }
    expect((await renderLocationImage('Georgia', 5)).equals(await renderLocationImage('Georgia', 5))).toBe(true);
  });
});
