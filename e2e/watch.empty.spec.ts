import { desktop, expect, footer, test } from './fixtures.ts';

test.use({ viewport: desktop });

test('any video id says "video does not exist" on an empty site', async ({ page, visit }) => {
  await visit('/videos/watch/000000000000000000000000?backroute=/', { status: 404 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('video does not exist');
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(footer(page)).toHaveCount(1);
  await page.getByRole('link', { name: 'Close, back to home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'No slides' })).toBeVisible();
});
