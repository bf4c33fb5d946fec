import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { screenshotsDir } from '../../playwright.screenshots.config.ts';
import { expect, open, test } from '../admin-fixtures.ts';
import { htmlTheme, presetTheme, themes, viewports } from '../fixtures.ts';

/**
 * The admin forms with an alt text field (issue 13) and the partners section, signed in, in both
 * themes at both widths: screenshots/admin-<form>-<theme>-<width>.png. Nothing is saved.
 */
interface FormShot {
  name: string;
  path: string;
  /** The admin control that appears once the admin chunk has loaded. */
  ready: string;
  /** Opens the dialog to capture; answers it. */
  open: (page: Page) => Promise<void>;
}

/** Opens the first item's edit dialog (not a category's, nor the about-us texts'). */
const editFirst = (prefix: RegExp, dialog: string) => async (page: Page) => {
  await page.getByRole('main').getByRole('button', { name: prefix }).first().click({ force: true });
  await expect(page.getByRole('dialog', { name: dialog, exact: true })).toBeVisible();
};
const item = /^Edit (?!category |texts$)/;

const shots: FormShot[] = [
  { name: 'add-partner', path: '/team', ready: 'Add partner', open: async (page) => {
    await page.getByRole('button', { name: 'Add partner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add partner' });
    await dialog.getByLabel('Name').fill('Northern Lights');
    await dialog.getByLabel('Link').fill('https://northern-lights.example');
    await dialog.getByLabel('Alt text').fill('Northern Lights: a green aurora over a film strip');
  } },
  { name: 'edit-partner', path: '/team', ready: 'Add partner', open: editFirst(/^Edit Northern Lights$/, 'Edit partner') },
  { name: 'edit-member', path: '/team', ready: 'Add member', open: editFirst(item, 'Edit team member') },
  { name: 'edit-photo', path: '/gallery', ready: 'Add photo', open: editFirst(item, 'Edit photo') },
  { name: 'edit-video', path: '/videos', ready: 'Add video', open: editFirst(item, 'Edit video') },
  { name: 'add-slide', path: '/', ready: 'Add slide', open: async (page) => {
    await page.getByRole('button', { name: 'Add slide' }).click();
    await expect(page.getByRole('dialog', { name: 'Add slide' })).toBeVisible();
  } },
];

for (const { size } of viewports) {
  test.describe(`${size.width}px`, () => {
    test.use({ viewport: size, reducedMotion: 'reduce' });
    for (const theme of themes) {
      for (const shot of shots) {
        test(`${shot.name} in the ${theme} theme`, async ({ adminPage: page }) => {
          await presetTheme(page, theme);
          await open(page, shot.path, page.getByRole('button', { name: shot.ready }));
          expect(await htmlTheme(page)).toBe(theme);
          await shot.open(page);
          await page.screenshot({ path: join(screenshotsDir, `admin-${shot.name}-${theme}-${size.width}.png`), animations: 'disabled' });
        });
      }
      test(`partners section in the ${theme} theme`, async ({ adminPage: page }) => {
        await presetTheme(page, theme);
        await open(page, '/team', page.getByRole('button', { name: 'Add partner' }));
        const section = page.getByRole('region', { name: 'Work with' });
        await section.scrollIntoViewIfNeeded();
        for (const img of await section.getByRole('img').all())
          await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
        await section.screenshot({ path: join(screenshotsDir, `admin-partners-${theme}-${size.width}.png`), animations: 'disabled' });
      });
    }
  });
}
