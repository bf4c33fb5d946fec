import { expect, footer, test, viewports } from './fixtures.ts';

for (const { size } of viewports) {
  test.describe(`empty work page at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test('says "No videos", offers only "All" and no "Load more"', async ({ page, visit }) => {
      await visit('/videos');
      await expect(page.getByText('No videos', { exact: true })).toBeVisible();
      const filters = page.getByRole('navigation', { name: 'Video categories' }).getByRole('link');
      await expect(filters).toHaveText(['All']);
      await expect(filters.first()).toHaveAttribute('aria-current', 'true');
      await expect(page.locator('main a[href^="/videos/watch/"]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
      await expect(footer(page)).toHaveCount(1);
    });
  });
}
