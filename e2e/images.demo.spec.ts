import type { Page } from '@playwright/test';
import { allVideos, expect, test, viewports } from './fixtures.ts';

interface ImageFacts {
  src: string;
  width: string | null;
  height: string | null;
  loading: string;
  top: number;
  map: boolean;
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
      map: !!img.closest('.leaflet-container'),
    })),
  );
}

for (const { name, size } of viewports) {
  test.describe(`images at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test(`every image has width and height, and those below the fold load lazily (${name})`, async ({
      page,
      visit,
      request,
    }) => {
      const [video] = await allVideos(request);
      const paths = [
        '/',
        '/Ukraine',
        '/Georgia',
        '/Kazakhstan',
        '/videos',
        `/videos/watch/${video?._id}`,
        '/gallery',
        '/team',
        '/contacts',
      ];
      for (const path of paths) {
        await visit(path);
        const images = await imageFacts(page);
        expect(images.length, path).toBeGreaterThan(0);
        // Leaflet's map tiles are sized by the map itself, not content images.
        for (const img of images.filter((i) => !i.map)) {
          expect(img.width, `${path} ${img.src} width`).toMatch(/^\d+$/);
          expect(img.height, `${path} ${img.src} height`).toMatch(/^\d+$/);
        }
        const fold = size.height;
        for (const img of images.filter((i) => !i.map && i.top >= fold)) {
          expect(img.loading, `${path} ${img.src} at y=${Math.round(img.top)} is below the fold`).toBe('lazy');
        }
      }
    });
  });
}
