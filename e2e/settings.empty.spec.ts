import { desktop, expect, footer, test } from './fixtures.ts';

test.use({ viewport: desktop });

test('without demo content: the neutral company name, and contacts without offices say so and draw no map', async ({ page, visit }) => {
  await visit('/contacts');
  await expect(page).toHaveTitle('Contacts | Film Production');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Film Production' })).toBeVisible();
  await expect(page.getByText('Our contact details will be here soon.')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Map/ })).toHaveCount(0);
  await visit('/team');
  await expect(footer(page)).toContainText('Film Production');
  await expect(footer(page).getByRole('list', { name: 'Offices' })).toHaveCount(0);
  await expect(footer(page).getByRole('navigation', { name: 'Social' })).toHaveCount(0);
});
