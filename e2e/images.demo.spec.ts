import type { Page } from '@playwright/test';
import { expect, test, viewports } from './fixtures.ts';
import { layoutShifts, watchLayoutShifts } from './layout-shifts.ts';

interface ImageFacts {
  src: string;
  width: string | null;
  height: string | null;
  loading: string;
  top: number;
  /** In a carousel, the slide in view or one a single swipe away ('1 of n', '2 of n', 'n of n'). */
  carouselNeighbour: boolean;
}

/** Every <img> on the page as first laid out, before any scrolling. */
function imageFacts(page: Page): Promise<ImageFacts[]> {
  return page.evaluate(() =>
    [...document.images].map((img) => ({
      src: img.getAttribute('src') ?? '',
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loading: img.loading,
      top: img.getBoundingClientRect().top + window.scrollY,
      carouselNeighbour: (() => {
        const label =
          img.closest('[aria-roledescription="slide"]')?.getAttribute('aria-label') ?? '';
        const [n, total] = label.split(' of ').map(Number);
        return !!n && !!total && (n <= 2 || n === total);
      })(),
    })),
  );
}

for (const { name, size } of viewports) {
  test.describe(`images at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test(`every image has width and height, and those below the fold load lazily (${name})`, async ({
      page,
      visit,
    }) => {
      const paths = ['/', '/Ukraine', '/Georgia', '/Kazakhstan', '/videos', '/gallery', '/team'];
      for (const path of paths) {
        await visit(path);
        const images = await imageFacts(page);
        expect(images.length, path).toBeGreaterThan(0);
        const unsized = images
          .filter((i) => !/^\d+$/.test(i.width ?? '') || !/^\d+$/.test(i.height ?? ''))
          .map((i) => `${i.src} width=${i.width} height=${i.height}`);
        expect.soft(unsized, `${path}: images without width and height`).toEqual([]);
        // Carousels load the slide in view and its two neighbours at once, so a swipe never
        // lands on a placeholder; on the location pages that carousel sits below the fold.
        const eagerBelowFold = images
          .filter((i) => !i.carouselNeighbour && i.top >= size.height && i.loading !== 'lazy')
          .map((i) => `${i.src} at y=${Math.round(i.top)}`);
        expect.soft(eagerBelowFold, `${path}: eager images below the fold`).toEqual([]);
      }
    });
  });
}

for (const { name, size } of viewports) {
  test.describe(`layout at ${size.width} px`, () => {
    // Tall enough that the footer of every page is in view: a shift below the fold of a phone
    // would not count for CLS there, but it shows the page being rearranged.
    test.use({ viewport: { width: size.width, height: 7000 } });

    test(`pages keep their layout while they load, start the app and hydrate (${name})`, async ({
      page,
      visit,
    }) => {
      await watchLayoutShifts(page);
      for (const path of ['/', '/Ukraine', '/videos', '/gallery', '/team', '/contacts']) {
        await visit(path);
        await page.waitForLoadState('networkidle');
        const { total, shifts } = await layoutShifts(page);
        expect.soft(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
      }
    });
  });
}
