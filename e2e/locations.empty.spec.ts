import { desktop, expect, mobile, test } from './fixtures.ts';

/**
 * Locations are content (issue 13): an empty site has none until the administrator adds one,
 * so the menu has no 'locations' group and every single-segment address is unknown.
 */
test.describe('location pages on an empty site at 1280x800', () => {
  test.use({ viewport: desktop });

  test('the menu has no locations group and /Ukraine does not exist', async ({ page, visit }) => {
    await visit('/Ukraine', { status: 404 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This country does not exist');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'work' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'locations' })).toHaveCount(0);
    // Nothing to list: the page offers the way home instead.
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  });

  test('the sitemap lists no location page', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const name of ['Ukraine', 'Georgia', 'Kazakhstan']) expect(xml).not.toContain(`/${name}</loc>`);
  });
});

test.describe('location pages on an empty site at 390x844', () => {
  test.use({ viewport: mobile });

  test('an unknown country says "This country does not exist"', async ({ page, visit }) => {
    await visit('/Narnia', { status: 404 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This country does not exist');
  });
});
