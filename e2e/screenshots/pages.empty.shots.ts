import { join } from 'node:path';
import { expect, htmlTheme, presetTheme, test, themes, viewports } from '../fixtures.ts';
import { screenshotsDir } from '../../playwright.screenshots.config.ts';

/** The empty states, for a person to look at (npm run screenshots): screenshots/empty-<page>-<theme>-<width>.png. */
const shots = [
  { name: 'home', path: '/' },
  { name: 'videos', path: '/videos' },
  { name: 'gallery', path: '/gallery' },
  { name: 'team', path: '/team' },
];

for (const { size } of viewports) {
  test.describe(`${size.width}px`, () => {
    test.use({ viewport: size });
    for (const theme of themes) {
      for (const shot of shots) {
        test(`empty ${shot.name} in the ${theme} theme`, async ({ page, visit, consoleGuard }) => {
          await presetTheme(page, theme);
          await visit(shot.path);
          expect(await htmlTheme(page)).toBe(theme);
          await page.screenshot({
            path: join(screenshotsDir, `empty-${shot.name}-${theme}-${size.width}.png`),
            fullPage: true,
            animations: 'disabled',
          });
          consoleGuard.expectClean();
        });
      }
    }
  });
}
