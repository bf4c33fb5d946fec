import { describe, expect, it } from 'vitest';
import { widthsFor } from '#server/media/image-variants.ts';
import { demoPictureSizes } from './seed.ts';

/**
 * Encoding is most of the first start (docs/performance.md, "Build and first start"): a demo
 * picture drawn a little wider than a standard width is stored at both, two more encodes for a
 * variant hardly larger than the one below it (1600 px drew 1440 and 1600).
 */
describe('demo picture sizes', () => {
  it.each(Object.entries(demoPictureSizes))(
    'the %s is stored at widths at least a quarter apart, its own the largest',
    (_, size) => {
      const widths = widthsFor(size.width);
      expect(widths.at(-1)).toBe(size.width);
      for (const [i, width] of widths.entries()) {
        const below = widths[i - 1];
        if (below !== undefined)
          expect(width / below, `${below} → ${width}`).toBeGreaterThanOrEqual(1.25);
      }
    },
  );
});
