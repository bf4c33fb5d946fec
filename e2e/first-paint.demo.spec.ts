import type { Page } from '@playwright/test';
import { deferredPreloadRel } from '#web/lib/deferred-app.ts';
import { expect, mobile, test } from './fixtures.ts';

/**
 * What a page asks for before its first paint (docs/decisions/0005-first-paint.md): its HTML
 * carries its styles, the app's scripts start after the load event, and slides out of view
 * wait for the app.
 */
interface Loaded {
  url: string;
  start: number;
}

test.use({ viewport: mobile });

async function resources(page: Page) {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const list = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (r): Loaded => ({ url: new URL(r.name).pathname, start: r.startTime }),
    );
    return { loadEventStart: nav.loadEventStart, list };
  });
}

for (const path of ['/', '/videos', '/gallery', '/team', '/Ukraine']) {
  test(`${path}: no stylesheet is fetched, and no script before the page has loaded`, async ({
    page,
    visit,
  }) => {
    await visit(path);
    const { loadEventStart, list } = await resources(page);
    expect(list.filter((r) => r.url.endsWith('.css'))).toEqual([]);
    const scripts = list.filter((r) => r.url.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((r) => r.start < loadEventStart)).toEqual([]);
    // Inlined, each stylesheet's <link> stays for hydration but is never loaded.
    const links = await page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((nodes) => nodes.map((n) => (n as HTMLLinkElement).disabled));
    expect(links.length).toBeGreaterThan(0);
    expect(links.every(Boolean)).toBe(true);
    expect(await page.locator('head style[nonce]').count()).toBeGreaterThan(0);
  });
}

test('the home page requests only the slide in view before the load event, the rest after', async ({
  page,
  visit,
}) => {
  await visit('/');
  await expect
    .poll(
      async () =>
        (await resources(page)).list.filter((r) => r.url.startsWith('/media/slides/')).length,
    )
    .toBeGreaterThan(1);
  const { loadEventStart, list } = await resources(page);
  const slides = list.filter((r) => r.url.startsWith('/media/slides/'));
  const before = slides.filter((r) => r.start < loadEventStart);
  expect(before).toHaveLength(1);
  const first = await page
    .locator('[aria-roledescription="slide"]')
    .first()
    .locator('img')
    .evaluate((img) => new URL((img as HTMLImageElement).currentSrc).pathname);
  expect(before[0]?.url).toBe(first);
});

test("a location page's title and words are drawn visible in its first paint, not faded in", async ({ page }) => {
  // The opacity the hero's heading is drawn at when the HTML has been parsed: its own and its
  // ancestors', an animation's current value included.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      let opacity = 1;
      for (let node = document.querySelector('main h1'); node; node = node.parentElement) {
        opacity *= Number(getComputedStyle(node).opacity);
      }
      (window as unknown as { heroOpacity?: number }).heroOpacity = opacity;
    });
  });
  await page.goto('/Ukraine');
  expect(await page.evaluate(() => (window as unknown as { heroOpacity?: number }).heroOpacity)).toBe(1);
});

test('the site icon is in the page itself, a 32 px PNG, so the first paint fetches nothing for it', async ({
  page,
  request,
  visit,
}) => {
  await visit('/');
  // Search engines take a URL: Google reads apple-touch-icon as the site's icon too.
  const touchIcon = await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href');
  const served = await request.get(touchIcon ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  const href = (await page.locator('head link[rel="icon"]').getAttribute('href')) ?? '';
  expect(href.startsWith('data:image/png;base64,')).toBe(true);
  // The browser decodes it (and the page's CSP lets it): a 32 × 32 picture.
  const size = await page.evaluate(
    (src) =>
      new Promise<number[]>((resolve) => {
        const img = new Image();
        img.onload = () => resolve([img.naturalWidth, img.naturalHeight]);
        img.onerror = () => resolve([0, 0]);
        img.src = src;
      }),
    href,
  );
  expect(size).toEqual([32, 32]);
});

test("the boot script comes once, in the page: hydration keeps it, and the app's scripts do not carry it", async ({
  page,
  visit,
  request,
}) => {
  await visit('/');
  const boot = page.locator('head > script[nonce]').first();
  expect(await boot.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')))).toBe(true);
  expect(await boot.textContent()).toContain(deferredPreloadRel);
  const scripts = (await resources(page)).list.filter((r) => r.url.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(3);
  const carrying: string[] = [];
  for (const { url } of scripts) if ((await (await request.get(url)).text()).includes(deferredPreloadRel)) carrying.push(url);
  expect(carrying).toEqual([]);
});

test('a tap before the load event starts the app at once', async ({ page }) => {
  // The hero image is held back until the end, so the load event cannot come before the tap.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/media/slides/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await page.waitForSelector('#main');
  const started = () => page.evaluate(() => [...document.scripts].some((s) => s.type === 'module'));
  expect(await started()).toBe(false);
  await page.locator('body').dispatchEvent('pointerdown');
  await expect.poll(started).toBe(true);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  release();
  await page.waitForLoadState('load');
});

test("the app's errors keep their stacks once it runs (only React DOM's module body makes errors without)", async ({
  page,
  visit,
}) => {
  await visit('/videos');
  const [limit, stack] = await page.evaluate(() => [
    (Error as unknown as { stackTraceLimit?: unknown }).stackTraceLimit,
    typeof new Error('probe').stack,
  ]);
  // Chromium's own default: web/lib/quiet-error-stacks.ts put it back before hydration.
  expect(limit).toBe(10);
  expect(stack).toBe('string');
});
