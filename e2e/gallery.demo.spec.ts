import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import type { Category } from '#shared/schemas/category.ts';
import type { Photo } from '#shared/schemas/photo.ts';
import { type ConsoleGuard, desktop, expect, type FailSwitch, failSwitch, getJson, mobile, test } from './fixtures.ts';

const tiles = (page: Page) =>
  page.getByRole('main').getByRole('link', { name: /^Open .* full screen$/ });
const filters = (page: Page) => page.getByRole('navigation', { name: 'Photo categories' });
const viewer = (page: Page) => page.getByRole('dialog', { name: 'Photo gallery' });
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

/** 'Load more''s fetches, made to fail as offline (before the page loads: see failSwitch). */
function loadMoreSwitch(page: Page, consoleGuard: ConsoleGuard): Promise<FailSwitch> {
  return failSwitch(page, consoleGuard, /\/gallery\.data\?.*more=1/, (route) => route.abort('internetdisconnected'));
}

test.describe('gallery at 1280x800', () => {
  test.use({ viewport: desktop });

  test('a filter naming a category there is not (deleted since the link was shared) says so, 404, and links the whole list', async ({
    page,
    visit,
  }) => {
    await visit('/gallery?category=aaaaaaaaaaaaaaaaaaaaaaaa', { status: 404 });
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    await expect(page.getByText('This category does not exist.')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'See all photos' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByText('This category does not exist.')).toHaveCount(0);
  });

  test('filters ("All" first), then 12 photos and "Load more" up to all 20', async ({
    page,
    visit,
    request,
  }) => {
    const categories = await getJson<Category[]>(request, '/api/gallery_category/all/photo');
    await visit('/gallery');
    await expect(filters(page).getByRole('link')).toHaveText([
      'All',
      ...categories.filter((c) => c.count_items > 0).map((c) => c.caption),
    ]);
    await expect(filters(page).getByRole('link', { name: 'All' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(tiles(page)).toHaveCount(12);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(tiles(page)).toHaveCount(20);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });

  test('"Load more" from the keyboard keeps the focus while it loads, then hands it to the first new photo', async ({ page, visit }) => {
    // The next page held until the button has been seen loading (routed before the page loads).
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await page.route(/\/gallery\.data\?.*more=1/, async (route) => {
      asked += 1;
      await held;
      await route.fallback();
    });
    await visit('/gallery');
    await page.getByRole('button', { name: 'Load more' }).focus();
    await page.keyboard.press('Enter');
    const loading = page.getByRole('button', { name: 'Loading...' });
    await expect(loading).toBeFocused();
    await expect(loading).toHaveAttribute('aria-disabled', 'true');
    // Pressed again meanwhile: nothing more is asked for.
    await page.keyboard.press('Enter');
    release();
    await expect(tiles(page)).toHaveCount(20);
    expect(asked).toBe(1);
    await expect(tiles(page).nth(12)).toBeFocused();
  });

  test('"Load more" that fails (offline) keeps the photos, says so, and loads them when pressed again', async ({
    page,
    visit,
    consoleGuard,
  }) => {
    const loadMore = await loadMoreSwitch(page, consoleGuard);
    await visit('/gallery');
    loadMore.fail();
    const button = page.getByRole('button', { name: 'Load more' });
    const failure = page.getByRole('alert').filter({ hasText: 'Could not load more. Check the connection and try again.' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(failure).toBeVisible();
    // The page stays as it was (not the error page), and the focus is back on the button.
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    await expect(tiles(page)).toHaveCount(12);
    await expect(button).toBeFocused();

    loadMore.pass();
    await page.keyboard.press('Enter');
    await expect(tiles(page)).toHaveCount(20);
    await expect(failure).toHaveCount(0);
    await expect(tiles(page).nth(12)).toBeFocused();
  });

  test('a category filter narrows the photos', async ({ page, visit }) => {
    await visit('/gallery');
    await filters(page).getByRole('link', { name: 'Georgia' }).click();
    await expect(page).toHaveURL(/\/gallery\?category=[0-9a-f]{24}$/);
    await expect(tiles(page)).toHaveCount(6);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expect(filters(page).getByRole('link', { name: 'Georgia' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  test('a photo opens full screen at that photo; arrows move, Escape closes, page scroll is locked meanwhile', async ({
    page,
    visit,
    request,
  }) => {
    const { data: photos } = await getJson<{ data: Photo[] }>(request, '/api/photo?page=1');
    await visit('/gallery');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const scrollBefore = await page.evaluate(() => window.scrollY);

    await tiles(page).nth(2).click();
    await expect(viewer(page)).toBeVisible();
    expect(await viewer(page).boundingBox()).toMatchObject({
      x: 0,
      y: 0,
      width: desktop.width,
      height: desktop.height,
    });
    // Of all 20: the viewer goes on past the 12 loaded.
    await expect(viewer(page).getByText('3/20')).toBeVisible();
    await expect(viewer(page)).toContainText(photos[2]?.caption ?? '?');
    await expect(viewer(page).getByRole('img', { name: photos[2]?.caption })).toBeInViewport();

    expect(await bodyOverflow(page)).toBe('hidden');
    await page.mouse.wheel(0, 800);
    await page.keyboard.press('PageDown');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    await page.keyboard.press('ArrowRight');
    await expect(viewer(page).getByText('4/20')).toBeVisible();
    await expect(viewer(page)).toContainText(photos[3]?.caption ?? '?');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer(page).getByText('2/20')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(viewer(page)).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe('hidden');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    // Focus goes to the tile of the photo the viewer closed on (opened on the third, closed on the second).
    await expect(tiles(page).nth(1)).toBeFocused();
  });

  test('the close control leaves the viewer; the first and last photos stop the arrows', async ({
    page,
    visit,
  }) => {
    await visit('/gallery');
    await tiles(page).first().click();
    await expect(viewer(page).getByText('1/20')).toBeVisible();
    await expect(viewer(page).getByRole('button', { name: 'Previous image' })).toBeDisabled();
    await viewer(page).getByRole('button', { name: 'Close' }).click();
    await expect(viewer(page)).toBeHidden();

    await page.getByRole('button', { name: 'Load more' }).click();
    await tiles(page).nth(19).click();
    await expect(viewer(page).getByText('20/20')).toBeVisible();
    await expect(viewer(page).getByRole('button', { name: 'Next image' })).toBeDisabled();
    await viewer(page).getByRole('button', { name: 'Previous image' }).click();
    await expect(viewer(page).getByText('19/20')).toBeVisible();
    await viewer(page).getByRole('button', { name: 'Close' }).click();
    await expect(viewer(page)).toBeHidden();
  });

  test("'Next' on the last photo loaded loads the next page and moves on; closing finds it in the grid", async ({
    page,
    visit,
    request,
  }) => {
    const second = (await getJson<{ data: Photo[] }>(request, '/api/photo?page=2')).data;
    await visit('/gallery');
    await tiles(page).nth(11).click();
    await expect(viewer(page).getByText('12/20')).toBeVisible();
    await viewer(page).getByRole('button', { name: 'Next image' }).click();
    await expect(viewer(page).getByText('13/20')).toBeVisible();
    await expect(viewer(page)).toContainText(second[0]?.caption ?? '?');
    await expect(page).toHaveURL(new RegExp(`/gallery/${second[0]?._id}`));
    // The focus stays in the viewer (not on the new tile behind it), and the arrows go on.
    await expect(viewer(page).getByRole('button', { name: 'Next image' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(viewer(page).getByText('14/20')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(tiles(page)).toHaveCount(20);
    await expect(tiles(page).nth(13)).toBeFocused();
  });

  test('a drag past the last photo loaded loads the next page too; a failed load says so in the viewer', async ({
    page,
    visit,
    consoleGuard,
  }) => {
    const loadMore = await loadMoreSwitch(page, consoleGuard);
    await visit('/gallery');
    await tiles(page).nth(11).click();
    await expect(viewer(page).getByText('12/20')).toBeVisible();
    loadMore.fail();
    const failure = viewer(page).getByRole('alert').filter({ hasText: 'Could not load more. Check the connection and try again.' });
    await page.keyboard.press('ArrowRight');
    await expect(failure).toBeVisible();
    await expect(viewer(page).getByText('12/20')).toBeVisible();

    loadMore.pass();
    // Embla only bounces at its last slide: the drag itself asks for the next page.
    await page.mouse.move(900, 400);
    await page.mouse.down();
    await page.mouse.move(500, 405, { steps: 8 });
    await page.mouse.up();
    await expect(viewer(page).getByText('13/20')).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test('at the last photo the focus goes from the disabled Next to Previous, not out of the viewer', async ({
    page,
    visit,
  }) => {
    await visit('/gallery?pages=2');
    await tiles(page).nth(18).click();
    await expect(viewer(page).getByText('19/20')).toBeVisible();
    await viewer(page).getByRole('button', { name: 'Next image' }).focus();
    await page.keyboard.press('Enter');
    await expect(viewer(page).getByText('20/20')).toBeVisible();
    await expect(viewer(page).getByRole('button', { name: 'Next image' })).toBeDisabled();
    await expect(viewer(page).getByRole('button', { name: 'Previous image' })).toBeFocused();
  });

  test('reloaded on a photo the viewer loaded, its close opens the list as long as it was, focus on the photo', async ({
    page,
    visit,
    request,
  }) => {
    const second = (await getJson<{ data: Photo[] }>(request, '/api/photo?page=2')).data;
    await visit('/gallery');
    await tiles(page).nth(11).click();
    await expect(viewer(page).getByText('12/20')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(`/gallery/${second[0]?._id}?pages=2`);
    await page.reload();
    await expect(viewer(page).getByText('13/20')).toBeVisible();
    await viewer(page).getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL('/gallery?pages=2');
    await expect(tiles(page)).toHaveCount(20);
    await expect(tiles(page).nth(12)).toBeFocused();
  });
});

test.describe('gallery at 390x844', () => {
  test.use({ viewport: mobile, hasTouch: true });

  test('photos fit the phone and open full screen', async ({ page, visit }) => {
    await visit('/gallery');
    await expect(tiles(page)).toHaveCount(12);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(mobile.width);
    await tiles(page).nth(1).tap();
    await expect(viewer(page)).toBeVisible();
    expect(await viewer(page).boundingBox()).toMatchObject({
      x: 0,
      y: 0,
      width: mobile.width,
      height: mobile.height,
    });
    await expect(viewer(page).getByText('2/20')).toBeVisible();
    // A finger swipes, and the arrows are there for whoever cannot (WCAG 2.5.1).
    await viewer(page).getByRole('button', { name: 'Next image' }).tap();
    await expect(viewer(page).getByText('3/20')).toBeVisible();
    expect(await bodyOverflow(page)).toBe('hidden');
    await viewer(page).getByRole('button', { name: 'Close' }).tap();
    await expect(viewer(page)).toBeHidden();
  });

  test("a shared photo's address: the viewer itself has the focus, no control ringed; the keys and Tab still work", async ({
    page,
    visit,
    request,
  }) => {
    const photos = (await getJson<{ data: Photo[] }>(request, '/api/photo?page=1')).data;
    await visit(`/gallery/${photos[3]?._id}`);
    // Chrome rings a control that a script focuses before any input: the close button was ringed.
    await expect(viewer(page)).toBeFocused();
    const ringed = () =>
      page.evaluate(() =>
        [...document.querySelectorAll(':focus-visible')].map((el) => [el.getAttribute('role') ?? el.tagName, getComputedStyle(el).outlineStyle]),
      );
    expect(await ringed()).toEqual([['dialog', 'none']]);
    await page.keyboard.press('ArrowRight');
    await expect(viewer(page).getByText('5/20')).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await viewer(page).evaluate((dialog) => dialog.contains(document.activeElement) && dialog !== document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toBeHidden();
    await expect(tiles(page).nth(4)).toBeFocused();
  });

  test('the viewer draws the photo alone: no band of its placeholder above or below it', async ({ page, visit }) => {
    await visit('/gallery');
    await tiles(page).nth(1).tap();
    const img = viewer(page).getByRole('group', { name: '2 of 20', exact: true }).locator('img');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    // The viewer has finished opening (its fade and rise would blend into the strips below).
    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
    // Where object-fit: contain draws the photo inside the <img> box (a 3:2 photo on a phone:
    // full width, bands of backdrop above and below).
    const box = await img.evaluate((el: HTMLImageElement) => {
      const r = el.getBoundingClientRect();
      const ratio = el.naturalWidth / el.naturalHeight;
      const height = Math.min(r.height, r.width / ratio);
      return { x: r.x, y: r.y, width: r.width, top: r.y + (r.height - height) / 2 };
    });
    expect(box.top - box.y).toBeGreaterThan(20);
    // The backdrop next to the photo's edge must look like the backdrop far from it.
    const strip = async (y: number) =>
      sharp(await page.screenshot({ clip: { x: box.x, y, width: box.width, height: 4 } })).raw().toBuffer();
    const near = await strip(Math.floor(box.top) - 5);
    const far = await strip(Math.floor(box.y) + 4);
    const brightest = (pixels: Buffer) => Math.max(...pixels);
    expect(brightest(near)).toBeLessThanOrEqual(brightest(far) + 6);
  });
});

/** The anchored item is the list's first new one, scrolled to just below the page's header. */
async function expectNewPageAtTop(page: Page, anchored: Locator, firstNew: Locator) {
  await expect(anchored).toHaveAttribute('href', (await firstNew.getAttribute('href')) ?? '');
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const header = await page.locator('header').first().boundingBox();
  const top = (await anchored.boundingBox())?.y ?? -1;
  expect(top).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0) - 1);
  expect(top).toBeLessThan(desktop.height / 3);
}

test.describe('the viewer on a phone without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: mobile });

  test('offers the arrows a phone with scripts swipes instead of', async ({ page, request }) => {
    const photos = (await getJson<{ data: Photo[] }>(request, '/api/photo?page=1')).data;
    const dialog = page.locator('[role="dialog"]');
    await page.goto(`/gallery/${photos[1]?._id}`);
    await expect(dialog.getByText('2/20')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(page).toHaveURL(new RegExp(`/gallery/${photos[2]?._id}$`));
    await expect(dialog.getByText('3/20')).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await expect(page).toHaveURL(new RegExp(`/gallery/${photos[0]?._id}$`));
  });
});

test.describe('lists without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: desktop });

  test('"Load more" opens the list one page longer, so every photo and video can be reached', async ({
    page,
  }) => {
    await page.goto('/gallery');
    await expect(tiles(page)).toHaveCount(12);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/\/gallery\?pages=2#page-2$/);
    await expect(tiles(page)).toHaveCount(20);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    // The browser opens the longer list at its first new photo, below the header, not at the top.
    await expectNewPageAtTop(page, page.locator('#page-2 a'), tiles(page).nth(12));

    await page.goto('/videos');
    const cards = page.getByRole('main').locator('a[href^="/videos/watch/"]');
    const first = await cards.count();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/\/videos\?pages=2#page-2$/);
    await expect.poll(() => cards.count()).toBeGreaterThan(first);
    await expectNewPageAtTop(page, page.locator('#page-2 a[href^="/videos/watch/"]'), cards.nth(first));
  });

  test("a photo's address opens the viewer, and its close control leaves it for the gallery", async ({
    page,
    request,
  }) => {
    const photos = await getJson<{ data: Photo[] }>(request, '/api/photo?page=1');
    const photo = photos.data[0]!;
    await page.goto(`/gallery/${photo._id}`);
    await expect(page.locator('[role="dialog"] img').first()).toBeVisible();
    await page.locator('[role="dialog"]').getByRole('button', { name: 'Close' }).click();
    // A GET form with no fields opens '/gallery?', which the server sends on to '/gallery'.
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.locator('[role="dialog"]')).toHaveCount(0);
    await expect(tiles(page)).toHaveCount(12);
  });

  test("a tile opens its photo's address, the arrows its neighbours'; a photo of page 2 opens over both pages", async ({
    page,
    request,
  }) => {
    const first = (await getJson<{ data: Photo[] }>(request, '/api/photo?page=1')).data;
    const second = (await getJson<{ data: Photo[] }>(request, '/api/photo?page=2')).data;
    const dialog = page.locator('[role="dialog"]');
    await page.goto('/gallery');
    await tiles(page).nth(10).click();
    await expect(page).toHaveURL(`/gallery/${first[10]?._id}`);
    await expect(dialog.getByText('11/20')).toBeVisible();
    await expect(dialog).toContainText(first[10]?.caption ?? '?');

    // A GET form with no fields opens the address with an empty query; the server drops it.
    const at = (photo: Photo | undefined) => new RegExp(`/gallery/${photo?._id}$`);
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(page).toHaveURL(at(first[11]));
    await expect(dialog.getByText('12/20')).toBeVisible();
    // The last photo of page 1 opens over page 2 as well: 'Next' has the 13th's address.
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(page).toHaveURL(new RegExp(`/gallery/${second[0]?._id}`));
    await expect(dialog.getByText('13/20')).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await expect(page).toHaveURL(new RegExp(`/gallery/${first[10]?._id}`));
    await expect(dialog).toContainText(first[10]?.caption ?? '?');

    await page.goto(`/gallery/${second[0]?._id}`);
    await expect(dialog.getByText('13/20')).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await expect(page).toHaveURL(new RegExp(`/gallery/${first[11]?._id}`));
    await expect(dialog.getByText('12/20')).toBeVisible();
    await page.goto(`/gallery/${second.at(-1)?._id}`);
    await expect(dialog.getByText('20/20')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL('/gallery?pages=2');
    await expect(tiles(page)).toHaveCount(20);
  });
});
