import type { Page } from '@playwright/test';
import type { Category } from '#shared/schemas/category.ts';
import type { Photo } from '#shared/schemas/photo.ts';
import type { SiteSettings } from '#shared/schemas/settings.ts';
import { desktop, expect, getJson, mobile, test } from './fixtures.ts';

/** Back, Forward and reload keep the visitor's place (issue 15). */

const tiles = (page: Page) =>
  page.getByRole('main').getByRole('link', { name: /^Open .* full screen$/ });
const viewer = (page: Page) => page.getByRole('dialog', { name: 'Photo gallery' });
const cards = (page: Page) => page.locator('main a[href^="/videos/watch/"]');
const loadMore = (page: Page) => page.getByRole('button', { name: 'Load more' });
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Polls until the page is scrolled to `y`. A failure says what the page saw (the scroll restore
 * after a reload failed once in a full CI run and never when run alone): each document's start
 * with its history key and React Router's stored positions, scroll ends and pagehides, which
 * `recordScrolling` keeps in sessionStorage across reloads.
 */
async function expectScrollY(page: Page, y: number): Promise<void> {
  try {
    await expect.poll(() => scrollY(page)).toBe(y);
  } catch (error) {
    const seen = await page.evaluate(() => ({
      key: (window.history.state as { key?: string } | null)?.key,
      height: document.documentElement.scrollHeight,
      stored: sessionStorage.getItem('react-router-scroll-positions'),
      log: sessionStorage.getItem('e2e-scroll-log'),
    }));
    throw new Error(`${String(error)}\nwhat the page saw: ${JSON.stringify(seen)}`);
  }
}

async function recordScrolling(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Not in the watch page's player frame (an opaque origin: no storage).
    if (window !== window.top) return;
    const log = (entry: unknown[]) => {
      const old = JSON.parse(sessionStorage.getItem('e2e-scroll-log') ?? '[]') as unknown[];
      sessionStorage.setItem('e2e-scroll-log', JSON.stringify([...old, [Math.round(performance.now()), ...entry]].slice(-40)));
    };
    // React Router writes its positions in its own pagehide listener, after this one: the next
    // page's start shows what it wrote.
    log(['start', location.href, (history.state as { key?: string } | null)?.key, sessionStorage.getItem('react-router-scroll-positions')]);
    addEventListener('scrollend', () => log(['scrollend', Math.round(window.scrollY)]));
    addEventListener('pagehide', () => log(['pagehide', Math.round(window.scrollY)]));
  });
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const searchOf = (page: Page) => new URL(page.url()).search;

async function photoPages(request: Parameters<typeof getJson>[0], category?: string): Promise<Photo[]> {
  const query = category ? `&category=${category}` : '';
  const first = await getJson<{ data: Photo[] }>(request, `/api/photo?page=1${query}`);
  const second = await getJson<{ data: Photo[] }>(request, `/api/photo?page=2${query}`);
  return [...first.data, ...second.data];
}

