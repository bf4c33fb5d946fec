import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, open, pngImage, unique } from '../admin-fixtures.ts';
import { test } from '../admin-location-fixtures.ts';
import { presetTheme, themes, viewports } from '../fixtures.ts';
import { screenshotsDir } from '../../playwright.screenshots.config.ts';

/**
 * The location page's admin in both themes at both widths (npm run screenshots): the page with
 * its controls, the location editor, the carousel panel with a batch of uploads, the sort mode.
 * Works on a location of its own, removed afterwards.
 */
const shot = (page: Page, name: string, theme: string, width: number, fullPage = false) =>
  page.screenshot({ path: join(screenshotsDir, `${name}-${theme}-${width}.png`), fullPage, animations: 'disabled' });

for (const { size } of viewports) {
  test.describe(`${size.width}px`, () => {
    test.use({ viewport: size });
    for (const theme of themes) {
      test(`location admin in the ${theme} theme`, async ({ adminPage: page, locationApi, cleanup }) => {
        const name = unique('Shotland');
        cleanup(() => locationApi.removeIfThere(name));
        const location = await locationApi.addLocation(name, ['Harbour cranes at dusk', '', 'Old town stairs']);
        await presetTheme(page, theme);
        await open(page, location.path, page.getByRole('button', { name: 'Edit location' }));
        await shot(page, 'location-admin-hero', theme, size.width);

        await page.getByRole('button', { name: 'Edit location' }).click();
        const dialog = page.getByRole('dialog', { name: 'Edit location' });
        await expect(dialog).toBeVisible();
        await shot(page, 'location-admin-editor', theme, size.width);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toBeHidden();

        const panel = page.getByRole('region', { name: /^Carousel images/ });
        await panel.getByLabel('+ Add images').setInputFiles([
          await pngImage({ width: 300, height: 200, name: 'pier.png' }),
          { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a png') },
        ]);
        await expect(page.getByRole('list', { name: 'Images being added' }).getByText('Not added')).toBeVisible();
        await panel.scrollIntoViewIfNeeded();
        await shot(page, 'location-admin-carousel', theme, size.width);

        await panel.getByRole('button', { name: 'Reorder images' }).click();
        const sorter = page.getByRole('region', { name: 'Reorder images' });
        await sorter.scrollIntoViewIfNeeded();
        await shot(page, 'location-admin-sort', theme, size.width);
        await sorter.getByRole('button', { name: 'Cancel' }).click();

        await page.getByRole('button', { name: 'Edit alt text of image 1' }).click();
        await expect(page.getByRole('dialog', { name: 'Edit alt text' })).toBeVisible();
        await shot(page, 'location-admin-alt', theme, size.width);
      });
    }
  });
}
