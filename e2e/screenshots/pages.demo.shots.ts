import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  allVideos,
  expect,
  htmlTheme,
  loadLazyImages,
  presetTheme,
  test,
  themes,
  viewports,
} from '../fixtures.ts';
import { screenshotsDir } from '../../playwright.screenshots.config.ts';

/**
 * Every screen in both themes at both widths, saved for a person to look at (npm run
 * screenshots, see playwright.screenshots.config.ts): screenshots/<page>-<theme>-<width>.png.
 * Each visit must leave the console clean.
 */
interface Shot {
  name: string;
  path: string | ((videoId: string) => string);
  status?: number;
  /** Puts the page in the state to capture; such states are shot at viewport size. */
  act?: (page: Page) => Promise<void>;
  only?: 'desktop' | 'mobile';
}

/** Clicks the button, then waits until what it opens is on screen. */
const opens =
  (button: string, role: 'dialog' | 'list', name: string) =>
  async (page: Page): Promise<void> => {
    await page.getByRole('button', { name: button }).click();
    await expect(page.getByRole(role, { name })).toBeVisible();
  };

const shots: Shot[] = [
  { name: 'home', path: '/' },
  { name: 'ukraine', path: '/Ukraine' },
  { name: 'georgia', path: '/Georgia' },
  { name: 'kazakhstan', path: '/Kazakhstan' },
  { name: 'country-unknown', path: '/Atlantis', status: 404 },
  { name: 'videos', path: '/videos' },
  { name: 'watch', path: (id) => `/videos/watch/${id}?backroute=/videos` },
  { name: 'watch-missing', path: '/videos/watch/000000000000000000000000', status: 404 },
  { name: 'gallery', path: '/gallery' },
  {
    name: 'gallery-viewer',
    path: '/gallery',
    act: async (page) => {
      await page
        .getByRole('main')
        .getByRole('link', { name: /full screen$/ })
        .nth(1)
        .click();
      await expect(
        page.getByRole('dialog', { name: 'Photo gallery' }).getByText('2/12'),
      ).toBeVisible();
      await expect
        .poll(() =>
          page
            .getByRole('dialog')
            .getByRole('img')
            .nth(1)
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        )
        .toBeGreaterThan(0);
    },
  },
  { name: 'team', path: '/team' },
  { name: 'contacts', path: '/contacts' },
  { name: 'login', path: '/login' },
  { name: 'admin', path: '/admin' },
  { name: 'not-found', path: '/no/such/page', status: 404 },
  { name: 'menu', path: '/videos', only: 'mobile', act: opens('Open menu', 'dialog', 'Menu') },
  {
    name: 'menu-dropdown',
    path: '/videos',
    only: 'desktop',
    act: opens('about us', 'list', 'about us'),
  },
  {
    name: 'ukraine-viewer',
    path: '/Ukraine',
    only: 'mobile',
    act: opens('Open image 1 full screen', 'dialog', 'Ukraine locations'),
  },
];

let videoId = '';
test.beforeAll(async ({ request }) => {
  const [video] = await allVideos(request);
  videoId = video?._id ?? '';
});

for (const { name: width, size } of viewports) {
  test.describe(`${size.width}px`, () => {
    test.use({ viewport: size });
    for (const theme of themes) {
      for (const shot of shots.filter((s) => !s.only || s.only === width)) {
        test(`${shot.name} in the ${theme} theme`, async ({ page, visit, consoleGuard }) => {
          await presetTheme(page, theme);
          const path = typeof shot.path === 'function' ? shot.path(videoId) : shot.path;
          await visit(path, { status: shot.status ?? 200 });
          expect(await htmlTheme(page)).toBe(theme);
          await loadLazyImages(page);
          if (shot.act) await shot.act(page);
          await page.screenshot({
            path: join(screenshotsDir, `${shot.name}-${theme}-${size.width}.png`),
            fullPage: !shot.act,
            animations: 'disabled',
          });
          consoleGuard.expectClean();
        });
      }
    }
  });
}
