import type { Category } from '#shared/schemas/category.ts';
import { expect, getJson, test, viewports } from './fixtures.ts';

for (const { size } of viewports) {
  test.describe(`empty gallery at ${size.width}x${size.height}`, () => {
    test.use({ viewport: size });

    test('says "No photos"; the empty Ukraine category is not offered as a filter', async ({
      page,
      visit,
      request,
    }) => {
      // The Ukraine photo category always exists (the location page links to it), empty here.
      const categories = await getJson<Category[]>(request, '/api/gallery_category/all/photo');
      expect(categories.map((c) => [c.caption, c.count_items])).toEqual([['Ukraine', 0]]);
      await visit('/gallery');
      await expect(page.getByText('No photos', { exact: true })).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Photo categories' }).getByRole('link'),
      ).toHaveText(['All']);
      await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('link', { name: /full screen$/ })).toHaveCount(
        0,
      );
    });
  });
}
