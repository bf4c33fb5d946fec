import type { Page } from '@playwright/test';
import type { Category } from '#shared/schemas/category.ts';
import {
  allVideos,
  desktop,
  expect,
  failSwitch,
  getJson,
  mobile,
  specCardHeight,
  test,
} from './fixtures.ts';

const cards = (page: Page) => page.locator('main a[href^="/videos/watch/"]');
const filters = (page: Page) => page.getByRole('navigation', { name: 'Video categories' });

async function boxes(page: Page) {
  const all = await cards(page).all();
  const result = [];
  for (const card of all) {
    const box = await card.boundingBox();
    expect(box).not.toBeNull();
    if (box) result.push(box);
  }
  return result;
}

test.describe('work page at 1280x800', () => {
  test.use({ viewport: desktop });

  test('a filter naming a category there is not (deleted since the link was shared) says so, 404, and links the whole list', async ({
    page,
    visit,
  }) => {
    await visit('/videos?category=aaaaaaaaaaaaaaaaaaaaaaaa', { status: 404 });
    await expect(page.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
    await expect(page.getByText('This category does not exist.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'See all work' }).click();
    await expect(page).toHaveURL(/\/videos$/);
    await expect(page.getByText('This category does not exist.')).toHaveCount(0);
  });

  test('filters: "All" first and selected, then only the categories that have videos', async ({
    page,
    visit,
    request,
  }) => {
    const categories = await getJson<Category[]>(request, '/api/gallery_category/all/gallery');
    const withItems = categories.filter((c) => c.count_items > 0).map((c) => c.caption);
    expect(withItems.length).toBe(3);
    await visit('/videos');
    const links = filters(page).getByRole('link');
    await expect(links).toHaveText(['All', ...withItems]);
    await expect(links.first()).toHaveAttribute('aria-current', 'true');
    // No counts for visitors, only captions.
    await expect(filters(page)).not.toContainText(/\d/);
  });

  test('"Load more" appends the next page and disappears at the end', async ({
    page,
    visit,
    request,
  }) => {
    const videos = await allVideos(request);
    expect(videos).toHaveLength(12);
    await visit('/videos');
    await expect(cards(page)).toHaveCount(10);
    for (const [i, video] of videos.slice(0, 10).entries()) {
      await expect(cards(page).nth(i)).toContainText(video.caption);
    }
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).nth(10)).toContainText(videos[10]?.caption ?? '?');
    await expect(cards(page).nth(11)).toContainText(videos[11]?.caption ?? '?');
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    // The first ten stay where they were.
    await expect(cards(page).first()).toContainText(videos[0]?.caption ?? '?');
  });

  test('"Load more" from the keyboard hands the focus to the first new card, not back to the top', async ({
    page,
    visit,
  }) => {
    await visit('/videos');
    await page.getByRole('button', { name: 'Load more' }).focus();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expect(cards(page).nth(10)).toBeFocused();
  });

  test('"Load more" the server fails keeps the cards and says so; pressed again it loads them', async ({
    page,
    visit,
    consoleGuard,
  }) => {
    const loadMore = await failSwitch(page, consoleGuard, /\/videos\.data\?.*more=1/, (route) =>
      route.fulfill({ status: 503, body: 'Service Unavailable' }),
    );
    await visit('/videos');
    loadMore.fail();
    await page.getByRole('button', { name: 'Load more' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Could not load more.' });
    await expect(failure).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Work' })).toBeVisible();
    await expect(cards(page)).toHaveCount(10);

    loadMore.pass();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(12);
    await expect(failure).toHaveCount(0);
  });

  test('a category filter shows its videos only, and "All" brings back the full list', async ({
    page,
    visit,
    request,
  }) => {
    const videos = await allVideos(request);
    const music = videos.filter((v) => v.category?.caption === 'Music videos');
    await visit('/videos');
    await filters(page).getByRole('link', { name: 'Music videos' }).click();
    await expect(page).toHaveURL(new RegExp(`/videos\\?category=${music[0]?.category?._id}$`));
    await expect(cards(page)).toHaveCount(music.length);
    await expect(filters(page).getByRole('link', { name: 'Music videos' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    for (const [i, video] of music.entries()) {
      await expect(cards(page).nth(i)).toContainText(video.caption);
      await expect(cards(page).nth(i)).toContainText('Music videos');
    }
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    await filters(page).getByRole('link', { name: 'All' }).click();
    await expect(page).toHaveURL('/videos');
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
  });

  test('two columns (even items left, odd right) with card heights by the 250/280/310 rule', async ({
    page,
    visit,
  }) => {
    await visit('/videos');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(12);
    const list = await boxes(page);
    const left = list[0]?.x ?? 0;
    const right = list[1]?.x ?? 0;
    expect(right).toBeGreaterThan(left + 300);
    for (const [i, box] of list.entries()) {
      expect(Math.round(box.x), `card ${i} column`).toBe(Math.round(i % 2 === 0 ? left : right));
      expect(Math.round(box.height), `card ${i} height`).toBe(specCardHeight(i));
      expect(box.width).toBeGreaterThan(400);
    }
    // Each column reads top to bottom in list order.
    for (let i = 2; i < list.length; i++) {
      expect(list[i]?.y ?? 0).toBeGreaterThan((list[i - 2]?.y ?? 0) + (list[i - 2]?.height ?? 0));
    }
  });
});

test.describe('work page at 390x844', () => {
  test.use({ viewport: mobile });

  test('one column in list order, card heights by the same rule', async ({ page, visit }) => {
    await visit('/videos');
    await expect(cards(page)).toHaveCount(10);
    const list = await boxes(page);
    const x = Math.round(list[0]?.x ?? -1);
    for (const [i, box] of list.entries()) {
      expect(Math.round(box.x), `card ${i} x`).toBe(x);
      expect(box.width).toBeGreaterThan(mobile.width - 80);
      expect(box.x + box.width).toBeLessThanOrEqual(mobile.width);
      expect(Math.round(box.height), `card ${i} height`).toBe(specCardHeight(i));
      if (i > 0) {
        const above = list[i - 1];
        expect(box.y).toBeGreaterThanOrEqual((above?.y ?? 0) + (above?.height ?? 0));
      }
    }
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(cards(page)).toHaveCount(12);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('the filters fit the phone and still filter', async ({ page, visit }) => {
    await visit('/videos');
    await expect(filters(page).getByRole('link', { name: 'All' })).toBeInViewport();
    await filters(page).getByRole('link', { name: 'Documentaries' }).click();
    await expect(cards(page)).toHaveCount(3);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(mobile.width);
  });
});
