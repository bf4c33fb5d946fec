import { join } from 'node:path';
import { expect, open, storeToken, test } from '../admin-fixtures.ts';
import { presetTheme, themes, viewports } from '../fixtures.ts';
import { screenshotsDir } from '../../playwright.screenshots.config.ts';

/**
 * The site settings as a visitor and an administrator see them: header, footer, contacts, and
 * the editor, in both themes at both widths (screenshots/settings-<part>-<theme>-<width>.png).
 */
for (const theme of themes) {
  for (const { size: viewport } of viewports) {
    test(`site settings, ${theme}, ${viewport.width}`, async ({ page, adminToken }) => {
      await page.setViewportSize(viewport);
      await presetTheme(page, theme);
      const file = (part: string) => join(screenshotsDir, `settings-${part}-${theme}-${viewport.width}.png`);
      await open(page, '/team');
      await page.locator('body > header').screenshot({ path: file('header') });
      await page.locator('body > footer').screenshot({ path: file('footer') });
      await open(page, '/contacts');
      await expect(page.locator('path.leaflet-interactive').first()).toBeVisible();
      await page.screenshot({ path: file('contacts') });

      await storeToken(page, adminToken);
      await open(page, '/contacts', page.getByRole('button', { name: 'Site settings' }));
      await page.getByRole('button', { name: 'Site settings' }).click();
      const dialog = page.getByRole('dialog', { name: 'Site settings' });
      await expect(dialog).toBeVisible();
      await page.screenshot({ path: file('editor') });
      await dialog.getByRole('heading', { name: 'Offices' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: file('editor-offices') });
    });
  }
}