for (const [name, viewport] of [
  ['desktop', desktop],
  ['phone', mobile],
] as const) {
  test.describe(`gallery viewer in the history at ${name} width`, () => {
    test.use({ viewport });

    test('opening a photo adds an entry: Back closes the viewer where the page was, Forward opens it again', async ({
      page,
      visit,
      request,
    }) => {
      const photos = await photoPages(request);
      const photo = photos[4];
      if (!photo) throw new Error('the demo has fewer than 5 photos');
      await visit('/gallery');
      await tiles(page).nth(4).scrollIntoViewIfNeeded();
      const scrollBefore = await scrollY(page);
      expect(scrollBefore).toBeGreaterThan(0);

      await tiles(page).nth(4).click();
      await expect(viewer(page)).toBeVisible();
      await expect(page).toHaveURL(`/gallery/${photo._id}`);
      await expect(viewer(page).getByText('5/20')).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${photo.caption} \\| `));

      await page.goBack();
      await expect(viewer(page)).toHaveCount(0);
      await expect(page).toHaveURL('/gallery');
      await expect(page).toHaveTitle(/^Gallery \| /);
      await expect(tiles(page)).toHaveCount(12);
      await expect.poll(() => scrollY(page)).toBe(scrollBefore);

      await page.goForward();
      await expect(viewer(page)).toBeVisible();
      await expect(page).toHaveURL(`/gallery/${photo._id}`);
      await expect(viewer(page).getByText('5/20')).toBeVisible();
      await expect(viewer(page)).toContainText(photo.caption);
    });
  });
}

test.describe('gallery viewer at 1280x800', () => {
  test.use({ viewport: desktop });

  test('moving to the next photo replaces the entry: one Back closes the viewer; the close control goes Back too', async ({
    page,
    visit,
    request,
  }) => {
    const photos = await photoPages(request);
    await visit('/gallery');
    await tiles(page).nth(2).click();
    await expect(page).toHaveURL(`/gallery/${photos[2]?._id}`);
    await expect(viewer(page).getByText('3/20')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer(page).getByText('4/20')).toBeVisible();
    await expect(page).toHaveURL(`/gallery/${photos[3]?._id}`);
    await expect(page).toHaveTitle(new RegExp(`^${photos[3]?.caption} \\| `));
    await page.goBack();
    await expect(viewer(page)).toHaveCount(0);
    await expect(page).toHaveURL('/gallery');

    // Opened from the grid, the close control is Back: Forward reopens it.
    await tiles(page).nth(1).click();
    await expect(page).toHaveURL(`/gallery/${photos[1]?._id}`);
    await viewer(page).getByRole('button', { name: 'Close' }).click();
    await expect(viewer(page)).toHaveCount(0);
    await expect(page).toHaveURL('/gallery');
    await page.goForward();
    await expect(viewer(page).getByText('2/20')).toBeVisible();
    // Escape closes it the same way, and page scroll is locked only while it is open.
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toHaveCount(0);
    await expect(page).toHaveURL('/gallery');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('a photo address renders the viewer on the server, for a photo past the first page among its neighbours', async ({
    page,
    visit,
    request,
  }) => {
    const { companyName } = await getJson<SiteSettings>(request, '/api/settings');
    const photos = await photoPages(request);
    const later = photos[15];
    if (!later) throw new Error('the demo has fewer than 16 photos');

    const html = await (await request.get(`/gallery/${later._id}`)).text();
    expect(html).toContain('role="dialog"');
    expect(html).toContain(`<title>${later.caption} | ${companyName}</title>`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/gallery/${later._id}"`));

    // Opened by its address (a shared link): among its neighbours down to its page, which the
    // address names from the viewer's first move on; the close control goes to the gallery with
    // those pages.
    await visit(`/gallery/${later._id}`);
    await expect(page).toHaveTitle(`${later.caption} | ${companyName}`);
    await expect(viewer(page)).toBeVisible();
    await expect(viewer(page).getByText(`16/${photos.length}`)).toBeVisible();
    await expect(viewer(page)).toContainText(later.caption);
    await expect(page).toHaveURL(`/gallery/${later._id}`);
    await viewer(page).getByRole('button', { name: 'Previous image' }).click();
    await expect(viewer(page).getByText(`15/${photos.length}`)).toBeVisible();
    await expect(page).toHaveURL(`/gallery/${photos[14]?._id}?pages=2`);
    await expect(viewer(page)).toContainText(photos[14]?.caption ?? '?');
    await viewer(page).getByRole('button', { name: 'Close' }).click();
    await expect(viewer(page)).toHaveCount(0);
    await expect(page).toHaveURL('/gallery?pages=2');
    await expect(tiles(page)).toHaveCount(photos.length);
    // Focus (and the view) goes to the tile of the photo the viewer closed on.
    await expect(tiles(page).nth(14)).toBeFocused();
    await expect(tiles(page).nth(14)).toBeInViewport();

    // A photo on the first page opens among its neighbours, and a reload keeps it open.
    const first = photos[6];
    await visit(`/gallery/${first?._id}`);
    await expect(viewer(page).getByText('7/20')).toBeVisible();
    await page.reload();
    await expect(viewer(page).getByText('7/20')).toBeVisible();
    await expect(page).toHaveTitle(`${first?.caption} | ${companyName}`);
  });

  test('unknown and malformed photo addresses are the 404 page', async ({ page, visit, consoleGuard }) => {
    for (const path of ['/gallery/000000000000000000000000', '/gallery/not-a-photo']) {
      consoleGuard.expect404(path);
      await visit(path, { status: 404 });
      await expect(page.getByRole('heading', { name: 'not found' })).toBeVisible();
      await expect(page).toHaveTitle(/^Not found \| /);
      // Leaving it for the gallery shows the gallery.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'gallery' }).click();
      await expect(page).toHaveURL('/gallery');
      await expect(tiles(page)).toHaveCount(12);
    }
  });

  test('the category stays in the address while a photo opens and closes', async ({
    page,
    visit,
    request,
  }) => {
    const categories = await getJson<Category[]>(request, '/api/gallery_category/all/photo');
    const georgia = categories.find((c) => c.caption === 'Georgia');
    if (!georgia) throw new Error('no Georgia photo category in the demo');
    const photos = await photoPages(request, georgia._id);
    await visit(`/gallery?category=${georgia._id}`);
    await tiles(page).nth(1).click();
    await expect(page).toHaveURL(`/gallery/${photos[1]?._id}?category=${georgia._id}`);
    await expect(viewer(page).getByText(`2/${photos.length}`)).toBeVisible();
    await page.reload();
    await expect(viewer(page).getByText(`2/${photos.length}`)).toBeVisible();
    await viewer(page).getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(`/gallery?category=${georgia._id}`);
    const filters = page.getByRole('navigation', { name: 'Photo categories' });
    await expect(filters.getByRole('link', { name: 'Georgia' })).toHaveAttribute('aria-current', 'true');
    await expect(tiles(page)).toHaveCount(photos.length);
  });

  test('after "Load more" the loaded pages are in the address: a photo of page 2 opens and closes over all of them, and a reload keeps them', async ({
    page,
    visit,
    request,
  }) => {
    const photos = await photoPages(request);
    await visit('/gallery');
    await loadMore(page).click();
    await expect(tiles(page)).toHaveCount(20);
    await expect(page).toHaveURL('/gallery?pages=2');
    await tiles(page).nth(15).click();
    await expect(page).toHaveURL(`/gallery/${photos[15]?._id}?pages=2`);
    await expect(viewer(page).getByText('16/20')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/gallery?pages=2');
    await expect(tiles(page)).toHaveCount(20);
    await page.reload();
    await expect(tiles(page)).toHaveCount(20);
    await expect(loadMore(page)).toHaveCount(0);
  });
});

