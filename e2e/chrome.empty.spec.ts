import {
  backgrounds,
  desktop,
  expect,
  footer,
  htmlTheme,
  mobile,
  presetTheme,
  test,
  waitForHydration,
} from './fixtures.ts';

const year = new Date().getFullYear();

test.describe('site chrome on an empty site at 1280x800', () => {
  test.use({ viewport: desktop });

  test('header, footer with the current year, and the theme kept over a reload', async ({
    page,
    visit,
  }) => {
    await visit('/videos');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(footer(page)).toContainText(`© ${year} Film Production`);
    expect(await htmlTheme(page)).toBe('light');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await page.reload();
    await waitForHydration(page);
    expect(await htmlTheme(page)).toBe('dark');
    await expect(page.locator('body')).toHaveCSS('background-color', backgrounds.dark);
  });

  test('not found, contacts without footer, admin without navigation', async ({ page, visit }) => {
    await visit('/no/such/page', { status: 404 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('not found');
    await visit('/contacts');
    await expect(footer(page)).toHaveCount(0);
    await visit('/admin');
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(footer(page)).toHaveCount(0);
  });
});

test.describe('site chrome on an empty site at 390x844', () => {
  test.use({ viewport: mobile });

  test('the mobile menu opens in the dark theme', async ({ page, visit }) => {
    await presetTheme(page, 'dark');
    await visit('/gallery');
    await expect(page.locator('body')).toHaveCSS('background-color', backgrounds.dark);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'contacts' }),
    ).toBeVisible();
  });
});
