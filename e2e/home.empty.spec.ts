import { open, test as adminTest } from './admin-fixtures.ts';
import { desktop, expect, footer, header, mobile, test, waitForHydration } from './fixtures.ts';

for (const { name, size } of [
  { name: '1280x800', size: desktop },
  { name: '390x844', size: mobile },
]) {
  test.describe(`empty home at ${name}`, () => {
    test.use({ viewport: size });

    test('says "No slides" and "No additional information", without indicators', async ({
      page,
      visit,
    }) => {
      await visit('/');
      const slider = page.getByRole('region', { name: 'Featured work' });
      await expect(slider.getByRole('heading', { name: 'No slides' })).toBeVisible();
      await expect(slider.getByText('No additional information')).toBeVisible();
      await expect(page.getByRole('button', { name: /^Go to slide/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Next slide' })).toHaveCount(0);
      await expect(footer(page)).toHaveCount(0);
      await expect(header(page)).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    });
  });
}

adminTest(
  'a single slide shows without indicators or arrows',
  async ({ page, adminApi, cleanup }) => {
    const slide = await adminApi.addSlide({ caption: 'Only slide', transparency: 10 });
    cleanup(async () => {
      if (await adminApi.slide(slide.caption)) await adminApi.removeSlide(slide._id);
    });
    await page.setViewportSize(desktop);
    await open(page, '/');
    const slider = page.getByRole('region', { name: 'Featured work' });
    await expect(slider.getByRole('heading', { name: 'Only slide' })).toBeVisible();
    await expect(slider.getByRole('group')).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Go to slide/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Next slide' })).toHaveCount(0);
    // No videoId: the slide is not a link.
    await expect(slider.getByRole('link')).toHaveCount(0);

    await adminApi.removeSlide(slide._id);
    // Pages may be kept by the browser for a minute (server/web/react-router-handler.ts): reload.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'No slides' })).toBeVisible();
  },
);
