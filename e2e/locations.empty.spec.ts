import { desktop, expect, mobile, test } from './fixtures.ts';

const countries = [
  { name: 'Ukraine', total: 23 },
  { name: 'Georgia', total: 15 },
  { name: 'Kazakhstan', total: 15 },
] as const;

test.describe('location pages on an empty site at 1280x800', () => {
  test.use({ viewport: desktop });

  test('need no content: texts and carousels come with the build', async ({ page, visit }) => {
    for (const { name, total } of countries) {
      await visit(`/${name}`);
      await expect(page.getByText('shooting in', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      const carousel = page.locator(
        `[aria-roledescription="carousel"][aria-label="${name} locations"]`,
      );
      await expect(carousel.getByText(/^\d+\/\d+$/)).toHaveText(`1/${total}`);
    }
  });

  test('"See more" still leads to the (empty) Ukraine gallery filter', async ({ page, visit }) => {
    await visit('/Ukraine');
    await page.getByRole('link', { name: 'See more' }).click();
    await expect(page).toHaveURL(/\/gallery\?category=[0-9a-f]{24}$/);
    await expect(page.getByText('No photos', { exact: true })).toBeVisible();
  });
});

test.describe('location pages on an empty site at 390x844', () => {
  test.use({ viewport: mobile });

  test('an unknown country says "This country does not exist"', async ({ page, visit }) => {
    await visit('/Narnia', { status: 404 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This country does not exist');
  });
});
