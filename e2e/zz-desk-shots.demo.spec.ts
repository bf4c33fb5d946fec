import { messages } from '#shared/messages.ts';
import { expect, open, unique } from './admin-fixtures.ts';
import { test } from './admin-content-fixtures.ts';

const dir = '/tmp/desk-shots';
for (const theme of ['light', 'dark'] as const) {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }, { width: 1024, height: 768 }]) {
    test(`shots ${theme} ${viewport.width}`, async ({ adminPage: page, contentApi, cleanup, browser }) => {
      await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
      await page.setViewportSize(viewport);
      const category = await contentApi.category('gallery', 'Commercials');
      const caption = unique('Shot no details');
      const video = await contentApi.addVideo({ caption, category: category?._id ?? '' });
      cleanup(() => contentApi.removeVideo(video._id));
      await contentApi.setOrder([video._id, ...(await contentApi.videoIds()).filter((id) => id !== video._id)]);
      await open(page, '/videos', page.getByRole('button', { name: 'Add video' }));
      await page.screenshot({ path: `${dir}/admin-videos-${theme}-${viewport.width}.png` });
      await open(page, '/', page.getByRole('button', { name: 'Add slide' }));
      await page.getByRole('button', { name: 'Add slide' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add slide' });
      for (let i = 0; i < 3; i++) await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await expect(page.locator('[data-sonner-toast]')).toHaveCount(3);
      await page.mouse.move(1, viewport.height - 1);
      await page.waitForTimeout(600);
      await page.screenshot({ path: `${dir}/modal-toasts-${theme}-${viewport.width}.png` });
      const visitor = await browser.newPage({ viewport });
      await visitor.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
      await visitor.goto('/videos');
      await visitor.waitForTimeout(800);
      await visitor.screenshot({ path: `${dir}/visitor-videos-${theme}-${viewport.width}.png` });
      await visitor.goto(`/videos/watch/${video._id}`);
      await visitor.waitForTimeout(800);
      await visitor.screenshot({ path: `${dir}/visitor-watch-${theme}-${viewport.width}.png` });
      const demo = (await contentApi.videos()).find((v) => v._id !== video._id && v.picture);
      await visitor.goto(`/videos/watch/${demo?._id ?? ''}`);
      await visitor.waitForTimeout(800);
      await visitor.screenshot({ path: `${dir}/visitor-watch-picture-${theme}-${viewport.width}.png` });
      await visitor.close();
      expect(messages.vimeoPending).toBeTruthy();
    });
  }
}
