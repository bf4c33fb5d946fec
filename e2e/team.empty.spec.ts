import { expect, test, viewports } from './fixtures.ts';

for (const { size } of viewports) {
  test.describe(`empty team page at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test('shows the page with its placeholders instead of texts, members and logos', async ({
      page,
      visit,
    }) => {
      await visit('/team');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'A production company for the whole region.',
      );
      await expect(page.getByText('Our team will be introduced here soon.')).toBeVisible();
      await expect(page.getByText('Partners will be listed here soon.')).toBeVisible();
      await expect(page.getByRole('heading', { level: 3 })).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Work with' }).getByRole('img')).toHaveCount(0);
    });
  });
}
