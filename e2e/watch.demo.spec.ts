import type { Page } from '@playwright/test';
import type { Video } from '#shared/schemas/video.ts';
import { allVideos, desktop, expect, footer, mobile, test } from './fixtures.ts';

async function expectVideoPage(page: Page, video: Video) {
  const player = page.locator('iframe');
  await expect(player).toHaveCount(1);
  const vimeoId = /vimeo\.com\/(\d+)/.exec(video.url)?.[1];
  await expect(player).toHaveAttribute(
    'src',
    new RegExp(`^https://player\\.vimeo\\.com/video/${vimeoId}\\?`),
  );
  await expect(player).toHaveAttribute('width', '920');
  await expect(player).toHaveAttribute('height', '600');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(video.caption);
  const credits = page.locator('dl');
  await expect(credits.locator('dt')).toHaveText(['Director', 'DOP', 'Production company']);
  await expect(credits.locator('dd')).toHaveText([video.director, video.pop, video.production]);
  await expect(footer(page)).toHaveCount(1);
}

test.describe('single video at 1280x800', () => {
  test.use({ viewport: desktop });

  test('a card opens the player with caption and credits; close returns to /videos', async ({
    page,
    visit,
    request,
  }) => {
    const [first] = await allVideos(request);
    if (!first) throw new Error('the demo site has videos');
    await visit('/videos');
    await page.locator('main a[href^="/videos/watch/"]').first().click();
    await expect(page).toHaveURL(`/videos/watch/${first._id}?backroute=%2Fvideos`);
    await expectVideoPage(page, first);
    const box = await page.locator('iframe').boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(920);
    expect(Math.round(box?.height ?? 0)).toBe(600);
    // The poster's title (bottom left, under the player) stays under it: a press where Vimeo
    // draws its controls reaches the player.
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, {
      x: (box?.x ?? 0) + 40,
      y: (box?.y ?? 0) + (box?.height ?? 0) - 30,
    });
    expect(hit).toBe('IFRAME');

    await page.getByRole('link', { name: 'Close, back to work' }).click();
    await expect(page).toHaveURL('/videos');
    await expect(page.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
  });

  test('with backroute=/ the close control returns to the home page', async ({
    page,
    visit,
    request,
  }) => {
    const videos = await allVideos(request);
    const video = videos[3];
    if (!video) throw new Error('the demo site has 12 videos');
    await visit(`/videos/watch/${video._id}?backroute=/`);
    await expectVideoPage(page, video);
    await page.getByRole('link', { name: 'Close, back to home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('region', { name: 'Featured work' })).toBeVisible();
  });

  test('an unknown backroute falls back to /videos', async ({ page, visit, request }) => {
    const [video] = await allVideos(request);
    await visit(`/videos/watch/${video?._id}?backroute=https://evil.example/`);
    await expect(page.getByRole('link', { name: 'Close, back to work' })).toHaveAttribute(
      'href',
      '/videos',
    );
  });

  test('an unknown id says "video does not exist"', async ({ page, visit }) => {
    await visit('/videos/watch/000000000000000000000000', { status: 404 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('video does not exist');
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(footer(page)).toHaveCount(1);
    await page.getByRole('link', { name: 'Close, back to work' }).click();
    await expect(page).toHaveURL('/videos');
  });

  test('/videos/watch without an id shows no video, with the footer', async ({ page, visit }) => {
    await visit('/videos/watch', { status: 404 });
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(footer(page)).toHaveCount(1);
  });
});

test.describe('single video at 390x844', () => {
  test.use({ viewport: mobile });

  test('the player shrinks to the phone, keeping its 920:600 ratio', async ({
    page,
    visit,
    request,
  }) => {
    const [video] = await allVideos(request);
    if (!video) throw new Error('the demo site has videos');
    await visit(`/videos/watch/${video._id}?backroute=/videos`);
    await expectVideoPage(page, video);
    const box = await page.locator('iframe').boundingBox();
    expect(box?.width ?? 999).toBeLessThanOrEqual(mobile.width);
    expect(box?.width ?? 0).toBeGreaterThan(mobile.width - 60);
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(920 / 600, 1);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(mobile.width);
  });
});