test.describe('work list in the history at 1280x800', () => {
  test.use({ viewport: desktop });

  test('after "Load more", a video and Back show the same cards at the same place, also after a reload', async ({
    page,
    visit,
  }) => {
    await recordScrolling(page);
    await visit('/videos');
    await expect(cards(page)).toHaveCount(10);
    await loadMore(page).click();
    await expect(cards(page)).toHaveCount(12);
    await expect(page).toHaveURL('/videos?pages=2');

    const card = cards(page).nth(10);
    await card.scrollIntoViewIfNeeded();
    const scrollBefore = await scrollY(page);
    expect(scrollBefore).toBeGreaterThan(0);
    await card.click();
    await expect(page).toHaveURL(/\/videos\/watch\/[0-9a-f]{24}\?backroute=%2Fvideos%3Fpages%3D2$/);

    await page.goBack();
    await expect(page).toHaveURL('/videos?pages=2');
    await expect(cards(page)).toHaveCount(12);
    await expectScrollY(page, scrollBefore);

    await page.reload();
    await expect(cards(page)).toHaveCount(12);
    await expect(loadMore(page)).toHaveCount(0);
    await expectScrollY(page, scrollBefore);

    // The close control of a video opened from the list goes Back to the same place.
    await cards(page).nth(11).click();
    await expect(page).toHaveURL(/\/videos\/watch\//);
    await page.getByRole('link', { name: 'Close, back to work' }).click();
    await expect(page).toHaveURL('/videos?pages=2');
    await expect(cards(page)).toHaveCount(12);
    await expectScrollY(page, scrollBefore);
  });

  test("the watch page's close control returns to the list's category; opened directly, to /videos", async ({
    page,
    visit,
    request,
  }) => {
    const categories = await getJson<Category[]>(request, '/api/gallery_category/all/gallery');
    const category = categories.find((c) => c.count_items > 0);
    if (!category) throw new Error('no video category with videos in the demo');
    await visit(`/videos?category=${category._id}`);
    await cards(page).first().click();
    await expect(page).toHaveURL(/\/videos\/watch\//);
    const close = page.getByRole('link', { name: 'Close, back to work' });
    await expect(close).toHaveAttribute('href', `/videos?category=${category._id}`);

    // Reloaded, the address still knows the list; opened directly, the close control goes to /videos.
    const watch = pathOf(page);
    expect(searchOf(page)).toBe(`?backroute=${encodeURIComponent(`/videos?category=${category._id}`)}`);
    await page.reload();
    await close.click();
    await expect(page).toHaveURL(`/videos?category=${category._id}`);
    await expect(
      page.getByRole('navigation', { name: 'Video categories' }).getByRole('link', { name: category.caption }),
    ).toHaveAttribute('aria-current', 'true');

    await visit(watch);
    await expect(close).toHaveAttribute('href', '/videos');
    await close.click();
    await expect(page).toHaveURL('/videos');
  });
});

test.describe('a navigation that Back interrupts, at 1280x800', () => {
  test.use({ viewport: desktop });

  test('on a slow phone line, Back and Forward while a page is on its way leave no uncaught error, and the site goes on', async ({
    page,
    visit,
  }) => {
    await visit('/contacts');
    await page.locator('a[href="/team#we-are"]').first().evaluate((link: HTMLElement) => link.click());
    await expect(page).toHaveURL(/\/team#we-are$/);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'work' }).click();
    // The list's data is still on its way (React Router aborts that navigation).
    await page.waitForTimeout(600);
    await page.goBack({ waitUntil: 'commit' });
    await page.goForward({ waitUntil: 'commit' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    // The site goes on: the next link leads where it says (the console guard fails on any page error).
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'work' }).click();
    await expect(page).toHaveURL(/\/videos$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
